// The person's seat. A decision is a promise: decide() queues { request, hint, resolve } and the
// screen, which subscribes to the queue, shows the head and resolves it with the raw answer
// (as codex-cli's use-confirmation does). Parsing and retries stay with the handler.
import type { DecideExtra, DecisionRequest, OffRecordNote, Participant } from '../engine/participant.js';

export interface PendingDecision {
  /** Unique per decide() call: a new id means a new prompt (a retry after a refusal included). */
  id: number;
  request: DecisionRequest;
  /** Why the last answer was refused, shown in place. */
  hint?: string;
  attempt: number;
  resolve(answer: string): void;
}

export class HumanLeft extends Error {
  override name = 'HumanLeft';
}

export class HumanPlayer implements Participant {
  readonly kind = 'human' as const;
  private readonly queue: PendingDecision[] = [];
  private readonly rejects = new Map<number, (err: Error) => void>();
  private readonly listeners = new Set<() => void>();
  private nextId = 1;
  private left = false;
  private notes: OffRecordNote[] = [];

  /** A note off the record (a hint shown), logged with the next answer. */
  noteOffRecord(note: OffRecordNote): void {
    this.notes.push(note);
  }

  takeNotes(): OffRecordNote[] {
    return this.notes.splice(0);
  }

  decide(_system: string, _user: string, extra: DecideExtra): Promise<string> {
    if (this.left) return Promise.reject(new HumanLeft('the person left the game'));
    return new Promise<string>((resolve, reject) => {
      const id = this.nextId++;
      const done = () => {
        const i = this.queue.findIndex((p) => p.id === id);
        if (i >= 0) this.queue.splice(i, 1);
        this.rejects.delete(id);
        extra.signal?.removeEventListener('abort', onAbort);
        this.emit();
      };
      const onAbort = () => {
        done();
        reject(new HumanLeft('the game was stopped'));
      };
      this.queue.push({
        id,
        request: extra.request,
        ...(extra.hint !== undefined ? { hint: extra.hint } : {}),
        attempt: extra.attempt,
        resolve: (answer) => {
          done();
          resolve(answer);
        },
      });
      this.rejects.set(id, (err) => {
        done();
        reject(err);
      });
      if (extra.signal?.aborted) return onAbort();
      extra.signal?.addEventListener('abort', onAbort, { once: true });
      this.emit();
    });
  }

  /** The decision the screen should show now. */
  head(): PendingDecision | undefined {
    return this.queue[0];
  }

  pending(): readonly PendingDecision[] {
    return this.queue;
  }

  /** Answers the head of the queue; false when nothing is asked. */
  answer(text: string): boolean {
    const head = this.queue[0];
    if (!head) return false;
    head.resolve(text);
    return true;
  }

  /** The person leaves: every open decision and every later one fails, so the engine can move on. */
  leave(reason = 'the person left the game'): void {
    this.left = true;
    for (const reject of [...this.rejects.values()]) reject(new HumanLeft(reason));
  }

  /** For useSyncExternalStore: bound, so it can be passed as it is. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Bound too: the screen's snapshot of the decision to show. */
  current = (): PendingDecision | undefined => this.queue[0];

  private emit(): void {
    for (const l of [...this.listeners]) l();
  }
}
