// At most N model calls in flight, so concurrent decisions do not trip the rate limit.
export class Limiter {
  private active = 0;
  private readonly queue: (() => void)[] = [];
  constructor(readonly max: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.active++;
    try {
      return await task();
    } finally {
      this.active--;
      this.queue.shift()?.();
    }
  }
}
