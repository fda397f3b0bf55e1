// The one database for what spans games: <dataDir>/nightfall.db (owner-only), WAL, waits for other
// writers, migrated to the latest schema on open. A file that is not a database, or is damaged, is
// reported by name and never written to or replaced.
import Database from 'better-sqlite3';
import { closeSync, existsSync, openSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { errnoWords } from './file-errors.js';
import { ensureFolder, keepPrivate, PRIVATE_FILE } from './folders.js';
import { dataDir } from './paths.js';
import { LATEST, MIGRATIONS } from './migrations.js';

export type Db = Database.Database;

export class DbError extends Error {
  override readonly name = 'DbError';
}

export const dbPath = (env: NodeJS.ProcessEnv = process.env): string => join(dataDir(env), 'nightfall.db');

export interface OpenOptions {
  upTo?: number;
  /** About to write: check the whole file first (PRAGMA quick_check), so a damaged database gets nothing more. */
  check?: boolean;
}

/** An error from SQLite as a message that names the file and says what to do. */
export function dbError(err: unknown, path: string): DbError {
  if (err instanceof DbError) return err;
  const code = (err as { code?: string }).code ?? '';
  const message = (err as Error).message ?? String(err);
  if (/NOTADB|CORRUPT/.test(code)) {
    return new DbError(`${path} is damaged or not a Nightfall database (${message}); nothing was written to it. Move it aside and Nightfall starts a new one; the game logs are kept`);
  }
  if (/FULL/.test(code)) return new DbError(`cannot write ${path}: the disk is full (${message}); free some space`);
  if (/READONLY|CANTOPEN|PERM|AUTH/.test(code)) return new DbError(`cannot open ${path} for writing (${message}); check that its folder is writable, or set NIGHTFALL_HOME to another folder`);
  if (/BUSY|LOCKED/.test(code)) return new DbError(`${path} is busy (another Nightfall is writing to it); try again`);
  return new DbError(`cannot use ${path}: ${message}`);
}

export function openDb(path = dbPath(), options: OpenOptions | number = {}): Db {
  const { upTo = LATEST, check = false } = typeof options === 'number' ? { upTo: options } : options;
  ensureFolder(dirname(path), path === dbPath());
  if (!existsSync(path)) {
    // Created owner-only before SQLite opens it; its -wal and -shm files take the same mode.
    try {
      closeSync(openSync(path, 'a', PRIVATE_FILE));
    } catch (err) {
      throw new DbError(`cannot create ${path}: ${errnoWords(err)}; set NIGHTFALL_HOME to a writable folder or fix its permissions`);
    }
  }
  for (const f of [path, `${path}-wal`, `${path}-shm`]) keepPrivate(f, PRIVATE_FILE);
  let db: Db | undefined;
  try {
    db = new Database(path, { timeout: 10_000 });
    db.pragma('busy_timeout = 10000');
    if (check) {
      const result = db.pragma('quick_check(1)', { simple: true });
      if (result !== 'ok') throw Object.assign(new Error(String(result)), { code: 'SQLITE_CORRUPT' });
    }
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    migrate(db, upTo);
    return db;
  } catch (err) {
    db?.close();
    throw dbError(err, path);
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
