// One writer at a time: a lock file beside what it guards, created exclusively and naming the process
// that holds it. A lock whose process is gone (killed, power cut) is stale and taken over at once, so
// resuming right after a crash just works; a live holder gets a clear message instead.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { fileError } from './file-errors.js';

export class LockedError extends Error {
  override readonly name = 'LockedError';
}

export interface Lock {
  readonly path: string;
  release(): void;
}

export interface Holder {
  pid: number;
  host: string;
  since: string;
}

const held = new Set<string>();
let exitHook = false;

/** Whether a process with this id is running (on this machine). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): Holder | null {
  try {
    const h = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
    return typeof h.pid === 'number' ? { pid: h.pid, host: String(h.host ?? ''), since: String(h.since ?? '') } : null;
  } catch {
    return null;
  }
}

/** Who holds the lock on `target`, when a live process (or another machine) does. */
export function lockHolder(target: string): Holder | null {
  const holder = readHolder(`${target}.lock`);
  if (!holder) return null;
  return holder.host !== hostname() || alive(holder.pid) ? holder : null;
}

/**
 * Takes `<target>.lock` for `what` (e.g. "game werewolf-9-3"). Throws LockedError naming the holder
 * when another live process has it.
 */
export function acquireLock(target: string, what: string): Lock {
  const path = `${target}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx', 0o600);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw fileError(err, 'create the lock', path);
      const holder = readHolder(path);
      const mine = holder?.pid === process.pid && holder.host === hostname();
      if (mine && held.has(path)) throw new LockedError(`${what} is already open in this Nightfall`);
      // A lock from another machine (a shared folder) cannot be checked: it is respected.
      if (holder && !mine && (holder.host !== hostname() || alive(holder.pid))) {
        const since = holder.since ? ` since ${holder.since.slice(0, 19).replace('T', ' ')}` : '';
        throw new LockedError(
          `${what} is in use by another Nightfall (process ${holder.pid}${holder.host !== hostname() ? ` on ${holder.host}` : ''}${since}); ` +
            `wait for it to finish, or if no Nightfall is running, delete ${path}`,
        );
      }
      // Stale (its process is gone) or unreadable (torn while being written): take it over.
      try {
        unlinkSync(path);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw fileError(e, 'remove the stale lock', path);
      }
      continue;
    }
    try {
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
    } finally {
      closeSync(fd);
    }
    held.add(path);
    if (!exitHook) {
      exitHook = true;
      process.on('exit', () => held.forEach(unlinkQuietly));
    }
    return {
      path,
      release() {
        if (held.delete(path)) unlinkQuietly(path);
      },
    };
  }
  throw new LockedError(`${what}: cannot take ${path} (another process keeps taking it)`);
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone: nothing to release.
  }
}
