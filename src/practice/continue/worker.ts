// A worker thread's side of the continuation pool: it keeps the lines it is handed and plays the
// continuations it is asked for, one at a time, answering each with how it ended.
import { parentPort } from 'node:worker_threads';
import type { Line } from './line.js';
import { playOn } from './play.js';
import type { Ask, Told } from './pool.js';

const lines = new Map<number, Line>();

parentPort?.on('message', (m: Ask) => {
  if (m.forget !== undefined) {
    lines.delete(m.forget);
    return;
  }
  if (m.line) lines.set(m.key, m.line);
  const line = lines.get(m.key);
  const reply = (t: Told) => parentPort!.postMessage(t);
  if (!line) return reply({ id: m.id, error: `line ${m.key} was never handed to this worker` });
  playOn(line, m.i).then(
    (ending) => reply({ id: m.id, ending }),
    (err: unknown) => reply({ id: m.id, error: err instanceof Error ? err.message : String(err) }),
  );
});
