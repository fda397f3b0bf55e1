// N seeded bot games, K at a time; the same seed gives the same games and the same logs.
import { GameStopped, runGame } from '../engine/game.js';
import type { GameEvent } from '../engine/events.js';
import type { GameState } from '../engine/state.js';
import { mix } from '../engine/rng.js';
import { createTable, type BotKind, type TableOptions } from '../table/setup.js';
import { GameLog, type LogHooks, type NewLogOptions } from '../storage/game-log.js';
import { LogExists } from '../storage/file-errors.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Level } from '../players/scripted/belief/params.js';

export interface SimOptions {
  preset: string;
  games: number;
  seed: number;
  concurrency?: number;
  bots?: Record<string, BotKind>;
  /** team → level of that team's scripted bots (default normal). */
  levels?: Record<string, Level>;
  options?: Record<string, unknown>;
  /** Seats played by something other than the bots (the model), shared by every game. */
  aiFor?: TableOptions['aiFor'];
  signal?: AbortSignal;
  /** Stops the run between games (Ctrl-C): no game starts after it, a model's game in flight is stopped. */
  stop?: AbortSignal;
  /** One log per game in this folder; a run never replaces the logs of an earlier one. */
  logDir?: string;
  /** Logs synced to the disk as each phase ends (default true; the bench measures the cost). */
  syncLogs?: boolean;
  /** Each logged game once its game_over line is written (to record it). */
  onFinished?: LogHooks['onFinished'];
  /** Every event of every game (to count defaulted decisions). */
  onEvent?: (e: GameEvent) => void;
  /** Have the bots compose THINK and their words with no log too (for a listener that reads them); by default only a log keeps them. */
  keepText?: boolean;
  onProgress?: (done: number) => void;
}

export interface GameOutcome {
  seed: number;
  winner: string;
  days: number;
  seats: { role: string; team: string; alive: boolean }[];
}

export interface SimResult {
  preset: string;
  games: number;
  seed: number;
  /** The finished games, in the order they were dealt. */
  outcomes: GameOutcome[];
  seconds: number;
  /** Stopped (by `stop`) before every game was played. */
  stopped?: boolean;
}

/** Lets the event loop run (signal handlers, timers) between two games: a bots' game never waits for it. */
export const yieldToEvents = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The seed of game i of a simulation seeded with `seed`. */
export const gameSeed = (seed: number, i: number): number => mix(seed, i) % 2 ** 31;

/** The log of game i of a simulation: the same seed gives the same names. */
export const simLogName = (o: Pick<SimOptions, 'preset' | 'seed'>, i: number): string => `${o.preset}-${o.seed}-${String(i).padStart(4, '0')}`;

/** Refuses, before any game, a folder that already holds a log this run would write. */
function refuseEarlierRun(o: SimOptions): void {
  if (!o.logDir) return;
  for (let i = 0; i < o.games; i++) {
    const path = join(o.logDir, `${simLogName(o, i)}.jsonl`);
    if (existsSync(path)) throw new LogExists(path);
  }
}

export async function simulate(o: SimOptions): Promise<SimResult> {
  refuseEarlierRun(o);
  const outcomes: GameOutcome[] = new Array(o.games);
  const started = performance.now();
  let next = 0;
  let done = 0;
  const gameSignal = o.signal && o.stop ? AbortSignal.any([o.signal, o.stop]) : (o.signal ?? o.stop);
  const worker = async () => {
    while (next < o.games && !o.stop?.aborted) {
      const i = next++;
      const seed = gameSeed(o.seed, i);
      const log = o.logDir ? GameLog.create(o.logDir, simLogName(o, i), logOptions(o)) : null;
      try {
        const setup = createTable(tableOptions(o, seed, log, gameSignal));
        // Without a log, nobody reads the bots' THINK or words, unless a listener asks or a model seat hears them.
        if (!(log || o.keepText || o.aiFor)) setup.unwatched = true;
        const { state } = await runGame(setup);
        outcomes[i] = outcome(seed, state);
      } catch (err) {
        // A game in flight when the run was stopped: its log (if any) is left to resume.
        if (err instanceof GameStopped && o.stop?.aborted) return;
        throw err;
      } finally {
        log?.close();
      }
      done++; // not inside the optional call: `o.onProgress?.(++done)` skips the count when nobody listens
      o.onProgress?.(done);
      await yieldToEvents();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(o.concurrency ?? 1, o.games)) }, worker));
  const seconds = (performance.now() - started) / 1000;
  if (done === o.games) return { preset: o.preset, games: o.games, seed: o.seed, outcomes, seconds };
  return { preset: o.preset, games: done, seed: o.seed, outcomes: outcomes.filter(Boolean), seconds, stopped: true };
}

// The options objects below are built by setting their optional parts one by one: V8 (Node 20) gives an
// object literal with a spread and other properties a hidden class of its own each time (see table/setup.ts).

function logOptions(o: SimOptions): NewLogOptions {
  const options: NewLogOptions = { ifTaken: 'refuse' };
  if (o.syncLogs === false) options.sync = false;
  if (o.onFinished) options.onFinished = o.onFinished;
  return options;
}

function tableOptions(o: SimOptions, seed: number, log: GameLog | null, signal: AbortSignal | undefined): TableOptions {
  const t: TableOptions = { preset: o.preset, seed };
  if (o.bots) t.bots = o.bots;
  if (o.levels) t.levels = o.levels;
  if (o.options) t.options = o.options;
  if (o.aiFor) t.aiFor = o.aiFor;
  if (signal) t.signal = signal;
  if (log || o.onEvent) {
    t.onEvent = (e: GameEvent) => {
      log?.write(e);
      o.onEvent?.(e);
    };
  }
  return t;
}

export function outcome(seed: number, state: GameState<unknown>): GameOutcome {
  return {
    seed,
    winner: state.core.winner ?? 'none',
    days: state.core.day,
    seats: state.core.seats.map((s) => ({ role: s.role, team: s.team, alive: s.alive })),
  };
}
