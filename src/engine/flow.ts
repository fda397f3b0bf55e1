// The phase script as data: combinators that read like the rulebook. `eachSeat` is a speech round
// (in order, each hears the last); a handler that asks several seats at once is a sealed round;
// `together` runs independent decisions beside a main step.
import type { EventDraft } from './events.js';
import type { Asked, DecisionSpec } from './decision.js';
import type { Rng } from './rng.js';
import type { GameState } from './state.js';

export interface PhaseContext<R = unknown> {
  readonly state: GameState<R>;
  readonly options: Record<string, unknown>;
  alive(): number[];
  name(seat: number): string;
  /** "Seat 3 (Mira)" */
  label(seat: number): string;
  random(salt: string): Rng;
  ask<T>(seat: number, spec: DecisionSpec<T>): Promise<Asked<T>>;
  /** Sealed decisions asked at once; results in the order of `seats`. */
  askAll<T>(seats: readonly number[], spec: (seat: number) => DecisionSpec<T>): Promise<Asked<T>[]>;
}

export type Handler<R = unknown> = (ctx: PhaseContext<R>, seats: number[]) => Promise<EventDraft[]>;
export type Who<R> = (state: GameState<R>) => number[];

export interface Death {
  seat: number;
  reason: string;
}

/** What a running game offers the script. */
export interface Run<R> {
  readonly state: GameState<R>;
  context(): PhaseContext<R>;
  append(drafts: readonly EventDraft[]): void;
  /** Marks the start of a micro-phase; a secret step is marked only for the seats that act in it. */
  mark(step: string, at?: { phase?: string; round?: number; seats?: number[] }): void;
  runTriggers(): Promise<void>;
}

export type Step<R> = (run: Run<R>) => Promise<void>;

export interface TriggerDef<R> {
  name: string;
  /** Marked only for the dead seat: a secret power used on death must not be seen to exist. */
  secret?: boolean;
  /** Whether this death sets the trigger off (a power used on death, an office passed on). */
  when(state: GameState<R>, death: Death): boolean;
  handler: Handler<R>;
}

export const seq =
  <R>(...steps: Step<R>[]): Step<R> =>
  async (run) => {
    for (const s of steps) await s(run);
  };

/** Repeats until the game ends (the engine stops the run at victory). */
export const loop =
  <R>(...steps: Step<R>[]): Step<R> =>
  async (run) => {
    for (;;) for (const s of steps) await s(run);
  };

export const when =
  <R>(pred: (state: GameState<R>) => boolean, ...steps: Step<R>[]): Step<R> =>
  async (run) => {
    if (pred(run.state)) for (const s of steps) await s(run);
  };

/** A phase of the day (night, day) with its round number. */
export const phase =
  <R>(name: string, round: (state: GameState<R>) => number, ...steps: Step<R>[]): Step<R> =>
  async (run) => {
    run.mark(name, { phase: name, round: round(run.state) });
    for (const s of steps) await s(run);
  };

/** Options of a step. `secret`: only the acting seats see it happen (a night role must not reveal it is alive). */
export interface StepOptions {
  secret?: boolean;
}

const markFor = <R>(run: Run<R>, step: string, seats: number[], o?: StepOptions) => run.mark(step, o?.secret ? { seats } : {});

/** One micro-phase: the handler runs once for all the seats `who` names; skipped when none. */
export const act =
  <R>(step: string, who: Who<R>, handler: Handler<R>, o?: StepOptions): Step<R> =>
  async (run) => {
    const seats = who(run.state);
    if (seats.length === 0) return;
    markFor(run, step, seats, o);
    run.append(await handler(run.context(), seats));
  };

/** A micro-phase whose handler finds its own seats (an election whose voters depend on the candidates). */
export const task =
  <R>(step: string, handler: Handler<R>): Step<R> =>
  async (run) => {
    run.mark(step);
    run.append(await handler(run.context(), []));
  };

/** A micro-phase for one seat after another, in the order `who` gives; each hears the ones before. */
export const eachSeat =
  <R>(step: string, who: Who<R>, handler: Handler<R>, o?: StepOptions): Step<R> =>
  async (run) => {
    const seats = who(run.state);
    if (seats.length === 0) return;
    markFor(run, step, seats, o);
    for (const seat of seats) run.append(await handler(run.context(), [seat]));
  };

/** A step with no decisions: the handler computes events from the state (resolution, tallies). */
export const resolve =
  <R>(step: string, compute: (ctx: PhaseContext<R>) => EventDraft[], mark = false): Step<R> =>
  async (run) => {
    if (mark) run.mark(step);
    run.append(compute(run.context()));
  };

/** Independent side decisions asked while the main step runs; their events follow the main step's. */
export const together =
  <R>(main: Step<R>, ...sides: ({ step: string; who: Who<R>; handler: Handler<R> } & StepOptions)[]): Step<R> =>
  async (run) => {
    const started = sides.map((s) => {
      const seats = s.who(run.state);
      return { ...s, seats, pending: seats.length > 0 ? s.handler(run.context(), seats) : null };
    });
    // Side decisions must not be lost if the main step throws (victory); they are awaited either way.
    const settled = Promise.allSettled(started.map((s) => s.pending));
    try {
      await main(run);
    } finally {
      await settled;
    }
    for (const s of started) {
      if (!s.pending) continue;
      markFor(run, s.step, s.seats, s);
      run.append(await s.pending);
    }
  };

/** The point in the script where death triggers are resolved. */
export const triggers =
  <R>(): Step<R> =>
  (run) =>
    run.runTriggers();
