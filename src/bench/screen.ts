// Screen benchmarks: time to the first frame of `nightfall play` in a pseudo-terminal, Ink's cost per
// streamed token over a 1,000-item transcript, and peak memory over a watched game of ten days or more.
// The last two run in a fresh node each: their own heap, and Ink loaded without a CI flag in the
// environment (Ink in CI mode draws no live region at all).
import { spawn, spawnSync } from 'node:child_process';
import { INK_OPTIONS } from '../tui/ink-options.js';
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { render, type RenderOptions } from 'ink';
import type { GameEvent } from '../engine/events.js';
import { runGame } from '../engine/game.js';
import { decorate } from '../engine/decorate.js';
import type { Participant } from '../engine/participant.js';
import { rngFor } from '../engine/rng.js';
import type { GameState } from '../engine/state.js';
import type { Persona } from '../personas/schema.js';
import { ScriptedPlayer } from '../players/scripted/index.js';
import { boardFor, createTable } from '../table/setup.js';
import { SessionApp } from '../tui/apps.js';
import { Feed } from '../tui/feed.js';
import { Pacer } from '../tui/pacer.js';
import { createWatchSession, type Session } from '../tui/session.js';
import { median } from './engine.js';

export const FIRST_FRAME_GOAL_MS = 300;
export const TOKEN_GOAL_MS = 2;
/** The header's first word: the first frame is drawn once it is on the terminal. */
const HEADER_MARK = 'NIGHTFALL';
/** The Feed draws gathered stream chunks this often; tokens are pushed at the same beat. */
const STREAM_BEAT_MS = 50;
const COLUMNS = 80;
const ROWS = 24;
const RESULT_PREFIX = 'NIGHTFALL_BENCH_RESULT ';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const mb = (bytes: number) => bytes / (1024 * 1024);
/** A full collection when node runs with --expose-gc (the child processes do). */
const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.();

/** The environment without the CI flags Ink reads (is-in-ci), plus any overrides. */
function screenEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.CI;
  delete env.CONTINUOUS_INTEGRATION;
  return env;
}

// ── 1. Time to the first frame of `nightfall play` ──────────────────────────────────────────────

export type FirstFrame = { tool: 'script' | 'tmux'; runsMs: number[]; medianMs: number; harnessMs: number } | { skipped: string };

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
const hasCommand = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

function playCommand(home: string): string {
  const bin = fileURLToPath(new URL('../../bin/nightfall.js', import.meta.url));
  const node = `${shellQuote(process.execPath)} ${shellQuote(bin)} play --preset werewolf --seed 1 --pace 0`;
  return `env -u CI -u CONTINUOUS_INTEGRATION NIGHTFALL_HOME=${shellQuote(home)} ${node}`;
}

/** ms from spawning `script` until the terminal output holds `mark`; then the child is ended. */
function timeUnderScript(cmd: string, mark: string, timeoutMs = 10_000): Promise<number> {
  return new Promise((resolve, reject) => {
    // script's terminal has no size when ours is not a terminal: give it 80×24 first.
    const shell = `stty cols ${COLUMNS} rows ${ROWS}; exec ${cmd}`;
    const started = performance.now();
    const child = spawn('script', ['-qfec', shell, '/dev/null'], { stdio: ['pipe', 'pipe', 'ignore'] });
    let out = '';
    let elapsed: number | null = null;
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (d: Buffer) => {
      if (elapsed !== null) return;
      out += d.toString('latin1');
      if (!out.includes(mark)) return;
      elapsed = performance.now() - started;
      child.kill('SIGTERM');
    });
    child.once('close', () => {
      clearTimeout(timer);
      if (elapsed === null) reject(new Error(`no "${mark}" within ${timeoutMs} ms: ${JSON.stringify(out.slice(-300))}`));
      else resolve(elapsed);
    });
  });
}

/** The same under tmux: a detached 80×24 session, its pane polled every few ms. */
async function timeUnderTmux(cmd: string, mark: string, timeoutMs = 10_000): Promise<number> {
  const name = `nightfall-bench-${process.pid}-${Math.floor(performance.now())}`;
  const started = performance.now();
  spawnSync('tmux', ['new-session', '-d', '-s', name, '-x', String(COLUMNS), '-y', String(ROWS), cmd]);
  try {
    while (performance.now() - started < timeoutMs) {
      const pane = spawnSync('tmux', ['capture-pane', '-p', '-t', name]).stdout?.toString() ?? '';
      if (pane.includes(mark)) return performance.now() - started;
      await sleep(2);
    }
    throw new Error(`no "${mark}" in the tmux pane within ${timeoutMs} ms`);
  } finally {
    spawnSync('tmux', ['kill-session', '-t', name]);
  }
}

/** Median of `runs` cold starts of `nightfall play` to its header, and what the PTY harness alone costs. */
export async function measureFirstFrame(runs: number): Promise<FirstFrame> {
  const tool = hasCommand('script') ? 'script' : hasCommand('tmux') ? 'tmux' : null;
  if (!tool) return { skipped: 'needs script or tmux' };
  const time = tool === 'script' ? timeUnderScript : timeUnderTmux;
  const home = mkdtempSync(join(tmpdir(), 'nightfall-bench-'));
  try {
    const runsMs: number[] = [];
    for (let i = 0; i < runs; i++) runsMs.push(await time(playCommand(home), HEADER_MARK));
    const harness: number[] = [];
    // The harness alone: the same PTY, a shell printing the mark (and staying up, as tmux needs).
    const bare = `sh -c ${shellQuote(`printf ${HEADER_MARK}; sleep 5`)}`;
    for (let i = 0; i < 3; i++) harness.push(await time(bare, HEADER_MARK));
    return { tool, runsMs, medianMs: median(runsMs), harnessMs: median(harness) };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

// ── A terminal for Ink in-process ────────────────────────────────────────────────────────────────

/** An 80×24 TTY for Ink to draw on: writes are counted and timed, not kept. */
class FakeTerminal extends EventEmitter {
  readonly isTTY = true;
  writes = 0;
  bytes = 0;
  lastWriteAt = 0;
  private waiter: (() => void) | null = null;

  constructor(
    readonly columns: number,
    readonly rows: number,
  ) {
    super();
  }

  write = (data: string): boolean => {
    this.writes++;
    this.bytes += data.length;
    this.lastWriteAt = performance.now();
    const w = this.waiter;
    this.waiter = null;
    w?.();
    return true;
  };

  /** Resolves at the next write, or after `timeoutMs`. */
  nextWrite(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const t = setTimeout(resolve, timeoutMs);
      this.waiter = () => {
        clearTimeout(t);
        resolve();
      };
    });
  }
}

/** A keyboard nobody types on (what Ink calls on stdin when the screen reads keys). */
class IdleKeyboard extends EventEmitter {
  readonly isTTY = true;
  setEncoding() {}
  setRawMode() {}
  resume() {}
  pause() {}
  ref() {}
  unref() {}
  read() {
    return null;
  }
}

/** The CLI's Ink options (src/tui/ink-options.ts) on fake streams. */
function inkOptions(term: FakeTerminal): RenderOptions {
  return {
    ...INK_OPTIONS,
    stdout: term as unknown as NodeJS.WriteStream,
    stderr: new FakeTerminal(COLUMNS, ROWS) as unknown as NodeJS.WriteStream,
    stdin: new IdleKeyboard() as unknown as NodeJS.ReadStream,
    patchConsole: false,
  };
}

// ── 2. Render cost per streamed token ───────────────────────────────────────────────────────────

export interface TokenCost {
  tokens: number;
  meanMs: number;
  medianMs: number;
  p95Ms: number;
  /** Tokens after which Ink wrote nothing (the frame did not change). */
  noFrame: number;
  /** What Ink wrote to the terminal per token: the live region, or more if it redraws everything. */
  bytesPerFrame: number;
  transcriptItems: number;
}

interface Recorded {
  e: GameEvent;
  state: GameState<unknown>;
}

/** A seeded bot game's events as the screen receives them. */
async function recordGame(seed: number): Promise<Recorded[]> {
  const out: Recorded[] = [];
  await runGame(createTable({ preset: 'werewolf', seed, onEvent: (e, state) => out.push({ e, state }) }));
  return out;
}

/** A watch screen whose feed the benchmark drives itself: no game runs behind it. */
function screenOnlySession(): Session {
  const { ruleset, preset } = boardFor('werewolf');
  const feed = new Feed('watch', null, ruleset, preset);
  const pacer = new Pacer(0);
  return { mode: 'watch', ruleset, preset, feed, pacer, human: null, me: null, start: async () => 'over' as const, stop: () => feed.close() };
}

/** Replays seeded games (their endings left out, so the game stays live) until the transcript holds `items`. */
async function fillTranscript(feed: Feed, items: number): Promise<Recorded[]> {
  const speeches: Recorded[] = [];
  for (let seed = 1; feed.state.items.length < items; seed++) {
    for (const r of await recordGame(seed)) {
      if (r.e.type === 'speech') speeches.push(r);
      if (r.e.type !== 'game_over' && feed.state.items.length < items) feed.event(r.e, r.state);
    }
  }
  return speeches;
}

/** ms from pushing a stream chunk to the screen until Ink has written the frame; null if none came. */
async function timeFrame(term: FakeTerminal, push: () => void): Promise<number | null> {
  const before = term.writes;
  const started = performance.now();
  push();
  if (term.writes === before) await term.nextWrite(STREAM_BEAT_MS);
  return term.writes === before ? null : term.lastWriteAt - started;
}

/** Streams real speeches word by word, one push per beat, each speech then finished into the transcript. */
async function streamSpeeches(feed: Feed, term: FakeTerminal, speeches: Recorded[], tokens: number): Promise<{ times: number[]; noFrame: number; bytes: number }> {
  const times: number[] = [];
  let noFrame = 0;
  let bytes = 0;
  for (let i = 0; times.length < tokens; i++) {
    const { e, state } = speeches[i % speeches.length]!;
    const seat = e.seat as number;
    for (const word of String(e.text).match(/\S+\s*/g) ?? []) {
      // What the Feed's stream timer dispatches after gathering chunks (feed.stream → flushStream).
      const before = term.bytes;
      const ms = await timeFrame(term, () => feed.dispatch({ type: 'stream', seat, channel: 'say', text: word }));
      bytes += term.bytes - before;
      if (ms === null) noFrame++;
      else times.push(ms);
      if (times.length >= tokens) break;
      await sleep(STREAM_BEAT_MS);
    }
    feed.event(e, state);
    await sleep(STREAM_BEAT_MS);
  }
  return { times, noFrame, bytes };
}

/** In this process: the watch screen at 80×24 over `items` transcript items, `tokens` streamed tokens timed. */
async function tokenCostHere(args: { tokens: number; items: number }): Promise<TokenCost> {
  const term = new FakeTerminal(COLUMNS, ROWS);
  const session = screenOnlySession();
  const app = render(createElement(SessionApp, { session }), inkOptions(term));
  const speeches = await fillTranscript(session.feed, args.items);
  await sleep(200); // the last throttled frame of the replay
  const { times, noFrame, bytes } = await streamSpeeches(session.feed, term, speeches, args.tokens);
  app.unmount();
  const sorted = [...times].sort((a, b) => a - b);
  return {
    tokens: times.length,
    meanMs: mean(times),
    medianMs: median(times),
    p95Ms: sorted[Math.floor(0.95 * (sorted.length - 1))]!,
    noFrame,
    bytesPerFrame: bytes / Math.max(1, times.length),
    transcriptItems: session.feed.state.items.length,
  };
}

/**
 * Bundled as the CLI is (React's production build, the bundle's cached string-width): what a player's
 * screen runs. Unbundled (`bundled: false`) with NODE_ENV as inherited or overridden in `env`, for comparison.
 */
export async function measureTokenCost(tokens: number, items = 1000, env: Record<string, string> = {}, bundled = true): Promise<TokenCost> {
  if (!bundled) return inFreshNode<TokenCost>('tokens', { tokens, items }, env);
  // Two folders below package.json, as dist/bundle is: the bundle finds the personas from there.
  const dir = fileURLToPath(new URL('../bench-bundle', import.meta.url));
  const { bundle } = await import('../build/bundle.js');
  await bundle([fileURLToPath(import.meta.url)], dir);
  return inFreshNode<TokenCost>('tokens', { tokens, items }, env, pathToFileURL(join(dir, 'screen.mjs')).href);
}

// ── 3. Peak memory over a long watched game ─────────────────────────────────────────────────────

export interface PeakMemory {
  days: number;
  events: number;
  transcriptItems: number;
  baseRssMb: number;
  baseHeapMb: number;
  peakRssMb: number;
  peakHeapMb: number;
  /** Heap still in use at the game's end, after a full collection: what the screen keeps. */
  endHeapMb: number;
  seconds: number;
}

/** A bot that plays as usual but keeps the peace before day `day`, so the game lasts that long: wherever a
 * decision offers nobody or nothing (no kill, no potion, abstain, hold fire), it answers that. */
function peacefulUntil(day: number, inner: Participant): Participant {
  return decorate(inner, async (next, system, user, extra) => {
    const answer = await next(system, user, extra);
    const quiet = extra.request.answer.none;
    return quiet !== undefined && extra.request.view.day < day ? quiet : answer;
  });
}

/** The seat's usual scripted bot (same seed as createTable gives it), kept peaceful before `day`. */
const peacefulBots = (seed: number, day: number) => (seat: number, persona: Persona) =>
  peacefulUntil(day, new ScriptedPlayer(persona, rngFor(seed, seat, 'bot').int(2 ** 31)));

/** Resolves when the feed shows the game over (or stopped with an error). */
function gameEnd(feed: Feed): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!feed.state.over && !feed.state.error) return;
      off();
      resolve();
    };
    const off = feed.subscribe(check);
    check();
  });
}

/** The day the game ended on: the round of its last phase (core.day). */
const lastDay = (events: readonly GameEvent[]) => Number(events.findLast((e) => e.type === 'phase_started')?.round ?? 0);

/** In this process: a 12-seat werewolf game watched at pace 0 on an 80×24 screen, memory sampled at every event and every 5 ms. */
async function peakMemoryHere(args: { seed: number; days: number }): Promise<PeakMemory> {
  const peak = { rss: 0, heap: 0 };
  const sample = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heapUsed);
  };
  collectGarbage();
  const base = process.memoryUsage();
  let events = 0;
  const session = createWatchSession({
    preset: 'werewolf',
    seed: args.seed,
    paceMs: 0,
    onEvent: () => {
      events++;
      sample();
    },
    aiFor: peacefulBots(args.seed, args.days),
  });
  const started = performance.now();
  const timer = setInterval(sample, 5);
  const app = render(createElement(SessionApp, { session }), inkOptions(new FakeTerminal(COLUMNS, ROWS)));
  await gameEnd(session.feed);
  sample();
  clearInterval(timer);
  const seconds = (performance.now() - started) / 1000;
  collectGarbage();
  const endHeap = process.memoryUsage().heapUsed;
  app.unmount();
  if (session.feed.state.error) throw new Error(session.feed.state.error);
  return {
    days: lastDay(session.feed.all),
    events,
    transcriptItems: session.feed.state.items.length,
    baseRssMb: mb(base.rss),
    baseHeapMb: mb(base.heapUsed),
    peakRssMb: mb(peak.rss),
    peakHeapMb: mb(peak.heap),
    endHeapMb: mb(endHeap),
    seconds,
  };
}

export const measurePeakMemory = (days = 10, seed = 1) => inFreshNode<PeakMemory>('memory', { seed, days });

// ── Fresh node per in-process measurement ───────────────────────────────────────────────────────

const CHILDREN = { tokens: tokenCostHere, memory: peakMemoryHere } as const;
type ChildName = keyof typeof CHILDREN;

/** The entry point of the child node: runs one measurement and prints its result as one JSON line. */
export async function runScreenChild(name: ChildName, args: never): Promise<void> {
  const result = await CHILDREN[name](args);
  process.stdout.write(`${RESULT_PREFIX}${JSON.stringify(result)}\n`);
  process.exit(0);
}

/** `module`: this file, or its bundle. */
function inFreshNode<T>(name: ChildName, args: Parameters<(typeof CHILDREN)[ChildName]>[0], env: Record<string, string> = {}, module = import.meta.url): Promise<T> {
  const code = `import(${JSON.stringify(module)}).then((m) => m.runScreenChild(${JSON.stringify(name)}, ${JSON.stringify(args)}))`;
  // stderr is kept, not shown: the child's exit handlers write cursor codes there.
  const child = spawn(process.execPath, ['--expose-gc', '--input-type=module', '-e', code], { env: screenEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve, reject) => {
    child.once('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith(RESULT_PREFIX));
      if (line) resolve(JSON.parse(line.slice(RESULT_PREFIX.length)) as T);
      else reject(new Error(`screen bench "${name}" exited ${code} without a result:\n${err}`));
    });
  });
}

// ── All three, and how they print ───────────────────────────────────────────────────────────────

export interface ScreenBench {
  firstFrame: FirstFrame;
  tokens: TokenCost;
  /** The same unbundled with React's development build, for comparison: the bundled CLI runs the production build. */
  tokensDevelopment: TokenCost;
  memory: PeakMemory;
}

export async function screenBenches(quick: boolean): Promise<ScreenBench> {
  const firstFrame = await measureFirstFrame(quick ? 3 : 7);
  const tokens = await measureTokenCost(quick ? 60 : 300);
  const tokensDevelopment = await measureTokenCost(quick ? 60 : 300, 1000, { NODE_ENV: 'development' }, false);
  const memory = await measurePeakMemory(10);
  return { firstFrame, tokens, tokensDevelopment, memory };
}

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** The per-token goal is judged by the median, as every figure is quoted; mean and p95 are printed beside it. */
export const tokenGoalMet = (t: Pick<TokenCost, 'medianMs'>) => t.medianMs <= TOKEN_GOAL_MS;

export function screenLines({ firstFrame: f, tokens: t, tokensDevelopment: tp, memory: m }: ScreenBench): string[] {
  const first =
    'skipped' in f
      ? `  first frame of play         skipped: ${f.skipped}`
      : `  first frame of play         ${f.medianMs.toFixed(0)} ms median of ${f.runsMs.length} (${f.tool}; runs ${f.runsMs.map((x) => x.toFixed(0)).join(', ')}; PTY harness alone ${f.harnessMs.toFixed(0)} ms)   goal ≤ ${FIRST_FRAME_GOAL_MS} ms: ${verdict(f.medianMs <= FIRST_FRAME_GOAL_MS)}`;
  return [
    `\nScreen: Ink at ${COLUMNS}×${ROWS}, werewolf, bots`,
    first,
    `  render per streamed token    (bundled) ${t.medianMs.toFixed(2)} ms median (mean ${t.meanMs.toFixed(2)} ms, p95 ${t.p95Ms.toFixed(2)} ms; ${t.tokens} tokens over ${t.transcriptItems} transcript items, ${(t.bytesPerFrame / 1024).toFixed(1)} KB written per frame${t.noFrame ? `; ${t.noFrame} drew nothing` : ''})   goal ≤ ${TOKEN_GOAL_MS} ms median: ${verdict(tokenGoalMet(t))}`,
    `    same unbundled, React development build ${tp.medianMs.toFixed(2)} ms median (mean ${tp.meanMs.toFixed(2)} ms, p95 ${tp.p95Ms.toFixed(2)} ms)   (for comparison; the bundled CLI runs the production build)`,
    `  peak memory, ${m.days}-day game     RSS ${m.peakRssMb.toFixed(1)} MB, heap ${m.peakHeapMb.toFixed(1)} MB (at start ${m.baseRssMb.toFixed(1)} / ${m.baseHeapMb.toFixed(1)} MB; heap kept at the end ${m.endHeapMb.toFixed(1)} MB; ${m.events} events, ${m.transcriptItems} transcript items, ${m.seconds.toFixed(1)} s)${m.days >= 10 ? '' : '   NOT 10 days'}`,
  ];
}
