// Reads a game's JSONL log leniently: a torn last line (the process died mid-write) is noted and
// left out; anything wrong before it is an error naming the file and the line. Only a regular file
// of at most MAX_LOG_BYTES is read, opened without waiting, so a device (/dev/zero) or a FIFO is
// refused at once instead of filling memory or blocking the process.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import type { GameEvent } from '../engine/events.js';
import { errnoWords } from './file-errors.js';

export class LogError extends Error {
  override readonly name = 'LogError';
}

/** Far above any real game (a 12-seat game with a model's THINK is a few MB). */
export const MAX_LOG_BYTES = 64 * 1024 * 1024;

/** The bytes of a regular file no larger than `max`, or a LogError saying why not. */
export function readRegularFile(path: string, max = MAX_LOG_BYTES): Buffer {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (err) {
    throw new LogError(`cannot read ${path}: ${errnoWords(err)}`);
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new LogError(`${path} is not a game log: not a regular file`);
    if (st.size > max) throw new LogError(`${path} is not a game log: ${st.size} bytes, more than the ${max} a log may have`);
    const buf = Buffer.alloc(st.size);
    let got = 0;
    while (got < buf.length) {
      const n = readSync(fd, buf, got, buf.length - got, got);
      if (n === 0) break;
      got += n;
    }
    return buf.subarray(0, got);
  } catch (err) {
    if (err instanceof LogError) throw err;
    throw new LogError(`cannot read ${path}: ${errnoWords(err)}`);
  } finally {
    closeSync(fd);
  }
}

export interface LogRead {
  path: string;
  events: GameEvent[];
  /** Bytes of the file up to the end of the last good line. */
  goodBytes: number;
  /** Why the last line was dropped, or null when the file ends cleanly. */
  torn: string | null;
}

export function readLog(path: string): LogRead {
  const buf = readRegularFile(path);
  const events: GameEvent[] = [];
  let start = 0;
  let line = 0;
  while (start < buf.length) {
    line++;
    const end = buf.indexOf(0x0a, start);
    const last = end < 0 || end === buf.length - 1;
    const text = buf.subarray(start, end < 0 ? buf.length : end).toString('utf8');
    const parsed = parseEvent(text, events.length);
    if (end < 0 || (parsed.error && last)) {
      const why = end < 0 ? 'no line end' : parsed.error;
      return { path, events, goodBytes: start, torn: `line ${line} is incomplete (${why})` };
    }
    if (parsed.error) throw new LogError(`${path}:${line}: ${parsed.error}; the log is damaged before its end, nothing was changed`);
    events.push(parsed.event!);
    start = end + 1;
  }
  return { path, events, goodBytes: start, torn: null };
}

function parseEvent(text: string, n: number): { event?: GameEvent; error?: string } {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return { error: 'not valid JSON' };
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return { error: 'not an event object' };
  const e = v as GameEvent;
  if (typeof e.type !== 'string') return { error: 'an event without a type' };
  if (e.n !== n) return { error: `event number ${String(e.n)} where ${n} was expected` };
  return { event: e };
}
