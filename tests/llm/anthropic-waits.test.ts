// How long a call may wait, and for what: the first byte, silence once the answer's stream is open (the
// API's pings count as life), and the first word. Each failure ends, in a time bounded here generously.
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIRST_TOKEN_TIMEOUT_MS, DEFAULT_HEADER_TIMEOUT_MS, DEFAULT_IDLE_TIMEOUT_MS, DEFAULT_MAX_RETRIES } from '../../src/llm/anthropic.js';
import type { CallProgress } from '../../src/llm/provider.js';
import { providerFailure, providerFor, useFakeServer } from './support.js';
import { timed } from '../helpers/timed.js';

const server = useFakeServer();

describe('anthropic provider: waits that end', () => {
  it('by default: 20 s for the first byte, two tries a call, 30 s of silence, 120 s for the first word', () => {
    expect([DEFAULT_HEADER_TIMEOUT_MS, DEFAULT_MAX_RETRIES, DEFAULT_IDLE_TIMEOUT_MS, DEFAULT_FIRST_TOKEN_TIMEOUT_MS]).toEqual([20_000, 1, 30_000, 120_000]);
  });

  it('a model that thinks longer than the silence limit before its first word is not cut: its pings are life', async () => {
    server.current.enqueue({ kind: 'sse', text: '{"vote": 3}', thinkMs: 900, pingEveryMs: 100 });
    const seen: CallProgress[] = [];
    const result = await providerFor(server.current, { idleTimeoutMs: 300 }).complete({ system: 's', user: 'u', onProgress: (p) => seen.push(p) });
    expect(result.text).toBe('{"vote": 3}');
    expect(server.current.requests).toHaveLength(1);
    expect(seen).toEqual([{ stage: 'open' }]);
  });

  it('as the issue saw it, at the real limits: 45 s of pings before the first token, then the answer', async () => {
    server.current.enqueue({ kind: 'sse', text: '{"vote": 5}', thinkMs: 45_000, pingEveryMs: 10_000 });
    const [result, seconds] = await timed(() => providerFor(server.current).complete({ system: 's', user: 'u' }));
    expect(result.text).toBe('{"vote": 5}');
    expect(server.current.requests).toHaveLength(1);
    expect(seconds).toBeGreaterThanOrEqual(44);
    expect(seconds).toBeLessThan(120);
  }, 300_000);

  it('a stream that pings and never writes a word ends at the first-word limit, as unanswered-but-open', async () => {
    server.current.enqueue({ kind: 'sse', text: 'never', thinkMs: 60_000, pingEveryMs: 100 });
    const [err, seconds] = await timed(() => providerFailure(providerFor(server.current, { idleTimeoutMs: 300, firstTokenTimeoutMs: 800 }).complete({ system: 's', user: 'u' })));
    expect(err.kind).toBe('stalled');
    expect(err.message).toMatch(/wrote no word of an answer in 0\.8s/);
    expect(err.unanswered).toBe(false);
    expect(seconds).toBeLessThan(10);
    await server.current.until(() => server.current.requests[0]?.closedEarly === true);
  });

  it('a server that takes the request and never answers: each try ends at the first-byte limit', async () => {
    server.current.setDefault(() => ({ kind: 'hang' }));
    const [err, seconds] = await timed(() => providerFailure(providerFor(server.current, { headerTimeoutMs: 300, maxRetries: 1 }).complete({ system: 's', user: 'u' })));
    expect(err).toMatchObject({ kind: 'stalled', unanswered: true });
    expect(err.message).toMatch(/did not start answering within 0\.3s after 2 tries/);
    expect(server.current.requests).toHaveLength(2);
    expect(seconds).toBeLessThan(10);
  });

  it('a connection dropped before any reply is unanswered, and tried again by the SDK', async () => {
    server.current.setDefault(() => ({ kind: 'reset' }));
    const err = await providerFailure(providerFor(server.current).complete({ system: 's', user: 'u' }));
    expect(err).toMatchObject({ kind: 'unreachable', unanswered: true, permanent: false });
    expect(server.current.requests).toHaveLength(1 + DEFAULT_MAX_RETRIES);
  });

  it("a 429 is told as it comes, with its retry-after; one that outlasts the SDK's retry carries it", async () => {
    server.current.setDefault(() => ({ kind: 'status', status: 429, retryAfterMs: 50 }));
    const seen: CallProgress[] = [];
    const err = await providerFailure(providerFor(server.current).complete({ system: 's', user: 'u', onProgress: (p) => seen.push(p) }));
    expect(err).toMatchObject({ kind: 'rate_limited', unanswered: true, retryAfterMs: 50 });
    expect(seen).toEqual([
      { stage: 'limited', retryAfterMs: 50 },
      { stage: 'limited', retryAfterMs: 50 },
    ]);
  });

  it('an answer broken in the middle is not unanswered: the model was writing', async () => {
    server.current.enqueue({ kind: 'drop', afterChunks: 2 });
    const err = await providerFailure(providerFor(server.current).complete({ system: 's', user: 'u' }));
    expect(err.unanswered).toBe(false);
  });
});
