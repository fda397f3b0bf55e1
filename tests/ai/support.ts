// Whole games with --ai claude against the fake Anthropic server.
import { FailurePolicy, type FailureChoice } from '../../src/ai/failover.js';
import type { ModelWatch } from '../../src/ai/model-watch.js';
import { aiSeats } from '../../src/ai/seats.js';
import { runGame, GameStopped } from '../../src/engine/game.js';
import { fakeAnswer } from '../../src/fake-anthropic/model.js';
import { startFakeAnthropic, type FakeAnthropic, type RecordedRequest } from '../../src/fake-anthropic/server.js';
import { createAnthropicProvider } from '../../src/llm/anthropic.js';
import type { ProviderError } from '../../src/llm/provider.js';
import { createTable } from '../../src/table/setup.js';

export async function fakeServer(delayMs = 0, requireKey?: string, cache?: { minTokens?: number }): Promise<FakeAnthropic> {
  const server = await startFakeAnthropic({ ...(requireKey ? { requireKey } : {}), ...(cache ? { cache } : {}) });
  server.setDefault((req) => ({ kind: 'sse', text: fakeAnswer(req), delayMs, chunkSize: 16 }));
  return server;
}

export interface AiGameOptions {
  preset: string;
  seed: number;
  mode?: 'claude' | 'mixed';
  key?: string;
  idleTimeoutMs?: number;
  choice?: FailureChoice;
  structured?: boolean;
  model?: string;
  maxRetries?: number;
  headerTimeoutMs?: number;
  firstTokenTimeoutMs?: number;
  patienceMs?: number;
  watch?: ModelWatch;
}

export async function playAiGame(server: FakeAnthropic, o: AiGameOptions) {
  const provider = createAnthropicProvider({
    apiKey: o.key ?? 'test-key',
    baseURL: server.url,
    model: o.model ?? 'claude-sonnet-5-5',
    maxRetries: o.maxRetries ?? 2,
    idleTimeoutMs: o.idleTimeoutMs ?? 2000,
    ...(o.headerTimeoutMs !== undefined ? { headerTimeoutMs: o.headerTimeoutMs } : {}),
    ...(o.firstTokenTimeoutMs !== undefined ? { firstTokenTimeoutMs: o.firstTokenTimeoutMs } : {}),
    ...(o.structured === false ? { structured: false } : {}),
  });
  const failures: ProviderError[] = [];
  const controller = new AbortController();
  const policy = new FailurePolicy(
    async (err) => {
      failures.push(err);
      return o.choice ?? 'bots';
    },
    () => controller.abort('stop'),
  );
  const seats = aiSeats({
    mode: o.mode ?? 'claude',
    provider,
    policy,
    seed: o.seed,
    ...(o.watch ? { watch: o.watch } : {}),
    ...(o.patienceMs !== undefined ? { patienceMs: o.patienceMs } : {}),
  });
  const streams: { seat: number; channel: string; text: string }[] = [];
  const setup = createTable({
    preset: o.preset,
    seed: o.seed,
    aiFor: seats.aiFor,
    signal: controller.signal,
    onStream: (seat, c) => streams.push({ seat, ...c }),
  });
  let stopped = false;
  const result = await runGame(setup).catch((err) => {
    if (err instanceof GameStopped) {
      stopped = true;
      return undefined;
    }
    throw err;
  });
  return { result, usage: seats.usage, failures, streams, stopped, setup, modelSeats: seats.modelSeats };
}

export const systemText = (r: RecordedRequest): string =>
  Array.isArray(r.system) ? r.system.map((b) => b.text).join('') : String(r.system ?? '');
/** The whole user turn, its blocks (the cached finished days, the rest) joined. */
export const userText = (r: RecordedRequest): string => {
  const m = r.messages[0] as { content: unknown };
  return typeof m.content === 'string' ? m.content : (m.content as { text: string }[]).map((b) => b.text).join('');
};
export const seatOf = (r: RecordedRequest): number => Number(/You are Seat (\d+)/.exec(systemText(r))?.[1]);
