// Day 1 sheriff election: run (sealed), campaign, opt-out, election; the badge and the speaking direction.
import { Vote } from '../../engine/core-events.js';
import type { DecisionSpec } from '../../engine/decision.js';
import { PUBLIC, type EventDraft } from '../../engine/events.js';
import type { Handler, PhaseContext, SealedAnswer } from '../../engine/flow.js';
import { rngFor } from '../../engine/rng.js';
import type { GameState } from '../../engine/state.js';
import { choiceSpec, targetSpec, yesNoSpec } from '../common/specs.js';
import { BadgePassed, DirectionChosen, SheriffElected, SheriffRun, SheriffWithdrew, SpeakingOrder } from './events.js';
import { around, deadReason, isAlive, living, named } from './seats.js';
import { tally } from './tally.js';
import type { WolfRules } from './state.js';

type S = GameState<WolfRules>;
type Ctx = PhaseContext<WolfRules>;

/** Run for sheriff: yes or no, every living player at once. */
export const runSpec = (): DecisionSpec<boolean> =>
  yesNoSpec('sheriff_run', 'Day 1: do you run for sheriff? The sheriff\'s vote weighs 1.5 and sets the speaking order. Answer yes or no.', false, ['run', 'answer', 'choice']);

export const runs = (_ctx: Ctx, answers: SealedAnswer<boolean>[]): EventDraft[] => answers.map((a) => SheriffRun.make({ seat: a.seat, run: a.value }, PUBLIC));

/** Candidates in seat order, starting from a random candidate. */
export function campaignOrder(s: S): number[] {
  const c = [...s.rules.candidates].sort((a, b) => a - b);
  if (c.length === 0) return [];
  const start = rngFor(s.core.seed, s.core.count, 'campaign').int(c.length);
  return [...c.slice(start), ...c.slice(0, start)];
}

/**
 * The opt-out: each candidate may withdraw, all at once. The question counts the race and its voters: a relay reader
 * playing a candidate had to count them from the log to weigh staying in (werewolf-9, seed 1312207).
 */
export const optOutSpec = (ctx: Ctx, seat: number): DecisionSpec<boolean> => {
  const rivals = remaining(ctx.state).filter((x) => x !== seat);
  const voters = electors(ctx.state);
  const race = rivals.length ? `The other candidates: ${rivals.map(ctx.label).join(', ')}.` : 'You are the only candidate.';
  const vote = `${voters.length === 1 ? 'One player votes' : `${voters.length} players vote`} as things stand (${voters.length ? voters.map(ctx.label).join(', ') : 'nobody'}), and every candidate who withdraws now votes too.`;
  return yesNoSpec(
    'opt_out',
    `You are a sheriff candidate. ${race} ${vote} Do you withdraw from the race? Answer yes (withdraw: you then vote for one of the candidates who stay) or no (stay: candidates do not vote). No speech comes between this and the sheriff vote.`,
    false,
    ['withdraw', 'answer', 'choice'],
  );
};

export const withdrawals = (_ctx: Ctx, answers: SealedAnswer<boolean>[]): EventDraft[] =>
  answers.map((a) => SheriffWithdrew.make({ seat: a.seat, withdraw: a.value }, PUBLIC));

/** Voters in the election: the living who are not remaining candidates. */
export const electors = (s: S): number[] => (s.rules.electionDone ? [] : living(s).filter((x) => !s.rules.candidates.includes(x)));

const remaining = (s: S): number[] => [...s.rules.candidates].sort((a, b) => a - b);

/** Two or more candidates remain: the electors vote. */
export const contested = (s: S): boolean => remaining(s).length > 1;

/** The result when nobody voted: one remaining candidate wins unopposed; none means no sheriff (nor does a race with no electors). */
export const withoutVotes = (ctx: Ctx): EventDraft[] => {
  const c = remaining(ctx.state);
  const seat = c.length === 1 ? c[0]! : null;
  return [SheriffElected.make({ seat, reason: c.length === 0 ? 'no candidates' : c.length === 1 ? 'unopposed' : 'no votes', tally: [] }, PUBLIC)];
};

/** An elector's vote: a remaining candidate, no abstention. */
export function electionSpec(ctx: Ctx, seat: number): DecisionSpec<number | null> {
  const candidates = remaining(ctx.state);
  return targetSpec({
    kind: 'sheriff_vote',
    question: `Sheriff election: vote for one candidate (${candidates.map(ctx.label).join(', ')}). No abstention.`,
    seats: named(ctx.state),
    legal: candidates,
    why: (s) => `Seat ${s} is not a candidate`,
    fallback: () => ctx.random(`sheriff-vote-${seat}`).pick(candidates),
  });
}

/** Most votes wins; a tie means no sheriff. */
export const electionResult = (_ctx: Ctx, answers: SealedAnswer<number | null>[]): EventDraft[] => {
  const ballots = answers.map((a) => ({ seat: a.seat, target: a.value, weight: 1 }));
  const t = tally(ballots);
  const winner = t.top.length === 1 ? t.top[0]! : null;
  return [
    ...ballots.map((b) => Vote.make({ ...b, ballot: 'sheriff' }, PUBLIC)),
    SheriffElected.make(
      {
        seat: winner,
        reason: winner !== null ? 'most votes' : t.top.length > 1 ? 'tie' : 'no votes',
        tally: t.tally.map((x) => ({ seat: x.seat, votes: x.weight })),
      },
      PUBLIC,
    ),
  ];
};

/** A sheriff's death passes the badge or tears it up. */
export const passBadge: Handler<WolfRules> = async (ctx, [from]) => {
  const legal = living(ctx.state);
  const r = await ctx.ask(
    from!,
    targetSpec({
      kind: 'badge',
      question: 'You were the sheriff and you are dead. Pass the badge to a living player, or "tear up". The pass comes with no words: the table sees only whom you chose.',
      seats: named(ctx.state),
      legal,
      why: (s) => deadReason(s, ctx.state),
      none: 'tear up',
      fallback: () => null,
    }),
  );
  return [...r.events, BadgePassed.make({ from: from!, to: r.value }, PUBLIC)];
};

export const sheriffAlive = (s: S): number[] => (s.rules.sheriff !== null && isAlive(s, s.rules.sheriff) ? [s.rules.sheriff] : []);

/** With a sheriff: start beside the sheriff in the chosen direction, the sheriff last. */
export const chooseDirection: Handler<WolfRules> = async (ctx, [sheriff]) => {
  const r = await ctx.ask(
    sheriff!,
    choiceSpec<'clockwise' | 'counter-clockwise'>(
      'direction',
      'You are the sheriff. Choose the speaking direction: "clockwise" (seat numbers going up) or "counter-clockwise". You speak last.',
      { clockwise: ['cw', 'clock', 'up', 'right'], 'counter-clockwise': ['ccw', 'counterclockwise', 'counter', 'anticlockwise', 'anti-clockwise', 'down', 'left'] },
      'clockwise',
      ['direction', 'answer', 'choice'],
    ),
  );
  const n = ctx.state.core.seats.length;
  const order = [...around(living(ctx.state), sheriff!, n, r.value === 'clockwise').filter((s) => s !== sheriff), sheriff!];
  return [...r.events, DirectionChosen.make({ seat: sheriff!, direction: r.value }, PUBLIC), SpeakingOrder.make({ order }, PUBLIC)];
};

/** Without a sheriff: clockwise from the seat after the lowest-numbered player who died last night, or a random seat. */
export function defaultOrder(ctx: Ctx) {
  const s = ctx.state;
  const n = s.core.seats.length;
  const dead = [...s.rules.lastNightDead].sort((a, b) => a - b);
  const from = dead[0] ?? ctx.random('discussion-start').int(n) + 1;
  // `around` starts after `from`; a random start seat should itself speak first when alive.
  const start = dead.length ? from : ((from - 2 + n) % n) + 1;
  return [SpeakingOrder.make({ order: around(living(s), start, n, true) }, PUBLIC)];
}
