// The model path at a real model's speed: the fake server (its own process) streams each answer at a
// token rate after a first-token delay, at realistic lengths. Measured: game wall time, the longest
// time a person in `play` sees nothing new, a speaker's first words after its turn begins, output
// tokens per call by decision kind, input tokens per game and the cached share.
import { FailurePolicy } from '../ai/failover.js';
import { aiSeats } from '../ai/seats.js';
import { runGame } from '../engine/game.js';
import { decorate } from '../engine/decorate.js';
import type { Participant } from '../engine/participant.js';
import { makeRenderer } from '../engine/render.js';
import { rngFor } from '../engine/rng.js';
import { canSee } from '../engine/view.js';
import { createAnthropicProvider } from '../llm/anthropic.js';
import { createTable } from '../table/setup.js';
import { median } from './engine.js';
import { serverProcess } from './llm.js';

export interface Speed {
  firstTokenMs: number;
  tokensPerSecond: number;
}

export interface SpeedBench {
  /** watch: the model in all 12 seats; play: in 11, a person (an instant bot) in the 12th. */
  mode: 'watch' | 'play';
  seed: number;
  wallSeconds: number;
  days: number;
  calls: number;
  inputTokens: number;
  cachedShare: number;
  /** The smallest prefix read back from the cache: at or above a model's minimum (2,048 tokens on some), or nothing is cached. */
  smallestCachedPrefix: number;
  outputTokens: number;
  outputByKind: Record<string, { calls: number; mean: number }>;
  defaulted: number;
  /** play: the longest time with nothing new on the person's screen (a transcript line or streamed words). */
  longestGapSeconds?: number;
  /** play: seconds from a day speaker's turn to its first words on screen. */
  firstWords?: { count: number; medianSeconds: number; maxSeconds: number; within4s: number };
}

export async function speedGame(seed: number, speed: Speed, mode: 'watch' | 'play'): Promise<SpeedBench> {
  const server = await serverProcess(['--delay', '0', '--realistic', '--rate', String(speed.tokensPerSecond), '--first-token', String(speed.firstTokenMs)]);
  try {
    const provider = createAnthropicProvider({ apiKey: 'bench', baseURL: server.url, model: 'claude-sonnet-5-5', maxRetries: 0 });
    const policy = new FailurePolicy(async () => 'bots', () => {});
    const person = mode === 'play' ? rngFor(seed, 0, 'human-seat').int(12) + 1 : null;
    const turnStart = new Map<number, number>();
    const firstWords: number[] = [];
    const timed = (seat: number, inner: Participant): Participant =>
      decorate(inner, (next, system, user, extra) => {
        if (extra.request.freeText && extra.attempt === 1 && extra.request.view.phase !== 'night') turnStart.set(seat, performance.now());
        return next(system, user, extra);
      });
    const seats = aiSeats({ mode: 'claude', provider, policy, seed, concurrency: 12, wrap: timed });
    let last = performance.now();
    let longestGap = 0;
    const seen = () => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    };
    const setup = createTable({
      preset: 'werewolf',
      seed,
      aiFor: (seat, persona) => (seat === person ? undefined : seats.aiFor(seat, persona)),
      onStream: (seat, chunk) => {
        if (chunk.channel !== 'say') return;
        const t = turnStart.get(seat);
        if (t !== undefined) {
          firstWords.push((performance.now() - t) / 1000);
          turnStart.delete(seat);
        }
        if (person !== null) seen();
      },
      onEvent: (e, state) => {
        if (person !== null && canSee(state.core, person, e.vis) && render.line(e) !== null) seen();
      },
    });
    const render = makeRenderer(setup.ruleset, (s) => setup.seats[s - 1]?.name ?? `#${s}`);
    const started = performance.now();
    last = started;
    const { events, state } = await runGame(setup);
    const wall = (performance.now() - started) / 1000;
    const calls = seats.usage.calls;
    const input = calls.reduce((a, c) => a + c.input + c.cacheRead + c.cacheWrite, 0);
    const byKind: Record<string, number[]> = {};
    for (const c of calls) (byKind[c.kind] ??= []).push(c.output);
    return {
      mode,
      seed,
      wallSeconds: wall,
      days: state.core.day,
      calls: calls.length,
      inputTokens: input,
      cachedShare: calls.reduce((a, c) => a + c.cacheRead, 0) / input,
      smallestCachedPrefix: Math.min(...calls.filter((c) => c.cacheRead > 0).map((c) => c.cacheRead)),
      outputTokens: calls.reduce((a, c) => a + c.output, 0),
      outputByKind: Object.fromEntries(Object.entries(byKind).map(([k, xs]) => [k, { calls: xs.length, mean: xs.reduce((a, b) => a + b, 0) / xs.length }])),
      defaulted: events.filter((e) => e.type === 'defaulted').length,
      ...(person !== null
        ? {
            longestGapSeconds: longestGap / 1000,
            firstWords: {
              count: firstWords.length,
              medianSeconds: median(firstWords),
              maxSeconds: Math.max(0, ...firstWords),
              within4s: firstWords.filter((s) => s <= 4).length / Math.max(1, firstWords.length),
            },
          }
        : {}),
    };
  } finally {
    server.stop();
  }
}

/** The report's lines for a set of runs. */
export function speedLines(speed: Speed, runs: SpeedBench[]): string[] {
  const out: string[] = [`\nLLM path at a model's speed: ${speed.tokensPerSecond} tokens/s, first token after ${speed.firstTokenMs} ms, realistic answer lengths`];
  for (const r of runs) {
    out.push(
      `  ${r.mode} seed ${r.seed}: ${r.wallSeconds.toFixed(0)} s for ${r.days} days (${(r.wallSeconds / r.days).toFixed(0)} s a day), ${r.calls} calls, ` +
        `input ${r.inputTokens} tokens (${(r.inputTokens / r.calls).toFixed(0)} a call, ${(100 * r.cachedShare).toFixed(1)}% cached, smallest cached prefix ${r.smallestCachedPrefix}), ` +
        `output ${r.outputTokens} (${(r.outputTokens / r.calls).toFixed(0)} a call), ${r.defaulted} defaulted`,
    );
    if (r.longestGapSeconds !== undefined && r.firstWords) {
      const f = r.firstWords;
      out.push(
        `    play: longest wait with nothing new on screen ${r.longestGapSeconds.toFixed(1)} s; a speaker's first words after its turn: ` +
          `median ${f.medianSeconds.toFixed(1)} s, max ${f.maxSeconds.toFixed(1)} s, ${(100 * f.within4s).toFixed(0)}% within 4 s (${f.count} speeches)`,
      );
    }
    const kinds = Object.entries(r.outputByKind).sort((a, b) => b[1].calls - a[1].calls);
    out.push(`    output tokens a call by kind: ${kinds.map(([k, v]) => `${k} ${v.mean.toFixed(0)} (×${v.calls})`).join(', ')}`);
  }
  return out;
}
