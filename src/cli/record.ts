// After a game ends: its result into the database (games, players, the person's record), from its
// log. A database that cannot be used is one warning line; the game and its log stand.
import { readLog } from '../storage/read-log.js';
import { openDb, type Db } from '../storage/db.js';
import type { GameEvent } from '../engine/events.js';
import { gameFacts } from '../storage/game-facts.js';
import { logId } from '../storage/logs.js';
import { recordGame } from '../storage/record-game.js';
import { warn } from './output.js';

export function recordFinished(logPath: string, tournamentId?: string): void {
  try {
    const facts = gameFacts(readLog(logPath).events);
    if (!facts) return;
    const db = openDb();
    try {
      recordGame(db, { id: logId(logPath), logFile: logPath, facts, ...(tournamentId ? { tournamentId } : {}) });
    } finally {
      db.close();
    }
  } catch (err) {
    warn(`the game was not recorded: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** For sim: one database connection for every game of the run, each game recorded as it ends. */
export function simRecorder(): { onGame: (g: { events: GameEvent[]; logPath?: string }) => void; close: () => void } {
  let db: Db | null = null;
  let failed = false;
  const warn = (err: unknown) => {
    if (!failed) warn(`games are not recorded: ${err instanceof Error ? err.message : String(err)}`);
    failed = true;
  };
  return {
    onGame({ events, logPath }) {
      if (failed || !logPath) return;
      try {
        db ??= openDb();
        const facts = gameFacts(events);
        if (facts) recordGame(db, { id: logId(logPath), logFile: logPath, facts });
      } catch (err) {
        warn(err);
      }
    },
    close: () => db?.close(),
  };
}
