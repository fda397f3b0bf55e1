// A game replayed from its log must make the same events, one by one: the first that differs stops
// it with the file and the event named (a forged, damaged or foreign log), before anything is written.
import type { GameEvent } from '../engine/events.js';
import type { LogRead } from './read-log.js';

export class ResumeError extends Error {
  override readonly name = 'ResumeError';
}

export class LogCheck {
  private seen = 0;
  constructor(readonly log: LogRead) {}

  /** Events of the log not yet made again. */
  get catchingUp(): boolean {
    return this.seen < this.log.events.length;
  }

  /** True when `e` is already in the log (and matches it); false when it is new. */
  known(e: GameEvent): boolean {
    const logged = this.log.events[e.n];
    this.seen = e.n + 1;
    if (!logged) return false;
    if (JSON.stringify(e) !== JSON.stringify(logged)) {
      const what = logged.type === e.type ? `its ${firstDifference(logged, e)} differs` : `it is ${logged.type}, the game made ${e.type}`;
      throw new ResumeError(`the log does not match this game: event ${e.n} (line ${e.n + 1}) in ${this.log.path}: ${what}; nothing was written`);
    }
    return true;
  }

  /** After the game's end: a log that goes on is not this game's. */
  finish(): void {
    if (this.catchingUp) throw new ResumeError(`the log does not match this game: ${this.log.path} goes on past the game's end (line ${this.seen + 1}); nothing was written`);
  }
}

function firstDifference(a: GameEvent, b: GameEvent): string {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const k of new Set([...Object.keys(x), ...Object.keys(y)])) if (JSON.stringify(x[k]) !== JSON.stringify(y[k])) return `"${k}"`;
  return 'field order';
}
