// Day: the morning report, the speaking order, discussion with nominations, defence, the sealed
// vote (eliminated only when strictly ahead of every other option, skip included), last words.
import { Died, RoleRevealed, Speech, Vote } from '../../engine/core-events.js';
import type { DecisionSpec } from '../../engine/decision.js';
import { PUBLIC, type EventDraft } from '../../engine/events.js';
import type { Handler, PhaseContext, SealedAnswer } from '../../engine/flow.js';
import { jsonField, parsePick, refuse } from '../../engine/parse.js';
import type { GameState } from '../../engine/state.js';
import { speechSpec, SPEECH_MAX, targetSpec, type SpeechSpecInput, type SpeechValue } from '../common/specs.js';
import { speakingPlace } from '../common/speaking-place.js';
import { CLAIM_WORDS } from './roles.js';
import { scanMafiaClaims } from './claims.js';
import { Morning, SpeakingOrder, VoteResult } from './events.js';
import { deadReason, isAlive, living, named, opts, type MafiaRules } from './state.js';

type S = GameState<MafiaRules>;
type Ctx = PhaseContext<MafiaRules>;

export const SPEECH_MIN = 10;
export const SPEECH_DEFAULT = 'I have nothing certain yet; I will listen closely and vote carefully.';
export const DEFENSE_DEFAULT = 'I am not Mafia. Please reconsider.';
export const LAST_WORDS_DEFAULT = 'Good luck to the remaining players.';

/** The night's death (with the role when `revealOnDeath`), or nobody. */
export const morning = (ctx: Ctx): EventDraft[] => {
  const s = ctx.state;
  const dead = s.rules.pendingDeath;
  if (dead === null) return [Morning.make({ dead: null }, PUBLIC)];
  return [Morning.make({ dead }, PUBLIC), Died.make({ seats: [dead], reason: 'night' }, PUBLIC), ...reveal(s, dead)];
};

function reveal(s: S, seat: number): EventDraft[] {
  if (!opts(s).revealOnDeath) return [];
  const x = s.core.seats[seat - 1]!;
  return [RoleRevealed.make({ seat, role: x.role, team: x.team }, PUBLIC)];
}

/** Seats after `from` in seat order (wrapping), among `among`. */
export function after(among: readonly number[], from: number, n: number): number[] {
  const out: number[] = [];
  for (let i = 1; i <= n; i++) {
    const seat = ((from - 1 + i) % n) + 1;
    if (among.includes(seat)) out.push(seat);
  }
  return out;
}

/** Seat order starting after yesterday's first speaker; day 1 starts at a random seat. */
export const speakingOrder = (ctx: Ctx): EventDraft[] => {
  const s = ctx.state;
  const n = s.core.seats.length;
  const from = s.rules.firstSpeaker ?? ctx.random('first-speaker').int(n);
  return [SpeakingOrder.make({ order: after(living(s), from, n) }, PUBLIC)];
};

export const todaysOrder = (s: S): number[] => s.rules.order.filter((x) => isAlive(s, x));
export const nominees = (s: S): number[] => (opts(s).nominations ? s.rules.nominees.filter((x) => isAlive(s, x)) : []);
export const eliminatedSeat = (s: S): number[] => (s.rules.eliminated !== null ? [s.rules.eliminated] : []);

const NOMINATION_IN_TEXT = /\bnominat\w*\s+(?:seat\s*|player\s*)?#?(\d+)/i;

/** Why a speech's nomination is not legal, for a hint more precise than "nominate someone legal". */
function nominationProblem(ctx: Ctx, seat: number, answer: { raw: string; json?: Record<string, unknown> }): string {
  const s = ctx.state;
  const field = jsonField(answer.json, ['nomination', 'nominate']);
  let target: number | undefined;
  if (field !== undefined) {
    const p = parsePick(field, named(s));
    if (!p.ok) return `Could not read the nomination "${field.slice(0, 40)}"`;
    if ('none' in p.value) return 'A speech must nominate someone; you cannot skip the nomination';
    target = p.value.seat;
  } else {
    const text = typeof answer.json?.speech === 'string' ? answer.json.speech : answer.raw;
    const m = NOMINATION_IN_TEXT.exec(text);
    if (m) target = Number(m[1]);
    else target = named(s).find((x) => new RegExp(`\\bnominat\\w*\\s+${x.name}\\b`, 'i').test(text))?.seat;
  }
  if (target === undefined) return 'Your speech nominates nobody';
  if (target === seat) return 'You cannot nominate yourself';
  if (!s.core.seats[target - 1]) return `There is no seat ${target}`;
  return deadReason(target, s) ?? `Seat ${target} cannot be nominated`;
}

export function discussionSpec(ctx: Ctx, seat: number): DecisionSpec<SpeechValue> {
  const s = ctx.state;
  const o = opts(s);
  const legal = living(s).filter((x) => x !== seat);
  const rng = ctx.random(`nominate-default-${seat}`);
  const place = speakingPlace(todaysOrder(s), seat, ctx.label);
  const length = 'Two or three sentences when you have nothing new; up to six for a claim with its results and a case.';
  const input: SpeechSpecInput = {
    kind: 'speech',
    question: o.nominations
      ? `Day ${s.core.day} discussion: your turn to speak. ${place} Nominate one living player other than yourself for today's vote ` +
        `(${legal.join(', ')}), in "nomination" or as "I nominate <seat>" in your speech. ${length}`
      : `Day ${s.core.day} discussion: your turn to speak. ${place} Share what you know or claim, whom you suspect and why, and how you will vote. ${length}`,
    minLength: SPEECH_MIN,
    maxLength: SPEECH_MAX,
    words: CLAIM_WORDS,
    seats: s.core.seats.length,
    fallbackText: SPEECH_DEFAULT,
    scan: (text) => scanMafiaClaims(text, named(s), seat),
  };
  // Set, not spread in: every discussion of every game builds one, and V8 (Node 20) gives a literal with a spread a
  // hidden class of its own each time (the spec's fields and their order are as the spread gave them).
  if (o.nominations) input.nominate = { seats: named(s), legal, fallback: () => rng.pick(legal) };
  const spec = speechSpec(input);
  spec.label = 'discussion';
  if (!o.nominations) return spec;
  const read = spec.read;
  spec.read = (answer) => {
    const r = read(answer);
    if (r.ok || !r.hint.startsWith('A speech must nominate')) return r;
    return refuse(`${nominationProblem(ctx, seat, answer)}. ${r.hint}`);
  };
  return spec;
}

function freeSpeechSpec(ctx: Ctx, seat: number, kind: 'defense' | 'last_words'): DecisionSpec<SpeechValue> {
  const s = ctx.state;
  return speechSpec({
    kind,
    question:
      kind === 'defense'
        ? `You have been nominated for today's vote. Speak once in your defence; two to four sentences.`
        : `You have been eliminated. Your last words to the table (may be empty): what the living should know, in one to three sentences. They stay in every later prompt, quoted.`,
    minLength: 0,
    maxLength: kind === 'defense' ? 600 : 500,
    words: CLAIM_WORDS,
    seats: s.core.seats.length,
    fallbackText: kind === 'defense' ? DEFENSE_DEFAULT : LAST_WORDS_DEFAULT,
    scan: (text) => scanMafiaClaims(text, named(s), seat),
  });
}

const speak =
  (context: 'discussion' | 'defense' | 'last_words', spec: (ctx: Ctx, seat: number) => DecisionSpec<SpeechValue>): Handler<MafiaRules> =>
  async (ctx, [seat]) => {
    const r = await ctx.ask(seat!, spec(ctx, seat!));
    const v = r.value;
    const speech = Speech.make(
      { seat: seat!, text: v.text, context, claims: v.claims, ...(v.nomination !== undefined ? { nomination: v.nomination } : {}) },
      PUBLIC,
    );
    return [...r.events, speech];
  };

export const discussion = speak('discussion', discussionSpec);
export const defense = speak('defense', (ctx, seat) => freeSpeechSpec(ctx, seat, 'defense'));
export const lastWords = speak('last_words', (ctx, seat) => freeSpeechSpec(ctx, seat, 'last_words'));

/** The longest remark said with a ballot (RULES.md §2, Vote). */
export const REMARK_MAX = 160;

/** The vote's rules as the rulebook screen and a model's system prompt both say them (RULES.md §2, Vote). */
export const voteRules = (none: string, revealOnDeath: boolean): string =>
  `A voter may say a few words with the ballot (at most ${REMARK_MAX} characters), shown when the votes are: there is no last call before it, so a voter whose ballot is not on the seat their speech named says why there. A player is eliminated only with more votes than every other option, "${none}" included; otherwise nobody is. The eliminated player gives last words${revealOnDeath ? ', then their role is shown' : ''}.`;
const REMARK_ASK = `If your vote is not where you said it would go, say why with it, in a few words (at most ${REMARK_MAX} characters), shown when the votes are; otherwise a ballot needs no words.`;

export function voteSpec(ctx: Ctx, seat: number): DecisionSpec<number | null> {
  const s = ctx.state;
  if (opts(s).nominations) {
    const legal = nominees(s);
    return targetSpec({
      kind: 'vote',
      question: `Day ${s.core.day} vote: vote to eliminate one of today's nominees (${legal.map(ctx.label).join(', ')}), or "skip". Someone is eliminated only with more votes than every other option, skip included. ${REMARK_ASK}`,
      seats: named(s),
      legal,
      why: (x) => deadReason(x, s) ?? `Seat ${x} was not nominated today`,
      none: 'skip',
      fallback: () => null,
      remark: REMARK_MAX,
    });
  }
  return targetSpec({
    kind: 'vote',
    question: `Day ${s.core.day} vote: vote to eliminate a living player other than yourself, or "abstain". Someone is eliminated only with more votes than every other option, abstentions included. ${REMARK_ASK}`,
    seats: named(s),
    legal: living(s).filter((x) => x !== seat),
    why: (x) => (x === seat ? 'You cannot vote for yourself' : deadReason(x, s)),
    none: 'abstain',
    fallback: () => null,
    remark: REMARK_MAX,
  });
}

/** Skip (or abstain) counts as an option: the top seat must be strictly ahead of it and of every other seat. */
export function tallyVotes(ballots: readonly (number | null)[]): { tally: { seat: number; votes: number }[]; skip: number; eliminated: number | null } {
  const counts = new Map<number, number>();
  let skip = 0;
  for (const b of ballots) {
    if (b === null) skip++;
    else counts.set(b, (counts.get(b) ?? 0) + 1);
  }
  const tally = [...counts.entries()].map(([seat, votes]) => ({ seat, votes })).sort((a, b) => a.seat - b.seat);
  const top = Math.max(0, ...tally.map((t) => t.votes));
  const leaders = tally.filter((t) => t.votes === top);
  const eliminated = leaders.length === 1 && top > skip ? leaders[0]!.seat : null;
  return { tally, skip, eliminated };
}

/** The ballots, the tally against skip, and who is eliminated. */
export const voteResult = (_ctx: Ctx, answers: SealedAnswer<number | null>[]): EventDraft[] => {
  const t = tallyVotes(answers.map((a) => a.value));
  return [
    ...answers.map((a) => Vote.make(a.remark === undefined ? { seat: a.seat, target: a.value, ballot: 'eliminate', weight: 1 } : { seat: a.seat, target: a.value, ballot: 'eliminate', weight: 1, remark: a.remark }, PUBLIC)),
    VoteResult.make(t, PUBLIC),
    ...(t.eliminated !== null ? [Died.make({ seats: [t.eliminated], reason: 'eliminated' }, PUBLIC)] : []),
  ];
};

/** After the last words, the eliminated player's role when `revealOnDeath`. */
export const revealEliminated = (ctx: Ctx): EventDraft[] => {
  const x = ctx.state.rules.eliminated;
  return x === null ? [] : reveal(ctx.state, x);
};
