import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createAnthropicProvider } from '../../src/llm/anthropic.js';
import { errorBody, startFakeAnthropic } from '../../src/fake-anthropic/server.js';
import { DUMMY_KEY, providerFailure, providerFor, useFakeServer } from './support.js';

const server = useFakeServer();

/** A port with nothing listening on it: bind one, then let it go. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('anthropic provider: failures after the SDK has done its retries', () => {
  it('gets through a 429 by the SDK retry alone: exactly two requests', async () => {
    server.current.enqueue({ kind: 'status', status: 429, retryAfterMs: 5 }, { kind: 'sse', text: '{"vote": 4}' });
    const result = await providerFor(server.current).complete({ system: 's', user: 'u' });

    expect(result.text).toBe('{"vote": 4}');
    expect(server.current.requests.map((r) => r.reply)).toEqual(['status', 'sse']);
    expect(server.current.requests[1]?.headers['x-stainless-retry-count']).toBe('1');
  });

  it("gives 'rate_limited' when the 429s outlast the retries", async () => {
    server.current.setDefault(() => ({ kind: 'status', status: 429, retryAfterMs: 5 }));
    const err = await providerFailure(providerFor(server.current, { maxRetries: 1 }).complete({ system: 's', user: 'u' }));

    expect(err).toMatchObject({ kind: 'rate_limited', status: 429 });
    expect(server.current.requests).toHaveLength(2);
  });

  it("gives 'server' after 500 three times (maxRetries 2 means three tries)", async () => {
    server.current.setDefault(() => ({ kind: 'status', status: 500, retryAfterMs: 5 }));
    const err = await providerFailure(providerFor(server.current, { maxRetries: 2 }).complete({ system: 's', user: 'u' }));

    expect(err).toMatchObject({ kind: 'server', status: 500 });
    expect(err.message).toMatch(/after 3 tries/);
    expect(server.current.requests).toHaveLength(3);
  });

  it("gives 'server' for 529 overloaded", async () => {
    server.current.setDefault(() => ({ kind: 'status', status: 529, retryAfterMs: 5 }));
    const err = await providerFailure(providerFor(server.current, { maxRetries: 0 }).complete({ system: 's', user: 'u' }));
    expect(err).toMatchObject({ kind: 'server', status: 529 });
  });

  it("gives 'auth' on 401 after one request, and keeps the key out of the message even when the server echoes it", async () => {
    server.current.setDefault(() => ({ kind: 'status', status: 401, body: errorBody(401, `invalid x-api-key: ${DUMMY_KEY}`) }));
    const err = await providerFailure(providerFor(server.current).complete({ system: 's', user: 'u' }));

    expect(err).toMatchObject({ kind: 'auth', status: 401 });
    expect(server.current.requests).toHaveLength(1);
    expect(err.message).not.toContain(DUMMY_KEY);
    expect(err.message).toContain('[redacted key]');
    expect(JSON.stringify(err.cause ?? null)).not.toContain(DUMMY_KEY);
  });

  it("gives 'auth' from a server that wants a different key", async () => {
    await server.current.close();
    server.current = await startFakeAnthropic({ requireKey: 'sk-the-right-one-000000' });
    const err = await providerFailure(providerFor(server.current).complete({ system: 's', user: 'u' }));

    expect(err.kind).toBe('auth');
    expect(server.current.requests.map((r) => r.reply)).toEqual(['unauthorized']);
  });

  it("gives 'auth' before any request when there is no key at all", () => {
    expect(() => createAnthropicProvider({ apiKey: '', baseURL: server.current.url, model: 'm' })).toThrow(/no API key/);
  });

  it("gives 'unreachable' when nothing listens on the port", async () => {
    const port = await closedPort();
    const provider = createAnthropicProvider({ apiKey: DUMMY_KEY, baseURL: `http://127.0.0.1:${port}`, model: 'm', maxRetries: 0 });
    const err = await providerFailure(provider.complete({ system: 's', user: 'u' }));

    expect(err.kind).toBe('unreachable');
    expect(err.message).toContain('ECONNREFUSED');
    expect(err.message).toContain(`127.0.0.1:${port}`);
  });

  it('gives the kind an `event: error` names when it arrives mid-stream, after the first deltas were delivered', async () => {
    server.current.enqueue({ kind: 'error-mid-stream', after: 2 });
    const deltas: string[] = [];
    const err = await providerFailure(providerFor(server.current).complete({ system: 's', user: 'u', onText: (d) => deltas.push(d) }));

    expect(err.kind).toBe('server');
    expect(err.message).toContain('overloaded_error');
    expect(deltas).toHaveLength(2);
    expect(server.current.requests).toHaveLength(1);
  });

  it("maps a mid-stream rate_limit_error event to 'rate_limited'", async () => {
    server.current.enqueue({ kind: 'error-mid-stream', after: 1, errorType: 'rate_limit_error' });
    const err = await providerFailure(providerFor(server.current).complete({ system: 's', user: 'u' }));
    expect(err.kind).toBe('rate_limited');
  });

  it("gives 'stalled' when the stream goes quiet for idleTimeoutMs, and hangs up on the server", async () => {
    server.current.enqueue({ kind: 'stall', afterChunks: 2 });
    const deltas: string[] = [];
    const started = Date.now();
    const err = await providerFailure(
      providerFor(server.current, { idleTimeoutMs: 300 }).complete({ system: 's', user: 'u', onText: (d) => deltas.push(d) }),
    );
    const elapsed = Date.now() - started;

    expect(err.kind).toBe('stalled');
    expect(deltas).toHaveLength(2);
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1500);
    await server.current.until(() => server.current.requests[0]?.closedEarly === true);
  });

  it("gives 'stalled' when response headers never come within headerTimeoutMs", async () => {
    server.current.enqueue({ kind: 'sse', text: 'late', delayMs: 2000 });
    const provider = providerFor(server.current, { headerTimeoutMs: 200, maxRetries: 0 });
    const err = await providerFailure(provider.complete({ system: 's', user: 'u' }));
    expect(err.kind).toBe('stalled');
  });

  it('reports a dropped connection as a lost connection, not as a finished answer', async () => {
    server.current.enqueue({ kind: 'drop', afterChunks: 3 });
    const deltas: string[] = [];
    const err = await providerFailure(providerFor(server.current).complete({ system: 's', user: 'u', onText: (d) => deltas.push(d) }));

    expect(err.kind).toBe('server'); // mid-answer: the server is there, so it is not 'unreachable'
    expect(err.message).toMatch(/lost|ended/);
    expect(deltas).toHaveLength(3);
  });

  it("gives 'server' for a stream that closes cleanly without message_stop", async () => {
    // A JSON body where SSE was asked for: the SDK finds no events in it.
    server.current.enqueue({ kind: 'json', text: 'not streamed' });
    const err = await providerFailure(providerFor(server.current).complete({ system: 's', user: 'u' }));
    expect(err.kind).toBe('server');
  });
});
