// The database of a data folder Nightfall cannot write (a read-only mount, a folder made read-only), for
// the commands that only read it (history, stats): SQLite cannot read a WAL database where it cannot
// make its -shm file, so it is read from a copy in the temporary folder, removed when closed; a folder
// with no database yet reads as an empty one. The real file is never written.
import { accessSync, constants, copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { dbError, DbError, openDb, type Db } from './db.js';

const writable = (path: string): boolean => {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
};

/** Whether the database at `path` (or its folder, where it is not made yet) cannot be written. */
export function readOnlyDb(path: string): boolean {
  const dir = dirname(path);
  return existsSync(dir) && (!writable(dir) || (existsSync(path) && !writable(path)));
}

/** A copy of the database at `path` to read; closing it removes the copy. */
export function openCopy(path: string): Db {
  const scratch = mkdtempSync(join(tmpdir(), 'nightfall-read-'));
  const copy = join(scratch, 'nightfall.db');
  try {
    for (const suffix of ['', '-wal']) if (existsSync(path + suffix)) copyFileSync(path + suffix, copy + suffix);
    const db = openDb(copy, { check: true });
    const close = db.close.bind(db);
    db.close = () => {
      close();
      rmSync(scratch, { recursive: true, force: true });
      return db;
    };
    return db;
  } catch (err) {
    rmSync(scratch, { recursive: true, force: true });
    // Named by the real file, not by its copy.
    throw new DbError(dbError(err, copy).message.replaceAll(copy, path));
  }
}
