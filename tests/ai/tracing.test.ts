import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Tracer, traceTarget } from '../../src/ai/tracing.js';
import { cli } from '../helpers/cli.js';
import { FnPlayer } from '../helpers/players.js';
import { fakeServer } from './support.js';

let collector: Server | undefined;
afterEach(() => collector?.close());

async function collect(): Promise<{ url: string; bodies: any[]; headers: Record<string, unknown>[] }> {
  const bodies: any[] = [];
  const headers: Record<string, unknown>[] = [];
  collector = createServer((req, res) => {
    let data = '';
    req.on('data', (d) => (data += d));
    req.on('end', () => {
      bodies.push(JSON.parse(data));
      headers.push(req.headers);
      res.end('{}');
    });
  });
  await new Promise<void>((r) => collector!.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`, bodies, headers };
}

describe('tracing', () => {
  it('is off unless the environment asks; OTLP and Langfuse map to an OTLP/HTTP endpoint', () => {
    expect(traceTarget({})).toBeUndefined();
    expect(traceTarget({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://x:4318/', OTEL_EXPORTER_OTLP_HEADERS: 'a=b' })).toEqual({
      url: 'http://x:4318/v1/traces',
      headers: { a: 'b' },
    });
    const lf = traceTarget({ LANGFUSE_PUBLIC_KEY: 'pk', LANGFUSE_SECRET_KEY: 'sk', LANGFUSE_HOST: 'http://lf' })!;
    expect(lf.url).toBe('http://lf/api/public/otel/v1/traces');
    expect(lf.headers.authorization).toBe(`Basic ${Buffer.from('pk:sk').toString('base64')}`);
  });

  it('records a span per decision and sends them as OTLP JSON', async () => {
    const c = await collect();
    const tracer = new Tracer({ url: `${c.url}/v1/traces`, headers: {} }, 'g1');
    const p = tracer.wrap(3, new FnPlayer(() => '5'));
    const request = { kind: 'vote', seat: 3, question: '', options: [], freeText: false, view: {} as never };
    await p.decide('s', 'u', { request, attempt: 1 });
    await tracer.flush();
    const spans = c.bodies[0].resourceSpans[0].scopeSpans[0].spans;
    expect(spans).toHaveLength(1);
    expect(spans[0].name).toBe('decide vote');
    expect(spans[0].attributes).toContainEqual({ key: 'nightfall.seat', value: { intValue: '3' } });
  });

  it('an unreachable collector is reported, never fatal', async () => {
    const tracer = new Tracer({ url: 'http://127.0.0.1:9/v1/traces', headers: {} }, 'g');
    const p = tracer.wrap(1, new FnPlayer(() => 'x'));
    await p.decide('s', 'u', { request: { kind: 'k', seat: 1, question: '', options: [], freeText: false, view: {} as never }, attempt: 1 });
    await expect(tracer.flush()).resolves.toBeUndefined();
  });

  it('a whole game with --ai claude sends its decisions as spans', async () => {
    const c = await collect();
    const server = await fakeServer();
    try {
      const r = await cli(['watch', '--plain', '--preset', 'werewolf-6', '--seed', '4', '--ai', 'claude'], {
        ANTHROPIC_BASE_URL: server.url,
        ANTHROPIC_API_KEY: 'test',
        OTEL_EXPORTER_OTLP_ENDPOINT: c.url,
      });
      expect(r.code).toBe(0);
      const spans = c.bodies.flatMap((b) => b.resourceSpans[0].scopeSpans[0].spans);
      expect(spans.length).toBe(server.requests.length);
      expect(r.stdout).toMatch(/model calls \d+; tokens in \d+/);
    } finally {
      await server.close();
    }
  }, 300_000);
});
