// The phase script as data: combinators that read like the rulebook. `eachSeat` is a speech round
// (in order, each hears the last); `sealed` asks every seat at once, none hearing another; `together`
// runs independent decisions beside a main step; `endPhaseIf` cuts a phase short.
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
  /** A phase has run to its end (or was cut short): the table may have stalled. */
  phaseOver?(): void;
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

/** Thrown by `endPhaseIf` and caught by the enclosing `phase`; not an Error, so no stack is captured. */
export class PhaseEnded {}

/** A phase of the day (night, day) with its round number; `endPhaseIf` inside it skips the rest of it. */
export const phase =
  <R>(name: string, round: (state: GameState<R>) => number, ...steps: Step<R>[]): Step<R> =>
  async (run) => {
    run.mark(name, { phase: name, round: round(run.state) });
    try {
      for (const s of steps) await s(run);
    } catch (err) {
      if (!(err instanceof PhaseEnded)) throw err;
    }
    run.phaseOver?.();
  };

/** Ends the current phase here when `pred` holds: its remaining steps are skipped (a day cut short). */
export const endPhaseIf =
  <R>(pred: (state: GameState<R>) => boolean): Step<R> =>
  async (run) => {
    if (pred(run.state)) throw new PhaseEnded();
  };

/**
 * Who sees a step begin. `secret`: only the seats acting in it (a night role must not reveal it is still
 * alive). `silent`: nobody; the step leaves no mark in the log at all.
 */
export interface StepOptions {
  secret?: boolean;
  silent?: boolean;
}

const markFor = <R>(run: Run<R>, step: string, seats: number[], o?: StepOptions) => {
  if (!o?.silent) run.mark(step, o?.secret ? { seats } : {});
};

/** One micro-phase: the handler runs once for all the seats `who` names; skipped when none. */
export const act =
  <R>(step: string, who: Who<R>, handler: Handler<R>, o?: StepOptions): Step<R> =>
  async (run) => {
    const seats = who(run.state);
    if (seats.length === 0) return;
    markFor(run, step, seats, o);
    run.append(await handler(run.context(), seats));
  };

/** One seat's answer in a sealed round. */
export interface SealedAnswer<T> {
  seat: number;
  value: T;
  /** Words said with the answer, when its decision takes a remark and one was given. */
  remark?: string;
}

/**
 * A sealed round: every seat `who` names is asked at once and none hears another's answer; then
 * `settle` turns the answers into events (ballots, a tally, a result). The answers' own events
 * (refusals, THINK, notes) come first. Skipped when `who` names nobody.
 */
export const sealed =
  <R, T>(
    step: string,
    who: Who<R>,
    spec: (ctx: PhaseContext<R>, seat: number) => DecisionSpec<T>,
    settle: (ctx: PhaseContext<R>, answers: SealedAnswer<T>[]) => EventDraft[],
    o?: StepOptions,
  ): Step<R> =>
  async (run) => {
    const seats = who(run.state);
    if (seats.length === 0) return;
    markFor(run, step, seats, o);
    const ctx = run.context();
    const asked = await ctx.askAll(seats, (seat) => spec(ctx, seat));
    const answers = asked.map((a, i): SealedAnswer<T> => (a.remark === undefined ? { seat: seats[i]!, value: a.value } : { seat: seats[i]!, value: a.value, remark: a.remark }));
    run.append([...asked.flatMap((a) => a.events), ...settle(ctx, answers)]);
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

/** A step with no decisions and no mark: events computed from the state. `step` names it for the reader only. */
export const resolve =
  <R>(step: string, compute: (ctx: PhaseContext<R>) => EventDraft[]): Step<R> =>
  async (run) => {
    run.append(compute(run.context()));
  };

/** A step with no decisions that the table sees begin (the dawn, the morning report). */
export const announce =
  <R>(step: string, compute: (ctx: PhaseContext<R>) => EventDraft[]): Step<R> =>
  async (run) => {
    run.mark(step);
    run.append(compute(run.context()));
  };

/** A decision asked beside a main step: who takes it, and how it is marked (see StepOptions). */
export interface Side<R> extends StepOptions {
  step: string;
  who: Who<R>;
  handler: Handler<R>;
}

/**
 * Independent side decisions asked while the main step runs; their events follow the main step's.
 * A side's step is marked as its options say: `secret` for its own seats, `silent` for nobody.
 */
export const together =
  <R>(main: Step<R>, ...sides: Side<R>[]): Step<R> =>
  async (run) => {
    const started = sides.map((side) => {
      const seats = side.who(run.state);
      return { side, seats, pending: seats.length > 0 ? side.handler(run.context(), seats) : null };
    });
    // Side decisions must not be lost if the main step throws (victory); they are awaited either way.
    const settled = Promise.allSettled(started.map((s) => s.pending));
    let ended: PhaseEnded | undefined;
    try {
      await main(run);
    } catch (err) {
      if (!(err instanceof PhaseEnded)) throw err;
      ended = err;
    } finally {
      await settled;
    }
    for (const s of started) {
      if (!s.pending) continue;
      markFor(run, s.side.step, s.seats, s.side);
      run.append(await s.pending);
    }
    if (ended) throw ended;
  };

/** The point in the script where death triggers are resolved. */
export const triggers =
  <R>(): Step<R> =>
  (run) =>
    run.runTriggers();
