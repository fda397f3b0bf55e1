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

  it("treats a 400 about something else as 'bad_request', without a second request", async () => {
    server.current.enqueue({ kind: 'status', status: 400, body: errorBody(400, 'max_tokens: must be at most 64000') });
    const err = await providerFailure(providerFor(server.current).complete({ system: 's', user: 'u', schema: Vote }));

    expect(err.kind).toBe('bad_request');
    expect(err.status).toBe(400);
    expect(err.message).toContain('max_tokens: must be at most 64000');
    expect(server.current.requests).toHaveLength(1);
  });
});
