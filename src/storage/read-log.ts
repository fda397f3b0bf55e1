// Reads a game's JSONL log leniently: a torn last line (the process died mid-write) is noted and
// left out; anything wrong before it is an error naming the file and the line.
import { readFileSync } from 'node:fs';
import type { GameEvent } from '../engine/events.js';

export class LogError extends Error {}

export interface LogRead {
  path: string;
  events: GameEvent[];
  /** Bytes of the file up to the end of the last good line. */
  goodBytes: number;
  /** Why the last line was dropped, or null when the file ends cleanly. */
  torn: string | null;
}

export function readLog(path: string): LogRead {
  let buf: Buffer;
  try {
    buf = readFileSync(path);
  } catch (err) {
    throw new LogError(`cannot read ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
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
