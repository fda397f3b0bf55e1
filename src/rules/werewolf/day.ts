// Day: dawn, the sealed banish vote with the sheriff's 1.5, the PK, the hunter's shot.
import { Died, Vote } from '../../engine/core-events.js';
import { PUBLIC, toSeats, type EventDraft } from '../../engine/events.js';
import type { GameEvent } from '../../engine/events.js';
import type { DecisionSpec } from '../../engine/decision.js';
import type { Handler, PhaseContext, SealedAnswer } from '../../engine/flow.js';
import type { GameState } from '../../engine/state.js';
import { targetSpec } from '../common/specs.js';
import { BanishTally, Dawn, HunterShot } from './events.js';
import { deadReason, living, named } from './seats.js';
import type { WolfRules } from './state.js';
import { tally } from './tally.js';

type S = GameState<WolfRules>;
type Ctx = PhaseContext<WolfRules>;

export const SHERIFF_WEIGHT = 1.5;

/** What a seat's day ballot weighs, from the public record: the sheriff's (the badge's latest holder) 1.5, else 1. */
export function sheriffWeight(events: readonly GameEvent[], seat: number): number {
  let holder: number | null = null;
  for (const e of events) {
    if (e.type === 'sheriff_elected') holder = (e as { seat: number | null }).seat;
    else if (e.type === 'badge_passed') holder = (e as { to: number | null }).to;
  }
  return holder === seat ? SHERIFF_WEIGHT : 1;
}

/** Names only, seat order; "a peaceful night" when nobody died. */
export const dawn = (ctx: Ctx): EventDraft[] => {
  const dead = ctx.state.rules.pendingDeaths.map((d) => d.seat).sort((a, b) => a - b);
  return [Dawn.make({ dead }, PUBLIC), ...(dead.length ? [Died.make({ seats: dead, reason: 'night' }, PUBLIC)] : [])];
};

export const nightOneDead = (s: S): number[] => (s.core.day === 1 ? s.rules.lastNightDead : []);
export const speakingOrder = (s: S): number[] => s.rules.order.filter((x) => s.core.seats[x - 1]?.alive);
/** The last call before the vote: every seat that heard another speak after its turn (all but the last speaker), in speaking order. */
export const lastCallOrder = (s: S): number[] => speakingOrder(s).slice(0, -1);
export const pkSeats = (s: S): number[] => s.rules.pk;
export const pkVoters = (s: S): number[] => (s.rules.pk.length ? living(s).filter((x) => !s.rules.pk.includes(x)) : []);
export const banishedSeat = (s: S): number[] => (s.rules.banished !== null ? [s.rules.banished] : []);

/** A banish vote (or the PK re-vote among the tied): a living player, or abstain. */
export function banishSpec(round: 'vote' | 'pk') {
  return (ctx: Ctx, seat?: number): DecisionSpec<number | null> => {
    const s = ctx.state;
    const legal = round === 'pk' ? [...s.rules.pk] : living(s);
    return targetSpec({
      kind: round === 'pk' ? 'pk_vote' : 'vote',
      question:
        round === 'pk'
          ? `PK re-vote: vote to banish one of the tied players (${legal.map(ctx.label).join(', ')}), or "abstain". A second tie banishes nobody.`
          : `Day ${s.core.day} vote: vote to banish a living player, or "abstain". ${s.rules.sheriff !== null && s.core.seats[s.rules.sheriff - 1]?.alive ? `${s.rules.sheriff === seat ? 'You are the sheriff: your' : `${ctx.label(s.rules.sheriff)} is the sheriff: their`} vote weighs ${SHERIFF_WEIGHT}.` : 'There is no sheriff: every vote weighs 1.'} The most weight is banished; a tie goes to a PK.`,
      seats: named(s),
      legal,
      why: (x) => deadReason(x, s) ?? (round === 'pk' ? `Seat ${x} is not in the PK` : undefined),
      none: 'abstain',
      fallback: () => null,
    });
  };
}

/** The ballots, weighted (the sheriff's 1.5), the tally, and who is banished: the one with the most weight; a tie goes to PK. */
export function banishResult(round: 'vote' | 'pk') {
  return (ctx: Ctx, answers: SealedAnswer<number | null>[]): EventDraft[] => {
    const ballots = answers.map((a) => ({ seat: a.seat, target: a.value, weight: a.seat === ctx.state.rules.sheriff ? SHERIFF_WEIGHT : 1 }));
    const t = tally(ballots);
    const banished = t.top.length === 1 ? t.top[0]! : null;
    const tied = t.top.length > 1 ? t.top : [];
    return [
      ...ballots.map((b) => Vote.make({ ...b, ballot: round === 'pk' ? 'pk' : 'banish' }, PUBLIC)),
      BanishTally.make({ round, tally: t.tally, banished, tied: round === 'vote' ? tied : [] }, PUBLIC),
      ...(banished !== null ? [Died.make({ seats: [banished], reason: 'banished' }, PUBLIC)] : []),
    ];
  };
}

/** A hunter who died, unless poisoned, may shoot a living player or hold fire. */
export const hunterShoots: Handler<WolfRules> = async (ctx, [hunter]) => {
  const legal = living(ctx.state);
  const r = await ctx.ask(
    hunter!,
    targetSpec({
      kind: 'hunter_shot',
      question: 'You are the hunter and you have died. Shoot a living player (they die at once), or "hold" your fire.',
      seats: named(ctx.state),
      legal,
      why: (x) => deadReason(x, ctx.state),
      none: 'hold',
      fallback: () => null,
    }),
  );
  // Holding fire is announced to nobody: the table would not learn a hunter had died.
  const shot = HunterShot.make({ seat: hunter!, target: r.value }, r.value === null ? toSeats(hunter!) : PUBLIC);
  return [...r.events, shot, ...(r.value !== null ? [Died.make({ seats: [r.value], reason: 'shot' }, PUBLIC)] : [])];
};
