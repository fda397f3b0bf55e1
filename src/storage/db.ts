// The one database for what spans games: <dataDir>/nightfall.db, WAL, waits for other writers,
// migrated to the latest schema on open. A file that is not a database is reported, never replaced.
import Database from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { dataDir } from './paths.js';
import { LATEST, MIGRATIONS } from './migrations.js';

export type Db = Database.Database;

export class DbError extends Error {
  override readonly name = 'DbError';
}

export const dbPath = (env: NodeJS.ProcessEnv = process.env): string => join(dataDir(env), 'nightfall.db');

export function openDb(path = dbPath(), upTo = LATEST): Db {
  if (!existsSync(dirname(path))) mkdirSync(dirname(path), { recursive: true });
  let db: Db | undefined;
  try {
    db = new Database(path, { timeout: 10_000 });
    db.pragma('busy_timeout = 10000');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    migrate(db, upTo);
    return db;
  } catch (err) {
    db?.close();
    if (err instanceof DbError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (/NOTADB|CORRUPT/.test(code)) throw new DbError(`${path} is not a Nightfall database or is damaged (${(err as Error).message}); it was left as it is`);
    throw new DbError(`cannot open ${path}: ${(err as Error).message}`);
  }
}

export function schemaVersion(db: Db): number {
  const row = db.prepare('SELECT MAX(version) AS v FROM schema_version').get() as { v: number | null };
  return row.v ?? 0;
}

/** Brings the database up to `upTo`, one migration per transaction, safe against another process doing the same. */
export function migrate(db: Db, upTo = LATEST): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
  const current = schemaVersion(db);
  if (current > LATEST) throw new DbError(`${db.name} has schema version ${current}, newer than this Nightfall (${LATEST}); it was left as it is`);
  for (const m of MIGRATIONS) {
    if (m.version <= current || m.version > upTo) continue;
    db.transaction(() => {
      if (schemaVersion(db) >= m.version) return; // another process got there first
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_version (version, applied_at) VALUES (?, ?)').run(m.version, new Date().toISOString());
    }).immediate();
  }
}
