// Opens the database for a command; a database that cannot be used is one line and exit code 2.
import { DbError, openDb, type Db } from '../storage/db.js';
import { UsageError } from './args.js';

export function withDb<T>(fn: (db: Db) => T): T {
  let db: Db;
  try {
    db = openDb();
  } catch (err) {
    if (err instanceof DbError) throw new UsageError(err.message);
    throw err;
  }
  try {
    return fn(db);
  } finally {
    db.close();
  }
}
