// Resuming a game from its log: the table is rebuilt from the opening events (same seed, same
// seats), each seat answers from its recorded answers until they run out (bots recompute theirs),
// the regenerated events are checked against the log, and only the new ones are appended.
import { closeSync, openSync, truncateSync, writeSync } from 'node:fs';
import { dealRoles, registryFor, runGame, type GameResult } from '../engine/game.js';
import type { GameEvent } from '../engine/events.js';
import type { Participant } from '../engine/participant.js';
import type { Preset, Ruleset } from '../engine/ruleset.js';
import type { GameState } from '../engine/state.js';
import type { SeatInfo } from '../engine/core-events.js';
import { boardFor, createTable, type TableOptions } from '../table/setup.js';
import { LogError, readLog, type LogRead } from './read-log.js';

export class ResumeError extends Error {}

export interface Recorded {
  decision: string;
  attempt: number;
  raw: string;
  error?: string;
}

export interface ResumePlan {
  log: LogRead;
  ruleset: Ruleset<unknown>;
  preset: Preset;
  seed: number;
  options: Record<string, unknown>;
  seats: SeatInfo[];
  /** The person's seat, their name at the table and the role they practised (when it was forced). */
  human: { seat: number; name: string; role?: string } | null;
  answers: Map<number, Recorded[]>;
  finished: boolean;
}

/** A game's log, read leniently and checked event by event against its ruleset. */
export function loadGameLog(path: string): { log: LogRead; ruleset: Ruleset<unknown>; preset: Preset } {
  const log = readLog(path);
  const [created, started] = log.events;
  if (!created || created.type !== 'game_created' || !started || started.type !== 'game_started') {
    throw new LogError(`${path}: not a game log (it must begin with game_created and game_started)`);
  }
  let board;
  try {
    board = boardFor(String(created.preset));
  } catch (err) {
    throw new LogError(`${path}: ${(err as Error).message}`);
  }
  const registry = registryFor(board.ruleset);
  log.events = log.events.map((e, i) => {
    try {
      return registry.check(e);
    } catch (err) {
      throw new LogError(`${path}:${i + 1}: ${(err as Error).message}; nothing was changed`);
    }
  });
  return { log, ruleset: board.ruleset, preset: board.preset };
}

export function planResume(path: string): ResumePlan {
  const { log, ruleset, preset } = loadGameLog(path);
  const created = log.events[0]!;
  const started = log.events[1]!;
  const seats = started.seats as SeatInfo[];
  const answers = new Map<number, Recorded[]>();
  for (const e of log.events) {
    if (e.type !== 'answered') continue;
    const list = answers.get(e.seat as number) ?? [];
    list.push({ decision: e.decision as string, attempt: e.attempt as number, raw: e.raw as string, ...(typeof e.error === 'string' ? { error: e.error } : {}) });
    answers.set(e.seat as number, list);
  }
  const mine = seats.find((s) => s.persona === 'human');
  let human: ResumePlan['human'] = null;
  if (mine) {
    const seed = created.seed as number;
    const dealt = dealRoles(preset, seed)[mine.seat - 1];
    const logged = log.events.find((e) => e.type === 'role_assigned' && e.seat === mine.seat)?.role as string | undefined;
    human = { seat: mine.seat, name: mine.name, ...(logged && logged !== dealt ? { role: logged } : {}) };
  }
  return {
    log,
    ruleset,
    preset,
    seed: created.seed as number,
    options: created.options as Record<string, unknown>,
    seats,
    human,
    answers,
    finished: log.events.some((e) => e.type === 'game_over'),
  };
}

/** A seat that answers from its recorded answers first, then asks the participant behind it. */
export function replaying(inner: Participant, recorded: readonly Recorded[]): Participant {
  const queue = [...recorded];
  // A seat with recorded answers had them logged, so it must go on being logged the same way.
  const readsPrompts = recorded.length > 0 ? true : inner.readsPrompts;
  return {
    kind: inner.kind,
    ...(readsPrompts !== undefined ? { readsPrompts } : {}),
    async decide(system, user, extra) {
      const next = queue.shift();
      if (!next) return inner.decide(system, user, extra);
      if (next.decision !== extra.request.kind || next.attempt !== extra.attempt) {
        throw new Error(`recorded answer for ${next.decision} #${next.attempt} where ${extra.request.kind} #${extra.attempt} was asked`);
      }
      if (next.error !== undefined) throw new Error(next.error);
      return next.raw;
    },
  };
}

/** Checks the regenerated events against the log, then appends the new ones (dropping a torn tail first). */
export class ResumeWriter {
  private fd: number | null = null;
  private seen = 0;
  appended = 0;
  constructor(private readonly log: LogRead) {}

  get catchingUp(): boolean {
    return this.seen < this.log.events.length;
  }

  onEvent = (e: GameEvent): void => {
    const logged = this.log.events[e.n];
    this.seen = e.n + 1;
    if (logged) {
      if (JSON.stringify(e) !== JSON.stringify(logged)) {
        const what = logged.type === e.type ? `its ${firstDifference(logged, e)} differs` : `it is ${logged.type}, the game made ${e.type}`;
        throw new ResumeError(`the log does not match this game: event ${e.n} in ${this.log.path}: ${what}; nothing was written`);
      }
      return;
    }
    if (this.fd === null) {
      if (this.log.torn) truncateSync(this.log.path, this.log.goodBytes);
      this.fd = openSync(this.log.path, 'a');
    }
    writeSync(this.fd, JSON.stringify(e) + '\n');
    this.appended++;
  };

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}

function firstDifference(a: GameEvent, b: GameEvent): string {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) return `"${k}"`;
  return 'field order';
}

export interface ResumeHooks {
  /** The person's seat, behind their recorded answers; required when the log has one. */
  human?: Participant;
  aiFor?: TableOptions['aiFor'];
  signal?: AbortSignal;
  onEvent?: (e: GameEvent, state: GameState<unknown>) => void;
  /** Wraps each seat after its recorded answers (a printer's pace, say). */
  wrap?: (p: Participant) => Participant;
}

/** The table of the logged game, each seat behind its recorded answers. */
export function resumeTable(plan: ResumePlan, hooks: Omit<ResumeHooks, 'onEvent'> & { onEvent: (e: GameEvent, state: GameState<unknown>) => void }) {
  if (plan.human && !hooks.human) {
    throw new ResumeError(`${plan.log.path} has a person's seat (seat ${plan.human.seat}, ${plan.human.name}); resume it at a terminal, without --plain`);
  }
  const setup = createTable({
    preset: plan.preset.id,
    seed: plan.seed,
    options: plan.options,
    ...(plan.human && hooks.human ? { human: { ...plan.human, participant: hooks.human } } : {}),
    ...(hooks.aiFor ? { aiFor: hooks.aiFor } : {}),
    ...(hooks.signal ? { signal: hooks.signal } : {}),
    onEvent: hooks.onEvent,
  });
  setup.participants = setup.participants.map((p, i) => {
    const seat = replaying(p, plan.answers.get(i + 1) ?? []);
    return hooks.wrap ? hooks.wrap(seat) : seat;
  });
  return setup;
}

/** Runs a logged game to its end, appending what is new to its log. */
export async function resumeGame(plan: ResumePlan, hooks: ResumeHooks = {}): Promise<GameResult<unknown> & { appended: number }> {
  if (plan.finished) throw new ResumeError(`${plan.log.path}: the game is already finished`);
  const writer = new ResumeWriter(plan.log);
  const setup = resumeTable(plan, {
    ...hooks,
    onEvent: (e, state) => {
      writer.onEvent(e);
      hooks.onEvent?.(e, state);
    },
  });
  try {
    const result = await runGame(setup);
    if (writer.catchingUp) throw new ResumeError(`the log does not match this game: ${plan.log.path} goes on past the game's end`);
    return { ...result, appended: writer.appended };
  } finally {
    writer.close();
  }
}
