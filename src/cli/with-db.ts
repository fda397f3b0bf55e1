// Opens the database for a command; a database that cannot be used (damaged, full, read-only) is one
// line naming the file and exit code 1 (describeFailure), whether opening or a query finds it out. A
// command that only reads (`reading`) reads a data folder it cannot write from a copy, and says so.
import { dbError, dbPath, openDb, type Db } from '../storage/db.js';
import { openCopy, readOnlyDb } from '../storage/db-read-only.js';

export interface DbUse {
  /** The database is a copy of one in a folder that cannot be written: what is recorded into it is not kept. */
  readOnly: boolean;
}

export async function withDb<T>(fn: (db: Db, use: DbUse) => T | Promise<T>, options: { check?: boolean; reading?: boolean } = {}): Promise<T> {
  const path = dbPath();
  const readOnly = options.reading === true && readOnlyDb(path);
  const db = readOnly ? openCopy(path) : openDb(path, { ...(options.check ? { check: true } : {}) });
  try {
    return await fn(db, { readOnly });
  } catch (err) {
    if (err instanceof Error && 'code' in err && String((err as { code: unknown }).code).startsWith('SQLITE')) throw dbError(err, path);
    throw err;
  } finally {
    db.close();
  }
}
