import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBody } from '../../src/fake-anthropic/server.js';
import { providerFailure, providerFor, useFakeServer } from './support.js';

const server = useFakeServer();

const Vote = z.object({ reasoning: z.string(), vote: z.number() });

/** A server that predates structured output: any request carrying output_config is a 400 naming it. */
function refuseOutputConfig() {
  server.current.setDefault((req) =>
    req.outputConfig === undefined
      ? { kind: 'sse', text: '{"reasoning": "plain JSON", "vote": 2}' }
      : { kind: 'status', status: 400, body: errorBody(400, 'output_config: Extra inputs are not permitted') },
  );
}

describe('anthropic provider: structured-output fallback', () => {
  it('re-sends once without output_config when the server refuses it, and never sends it again', async () => {
    refuseOutputConfig();
    const provider = providerFor(server.current);

    const first = await provider.complete({ system: 's', user: 'day 1', schema: Vote });
    expect(first.text).toContain('plain JSON');
    expect(server.current.requests.map((r) => r.outputConfig !== undefined)).toEqual([true, false]);
    expect(provider.structured).toBe(false);

    await provider.complete({ system: 's', user: 'day 2', schema: Vote });
    expect(server.current.requests).toHaveLength(3);
    expect(server.current.requests[2]?.outputConfig).toBeUndefined();
  });

  it('remembers the refusal for other providers of the same server and model in this process', async () => {
    refuseOutputConfig();
    const first = providerFor(server.current, { model: 'old-local-model' });
    await first.complete({ system: 's', user: 'u', schema: Vote });
    const second = providerFor(server.current, { model: 'old-local-model' });
    await second.complete({ system: 's', user: 'u', schema: Vote });

    expect(server.current.requests.map((r) => r.outputConfig !== undefined)).toEqual([true, false, false]);
  });

  it('never sends output_config when structured output is switched off', async () => {
    await providerFor(server.current, { structured: false }).complete({ system: 's', user: 'u', schema: Vote });
    expect(server.current.requests[0]?.outputConfig).toBeUndefined();
  });

  it('sends a schema the SDK cannot express as JSON Schema without output_config, instead of failing', async () => {
    const Loose = z.object({ note: z.any(), vote: z.string().transform(Number) });
    const result = await providerFor(server.current).complete({ system: 's', user: 'u', schema: Loose });
    expect(result.text).toBe('{"ok":true}');
    expect(server.current.requests[0]?.outputConfig).toBeUndefined();
  });

  it('re-sends once without output_config on a 400 that does not name it (the same system prompt, which asks the format in words), and remembers it', async () => {
    server.current.setDefault((req) =>
      req.outputConfig === undefined ? { kind: 'sse', text: '{"reasoning": "plain JSON", "vote": 2}' } : { kind: 'status', status: 400, body: errorBody(400, 'Invalid request') },
    );
    const provider = providerFor(server.current);
    const first = await provider.complete({ system: 'rules', user: 'u', schema: Vote });
    expect(first.text).toContain('plain JSON');
    expect(server.current.requests.map((r) => r.outputConfig !== undefined)).toEqual([true, false]);
    expect(server.current.requests.map((r) => (r.system as { text: string }[])[0]!.text)).toEqual(['rules', 'rules']);
    expect(provider.structured).toBe(false);
  });

  it("a 400 that the plain request gets too is the request's fault: 'bad_request', structured output kept", async () => {
    server.current.setDefault(() => ({ kind: 'status', status: 400, body: errorBody(400, 'max_tokens: must be at most 64000') }));
    const provider = providerFor(server.current);
    const err = await providerFailure(provider.complete({ system: 's', user: 'u', schema: Vote }));

    expect(err.kind).toBe('bad_request');
    expect(err.status).toBe(400);
    expect(err.message).toContain('max_tokens: must be at most 64000');
    expect(server.current.requests.map((r) => r.outputConfig !== undefined)).toEqual([true, false]);
    expect(provider.structured).toBe(true);
  });

  it('no second request for a 400 that says the account has no credit', async () => {
    server.current.setDefault(() => ({ kind: 'status', status: 400, body: errorBody(400, 'Your credit balance is too low to access the Anthropic API.') }));
    const err = await providerFailure(providerFor(server.current).complete({ system: 's', user: 'u', schema: Vote }));
    expect(err.kind).toBe('billing');
    expect(server.current.requests).toHaveLength(1);
  });
});
