// The folders outside the games folder that recorded games wrote their logs to (--log-dir, a resumed
// or rewound log elsewhere), remembered in <dataDir>/log-folders/ so that history and stats can record
// a finished log there that its process ended too early to record, or whose database write failed.
// One small file a folder (its name a hash of the path, its text the path): remembering is writing that
// file, forgetting is removing it, so two Nightfalls at once never lose each other's folders.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, openSync, readdirSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureFolder, PRIVATE_FILE } from './folders.js';
import { dataDir, gamesDir } from './paths.js';

/** Where the remembered folders are listed, one file each. */
export const logFoldersDir = (env: NodeJS.ProcessEnv = process.env): string => join(dataDir(env), 'log-folders');

const entryName = (dir: string): string => createHash('sha256').update(dir).digest('hex').slice(0, 16);

/** Entries written by this process: a sim of 12,000 games remembers its folder once. */
const written = new Set<string>();

/**
 * Remembers `dir` as a folder holding game logs, unless it is the games folder (always looked at).
 * Never stops a game: a data folder that cannot be written to leaves the folder unremembered.
 */
export function rememberLogFolder(dir: string): void {
  const folder = resolve(dir);
  if (folder === resolve(gamesDir())) return;
  const entry = join(logFoldersDir(), entryName(folder));
  if (written.has(entry)) return;
  try {
    if (!existsSync(entry)) {
      ensureFolder(logFoldersDir());
      const fd = openSync(entry, 'w', PRIVATE_FILE);
      try {
        writeSync(fd, folder);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    }
    written.add(entry);
  } catch {
    // Read-only or full: the game goes on; its log is still recorded as it ends, or by `resume FILE`.
  }
}

/**
 * The remembered folders that still exist. One that vanished (removed, or an unplugged drive) is
 * forgotten quietly; in a read-only data folder it is only passed over.
 */
export function rememberedLogFolders(): string[] {
  const dir = logFoldersDir();
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const folders: string[] = [];
  for (const name of names.sort()) {
    const entry = join(dir, name);
    let folder: string;
    try {
      folder = readFileSync(entry, 'utf8');
    } catch {
      continue;
    }
    const there = where(folder);
    if (there === 'folder') folders.push(folder);
    else if (there === 'gone') forget(entry);
  }
  return folders;
}

/** A folder; gone (nothing there, or a file now); or not to be judged now (no permission, a drive's error). */
function where(path: string): 'folder' | 'gone' | 'unknown' {
  if (!path) return 'gone';
  try {
    return statSync(path).isDirectory() ? 'folder' : 'gone';
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? 'gone' : 'unknown';
  }
}

function forget(entry: string): void {
  try {
    unlinkSync(entry);
    written.delete(entry);
  } catch {
    // A read-only data folder: it is passed over again next time.
  }
}
