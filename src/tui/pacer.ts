// Pacing is the screen's, not the engine's: each AI seat's answer waits here before it reaches
// the engine, so bot lines arrive a readable beat apart. A spectator can pause, step and change
// the speed. Even at pace 0 each decision yields once, so the screen can draw and read keys.
import { decorate } from '../engine/decorate.js';
import type { Participant } from '../engine/participant.js';

const SPEEDS = [0.25, 0.5, 1, 2, 4, 8] as const;

export class Pacer {
  private speedIndex = 2;
  private paused = false;
  private closed = false;
  private readonly released = new Set<() => void>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<() => void>();

  constructor(readonly paceMs: number) {}

  get speed(): number {
    return SPEEDS[this.speedIndex]!;
  }
  get isPaused(): boolean {
    return this.paused;
  }

  /** Waits one beat (pace ÷ speed), then for as long as the spectator keeps the game paused. */
  async beat(): Promise<void> {
    if (this.closed) return new Promise<void>(() => {});
    // A step lets through every beat begun before it, those still in their delay included.
    const gen = this.stepGen;
    const ms = this.paceMs / this.speed;
    await new Promise<void>((resolve) => {
      if (ms <= 0) return void setImmediate(resolve);
      const t = setTimeout(() => {
        this.timers.delete(t);
        resolve();
      }, ms);
      this.timers.add(t);
    });
    while ((this.paused || this.closed) && gen === this.stepGen) await new Promise<void>((resolve) => this.released.add(resolve));
  }

  private stepGen = 0;

  toggle(): void {
    this.paused = !this.paused;
    if (!this.paused) this.releaseAll();
    this.emit();
  }

  /** While paused: lets the decisions waiting now go through. */
  step(): void {
    if (!this.paused || this.closed) return;
    this.stepGen++;
    this.releaseAll();
  }

  faster(): void {
    this.speedIndex = Math.min(SPEEDS.length - 1, this.speedIndex + 1);
    this.emit();
  }

  slower(): void {
    this.speedIndex = Math.max(0, this.speedIndex - 1);
    this.emit();
  }

  /** The screen is gone: nothing passes any more and no timer keeps the process alive. */
  close(): void {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.released.clear();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private releaseAll(): void {
    const all = [...this.released];
    this.released.clear();
    for (const r of all) r();
  }

  private emit(): void {
    for (const l of [...this.listeners]) l();
  }
}

export interface DecisionWatcher {
  waiting(seat: number, kind: string, freeText: boolean, on: boolean): void;
}

/** An AI seat whose answers wait for the pacer, and which tells the screen while it decides. */
export function paced(inner: Participant, seat: number, pacer: Pacer, watcher: DecisionWatcher): Participant {
  return decorate(inner, async (next, system, user, extra) => {
    const { kind, freeText } = extra.request;
    watcher.waiting(seat, kind, freeText, true);
    try {
      const answer = await next(system, user, extra);
      await pacer.beat();
      return answer;
    } finally {
      watcher.waiting(seat, kind, freeText, false);
    }
  });
}
