// A drill's situation: a position that matters for a role, found in a seeded bot game at the first
// decision of the person's seat where it holds. Each game family lists one per role of its presets.
import type { GameEvent } from '../../engine/events.js';
import type { Moment } from './moment.js';

export interface Situation {
  id: string;
  role: string;
  /** What the position is, as the recap says it ("the witch with both potions…"). */
  text: string;
  /** Whether the drill starts at this decision of the seat. */
  starts(m: Moment): boolean;
  /** No later day can hold it: the source game stops there (a faster search). */
  lastDay?: number;
  /** Before the drill, the seat's answer to a decision of this kind instead of the bot's (the witch keeps her potions). */
  hold?: Record<string, string>;
}

export const spoken = (seen: readonly GameEvent[], day?: number) =>
  seen.filter((e): e is Extract<GameEvent, { type: 'speech' }> => e.type === 'speech' && (day === undefined || e.day === day));

/** Each claim made in a speech, with its speaker. */
export const claimsIn = (seen: readonly GameEvent[], day?: number) => spoken(seen, day).flatMap((s) => s.claims.map((c) => ({ ...c, by: s.seat })));

/** Seats that claimed `role` (the speaker's own role claim). */
export const claimedRole = (seen: readonly GameEvent[], role: string, day?: number): number[] => [
  ...new Set(claimsIn(seen, day).flatMap((c) => (c.kind === 'role' && c.role === role ? [c.by] : []))),
];

/** Seats someone said a check found to be `result`: [speaker, target]. */
export const checkedAs = (seen: readonly GameEvent[], result: string, day?: number): { by: number; target: number }[] =>
  claimsIn(seen, day).flatMap((c) => (c.kind === 'check' && c.result === result ? [{ by: c.by, target: c.target }] : []));

/** Whether a seat was alive when the seat was asked (a claimant banished the day before is no one to answer). */
export const livingIn = (seen: readonly GameEvent[], seat: number): boolean => !seen.some((e) => e.type === 'died' && e.seats.includes(seat));

/** The seat's own private results of a kind of event (a check, an investigation). */
export const ownResults = (m: Moment, type: string): { target: number; result: string }[] =>
  m.seen.flatMap((e) => (e.type === type && e.seat === m.me ? [{ target: Number(e.target), result: String(e.result) }] : []));
