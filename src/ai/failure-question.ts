// The "bots or stop?" question when the model cannot play, asked on whatever screen is showing the
// game. No React here: the CLI asks, the screen subscribes, shows it and answers.
import type { FailureChoice } from './failover.js';

export class FailureQuestion {
  private pending: { message: string; resolve: (choice: FailureChoice) => void } | undefined;
  private readonly listeners = new Set<() => void>();
  /** A screen is showing it; until then (and after) the caller asks some other way. */
  attached = false;

  ask(message: string): Promise<FailureChoice> {
    return new Promise((resolve) => {
      this.pending = { message, resolve };
      this.emit();
    });
  }

  /** The message of the open question, if any. */
  current = (): string | undefined => this.pending?.message;

  answer(choice: FailureChoice): void {
    const p = this.pending;
    this.pending = undefined;
    this.emit();
    p?.resolve(choice);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The screen goes away: an open question is answered "stop" (the game cannot go on unseen). */
  detach(): void {
    this.attached = false;
    if (this.pending) this.answer('stop');
  }

  private emit(): void {
    for (const l of [...this.listeners]) l();
  }
}
