// At most N model calls in flight, so concurrent decisions do not trip the rate limit; when the server
// says 429 anyway, no new call starts before its retry-after and the number in flight is halved, then
// grows back by one for every few answers that come without one.
import type { RateLimit } from './model-watch.js';

/** Answers in a row, at the lowered concurrency, before one more call may run at once. */
const CALM_TO_GROW = 4;

export class Limiter {
  private active = 0;
  private readonly queue: (() => void)[] = [];
  private cap: number;
  private resumeAt = 0;
  private calm = 0;
  private timer: NodeJS.Timeout | undefined;

  /** `onLimit`: told the rate limit in force (null once calls run at full concurrency again). */
  constructor(
    readonly max: number,
    private readonly onLimit: (limit: RateLimit | null) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {
    this.cap = max;
  }

  /** Calls allowed in flight now. */
  get concurrency(): number {
    return this.cap;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.free()) this.active++;
    else await new Promise<void>((resolve) => this.queue.push(resolve)); // wake() takes the slot for us
    try {
      return await task();
    } finally {
      this.active--;
      this.wake();
    }
  }

  /** The server said 429 (and how long to wait): halve the calls in flight, once per wait, and hold new ones. */
  limited(retryAfterMs = 1000): void {
    const now = this.now();
    if (now >= this.resumeAt) this.cap = Math.max(1, Math.floor(this.cap / 2));
    this.resumeAt = Math.max(this.resumeAt, now + retryAfterMs);
    this.calm = 0;
    this.tell();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.tell();
      this.wake();
    }, this.resumeAt - now);
    this.timer.unref();
  }

  /** An answer came: after a few, one more call may run at once again. */
  answered(): void {
    if (this.cap >= this.max || ++this.calm < CALM_TO_GROW) return;
    this.cap++;
    this.calm = 0;
    this.tell();
    this.wake();
  }

  private free(): boolean {
    return this.active < this.cap && this.now() >= this.resumeAt;
  }

  private wake(): void {
    while (this.queue.length && this.free()) {
      this.active++; // the waiter's slot, taken now: it runs a tick later, and no other wake may give it away
      this.queue.shift()!();
    }
  }

  private tell(): void {
    this.onLimit(this.cap < this.max || this.now() < this.resumeAt ? { concurrency: this.cap, max: this.max, until: this.resumeAt } : null);
  }
}
