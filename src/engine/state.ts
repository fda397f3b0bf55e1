// GameState is a fold of the events: the engine folds its own events here and hands every event to
// the ruleset's reducer too. The reducers write only into a state the fold itself created.
import type { GameEvent } from './events.js';

export interface SeatState {
  seat: number;
  name: string;
  persona: string;
  role: string;
  team: string;
  alive: boolean;
  revealed: boolean;
}

export interface CoreState {
  seed: number;
  ruleset: string;
  preset: string;
  options: Record<string, unknown>;
  seats: SeatState[];
  phase: string;
  step: string;
  day: number;
  /** Events on the record folded so far (off_record notes are not): the position the seeded generator is derived from. */
  count: number;
  winner: string | null;
  winReason: string | null;
}

export interface GameState<R = unknown> {
  core: CoreState;
  rules: R;
}

export function initialCore(): CoreState {
  return {
    seed: 0,
    ruleset: '',
    preset: '',
    options: {},
    seats: [],
    phase: 'setup',
    step: 'setup',
    day: 0,
    count: 0,
    winner: null,
    winReason: null,
  };
}

export function seatState(core: CoreState, seat: number): SeatState {
  const s = core.seats[seat - 1];
  if (!s) throw new Error(`no seat ${seat}`);
  return s;
}

export function reduceCore(core: CoreState, e: GameEvent): void {
  if (e.type === 'off_record') return;
  core.count++;
  switch (e.type) {
    case 'game_created':
      core.seed = e.seed;
      core.ruleset = e.ruleset;
      core.preset = e.preset;
      core.options = e.options;
      break;
    case 'game_started':
      // Written out, not spread: a literal's objects share one layout across games, and their fields change
      // (role, alive, revealed) without V8 moving each game's seats to a new layout on the first write.
      core.seats = e.seats.map((s) => ({ seat: s.seat, name: s.name, persona: s.persona, role: '', team: '', alive: true, revealed: false }));
      break;
    case 'role_assigned': {
      const s = seatState(core, e.seat);
      s.role = e.role;
      s.team = e.team;
      break;
    }
    case 'phase_started':
      core.phase = e.phase;
      core.step = e.step;
      core.day = e.round;
      break;
    case 'died':
      for (const seat of e.seats) seatState(core, seat).alive = false;
      break;
    case 'role_revealed':
      seatState(core, e.seat).revealed = true;
      break;
    case 'game_over':
      core.winner = e.winner;
      core.winReason = e.reason;
      break;
  }
}

export const alive = (core: CoreState): number[] => core.seats.filter((s) => s.alive).map((s) => s.seat);
export const seatsOf = (core: CoreState, pred: (s: SeatState) => boolean): number[] =>
  core.seats.filter(pred).map((s) => s.seat);
