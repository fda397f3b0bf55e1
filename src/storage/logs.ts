// Finding a game's log: by id (the file's base name in the games directory), by path, or the newest
// game that can be resumed.
import { closeSync, existsSync, fstatSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { lockHolder } from './lock.js';
import { gamesDir } from './paths.js';

export class LogNotFound extends Error {
  override readonly name = 'LogNotFound';
}

/** A game's id: its log file's base name. */
export const logId = (path: string): string => basename(path).replace(/\.jsonl$/, '');

/** What `nightfall resume` takes for this log: its id in the games folder, else its path (quoted if it must be). */
export const resumeArg = (path: string): string => {
  if (dirname(path) === resolve(gamesDir())) return logId(path);
  return /[^\w./-]/.test(path) ? `'${path.replace(/'/g, `'\\''`)}'` : path;
};

export function listLogs(dir = gamesDir()): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((f) => f.isFile() && f.name.endsWith('.jsonl'))
    .map((f) => join(dir, f.name));
}

/** The logs in `dir`, newest first. */
export function newestLogs(dir = gamesDir()): string[] {
  const logs = listLogs(dir).map((p) => ({ p, t: statSync(p).mtimeMs }));
  return logs.sort((a, b) => b.t - a.t || (a.p < b.p ? 1 : -1)).map((l) => l.p);
}

export function findLog(id: string, dir = gamesDir()): string {
  if (id.includes('/') || id.includes('\\') || id.endsWith('.jsonl')) {
    const p = resolve(id);
    if (!existsSync(p)) throw new LogNotFound(`no such game log: ${p}`);
    return p;
  }
  const p = join(dir, `${id}.jsonl`);
  if (!existsSync(p)) throw new LogNotFound(`no game "${id}" in ${dir}`);
  return p;
}

/** Up to `size` bytes from the start (or the end) of a regular file; null when it is not one. */
function peek(path: string, size: number, fromEnd: boolean): string | null {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return null;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return null;
    const n = Math.min(st.size, size);
    const buf = Buffer.alloc(n);
    readSync(fd, buf, 0, n, fromEnd ? st.size - n : 0);
    return buf.toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** Whether a log's last line is the game_over event (read from the file's end, not whole). */
export function endsWithGameOver(path: string): boolean {
  const tail = peek(path, 256 * 1024, true);
  return tail !== null && /"type":"game_over"/.test(tail.trimEnd().split('\n').at(-1) ?? '');
}

const looksLikeGameLog = (path: string): boolean => /^\{[^\n]*"type":"game_created"/.test(peek(path, 4096, false) ?? '');

/**
 * The newest log in `dir` that can be resumed: a game log, not finished, and not being played by
 * another Nightfall right now. Otherwise LogNotFound says what the folder holds.
 */
export function newestResumable(dir = gamesDir()): string {
  const logs = newestLogs(dir);
  let finished = 0;
  let busy = 0;
  let other = 0;
  for (const path of logs) {
    if (!looksLikeGameLog(path)) other++;
    else if (endsWithGameOver(path)) finished++;
    else if (lockHolder(path)) busy++;
    else return path;
  }
  if (!logs.length) throw new LogNotFound(`no game logs in ${dir}`);
  const parts = [finished && `${finished} finished`, busy && `${busy} being played right now`, other && `${other} not a game log`].filter(Boolean);
  throw new LogNotFound(`no game to resume in ${dir} (${parts.join(', ')}); see them with: nightfall history`);
}
