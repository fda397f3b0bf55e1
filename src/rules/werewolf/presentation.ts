// How the werewolf game reads on a screen: role cards, the seer's checks, the sheriff's badge, vote
// tables with their outcome in words, deaths, the review's verdicts and the rules page.
import type { GameEvent } from '../../engine/events.js';
import type { Label, Presentation, ReviewRow } from '../../engine/presentation.js';
import { claimRows, judge, voteRow } from '../common/review.js';
import { SHERIFF_WEIGHT } from './day.js';
import { ABILITIES, CLAIM_WORDS } from './roles.js';
import { werewolfRules } from './rules-page.js';

const RESULTS: Record<string, string> = { werewolf: 'werewolf', good: 'good' };
const resultName = (r: string) => RESULTS[r] ?? r.replace(/_/g, ' ');

/** The candidates of the sheriff race: those who ran and did not withdraw. */
export function candidatesOf(seen: readonly GameEvent[]): number[] {
  const running = new Set<number>();
  for (const e of seen) {
    if (e.type === 'sheriff_run' && e.run) running.add(e.seat);
    if (e.type === 'sheriff_withdrew' && e.withdraw) running.delete(e.seat);
  }
  return [...running].sort((a, b) => a - b);
}

const votes = (n: number) => `${n} vote${n === 1 ? '' : 's'}`;
const weight = (n: number) => (Number.isInteger(n) ? votes(n) : `${n} votes`);

/** The election's result in words: "Seat 1 (Ada) is the sheriff with 3 votes; Seat 3 (Cy) had 1 vote." */
export function sheriffOutcome(e: { seat: number | null; reason: string; tally: { seat: number; votes: number }[] }, L: Label): string {
  const others = e.tally.filter((t) => t.seat !== e.seat).map((t) => `${L(t.seat)} had ${votes(t.votes)}`);
  const rest = others.length ? `; ${others.join(', ')}` : '';
  if (e.seat !== null) {
    const won = e.tally.find((t) => t.seat === e.seat);
    if (e.reason === 'unopposed') return `${L(e.seat)} is the sheriff, unopposed.`;
    return `${L(e.seat)} is the sheriff${won ? ` with ${votes(won.votes)}` : ''}${rest}.`;
  }
  if (e.reason === 'tie') return `No sheriff: a tie between ${e.tally.filter((t) => t.votes === Math.max(...e.tally.map((x) => x.votes))).map((t) => L(t.seat)).join(' and ')}.`;
  if (e.reason === 'no candidates') return 'No sheriff: nobody ran.';
  return `No sheriff (${e.reason}).`;
}

function banishOutcome(e: { round: string; banished: number | null; tied: number[]; tally: { seat: number; weight: number }[] }, L: Label): string {
  if (e.banished !== null) {
    const top = e.tally.find((t) => t.seat === e.banished);
    return `${L(e.banished)} is banished${top ? ` with ${weight(top.weight)}` : ''}.`;
  }
  if (e.tied.length && e.round !== 'pk') return `A tie between ${e.tied.map(L).join(' and ')}: they speak again, then the others vote between them (PK).`;
  if (e.tied.length) return `A tie again between ${e.tied.map(L).join(' and ')}: nobody is banished.`;
  return 'Nobody is banished.';
}

function review(all: readonly GameEvent[], me: number, t: Parameters<Presentation['review']>[2]): ReviewRow[] {
  const j = judge(me, t);
  const rows: ReviewRow[] = [];
  let attacked: number | null = null;
  const attack = () => (attacked === null ? 'nobody was attacked' : `the attack was on ${j.who(attacked)}`);
  for (const e of all) {
    if (e.type === 'pack_target') attacked = e.target;
    if (e.type === 'phase_started' && e.phase === e.step) attacked = null;
    if (e.type === 'badge_passed' && e.from === me) {
      rows.push(e.to === null ? j.row(e, 'tore up the badge', '', 'neutral') : j.row(e, `passed the badge to ${t.label(e.to)}`, j.who(e.to), j.for(e.to)));
    }
    if (e.seat !== me) continue;
    switch (e.type) {
      case 'vote': {
        const name = e.ballot === 'sheriff' ? 'sheriff vote' : e.ballot === 'pk' ? 'PK vote' : 'vote';
        rows.push(voteRow(e, name, 'abstained', e.ballot === 'sheriff', t, j));
        break;
      }
      case 'wolf_proposal':
        // The last wolf picks alone: there is nobody to propose to.
        if (e.alone) rows.push(e.target === null ? j.row(e, 'chose no kill', '', 'neutral') : j.row(e, `chose to kill ${t.label(e.target)}`, j.who(e.target), j.against(e.target)));
        else if (e.round === 2) rows.push(e.target === null ? j.row(e, 'final pick: no kill', '', 'neutral') : j.row(e, `final pick: kill ${t.label(e.target)}`, j.who(e.target), j.against(e.target)));
        else rows.push(e.target === null ? j.row(e, 'proposed no kill', '', 'neutral') : j.row(e, `proposed to kill ${t.label(e.target)}`, j.who(e.target), j.against(e.target)));
        break;
      case 'witch_acted':
        if (e.action === 'antidote' && e.target !== null) rows.push(j.row(e, `antidote → ${t.label(e.target)}`, j.who(e.target), j.for(e.target)));
        else if (e.action === 'poison' && e.target !== null) rows.push(j.row(e, `poison → ${t.label(e.target)}`, j.who(e.target), j.against(e.target)));
        else rows.push(j.row(e, 'kept the potions', attack(), 'neutral'));
        break;
      case 'guard_acted':
        if (e.target === null) rows.push(j.row(e, 'protected nobody', attack(), attacked === null ? 'neutral' : 'bad'));
        else rows.push(j.row(e, `protected ${t.label(e.target)}`, attacked === e.target ? 'blocked the attack' : attack(), attacked === e.target ? 'good' : 'neutral'));
        break;
      case 'seer_checked':
        rows.push(j.row(e, `checked ${t.label(e.target)}: ${resultName(e.result)}`, j.who(e.target), j.enemy(e.target) ? 'good' : 'neutral'));
        break;
      case 'hunter_shot':
        rows.push(e.target === null ? j.row(e, 'held fire', '', 'neutral') : j.row(e, `shot ${t.label(e.target)}`, j.who(e.target), j.against(e.target)));
        break;
      case 'speech':
        rows.push(...claimRows(e, me, t, j, resultName));
        break;
    }
  }
  return rows;
}

export const werewolfPresentation: Presentation = {
  ability: (role) => ABILITIES[role] ?? '',
  notes(role, mine, label) {
    if (role === 'witch') {
      const used = (action: string) => mine.some((e) => e.type === 'witch_acted' && e.action === action);
      return [`antidote ${used('antidote') ? 'used' : 'ready'}`, `poison ${used('poison') ? 'used' : 'ready'}`];
    }
    if (role === 'guard') {
      const last = mine.findLast((e) => e.type === 'guard_acted');
      if (last?.type !== 'guard_acted') return [];
      return [last.target === null ? 'last protected: nobody' : `last protected: ${label(last.target)} (not twice in a row)`];
    }
    return [];
  },
  result: (e) => (e.type === 'seer_checked' ? { target: e.target, result: resultName(e.result), evil: e.result === 'werewolf' } : undefined),
  results: Object.keys(CLAIM_WORDS.results).map((value) => ({ value, label: resultName(value) })),
  suspect: 'wolf?',
  title: {
    name: 'sheriff',
    note: `vote ×${SHERIFF_WEIGHT}`,
    holder: (e) => (e.type === 'sheriff_elected' ? e.seat : e.type === 'badge_passed' ? e.to : undefined),
  },
  ballot(first, seen) {
    if (first.ballot === 'sheriff') return { title: 'Sheriff election', none: 'abstain', candidates: candidatesOf(seen) };
    return { title: first.ballot === 'pk' ? `Day ${first.day} PK re-vote` : `Day ${first.day} vote`, none: 'abstain' };
  },
  outcome(e, L) {
    if (e.type === 'sheriff_elected') return sheriffOutcome(e, L);
    if (e.type === 'banish_tally') return banishOutcome(e, L);
    return undefined;
  },
  isDeath: (e) =>
    (e.type === 'dawn' && e.dead.length > 0) || (e.type === 'banish_tally' && e.banished !== null) || (e.type === 'hunter_shot' && e.target !== null),
  review,
  rules: werewolfRules,
};
