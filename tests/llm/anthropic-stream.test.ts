import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DUMMY_KEY, providerFailure, providerFor, useFakeServer } from './support.js';

const server = useFakeServer();

const Answer = z.object({ reasoning: z.string(), vote: z.number().int() });

describe('anthropic provider: streaming', () => {
  it('passes text deltas to onText in order and returns the whole text with usage', async () => {
    const text = '{"reasoning": "Seat 3 hesitated when asked", "vote": 3}';
    server.current.enqueue({ kind: 'sse', text, chunkSize: 5 });
    const deltas: string[] = [];
    const result = await providerFor(server.current).complete({ system: 'rules', user: 'vote now', onText: (d) => deltas.push(d) });

    expect(deltas.length).toBe(Math.ceil(text.length / 5));
    expect(deltas.join('')).toBe(text);
    expect(result.text).toBe(text);
    expect(result.stopReason).toBe('end_turn');
    expect(result.usage.output).toBe(Math.ceil(text.length / 4));
    expect(result.usage.input).toBeGreaterThan(0);
  });

  it('sends a structured request: output_config from the zod schema, a cached system block, both keys headers', async () => {
    await providerFor(server.current).complete({ system: 'You are seat 4.', user: 'Night 1.', schema: Answer, maxTokens: 300 });
    const [req] = server.current.requests;

    expect(req?.stream).toBe(true);
    expect(req?.body.max_tokens).toBe(300);
    expect(req?.system).toEqual([{ type: 'text', text: 'You are seat 4.', cache_control: { type: 'ephemeral' } }]);
    expect(req?.messages).toEqual([{ role: 'user', content: 'Night 1.' }]);
    expect(req?.outputConfig).toMatchObject({
      format: { type: 'json_schema', schema: { type: 'object', properties: { reasoning: { type: 'string' } } } },
    });
    expect(req?.headers.authorization).toBe(`Bearer ${DUMMY_KEY}`);
    expect(req?.headers['anthropic-version']).toBe('2026-10-21');
  });

  it('leaves output_config out when no schema is given, and an empty system prompt out entirely', async () => {
    await providerFor(server.current).complete({ system: '', user: 'hello' });
    const [req] = server.current.requests;
    expect(req?.outputConfig).toBeUndefined();
    expect(req?.system).toBeUndefined();
  });

  it('reports cache writes on the first call and cache reads once the same system prompt comes again', async () => {
    const provider = providerFor(server.current);
    const system = 'Werewolf rules. '.repeat(300); // 1,200 tokens: above the 1,024 a prefix needs to be cached
    const first = await provider.complete({ system, user: 'day 1' });
    const second = await provider.complete({ system, user: 'day 2' });

    expect(first.usage.cacheWrite).toBe(Math.ceil(system.length / 4));
    expect(first.usage.cacheRead).toBe(0);
    expect(second.usage.cacheRead).toBe(Math.ceil(system.length / 4));
    expect(second.usage.cacheWrite).toBe(0);
    expect(provider.totalUsage.cacheRead).toBe(second.usage.cacheRead);
    expect(provider.totalUsage.output).toBe(first.usage.output + second.usage.output);
  });

  it('caches the stable start of the user turn behind the system prompt, and never a prefix under 1,024 tokens', async () => {
    const provider = providerFor(server.current);
    const system = 'Werewolf rules. '.repeat(300);
    const days = 'Day 1: Seat 3 (Ada) votes Seat 5 (Hugo). '.repeat(40);
    await provider.complete({ system, userPrefix: days, user: 'vote now' });
    const [req] = server.current.requests;
    expect(req?.messages).toEqual([
      {
        role: 'user',
        content: [
          { type: 'text', text: days, cache_control: { type: 'ephemeral' } },
          { type: 'text', text: 'vote now' },
        ],
      },
    ]);
    const again = await provider.complete({ system, userPrefix: days, user: 'speak now' });
    expect(again.usage.cacheRead).toBe(Math.ceil((system.length + days.length) / 4));
    const short = await provider.complete({ system: 'Short rules.', user: 'u' });
    const shortAgain = await provider.complete({ system: 'Short rules.', user: 'u2' });
    expect(short.usage.cacheWrite + shortAgain.usage.cacheRead).toBe(0);
  });

  it('misses the cache when the schema changes: output_config is part of the cached prompt', async () => {
    const provider = providerFor(server.current);
    const system = 'Werewolf rules. '.repeat(300);
    await provider.complete({ system, user: 'a', schema: Answer });
    const same = await provider.complete({ system, user: 'b', schema: Answer });
    const other = await provider.complete({ system, user: 'c', schema: Answer.extend({ extra: z.string() }) });
    expect(same.usage.cacheRead).toBeGreaterThan(1000);
    expect(other.usage.cacheRead).toBe(0);
    expect(other.usage.cacheWrite).toBeGreaterThan(1000);
  });

  it('runs independent calls side by side rather than one after another', async () => {
    server.current.setDefault(() => ({ kind: 'sse', text: '{"vote": 1}', delayMs: 250 }));
    const provider = providerFor(server.current);
    const started = Date.now();
    await Promise.all([1, 2, 3].map((n) => provider.complete({ system: 's', user: `seat ${n}` })));
    const elapsed = Date.now() - started;

    expect(server.current.requests).toHaveLength(3);
    expect(elapsed).toBeLessThan(600);
  });

  it("stops with kind 'aborted' when the caller's signal fires mid-stream, and closes the connection", async () => {
    server.current.enqueue({ kind: 'stall', afterChunks: 1 });
    const controller = new AbortController();
    const call = providerFor(server.current).complete({
      system: 's',
      user: 'u',
      signal: controller.signal,
      onText: () => controller.abort(),
    });
    const err = await providerFailure(call);

    expect(err.kind).toBe('aborted');
    await server.current.until(() => server.current.requests[0]?.closedEarly === true);
  });

  it('does not send at all when the signal has already fired', async () => {
    const err = await providerFailure(providerFor(server.current).complete({ system: 's', user: 'u', signal: AbortSignal.abort() }));
    expect(err.kind).toBe('aborted');
    expect(server.current.requests).toHaveLength(0);
  });

  it('hands back an exception thrown by onText untouched: a caller bug, not a provider failure', async () => {
    const bug = new RangeError('screen went away');
    const call = providerFor(server.current).complete({
      system: 's',
      user: 'u',
      onText: () => {
        throw bug;
      },
    });
    await expect(call).rejects.toBe(bug);
  });
});
