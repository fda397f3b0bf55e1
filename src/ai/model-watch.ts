// What the model seats are doing while the game waits on them: asked and not answered yet, thinking (the
// answer's stream is open, no word yet), writing, or waiting to ask again after no answer; and whether the
// server is rate-limiting us. A screen subscribes and shows it; a transcript gets the notable moments as
// lines. No React here, and no rule: only what the calls report.

export type CallState =
  /** The question is sent; no byte of a reply yet. */
  | { state: 'asking' }
  /** The server took the question and keeps the stream open: the model is thinking. */
  | { state: 'thinking' }
  | { state: 'writing' }
  /** No answer came (`why`); the seat asks again at `until`. */
  | { state: 'waiting'; why: string; until: number };

export type SeatCall = CallState & {
  seat: number;
  /** When this decision was first asked (the wait the person sees). */
  since: number;
  /** This is the attempt-th answer asked for this decision, of `of`. */
  attempt: number;
  of: number;
};

export interface RateLimit {
  /** Calls in flight allowed now, of `max`. */
  concurrency: number;
  max: number;
  /** No new call starts before this (the server's retry-after). */
  until: number;
}

export interface ModelStatus {
  seats: ReadonlyMap<number, SeatCall>;
  limit: RateLimit | null;
}

export class ModelWatch {
  private status: ModelStatus = { seats: new Map(), limit: null };
  private readonly listeners = new Set<() => void>();

  /** `note`: where the notable moments go as lines (a re-ask, a wait, a rate limit), e.g. stderr beside a transcript. */
  constructor(private readonly note?: (line: string) => void) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The same object until something changes (for useSyncExternalStore). */
  current = (): ModelStatus => this.status;

  /** A decision's call goes out; a second or third one is a re-ask, said as such. */
  asking(seat: number, attempt: number, of: number, since: number): void {
    if (attempt > 1) this.note?.(`asking Seat ${seat} again (${attempt}/${of})`);
    this.set(seat, { seat, state: 'asking', since, attempt, of });
  }

  thinking(seat: number): void {
    this.move(seat, { state: 'thinking' });
  }

  writing(seat: number): void {
    if (this.status.seats.get(seat)?.state !== 'writing') this.move(seat, { state: 'writing' });
  }

  /** No answer: the seat waits `ms` and asks again. */
  waiting(seat: number, why: string, ms: number): void {
    this.note?.(`Seat ${seat}: no answer (${why}); asking again in ${seconds(ms)}`);
    this.move(seat, { state: 'waiting', why, until: Date.now() + ms });
  }

  done(seat: number): void {
    if (!this.status.seats.has(seat)) return;
    const seats = new Map(this.status.seats);
    seats.delete(seat);
    this.publish({ ...this.status, seats });
  }

  /** The server is rate-limiting: `limit` null once calls run at full concurrency again. */
  limited(limit: RateLimit | null): void {
    const was = this.status.limit;
    if (limit && (!was || limit.concurrency !== was.concurrency)) {
      const wait = limit.until - Date.now();
      this.note?.(`the model server is rate-limiting us: ${limit.concurrency} call${limit.concurrency === 1 ? '' : 's'} at a time (of ${limit.max})${wait > 0 ? `, the next in ${seconds(wait)}` : ''}`);
    }
    if (!limit && was) this.note?.(`the model server's rate limit has passed: ${was.max} calls at a time again`);
    this.publish({ ...this.status, limit });
  }

  private move(seat: number, state: CallState): void {
    const call = this.status.seats.get(seat);
    if (call) this.set(seat, { seat, since: call.since, attempt: call.attempt, of: call.of, ...state });
  }

  private set(seat: number, call: SeatCall): void {
    const seats = new Map(this.status.seats);
    seats.set(seat, call);
    this.publish({ ...this.status, seats });
  }

  private publish(next: ModelStatus): void {
    this.status = next;
    for (const l of [...this.listeners]) l();
  }
}

/** "0.4 s", "4 s", "1 min 5 s". */
export function seconds(ms: number): string {
  if (ms > 0 && ms < 950) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.max(0, Math.round(ms / 1000));
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
}

/** What a seat's call is doing, as the screen says it: "thinking, 45 s"; a re-ask is said by the caller. */
export function callWords(call: SeatCall, now: number): string {
  const waited = seconds(now - call.since);
  switch (call.state) {
    case 'asking':
      return `asked ${waited} ago`;
    case 'thinking':
      return `thinking, ${waited}`;
    case 'writing':
      return 'writing';
    case 'waiting':
      return `${call.why}; asking again in ${seconds(call.until - now)}`;
  }
}
