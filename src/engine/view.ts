// PlayerView: all a seat may know. It is the log filtered by visibility, plus the public facts
// (names, who is alive, the day) and the seat's own role card.
import type { GameEvent, Visibility } from './events.js';
import type { CoreState } from './state.js';

export interface SeatSummary {
  seat: number;
  name: string;
  alive: boolean;
  /** Set only when the role is public (revealed on death, or the game is over). */
  role?: string;
}

export interface PlayerView {
  seat: number;
  name: string;
  role: string;
  team: string;
  /** Seats this seat knows to share its team: from a team event in its view. */
  teammates: number[];
  alive: boolean;
  day: number;
  phase: string;
  step: string;
  seats: SeatSummary[];
  events: readonly GameEvent[];
}

export function canSee(core: CoreState, seat: number, vis: Visibility): boolean {
  if (vis === 'public') return true;
  if ('seats' in vis) return vis.seats.includes(seat);
  return core.seats[seat - 1]?.team === vis.team;
}

/** The events after which a seat's summary may read differently (reduceCore changes seats on these alone). */
const SEAT_CHANGES: ReadonlySet<string> = new Set(['game_started', 'role_assigned', 'died', 'role_revealed', 'game_over']);

/** Keeps each seat's filtered log up to date as events are appended (the filter, done once per event). */
export class ViewIndex {
  /** Seat → its filtered log (an array by seat: every event of every game is added to most of them). */
  private readonly perSeat: GameEvent[][] = [];
  private readonly teammates = new Map<number, number[]>();
  /**
   * The seats as every seat sees them (no role but the public ones), shared by the views built until a
   * seat changes: every decision asks for a view, and seats change a few times a game. Never written.
   */
  private shared: { core: CoreState; seats: SeatSummary[]; mine: Map<number, SeatSummary[]> } | undefined;

  add(core: CoreState, e: GameEvent): void {
    const { type, vis } = e;
    if (SEAT_CHANGES.has(type)) this.shared = undefined;
    for (const s of core.seats) {
      if (vis !== 'public' && !canSee(core, s.seat, vis)) continue;
      (this.perSeat[s.seat] ??= []).push(e);
      if (e.type === 'team_revealed') this.teammates.set(s.seat, e.members.filter((m) => m !== s.seat));
    }
  }

  view(core: CoreState, seat: number): PlayerView {
    const me = core.seats[seat - 1];
    if (!me) throw new Error(`no seat ${seat}`);
    return {
      seat,
      name: me.name,
      role: me.role,
      team: me.team,
      teammates: this.teammates.get(seat) ?? [],
      alive: me.alive,
      day: core.day,
      phase: core.phase,
      step: core.step,
      seats: this.seatsFor(core, seat),
      // The seat's own filtered log (read-only): it only ever grows by events this seat may see.
      events: this.perSeat[seat] ?? [],
    };
  }

  /**
   * The seats as `seat` sees them: the shared list, with its own entry showing its role; the same array
   * from one decision to the next until a seat changes (a bot may tell at a glance that nobody died).
   */
  private seatsFor(core: CoreState, seat: number): SeatSummary[] {
    if (this.shared?.core !== core) this.shared = { core, seats: core.seats.map((s) => summary(s, s.revealed || core.winner !== null)), mine: new Map() };
    const { seats, mine } = this.shared;
    if (seats[seat - 1]!.role !== undefined) return seats;
    let own = mine.get(seat);
    if (!own) {
      own = seats.slice();
      own[seat - 1] = summary(core.seats[seat - 1]!, true);
      mine.set(seat, own);
    }
    return own;
  }
}

function summary(s: CoreState['seats'][number], withRole: boolean): SeatSummary {
  const out: SeatSummary = { seat: s.seat, name: s.name, alive: s.alive };
  if (withRole) out.role = s.role;
  return out;
}

/** The same view computed straight from a log, with no index: the definition the index must match. */
export function viewFromLog(core: CoreState, events: readonly GameEvent[], seat: number): PlayerView {
  const index = new ViewIndex();
  for (const e of events) index.add(core, e);
  return index.view(core, seat);
}
