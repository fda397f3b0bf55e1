// What a resume needs from a loaded log: the table (preset, seed, options, seats), the person's seat,
// and every recorded answer of the seats that are not deterministic bots, in order per seat.
import { dealRoles } from '../engine/game.js';
import type { Preset, Ruleset } from '../engine/ruleset.js';
import type { SeatInfo } from '../engine/core-events.js';
import type { OffRecordNote } from '../engine/participant.js';
import { loadGameLog, type LoadedLog } from './log-load.js';
import type { LogRead } from './read-log.js';

export interface Recorded {
  decision: string;
  attempt: number;
  raw: string;
  error?: string;
  /** Notes off the record logged just before this answer (a hint shown), given back when it is replayed. */
  notes?: OffRecordNote[];
}

export interface ResumePlan {
  log: LogRead;
  ruleset: Ruleset<unknown>;
  preset: Preset;
  seed: number;
  options: Record<string, unknown>;
  /** How the offline seats were set up (bot levels), as the log's first event recorded it. */
  table?: Record<string, string>;
  seats: SeatInfo[];
  /** The person's seat, their name at the table and the role they practised (when it was forced). */
  human: { seat: number; name: string; role?: string } | null;
  answers: Map<number, Recorded[]>;
  finished: boolean;
}

export function planResume(path: string): ResumePlan {
  return planOf(loadGameLog(path));
}

/** The plan of a loaded log: the table and every recorded answer in it. */
export function planOf({ log, ruleset, preset }: LoadedLog): ResumePlan {
  let seed = 0;
  let options: Record<string, unknown> = {};
  let table: Record<string, string> | undefined;
  let seats: SeatInfo[] = [];
  let finished = false;
  const answers = new Map<number, Recorded[]>();
  const roles = new Map<number, string>();
  const notes = new Map<number, OffRecordNote[]>();
  for (const e of log.events) {
    switch (e.type) {
      case 'game_created':
        seed = e.seed;
        options = e.options;
        table = e.table;
        break;
      case 'game_started':
        seats = e.seats;
        break;
      case 'role_assigned':
        roles.set(e.seat, e.role);
        break;
      case 'off_record':
        notes.set(e.seat, [...(notes.get(e.seat) ?? []), { kind: e.kind, detail: e.detail }]);
        break;
      case 'answered': {
        const list = answers.get(e.seat) ?? [];
        const before = notes.get(e.seat);
        notes.delete(e.seat);
        list.push({ decision: e.decision, attempt: e.attempt, raw: e.raw, ...(e.error !== undefined ? { error: e.error } : {}), ...(before ? { notes: before } : {}) });
        answers.set(e.seat, list);
        break;
      }
      case 'game_over':
        finished = true;
        break;
    }
  }
  const mine = seats.find((s) => s.persona === 'human');
  let human: ResumePlan['human'] = null;
  if (mine) {
    const dealt = dealRoles(preset, seed)[mine.seat - 1];
    const logged = roles.get(mine.seat);
    human = { seat: mine.seat, name: mine.name, ...(logged && logged !== dealt ? { role: logged } : {}) };
  }
  return { log, ruleset, preset, seed, options, ...(table ? { table } : {}), seats, human, answers, finished };
}
