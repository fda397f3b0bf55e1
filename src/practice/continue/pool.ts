// Continuations across the machine's cores: worker threads (node:worker_threads), each playing one
// continuation at a time, a line handed to a worker once and then only its continuations' numbers.
// Without workers (threads 0: the tests, or no worker file found) they are played here, one by one;
// either way continuation i of a line ends the same, as its draws depend on the line and i alone.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Ending, Line } from './line.js';
import { playOn } from './play.js';

/** From the pool to a worker: continuation `i` of line `key` (the line itself the first time), or a line to drop. */
export interface Ask {
  id: number;
  key: number;
  i: number;
  line?: Line;
  forget?: number;
}

export type Told = { id: number; ending: Ending } | { id: number; error: string };

interface Task {
  key: number;
  i: number;
  resolve(e: Ending): void;
  reject(err: Error): void;
  signal?: AbortSignal;
}

interface Thread {
  worker: Worker;
  busy: Task | null;
  has: Set<number>;
}

/**
 * Where the worker's code is: beside this module once compiled (dist), at the bundle's top beside its
 * chunks (dist/bundle/continuation-worker.mjs), or as TypeScript (tests, tsx), loaded through tsx.
 */
export function workerSource(): { url: URL; typescript: boolean } | null {
  const here = (p: string) => new URL(p, import.meta.url);
  for (const p of ['./worker.js', './continuation-worker.mjs', '../continuation-worker.mjs']) if (existsSync(here(p))) return { url: here(p), typescript: false };
  if (existsSync(here('./worker.ts'))) return { url: here('./worker.ts'), typescript: true };
  return null;
}

/** The threads a pool uses by default: every core; none under the test runner unless NIGHTFALL_THREADS says. */
export function defaultThreads(): number {
  const set = process.env.NIGHTFALL_THREADS;
  if (set !== undefined && /^\d+$/.test(set)) return Number(set);
  return process.env.VITEST ? 0 : availableParallelism();
}

export class ContinuationPool {
  private readonly threads: Thread[] = [];
  private readonly queue: Task[] = [];
  private readonly lines = new Map<number, { line: Line; left: number }>();
  private readonly waiting = new Map<number, Task>();
  private nextKey = 1;
  private nextId = 1;
  private local = false;
  private closed = false;
  private limit: number;

  constructor(readonly size = defaultThreads()) {
    this.limit = size;
  }

  /** How the continuations are played: on worker threads, or here. */
  get mode(): 'threads' | 'here' {
    return this.size > 0 && !this.local ? 'threads' : 'here';
  }

  /** At most this many threads busy at once (a game still being played keeps a core for itself). */
  setLimit(n: number): void {
    this.limit = Math.max(1, Math.min(this.size, n));
    this.pump();
  }

  /**
   * Continuations `indices` of a line, each resolved as it ends. Once `signal` aborts, those not yet begun
   * are dropped (rejected) and the threads go on with other callers' work.
   */
  run(line: Line, indices: readonly number[], signal?: AbortSignal): Promise<Ending>[] {
    const key = this.nextKey++;
    this.lines.set(key, { line, left: indices.length });
    const out = indices.map((i) => new Promise<Ending>((resolve, reject) => this.queue.push({ key, i, resolve, reject, ...(signal ? { signal } : {}) })));
    if (signal?.aborted) this.drop(signal);
    else signal?.addEventListener('abort', () => this.drop(signal), { once: true });
    this.pump();
    return out;
  }

  /** The continuations asked with `signal` not yet begun, dropped. */
  private drop(signal: AbortSignal): void {
    const stopped = new Error('the continuations were stopped');
    for (let at = this.queue.length - 1; at >= 0; at--) {
      const task = this.queue[at]!;
      if (task.signal !== signal) continue;
      this.queue.splice(at, 1);
      task.reject(stopped);
      this.done(task.key);
    }
  }

  close(): void {
    this.closed = true;
    for (const t of this.threads) void t.worker.terminate();
    this.threads.length = 0;
    for (const task of this.queue.splice(0)) task.reject(new Error('the continuations were stopped'));
  }

  private pump(): void {
    if (this.closed) return;
    if (this.mode === 'here') return void this.pumpHere();
    while (this.queue.length) {
      const busy = this.threads.filter((t) => t.busy).length;
      if (busy >= this.limit) return;
      let thread = this.threads.find((t) => !t.busy);
      if (!thread) {
        if (this.threads.length >= this.size) return;
        const made = this.spawn();
        if (!made) return void this.pumpHere();
        thread = made;
      }
      // A task of a line this thread already holds first: the line need not be sent again.
      const at = Math.max(0, this.queue.findIndex((t) => thread.has.has(t.key)));
      const task = this.queue.splice(at, 1)[0]!;
      this.send(thread, task);
    }
    for (const t of this.threads) if (!t.busy) t.worker.unref();
  }

  private running = false;

  private pumpHere(): void {
    if (this.running) return;
    this.running = true;
    void (async () => {
      while (this.queue.length && !this.closed) {
        const task = this.queue.shift()!;
        const held = this.lines.get(task.key)!;
        try {
          task.resolve(await playOn(held.line, task.i));
        } catch (err) {
          task.reject(err instanceof Error ? err : new Error(String(err)));
        }
        this.done(task.key);
      }
      this.running = false;
    })();
  }

  private spawn(): Thread | null {
    const source = workerSource();
    if (!source) {
      this.local = true;
      return null;
    }
    const worker = source.typescript ? new Worker(tsxBoot(source.url), { eval: true }) : new Worker(source.url);
    const thread: Thread = { worker, busy: null, has: new Set() };
    worker.on('message', (m: Told) => this.told(thread, m));
    worker.on('error', (err) => this.failed(thread, err));
    this.threads.push(thread);
    return thread;
  }

  private send(thread: Thread, task: Task): void {
    const id = this.nextId++;
    thread.busy = task;
    this.waiting.set(id, task);
    thread.worker.ref();
    const first = !thread.has.has(task.key);
    thread.has.add(task.key);
    const ask: Ask = { id, key: task.key, i: task.i, ...(first ? { line: this.lines.get(task.key)!.line } : {}) };
    thread.worker.postMessage(ask);
  }

  private told(thread: Thread, m: Told): void {
    const task = this.waiting.get(m.id);
    this.waiting.delete(m.id);
    thread.busy = null;
    if (task) {
      if ('ending' in m) task.resolve(m.ending);
      else task.reject(new Error(m.error));
      this.done(task.key);
    }
    this.pump();
  }

  /** A line whose continuations are all played is dropped, here and in the threads that hold it. */
  private done(key: number): void {
    const held = this.lines.get(key);
    if (!held || --held.left > 0) return;
    this.lines.delete(key);
    for (const t of this.threads) {
      if (!t.has.delete(key)) continue;
      t.worker.postMessage({ id: 0, key, i: 0, forget: key } satisfies Ask);
    }
  }

  /** A thread that died (its code would not load, say) gives its task back; the rest go on, here if no thread is left. */
  private failed(thread: Thread, err: Error): void {
    this.threads.splice(this.threads.indexOf(thread), 1);
    for (const [id, task] of this.waiting) if (task === thread.busy) this.waiting.delete(id);
    if (thread.busy) this.queue.unshift(thread.busy);
    if (!this.threads.length) {
      this.local = true;
      this.failure = err.message;
    }
    this.pump();
  }

  /** Why the pool plays its continuations here though it was given threads, if it does. */
  failure: string | undefined;
}

/** A worker whose code is TypeScript: tsx's loader registered inside it first. */
function tsxBoot(url: URL): string {
  const tsx = dirname(createRequire(fileURLToPath(import.meta.url)).resolve('tsx/package.json'));
  const api = pathToFileURL(join(tsx, 'dist/esm/api/index.mjs')).href;
  return `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(url.href)}); });`;
}

/** What plays continuations: the pool, or a stand-in that says how lines end (the tests' fixtures). */
export type Runner = Pick<ContinuationPool, 'run'>;

let shared: ContinuationPool | undefined;

/** The process's one pool (threads on first use; unref'd while idle, so it never keeps the process alive). */
export function sharedPool(): ContinuationPool {
  shared ??= new ContinuationPool();
  return shared;
}
