// N seeded bot games, K at a time; the same seed gives the same games and the same logs.
import { runGame } from '../engine/game.js';
import type { GameEvent } from '../engine/events.js';
import type { GameState } from '../engine/state.js';
import { mix } from '../engine/rng.js';
import { createTable, type BotKind, type TableOptions } from '../table/setup.js';
import { openGameLog } from '../cli/log-file.js';

export interface SimOptions {
  preset: string;
  games: number;
  seed: number;
  concurrency?: number;
  bots?: Record<string, BotKind>;
  options?: Record<string, unknown>;
  /** Seats played by something other than the bots (the model), shared by every game. */
  aiFor?: TableOptions['aiFor'];
  signal?: AbortSignal;
  logDir?: string;
  onProgress?: (done: number) => void;
  /** Each finished game's events, and its log when there is one (to record it). */
  onGame?: (game: { events: GameEvent[]; logPath?: string }) => void;
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
  outcomes: GameOutcome[];
  seconds: number;
}

/** The seed of game i of a simulation seeded with `seed`. */
export const gameSeed = (seed: number, i: number): number => mix(seed, i) % 2 ** 31;

export async function simulate(o: SimOptions): Promise<SimResult> {
  const outcomes: GameOutcome[] = new Array(o.games);
  const started = performance.now();
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < o.games) {
      const i = next++;
      const seed = gameSeed(o.seed, i);
      const log = o.logDir ? openGameLog(o.logDir, `${o.preset}-${o.seed}-${String(i).padStart(4, '0')}`) : null;
      try {
        const setup = createTable({
          preset: o.preset,
          seed,
          ...(o.bots ? { bots: o.bots } : {}),
          ...(o.options ? { options: o.options } : {}),
          ...(o.aiFor ? { aiFor: o.aiFor } : {}),
          ...(o.signal ? { signal: o.signal } : {}),
          ...(log ? { onEvent: (e: GameEvent) => log.write(e) } : {}),
        });
        const { state, events } = await runGame(setup);
        outcomes[i] = outcome(seed, state);
        log?.close();
        o.onGame?.({ events, ...(log ? { logPath: log.path } : {}) });
      } finally {
        log?.close();
      }
      o.onProgress?.(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(o.concurrency ?? 1, o.games)) }, worker));
  return { preset: o.preset, games: o.games, seed: o.seed, outcomes, seconds: (performance.now() - started) / 1000 };
}

export function outcome(seed: number, state: GameState<unknown>): GameOutcome {
  return {
    seed,
    winner: state.core.winner ?? 'none',
    days: state.core.day,
    seats: state.core.seats.map((s) => ({ role: s.role, team: s.team, alive: s.alive })),
  };
}
