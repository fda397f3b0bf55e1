// How the mafia game reads on a screen: role cards, the detective's results, vote tables with the
// outcome in words, deaths, the review's verdicts and the rules page.
import type { GameEvent } from '../../engine/events.js';
import type { Label, Options, Presentation, ReviewRow } from '../../engine/presentation.js';
import { claimRows, judge, voteRow } from '../common/review.js';
import { ABILITIES, CLAIM_WORDS, optionsOf } from './roles.js';
import { mafiaRules } from './rules-page.js';

const RESULTS: Record<string, string> = { mafia: 'mafia', not_mafia: 'not mafia' };
const resultName = (r: string) => RESULTS[r] ?? r.replace(/_/g, ' ');

/** A vote for nobody: "skip" when the vote is among nominees, "abstain" otherwise. */
export const noneWord = (options: Options): string => (optionsOf(options).nominations ? 'skip' : 'abstain');

function voteOutcome(e: { tally: { seat: number; votes: number }[]; skip: number; eliminated: number | null }, L: Label, none: string): string {
  const votes = (n: number) => `${n} vote${n === 1 ? '' : 's'}`;
  if (e.eliminated !== null) {
    const top = e.tally.find((t) => t.seat === e.eliminated);
    return `${L(e.eliminated)} is eliminated${top ? ` with ${votes(top.votes)}` : ''}.`;
  }
  if (e.tally.length === 0) return `Nobody is eliminated: every vote was "${none}".`;
  return `Nobody is eliminated: no one had more votes than every other option, "${none}" included.`;
}

function review(all: readonly GameEvent[], me: number, t: Parameters<Presentation['review']>[2], none: string): ReviewRow[] {
  const j = judge(me, t);
  const rows: ReviewRow[] = [];
  for (const e of all) {
    if (e.seat !== me) continue;
    switch (e.type) {
      case 'vote':
        rows.push(voteRow(e, 'vote', none, false, t, j));
        break;
      case 'mafia_chat':
        {
          const when = e.alone ? 'alone' : `round ${e.round}`;
          rows.push(e.target === null ? j.row(e, `${when}: picked skip`, '', 'neutral') : j.row(e, `${when}: picked ${t.label(e.target)}`, j.who(e.target), j.against(e.target)));
        }
        break;
      case 'investigated':
        rows.push(j.row(e, `investigated ${t.label(e.target)}: ${resultName(e.result)}`, j.who(e.target), j.enemy(e.target) ? 'good' : 'neutral'));
        break;
      case 'protected':
        rows.push(j.row(e, `protected ${t.label(e.target)}`, j.who(e.target), j.for(e.target)));
        break;
      case 'speech':
        rows.push(...claimRows(e, me, t, j, resultName, typeof e.nomination === 'number' ? e.nomination : undefined));
        if (typeof e.nomination === 'number') rows.push(j.row(e, `nominated ${t.label(e.nomination)}`, j.who(e.nomination), j.against(e.nomination)));
        break;
    }
  }
  return rows;
}

export const mafiaPresentation: Presentation = {
  ability: (role) => ABILITIES[role] ?? '',
  notes(role, mine, label) {
    if (role !== 'doctor') return [];
    const last = mine.findLast((e) => e.type === 'protected');
    return last?.type === 'protected' ? [`last protected: ${label(last.target)} (not twice in a row)`] : [];
  },
  result: (e) => (e.type === 'investigated' ? { target: e.target, result: resultName(e.result), evil: e.result === 'mafia' } : undefined),
  results: Object.keys(CLAIM_WORDS.results).map((value) => ({ value, label: resultName(value) })),
  suspect: 'mafia?',
  ballot: (first, _seen, o) => ({ title: `Day ${first.day} vote`, none: noneWord(o) }),
  outcome: (e, L, o) => (e.type === 'vote_result' ? voteOutcome(e, L, noneWord(o)) : undefined),
  isDeath: (e) => (e.type === 'morning' && e.dead !== null) || (e.type === 'vote_result' && e.eliminated !== null),
  review: (all, me, t, o) => review(all, me, t, noneWord(o)),
  rules: mafiaRules,
};
