// Who acts: small selectors the phase script reads like the rulebook.
import type { GameState } from '../../engine/state.js';
import type { NamedSeat } from '../../engine/parse.js';
import type { WolfRules } from './state.js';

type S = GameState<WolfRules>;

export const living = (s: S): number[] => s.core.seats.filter((x) => x.alive).map((x) => x.seat);
export const livingWith =
  (role: string) =>
  (s: S): number[] =>
    s.core.seats.filter((x) => x.alive && x.role === role).map((x) => x.seat);
export const roleOf = (s: S, seat: number): string => s.core.seats[seat - 1]?.role ?? '';
export const isAlive = (s: S, seat: number): boolean => s.core.seats[seat - 1]?.alive === true;
export const named = (s: { core: { seats: readonly NamedSeat[] } }): NamedSeat[] =>
  s.core.seats.map((x) => ({ seat: x.seat, name: x.name }));

/** Seats after `from` going one way round the table, among `among`. */
export function around(among: readonly number[], from: number, n: number, clockwise: boolean): number[] {
  const out: number[] = [];
  for (let i = 1; i <= n; i++) {
    const seat = clockwise ? ((from - 1 + i) % n) + 1 : ((from - 1 - i + n * 2) % n) + 1;
    if (among.includes(seat)) out.push(seat);
  }
  return out;
}

export const deadReason = (seat: number, s: S): string | undefined =>
  isAlive(s, seat) ? undefined : `Seat ${seat} is dead`;
