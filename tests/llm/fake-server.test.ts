// The fake server must look like the real API to a plain HTTP client too, or the provider tests prove nothing.
import { describe, expect, it } from 'vitest';
import { startFakeAnthropic } from '../../src/fake-anthropic/server.js';
import { fakeAnswer } from '../../src/fake-anthropic/model.js';
import { DEFAULT_FAULTS, FAULT_KINDS, FAULT_NAMES, withFaults, type FaultKind } from '../../src/fake-anthropic/faults.js';
import type { FakeReply } from '../../src/fake-anthropic/replies.js';
import { useFakeServer } from './support.js';

const server = useFakeServer();

const post = (url: string, headers: Record<string, string>, body: unknown, signal?: AbortSignal) =>
  fetch(`${url}/v1/messages`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), ...(signal ? { signal } : {}) });

const request = { model: 'm', max_tokens: 10, stream: true, messages: [{ role: 'user', content: 'hi' }] };

describe('fake Anthropic server', () => {
  it('streams the event sequence of the real API', async () => {
    server.current.enqueue({ kind: 'sse', text: 'abcdef', chunkSize: 4 });
    const body = await (await post(server.current.url, { 'x-api-key': 'k' }, request)).text();
    const events = [...body.matchAll(/^event: (\S+)$/gm)].map((m) => m[1]);

    expect(events).toEqual([
      'message_start',
      'content_block_start',
      'ping',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    const deltas = [...body.matchAll(/^data: (.*"content_block_delta".*)$/gm)].map((m) => JSON.parse(m[1] ?? '').delta);
    expect(deltas).toEqual([
      { type: 'text_delta', text: 'abcd' },
      { type: 'text_delta', text: 'ef' },
    ]);
  });

  it('accepts x-api-key as well as a bearer token when a key is required, and 401s anything else', async () => {
    await server.current.close();
    server.current = await startFakeAnthropic({ requireKey: 'sk-right' });
    const { url } = server.current;

    expect((await post(url, { 'x-api-key': 'sk-right' }, request)).status).toBe(200);
    expect((await post(url, { authorization: 'Bearer sk-right' }, request)).status).toBe(200);
    const refused = await post(url, { 'x-api-key': 'sk-wrong' }, request);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ type: 'error', error: { type: 'authentication_error' } });
  });

  it('sends retry-after-ms with a status reply and records when each request arrived and ended', async () => {
    server.current.enqueue({ kind: 'status', status: 429, retryAfterMs: 1500 });
    const res = await post(server.current.url, {}, request);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after-ms')).toBe('1500');
    await server.current.until(() => server.current.requests[0]?.endedAt !== undefined);
    const [rec] = server.current.requests;
    expect(rec?.endedAt).toBeGreaterThanOrEqual(rec?.receivedAt ?? Infinity);
  });

  it('answers a non-streaming request with a whole message', async () => {
    server.current.enqueue({ kind: 'json', text: '{"vote": 1}' });
    const message = (await (await post(server.current.url, {}, { ...request, stream: false })).json()) as { usage: unknown };
    expect(message).toMatchObject({ type: 'message', role: 'assistant', content: [{ type: 'text', text: '{"vote": 1}' }], stop_reason: 'end_turn' });
    expect(message.usage).toHaveProperty('cache_read_input_tokens', 0);
  });

  it('paces an answer at a token rate: the whole text arrives, in several deltas, with the stop reason asked for', async () => {
    // 100 characters at 20 tokens (80 characters) a second: over a second, so even a loaded machine sends it in parts.
    const text = 'x'.repeat(100);
    server.current.enqueue({ kind: 'sse', text, tokensPerSecond: 20, firstTokenMs: 5, stopReason: 'max_tokens' });
    const body = await (await post(server.current.url, {}, request)).text();
    const deltas = [...body.matchAll(/^data: (.*"content_block_delta".*)$/gm)].map((m) => JSON.parse(m[1] ?? '').delta.text as string);
    expect(deltas.join('')).toBe(text);
    expect(deltas.length).toBeGreaterThan(1);
    expect(body).toContain('"stop_reason":"max_tokens"');
  });

  it('answers a schema at realistic lengths: notes as sentences, scores for several seats, a speech of some length', () => {
    const schema = {
      type: 'object',
      properties: {
        new_events: { type: 'array', items: { type: 'string' } },
        suspicion_updates: { type: 'array', items: { type: 'object', properties: { seat: { type: 'integer' }, suspicion: { type: 'number' } } } },
        speech: { type: 'string' },
        target: { type: 'string', enum: ['3', 'abstain'] },
      },
    };
    const req = { messages: [{ role: 'user', content: 'Day 1.' }], outputConfig: { format: { schema } } } as never;
    const short = JSON.parse(fakeAnswer(req));
    const long = JSON.parse(fakeAnswer(req, { realistic: true }));
    expect(long.target).toBe('3');
    expect(long.new_events).toHaveLength(4);
    expect(long.suspicion_updates.map((s: { seat: number }) => s.seat)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(long.speech.split(' ').length).toBe(60);
    expect(JSON.stringify(long).length).toBeGreaterThan(5 * JSON.stringify(short).length);
    expect(fakeAnswer(req, { realistic: true })).toBe(JSON.stringify(long)); // the same request, the same answer
  });

  it('at realistic lengths, writes each field as long as the question asks: one sentence for a vote, 2–4 before a speech, fully at night', () => {
    const schema = { type: 'object', properties: { reasoning: { type: 'string', description: 'The question says how long.' }, choice: { type: 'string' } } };
    const words = (line: string) => {
      const req = { messages: [{ role: 'user', content: `Day 2 vote.\nAnswer with one JSON object: ${line}` }], outputConfig: { format: { schema } } } as never;
      return (JSON.parse(fakeAnswer(req, { realistic: true })) as { reasoning: string }).reasoning.split(' ').length;
    };
    expect(words('"reasoning" (one sentence), "choice"')).toBe(25);
    expect(words('"reasoning" (2–4 sentences: what you make of the table, what the speech must do), "speech"')).toBe(60);
    expect(words('"reasoning" (as fully as it needs), "choice"')).toBe(110);
  });

  it('thinks before the first word: pings, then the text', async () => {
    server.current.enqueue({ kind: 'sse', text: 'abc', thinkMs: 300, pingEveryMs: 100 });
    const started = Date.now();
    const body = await (await post(server.current.url, { 'x-api-key': 'k' }, request)).text();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    const events = [...body.matchAll(/^event: (\S+)$/gm)].map((m) => m[1]);
    expect(events.slice(0, 6)).toEqual(['message_start', 'content_block_start', 'ping', 'ping', 'ping', 'ping']);
    expect(events.indexOf('content_block_delta')).toBe(6);
  });

  it('never answers (hang) until the client gives up, or drops the connection before any reply (reset)', async () => {
    server.current.enqueue({ kind: 'hang' }, { kind: 'reset' });
    const gaveUp = await post(server.current.url, { 'x-api-key': 'k' }, request, AbortSignal.timeout(300)).catch((e: Error) => e.name);
    expect(gaveUp).toBe('TimeoutError');
    await server.current.until(() => server.current.requests[0]?.closedEarly === true);
    const reset = await post(server.current.url, { 'x-api-key': 'k' }, request).catch((e: Error) => e.message);
    expect(reset).toBe('fetch failed');
    expect(server.current.requests.map((r) => r.reply)).toEqual(['hang', 'reset']);
  });

  it('--faults breaks about that share of answers with each kind of fault, the same ones for the same seed', () => {
    const ok: FakeReply = { kind: 'sse', text: '{}', delayMs: 5 };
    const run = (pct: number, seed: number, kinds?: readonly FaultKind[]) => Array.from({ length: 2000 }, () => 0).map(((f) => () => f(ok))(withFaults(pct, seed, kinds)));
    const broken = run(20, 1).filter((r) => r.kind !== 'sse');
    expect(broken.length).toBeGreaterThan(300);
    expect(broken.length).toBeLessThan(500);
    const same = (r: FakeReply, f: FakeReply) => r.kind === f.kind && ('status' in r ? r.status === (f as { status?: number }).status : true);
    for (const kind of DEFAULT_FAULTS) expect(broken.some((r) => same(r, FAULT_KINDS[kind](ok)))).toBe(true);
    expect(broken.every((r) => r.delayMs === 5)).toBe(true); // a fault keeps the answer's latency
    expect(run(20, 1)).toEqual(run(20, 1));
    expect(run(20, 2)).not.toEqual(run(20, 1));
    expect(run(0, 1).every((r) => r === ok)).toBe(true);
    // --fault-kinds: every kind can be asked for; a slow start is the answer itself, after 45 s of pings.
    const all = run(50, 3, FAULT_NAMES);
    for (const kind of FAULT_NAMES) expect(all.some((r) => same(r, FAULT_KINDS[kind](ok)) && (kind !== 'slow-start' || (r.kind === 'sse' && r.thinkMs === 45_000)))).toBe(true);
    expect(all.filter((r) => r.kind === 'status' && r.status === 429).every((r) => r.kind === 'status' && r.retryAfterMs === 5000)).toBe(true);
  });
});
