// Mafia events. Mafia talk is for the mafia team, an investigation for the detective, a protection
// for the doctor; the night's resolution is for nobody (reviewers only); the morning report is public.
import { z } from 'zod';
import { defineEvent, type EventOf } from '../../engine/events.js';

const seat = z.number().int().positive();
const target = seat.nullable();

/** One mafioso's message in a round of night talk, with their current pick (null: skip); `alone`: the last mafioso's pick, no talk. */
export const MafiaChat = defineEvent('mafia_chat', {
  seat,
  round: z.number().int().positive(),
  message: z.string(),
  target,
  alone: z.literal(true).optional(),
});
/** The mafia's kill tonight: the plurality of the last round's picks (null: skip). */
export const MafiaKill = defineEvent('mafia_kill', { target });
export const Investigated = defineEvent('investigated', { seat, target: seat, result: z.enum(['mafia', 'not_mafia']) });
export const Protected = defineEvent('protected', { seat, target: seat });
export const NightResolved = defineEvent('mafia_night_resolved', {
  target,
  protected: target,
  death: target,
});
/** The morning report: the night's dead (null: nobody died). */
export const Morning = defineEvent('morning', { dead: target });
export const SpeakingOrder = defineEvent('mafia_speaking_order', { order: z.array(seat).min(1) });
export const VoteResult = defineEvent('vote_result', {
  tally: z.array(z.object({ seat, votes: z.number().int().positive() }).strict()),
  skip: z.number().int().nonnegative(),
  eliminated: target,
});

export const MAFIA_EVENTS = [MafiaChat, MafiaKill, Investigated, Protected, NightResolved, Morning, SpeakingOrder, VoteResult] as const;

/** The mafia events, as a union on `type`. */
export type MafiaEvent = EventOf<(typeof MAFIA_EVENTS)[number]>;

// Registers them in the engine's union of events (the engine itself never names a game).
declare module '../../engine/events.js' {
  interface EventCatalog {
    mafia: MafiaEvent;
  }
}
