// Finished games into the database, from their logs and keyed on the log file, so recording twice
// changes nothing. Two moments: when a game's game_over line is written (the game log hands it over),
// and, for logs in the games folder and in the folders games wrote to elsewhere (log-folders.ts), a
// sweep when history and stats start, which catches a game whose process ended between those two
// writes, or whose database write failed. A database that cannot be used gets nothing written:
// one warning, and the logs stay as they are.
import { resolve } from 'node:path';
import type { GameEvent } from '../engine/events.js';
import { dbError, dbPath, openDb, type Db } from './db.js';
import { gameFacts } from './game-facts.js';
import type { FinishedGame } from './game-log.js';
import { endsWithGameOver, listLogs, logId } from './logs.js';
import { rememberedLogFolders } from './log-folders.js';
import { gamesDir } from './paths.js';
import { planResume } from './resume-plan.js';
import { verifyLog } from './resume.js';
import { recordGame } from './record-game.js';

/** Records a finished game from its events; false when it was recorded already or is not finished. */
export function recordFinishedGame(db: Db, path: string, events: readonly GameEvent[], tournamentId?: string): boolean {
  const facts = gameFacts(events);
  if (!facts) return false;
  return recordGame(db, { id: logId(path), logFile: path, facts, ...(tournamentId ? { tournamentId } : {}) });
}

export interface Recorder {
  record(game: FinishedGame): void;
  close(): void;
}

/**
 * Records each finished game as its log reports it, over one connection opened on the first game.
 * A database that cannot be used is reported once through `warn`, and nothing is written to it.
 */
export function createRecorder(warn: (message: string) => void, path = dbPath(), open: (path: string) => Db = (p) => openDb(p, { check: true })): Recorder {
  let db: Db | null = null;
  let failed = false;
  return {
    record(game) {
      if (failed) return;
      try {
        db ??= open(path);
        recordFinishedGame(db, game.path, game.events);
      } catch (err) {
        failed = true;
        warn(`games are not recorded: ${dbError(err, path).message}. Their logs are kept (${game.path})`);
      }
    },
    close() {
      db?.close();
      db = null;
    },
  };
}

/** A finished log read from disk: recorded only once it is checked to be the game it claims (played again). */
export async function recordCheckedLog(db: Db, path: string): Promise<boolean> {
  let plan;
  try {
    plan = planResume(path);
    if (!plan.finished) return false;
    await verifyLog(plan);
  } catch {
    return false; // a damaged or forged log is reported when it is resumed or replayed
  }
  return recordFinishedGame(db, path, plan.log.events);
}

/** The folders a sweep looks in: the games folder and every other folder a recorded game wrote to. */
export const sweptFolders = (): string[] => [gamesDir(), ...rememberedLogFolders()];

/** The logs in a folder; none when it cannot be read now (no permission), as it may be readable later. */
function logsIn(dir: string): string[] {
  try {
    return listLogs(dir);
  } catch {
    return [];
  }
}

/**
 * Records every finished log in `dirs` that the database does not have yet. A tournament's games are
 * left to the tournament, which records each with its notes when it is run again.
 */
export async function sweepUnrecorded(db: Db, dirs = sweptFolders()): Promise<string[]> {
  const known = new Set((db.prepare('SELECT log_file FROM games WHERE log_file IS NOT NULL').all() as { log_file: string }[]).map((r) => r.log_file));
  const tournaments = (db.prepare('SELECT id FROM tournaments').all() as { id: string }[]).map((r) => r.id);
  const isTournamentGame = (id: string) => tournaments.some((t) => id.startsWith(`${t}-g`) && /^\d{4,}$/.test(id.slice(t.length + 2)));
  const recorded: string[] = [];
  for (const path of dirs.flatMap(logsIn)) {
    if (known.has(resolve(path)) || isTournamentGame(logId(path)) || !endsWithGameOver(path)) continue;
    if (await recordCheckedLog(db, path)) recorded.push(path);
  }
  return recorded;
}
