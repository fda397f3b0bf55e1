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

/** Keeps each seat's filtered log up to date as events are appended (the filter, done once per event). */
export class ViewIndex {
  private readonly perSeat = new Map<number, GameEvent[]>();
  private readonly teammates = new Map<number, number[]>();

  add(core: CoreState, e: GameEvent): void {
    for (const s of core.seats) {
      if (!canSee(core, s.seat, e.vis)) continue;
      let list = this.perSeat.get(s.seat);
      if (!list) this.perSeat.set(s.seat, (list = []));
      list.push(e);
      if (e.type === 'team_revealed') this.teammates.set(s.seat, e.members.filter((m) => m !== s.seat));
    }
  }

  view(core: CoreState, seat: number): PlayerView {
    const me = core.seats[seat - 1];
    if (!me) throw new Error(`no seat ${seat}`);
    const over = core.winner !== null;
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
      seats: core.seats.map((s) => {
        const summary: SeatSummary = { seat: s.seat, name: s.name, alive: s.alive };
        if (s.revealed || over || s.seat === seat) summary.role = s.role;
        return summary;
      }),
      // The seat's own filtered log (read-only): it only ever grows by events this seat may see.
      events: this.perSeat.get(seat) ?? [],
    };
  }
}

/** The same view computed straight from a log, with no index: the definition the index must match. */
export function viewFromLog(core: CoreState, events: readonly GameEvent[], seat: number): PlayerView {
  const index = new ViewIndex();
  for (const e of events) index.add(core, e);
  return index.view(core, seat);
}
