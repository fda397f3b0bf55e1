// LLM-path benchmark against the local fake Anthropic server answering each call after a fixed delay:
// wall time over the critical path, prompt growth across days, the cached share, calls and tokens.
import { FailurePolicy } from '../ai/failover.js';
import { aiSeats } from '../ai/seats.js';
import { runGame } from '../engine/game.js';
import type { GameEvent } from '../engine/events.js';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createAnthropicProvider } from '../llm/anthropic.js';
import { createTable } from '../table/setup.js';

/** Steps whose decisions are asked at once; the rest are one seat after another. */
const PARALLEL = new Set(['sheriff_run', 'opt_out', 'sheriff_election', 'vote', 'pk_vote']);
/** Night steps asked beside the werewolves' talk. */
const BESIDE_WOLVES = new Set(['guard', 'seer']);

/** The critical path in model calls: sequential steps add up, a concurrent round counts once (its slowest seat). */
export function criticalCalls(events: readonly GameEvent[]): number {
  let total = 0;
  let night = { wolves: 0, beside: 0 };
  let step = '';
  let perSeat = new Map<number, number>();
  const close = () => {
    const calls = [...perSeat.values()];
    const sum = calls.reduce((a, b) => a + b, 0);
    if (step === 'werewolves') night.wolves += sum;
    else if (BESIDE_WOLVES.has(step)) night.beside = Math.max(night.beside, ...calls, 0);
    else total += PARALLEL.has(step) ? Math.max(0, ...calls) : sum;
    perSeat = new Map();
  };
  for (const e of events) {
    if (e.type === 'phase_started') {
      close();
      step = e.step as string;
      if (e.phase === e.step) {
        total += Math.max(night.wolves, night.beside);
        night = { wolves: 0, beside: 0 };
      }
      continue;
    }
    const attempt =
      e.type === 'think' || e.type === 'refused' || (e.type === 'defaulted' && String(e.reason).startsWith('no answer'));
    if (attempt) perSeat.set(e.seat as number, (perSeat.get(e.seat as number) ?? 0) + 1);
  }
  close();
  return total + Math.max(night.wolves, night.beside);
}

export interface LlmBench {
  wallOverCritical: number;
  lastDayOverFirst: number;
  cachedShare: number;
  calls: number;
  inputTokens: number;
  wallSeconds: number;
  criticalSeconds: number;
}

/** The fake server in its own process, as a real model server would be: its work is not ours. */
export async function serverProcess(flags: string[]): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const bin = fileURLToPath(new URL('../../bin/nightfall.js', import.meta.url));
  const child = spawn(process.execPath, [bin, 'fake-server', ...flags], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`fake server exited (${code})`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    pid: child.pid!,
    stop: () => {
      child.kill('SIGINT');
      return exited;
    },
  };
}

export async function llmGame(seed: number, delayMs: number, chunk = 12): Promise<LlmBench> {
  const server = await serverProcess(['--delay', String(delayMs), '--chunk', String(chunk)]);
  try {
    const provider = createAnthropicProvider({ apiKey: 'bench', baseURL: server.url, model: 'claude-sonnet-5-5', maxRetries: 0 });
    const policy = new FailurePolicy(async () => 'bots', () => {});
    const seats = aiSeats({ mode: 'claude', provider, policy, seed, concurrency: 12 });
    const started = performance.now();
    const { events } = await runGame(createTable({ preset: 'werewolf', seed, aiFor: seats.aiFor }));
    const wall = (performance.now() - started) / 1000;
    const critical = (criticalCalls(events) * delayMs) / 1000;
    // Input tokens per call as the server counted them: fresh input plus cache reads and writes.
    const calls = seats.usage.calls;
    const inputOf = (c: (typeof calls)[number]) => c.input + c.cacheRead + c.cacheWrite;
    const input = calls.reduce((a, c) => a + inputOf(c), 0);
    const cacheRead = calls.reduce((a, c) => a + c.cacheRead, 0);
    const rounds = [...new Set(calls.map((c) => c.round))].sort((a, b) => a - b);
    const mean = (round: number) => {
      const xs = calls.filter((c) => c.round === round).map(inputOf);
      return xs.reduce((a, b) => a + b, 0) / xs.length;
    };
    return {
      wallOverCritical: wall / critical,
      lastDayOverFirst: mean(rounds.at(-1)!) / mean(rounds[0]!),
      cachedShare: cacheRead / input,
      calls: calls.length,
      inputTokens: input,
      wallSeconds: wall,
      criticalSeconds: critical,
    };
  } finally {
    server.stop();
  }
}
