// Every seat's answers as a game gives them (bots' too, which no log keeps: they follow from the seed),
// each with where the game stood when it was asked, so a line can give them back without the bots
// thinking again. Taken live from a game being played, or from a log by playing it again once.
import type { DecideExtra, DecisionRequest, Participant } from '../../engine/participant.js';
import { decorate } from '../../engine/decorate.js';
import { runGame } from '../../engine/game.js';
import type { GameEvent } from '../../engine/events.js';
import { loadGameLog } from '../../storage/log-load.js';
import { replayTable } from '../../storage/log-replay.js';
import { planOf } from '../../storage/resume-plan.js';
import { tableOf, type Given, type TableSpec } from './line.js';

/** A request as it stood when asked: a view's events grow with the game, so they are copied. */
export const asked = (request: DecisionRequest): DecisionRequest => ({ ...request, view: { ...request.view, events: [...request.view.events] } });

export interface Asking {
  request: DecisionRequest;
  /** Events appended when it was asked. */
  at: number;
}

export class Capture {
  readonly given = new Map<number, Given[]>();
  /** The person's seat's questions (first attempts), in order, as asked. */
  readonly asks: Asking[] = [];
  /** Events appended so far. */
  count = 0;
  /** Asks not yet answered, by where they were asked. */
  private readonly open: number[] = [];
  private readonly settled: (() => void)[] = [];

  constructor(
    public table: TableSpec,
    readonly me: number,
  ) {}

  /** The seat, its answers noted as it gives them. */
  wrap(p: Participant, seat: number): Participant {
    return decorate(p, async (next, system, user, extra) => {
      const at = this.count;
      if (seat === this.me && extra.attempt === 1) this.asks.push({ request: asked(extra.request), at });
      this.open.push(at);
      try {
        const raw = await next(system, user, extra);
        this.note(seat, extra, at, { raw });
        return raw;
      } catch (err) {
        this.note(seat, extra, at, { raw: '', error: err instanceof Error ? err.message : String(err) });
        throw err;
      } finally {
        this.open.splice(this.open.indexOf(at), 1);
        for (const f of this.settled.splice(0)) f();
      }
    });
  }

  event(_e: GameEvent): void {
    this.count++;
  }

  /** Resolves once every question asked at or before `at` is answered (a ballot's other seats, say). */
  answeredTo(at: number): Promise<void> {
    return new Promise((resolve) => {
      const check = () => (this.open.some((x) => x <= at) ? this.settled.push(check) : resolve());
      check();
    });
  }

  /** Forgets what was asked from event `end` on (a log that stops there did not hear its answers). */
  cut(end: number): void {
    for (const [seat, list] of this.given) this.given.set(seat, list.filter((g) => g.asked < end));
    const keep = this.asks.filter((a) => a.at < end);
    this.asks.splice(0, this.asks.length, ...keep);
  }

  private note(seat: number, extra: DecideExtra, asked: number, r: { raw: string; error?: string }): void {
    const list = this.given.get(seat) ?? [];
    list.push({ decision: extra.request.kind, attempt: extra.attempt, raw: r.raw, ...(r.error !== undefined ? { error: r.error } : {}), asked, field: extra.request.answer.field });
    this.given.set(seat, list);
  }
}

/** A finished (or stopped) game's log played again to capture every seat's answers; null when no person played. */
export async function captureLog(path: string): Promise<{ capture: Capture; events: readonly GameEvent[] } | null> {
  const loaded = loadGameLog(path);
  const plan = planOf(loaded);
  if (!plan.human) return null;
  const capture = new Capture(tableOf({ ...plan, human: plan.human }), plan.human.seat);
  const end = loaded.log.events.length;
  const stop = new Error('the log ends here');
  // Past its recorded answers the person's seat has nothing to say, and past its last line the log nothing to tell.
  const nobody: Participant = { kind: 'human', decide: () => Promise.reject(stop) };
  const setup = replayTable(plan, { human: nobody, wrap: (p, seat) => capture.wrap(p, seat) }, (e) => {
    if (e.n >= end) throw stop;
    capture.event(e);
  });
  try {
    await runGame(setup);
  } catch (err) {
    if (err !== stop) throw err;
  }
  capture.cut(end);
  // The question the log stopped on was never answered.
  const mine = capture.given.get(plan.human.seat);
  if (mine?.at(-1)?.error === stop.message) {
    const last = mine.pop()!;
    if (capture.asks.at(-1)?.at === last.asked) capture.asks.pop();
  }
  return { capture, events: loaded.log.events };
}
