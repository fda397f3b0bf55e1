// What the mafia rules remember between micro-phases, folded from the events, and the selectors
// the phase script reads like the rulebook.
import type { GameEvent } from '../../engine/events.js';
import type { NamedSeat } from '../../engine/parse.js';
import type { GameState } from '../../engine/state.js';
import { optionsOf, type MafiaOptions } from './roles.js';

export interface MafiaRules {
  /** The current (or last) night's number; night zero is 0. */
  night: number;
  /** Tonight's mafia talk: each message's pick, by round. */
  picks: { seat: number; round: number; target: number | null }[];
  /** undefined until the mafia have chosen tonight */
  kill: number | null | undefined;
  /** The doctor's pick tonight, and the night before. */
  protectedTonight: number | null;
  lastProtected: number | null;
  /** Resolved at night, reported in the morning. */
  pendingDeath: number | null;
  /** A night with a kill step has passed and its morning report is still due. */
  reportDue: boolean;
  /** Today's speaking order and its first speaker (the next day starts after them). */
  order: number[];
  firstSpeaker: number | null;
  /** Nominated today, in seat order. */
  nominees: number[];
  eliminated: number | null;
}

export const initialRules = (): MafiaRules => ({
  night: 0,
  picks: [],
  kill: undefined,
  protectedTonight: null,
  lastProtected: null,
  pendingDeath: null,
  reportDue: false,
  order: [],
  firstSpeaker: null,
  nominees: [],
  eliminated: null,
});

export function reduce(state: GameState<MafiaRules>, e: GameEvent): void {
  const r = state.rules;
  switch (e.type) {
    case 'phase_started':
      if (e.step === 'night') {
        r.night = e.round;
        r.picks = [];
        r.kill = undefined;
        r.lastProtected = r.protectedTonight;
        r.protectedTonight = null;
      } else if (e.step === 'day') {
        r.order = [];
        r.nominees = [];
        r.eliminated = null;
      }
      break;
    case 'mafia_chat':
      r.picks.push({ seat: e.seat, round: e.round, target: e.target });
      break;
    case 'mafia_kill':
      r.kill = e.target;
      break;
    case 'protected':
      r.protectedTonight = e.target;
      break;
    case 'mafia_night_resolved':
      r.pendingDeath = e.death;
      r.reportDue = true;
      break;
    case 'morning':
      r.pendingDeath = null;
      r.reportDue = false;
      break;
    case 'mafia_speaking_order':
      r.order = e.order;
      r.firstSpeaker = e.order[0] ?? null;
      break;
    case 'speech':
      if (e.context === 'discussion' && e.nomination != null && !r.nominees.includes(e.nomination)) {
        r.nominees = [...r.nominees, e.nomination].sort((a, b) => a - b);
      }
      break;
    case 'vote_result':
      r.eliminated = e.eliminated;
      break;
  }
}

type S = GameState<MafiaRules>;

export const opts = (s: { core: { options: Record<string, unknown> } }): MafiaOptions => optionsOf(s.core.options);
export const living = (s: S): number[] => s.core.seats.filter((x) => x.alive).map((x) => x.seat);
export const livingWith =
  (role: string) =>
  (s: S): number[] =>
    s.core.seats.filter((x) => x.alive && x.role === role).map((x) => x.seat);
export const livingMafia = livingWith('mafia');
export const livingTown = (s: S): number[] => s.core.seats.filter((x) => x.alive && x.role !== 'mafia').map((x) => x.seat);
export const roleOf = (s: S, seat: number): string => s.core.seats[seat - 1]?.role ?? '';
export const isAlive = (s: S, seat: number): boolean => s.core.seats[seat - 1]?.alive === true;
export const named = (s: { core: { seats: readonly NamedSeat[] } }): NamedSeat[] =>
  s.core.seats.map((x) => ({ seat: x.seat, name: x.name }));
export const deadReason = (seat: number, s: S): string | undefined => (isAlive(s, seat) ? undefined : `Seat ${seat} is dead`);
