// Finding a game's log: by id (the file's base name in the games directory), by path, or the newest.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { gamesDir } from './paths.js';

export class LogNotFound extends Error {}

/** A game's id: its log file's base name. */
export const logId = (path: string): string => basename(path).replace(/\.jsonl$/, '');

export function listLogs(dir = gamesDir()): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .map((f) => join(dir, f));
}

export function findLog(id: string | undefined, dir = gamesDir()): string {
  if (id === undefined) {
    const logs = listLogs(dir).map((p) => ({ p, t: statSync(p).mtimeMs }));
    if (!logs.length) throw new LogNotFound(`no game logs in ${dir}`);
    return logs.sort((a, b) => b.t - a.t || (a.p < b.p ? 1 : -1))[0]!.p;
  }
  if (id.includes('/') || id.includes('\\') || id.endsWith('.jsonl')) {
    const p = resolve(id);
    if (!existsSync(p)) throw new LogNotFound(`no such game log: ${p}`);
    return p;
  }
  const p = join(dir, `${id}.jsonl`);
  if (!existsSync(p)) throw new LogNotFound(`no game "${id}" in ${dir}`);
  return p;
}
