// The lessons worked out while the game is played: every seat's answers heard as they are given, and
// each of the person's decisions judged (its lines played on, on a spare core) once the game has moved
// past it, so the review's Lessons page is ready moments after the end instead of a minute later.
import { setMaxListeners } from 'node:events';
import type { GameEvent } from '../engine/events.js';
import type { Participant } from '../engine/participant.js';
import { boardFor } from '../table/setup.js';
import { planOf } from '../storage/resume-plan.js';
import { Capture } from './continue/capture.js';
import { tableOf, type Line } from './continue/line.js';
import { sharedPool, type ContinuationPool } from './continue/pool.js';
import { personDecisions } from './decisions.js';
import { LessonBook, type Lesson, type Progress } from './lessons.js';

export class Teacher {
  private readonly events: GameEvent[] = [];
  private readonly capture: Capture;
  private book: LessonBook | undefined;
  private readonly pool: ContinuationPool;
  private started = 0;
  private readonly listeners = new Set<(p: Progress) => void>();
  private result: Promise<Lesson[]> | undefined;
  // One signal for every line the teacher queues (a game queues dozens): no listener limit to warn about on stderr.
  private readonly halt = unlimited(new AbortController());

  constructor(
    private readonly preset: string,
    readonly me: number,
    pool: ContinuationPool = sharedPool(),
  ) {
    this.pool = pool;
    // While the game runs a core stays with it; the rest take the continuations.
    this.pool.setLimit(Math.max(1, pool.size - 1));
    this.capture = new Capture({ preset, seed: 0, options: {}, seats: [], human: { seat: me, name: '' } }, me);
  }

  /** A seat whose answers are heard (wrap each seat as the table has it, before pacing). */
  wrap(p: Participant, seat: number): Participant {
    return this.capture.wrap(p, seat);
  }

  /** Every event of the game, in order. */
  event(e: GameEvent): void {
    this.events.push(e);
    this.capture.event(e);
    // The table as the log will have it, once its opening (the roles dealt) is all in: at the first phase.
    if (e.type === 'phase_started' && !this.book) this.seat();
    // A new step: the person's decisions before it are done with, and can be judged (on worker threads only:
    // played here, the continuations would hold up the game itself).
    if (e.type === 'phase_started' && this.book && this.pool.mode === 'threads') this.judgeBefore(e.n);
  }

  /** Follows the lessons' progress (continuations played of those started). */
  onProgress(f: (p: Progress) => void): () => void {
    this.listeners.add(f);
    return () => this.listeners.delete(f);
  }

  get progress(): Progress {
    return this.book?.status ?? { done: 0, total: 0 };
  }

  /** Every decision's lesson; the remaining continuations get every core. */
  lessons(): Promise<Lesson[]> {
    this.pool.setLimit(this.pool.size);
    if (!this.book) return Promise.resolve([]);
    this.result ??= this.book.all(this.events);
    return this.result;
  }

  /** The screen is gone: nobody will read the lessons, so no continuation more is played for them. */
  stop(): void {
    this.halt.abort();
  }

  /** Every seat's answers and the game's events, as heard (null before the table sat down). */
  get heard(): { capture: Capture; events: readonly GameEvent[] } | null {
    return this.book ? { capture: this.capture, events: this.events } : null;
  }

  private seat(): void {
    const { ruleset, preset } = boardFor(this.preset);
    const plan = planOf({ log: { path: 'live', events: this.events, goodBytes: 0, torn: null }, ruleset, preset });
    if (!plan.human || plan.human.seat !== this.me) return;
    this.capture.table = tableOf({ ...plan, human: plan.human });
    const signal = this.halt.signal;
    const pool = { run: (line: Line, indices: readonly number[]) => this.pool.run(line, indices, signal) };
    this.book = new LessonBook(this.capture, { pool, onProgress: (p) => this.listeners.forEach((f) => f(p)) });
  }

  private judgeBefore(n: number): void {
    const decisions = personDecisions(this.events, this.me);
    for (const d of decisions.slice(this.started)) {
      const ask = this.capture.asks[d.index - 1];
      if (!ask || ask.at >= n) break;
      this.started = d.index;
      // A ballot's other seats may still be answering: judged once every question asked beside it is answered.
      void this.capture.answeredTo(ask.at).then(() => this.book!.add(this.events, d));
    }
  }
}

function unlimited(c: AbortController): AbortController {
  setMaxListeners(0, c.signal);
  return c;
}
