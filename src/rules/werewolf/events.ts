// Werewolf events. Night events are private to the seats that take part; resolution is for nobody
// (reviewers only); the dawn announcement gives names only.
import { z } from 'zod';
import { defineEvent, type EventOf } from '../../engine/events.js';

const seat = z.number().int().positive();
const target = seat.nullable();

/**
 * A werewolf's proposed target and message to the pack; `alone`: the last werewolf's pick, no talk; `round: 2`: the
 * second round, held when the first round's proposals named more than one target (absent: the first round).
 */
export const WolfProposal = defineEvent('wolf_proposal', { seat, target, message: z.string(), alone: z.literal(true).optional(), round: z.literal(2).optional() });
export const PackTarget = defineEvent('pack_target', { target });
export const WitchTold = defineEvent('witch_told', { seat, target });
export const WitchActed = defineEvent('witch_acted', { seat, action: z.enum(['antidote', 'poison', 'pass']), target });
export const GuardActed = defineEvent('guard_acted', { seat, target });
export const SeerChecked = defineEvent('seer_checked', { seat, target: seat, result: z.enum(['good', 'werewolf']) });
export const NightResolved = defineEvent('night_resolved', {
  deaths: z.array(z.object({ seat, cause: z.enum(['wolves', 'poison']) }).strict()),
});
export const Dawn = defineEvent('dawn', { dead: z.array(seat) });
export const SheriffRun = defineEvent('sheriff_run', { seat, run: z.boolean() });
export const SheriffWithdrew = defineEvent('sheriff_withdrew', { seat, withdraw: z.boolean() });
export const SheriffElected = defineEvent('sheriff_elected', {
  seat: target,
  reason: z.string(),
  tally: z.array(z.object({ seat, votes: z.number() }).strict()),
});
export const BadgePassed = defineEvent('badge_passed', { from: seat, to: target });
export const DirectionChosen = defineEvent('direction_chosen', { seat, direction: z.enum(['clockwise', 'counter-clockwise']) });
export const SpeakingOrder = defineEvent('speaking_order', { order: z.array(seat) });
export const BanishTally = defineEvent('banish_tally', {
  round: z.enum(['vote', 'pk']),
  tally: z.array(z.object({ seat, weight: z.number() }).strict()),
  banished: target,
  tied: z.array(seat),
});
export const HunterShot = defineEvent('hunter_shot', { seat, target });

export const WEREWOLF_EVENTS = [
  WolfProposal,
  PackTarget,
  WitchTold,
  WitchActed,
  GuardActed,
  SeerChecked,
  NightResolved,
  Dawn,
  SheriffRun,
  SheriffWithdrew,
  SheriffElected,
  BadgePassed,
  DirectionChosen,
  SpeakingOrder,
  BanishTally,
  HunterShot,
] as const;

/** The werewolf events, as a union on `type`. */
export type WerewolfEvent = EventOf<(typeof WEREWOLF_EVENTS)[number]>;

// Registers them in the engine's union of events (the engine itself never names a game).
declare module '../../engine/events.js' {
  interface EventCatalog {
    werewolf: WerewolfEvent;
  }
}
