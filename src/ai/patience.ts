// How long the game waits on a model that does not answer. A call the model never saw (no connection,
// no first byte, an error status) is no attempt at an answer: the seat waits a little longer each time
// and asks again, for a while; when no seat has had an answer for that long either, the model is
// unavailable and the person is asked (bots or stop) — one blip is not a dead server.
import { ProviderError } from '../llm/provider.js';
import { seconds } from './model-watch.js';

/** How long with no answer before the person is asked; a rate limit, which the server says will pass, gets longer. */
export const PATIENCE_MS = 60_000;
export const RATE_LIMIT_PATIENCE_MS = 5 * 60_000;

/** The waits between tries: 1, 2, 4, 8 s, then 15 s; never more than a quarter of the patience, never less than retry-after. */
export function backoff(tries: number, patienceMs: number, retryAfterMs?: number): number {
  const wait = Math.min(1000 * 2 ** tries, 15_000, patienceMs / 4);
  return Math.max(wait, retryAfterMs ?? 0);
}

/** The game's clock of no answers: since the first unanswered call after the last answer. */
export class Outage {
  private since: number | null = null;
  constructor(private readonly now: () => number = Date.now) {}

  answered(): void {
    this.since = null;
  }

  /** A call sent at `sentAt` got no answer. */
  unanswered(sentAt: number): void {
    this.since = Math.min(this.since ?? sentAt, sentAt);
  }

  /** How long no call has had an answer (0 when the last one did). */
  get length(): number {
    return this.since === null ? 0 : this.now() - this.since;
  }
}

/** The model has not answered for the patience: the person chooses (a permanent failure for the game). */
export class ModelUnavailable extends ProviderError {
  constructor(last: ProviderError, waitedMs: number) {
    super(last.kind, `no answer from the model for ${seconds(waitedMs)}; the last try: ${last.message}`, {
      ...(last.status !== undefined ? { status: last.status } : {}),
      cause: last,
      unanswered: true,
    });
  }

  override get permanent(): boolean {
    return true;
  }
}

/** The short reason a call got no answer, for a waiting line. */
export function whyUnanswered(err: ProviderError): string {
  switch (err.kind) {
    case 'rate_limited':
      return 'rate-limited';
    case 'unreachable':
      return 'cannot reach the server';
    case 'stalled':
      return 'no reply in time';
    default:
      return err.status ? `the server said ${err.status}` : 'the server failed';
  }
}
