// Opens the database for a command; a database that cannot be used (damaged, full, read-only) is one
// line naming the file and exit code 2, whether opening or a query finds it out.
import { dbError, dbPath, DbError, openDb, type Db } from '../storage/db.js';
import { UsageError } from './args.js';

export async function withDb<T>(fn: (db: Db) => T | Promise<T>, options: { check?: boolean } = {}): Promise<T> {
  const path = dbPath();
  let db: Db;
  try {
    db = openDb(path, options);
  } catch (err) {
    if (err instanceof DbError) throw new UsageError(err.message);
    throw err;
  }
  try {
    return await fn(db);
  } catch (err) {
    if (err instanceof Error && 'code' in err && String((err as { code: unknown }).code).startsWith('SQLITE')) throw new UsageError(dbError(err, path).message);
    throw err;
  } finally {
    db.close();
  }
}
