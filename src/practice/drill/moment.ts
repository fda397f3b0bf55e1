// The moments of a drill's source game: each of the person's decisions with what their seat could see
// just before it (its view of the log), the day and phase then, and the whole log for situations that
// look ahead (the hunter who is banished that day). Situations read these to find where a drill starts.
import type { GameEvent } from '../../engine/events.js';
import { apply, emptyState } from '../../engine/game.js';
import type { Ruleset } from '../../engine/ruleset.js';
import { canSee } from '../../engine/view.js';
import { personDecisions, type PersonDecision } from '../decisions.js';

export interface Moment {
  decision: PersonDecision;
  /** The request's kind ("vote", "witch"…). */
  kind: string;
  me: number;
  /** Whether the seat was alive then (a dead seat's last decisions, a badge or a shot, start no drill). */
  alive: boolean;
  role: string;
  /** The seat's own team, teammates it knows of not included. */
  teammates: number[];
  day: number;
  phase: string;
  /** What the seat could see before this decision. */
  seen: readonly GameEvent[];
  /** The source game's whole log (for situations that look ahead; never shown to the person). */
  log: readonly GameEvent[];
}

export function momentsOf(ruleset: Ruleset<unknown>, events: readonly GameEvent[], me: number): Moment[] {
  const decisions = personDecisions(events, me);
  const state = emptyState(ruleset);
  const seen: GameEvent[] = [];
  const out: Moment[] = [];
  let next = 0;
  for (const d of decisions) {
    for (; next < d.at; next++) {
      const e = events[next]!;
      apply(ruleset, state, e);
      if (canSee(state.core, me, e.vis)) seen.push(e);
    }
    const seat = state.core.seats[me - 1]!;
    const teammates = seen.flatMap((e) => (e.type === 'team_revealed' ? e.members.filter((m) => m !== me) : []));
    out.push({ decision: d, kind: d.decision, me, alive: seat.alive, role: seat.role, teammates, day: state.core.day, phase: state.core.phase, seen: [...seen], log: events });
  }
  return out;
}
