// A line of play to continue: a logged table and every seat's answers up to where the line leaves the
// record (a person's other answer, a drill's end), as plain data a worker thread can be handed. From
// there every seat is a fresh bot (the line's own seat the strongest), drawn anew for each continuation.
import type { SeatInfo } from '../../engine/core-events.js';
import type { Recorded, ResumePlan } from '../../storage/resume-plan.js';

export interface TableSpec {
  preset: string;
  seed: number;
  options: Record<string, unknown>;
  /** How the offline seats were set up (bot levels), as the log's first event recorded it. */
  table?: Record<string, string>;
  seats: SeatInfo[];
  human: { seat: number; name: string; role?: string };
}

/** An answer as a seat gave it, and where the game stood when it was asked (events appended by then). */
export interface Given extends Recorded {
  asked: number;
  /** The request's answer field ("target", "speech"…), to rewrite a ballot (a turning point's other result). */
  field?: string;
}

export interface Line {
  table: TableSpec;
  /** Per seat, the answers given back before its fresh bot takes over. */
  answers: [number, Recorded[]][];
  /** The seat played on by the strongest bot (the person's). */
  seat: number;
  /** Whose continuation draws these are: the same draw for every line compared with another. */
  draw: number;
  /** The event the lines part at: a continuation reports what happened from here to the next phase. */
  from: number;
  /** Where the phase the lines part in began: the stretch a reason reads starts there (the guard's earlier protection, say). */
  since: number;
}

/** What one continuation came to. */
export interface Ending {
  /** The winning side ('' for a draw). */
  winner: string;
  /** The results from the line's parting to the start of the next phase (deaths, removals, the badge), as a key. */
  next: string;
  /** The events of the phase the lines part in, from its start to the next phase (night actions, tallies), as they were. */
  window: WindowEvent[];
}

/** One event of a continuation's first stretch, cut down to what a reason reads. */
export type WindowEvent = { type: string } & Record<string, unknown>;

export const tableOf = (plan: ResumePlan & { human: NonNullable<ResumePlan['human']> }): TableSpec => ({
  preset: plan.preset.id,
  seed: plan.seed,
  options: plan.options,
  ...(plan.table ? { table: plan.table } : {}),
  seats: plan.seats,
  human: plan.human,
});

/** Every seat's answers asked before event `at` (answers asked at `at` too when `inclusive`: sealed ballots cast beside the person's). */
export function answersBefore(given: ReadonlyMap<number, readonly Given[]>, at: number, inclusive: boolean): Map<number, Recorded[]> {
  const out = new Map<number, Recorded[]>();
  for (const [seat, list] of given) out.set(seat, list.filter((g) => g.asked < at || (inclusive && g.asked === at)).map(plain));
  return out;
}

export const plain = (g: Recorded): Recorded => ({ decision: g.decision, attempt: g.attempt, raw: g.raw, ...(g.error !== undefined ? { error: g.error } : {}) });

/** Where the phase holding event `at` began: the last start of a day or a night at or before it. */
export function phaseStart(events: readonly { type: string; n: number; phase?: unknown; step?: unknown }[], at: number): number {
  let since = 0;
  for (const e of events) {
    if (e.n > at) break;
    if (e.type === 'phase_started' && e.phase === e.step) since = e.n;
  }
  return since;
}
