// Tracing on OpenTelemetry's SDK: off unless asked, each decision a span with the Anthropic SDK's call
// spans nested under it, batches sent as the game goes, and the spans of a stopped game not lost.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { langfuseTarget, tracingWanted } from '../../src/ai/trace-config.js';
import type { FakeAnthropic } from '../../src/fake-anthropic/server.js';
import { cli } from '../helpers/cli.js';
import { patience } from '../helpers/patience.js';
import { fakeServer } from './support.js';

let collector: Server | undefined;
let server: FakeAnthropic | undefined;
afterEach(async () => {
  collector?.close();
  await server?.close();
  server = undefined;
});

interface Span {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: { key: string; value: Record<string, unknown> }[];
}

async function collect() {
  const bodies: { at: number; body: any }[] = [];
  collector = createServer((req, res) => {
    let data = '';
    req.on('data', (d) => (data += d));
    req.on('end', () => {
      bodies.push({ at: Date.now(), body: JSON.parse(data) });
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
  });
  await new Promise<void>((r) => collector!.listen(0, '127.0.0.1', r));
  const spans = (): Span[] => bodies.flatMap((b) => b.body.resourceSpans.flatMap((r: any) => r.scopeSpans.flatMap((s: any) => s.spans)));
  return { url: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`, bodies, spans };
}

const attr = (s: Span, key: string) => s.attributes.find((a) => a.key === key)?.value;

describe('tracing', () => {
  it('is off unless the environment asks; Langfuse keys map to its OTLP endpoint', () => {
    expect(tracingWanted({})).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://x:4318' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://x:4318/v1/traces' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://x:4318', OTEL_SDK_DISABLED: 'true' })).toBe(false);
    expect(tracingWanted({ LANGFUSE_PUBLIC_KEY: 'pk' })).toBe(false);
    const lf = langfuseTarget({ LANGFUSE_PUBLIC_KEY: 'pk', LANGFUSE_SECRET_KEY: 'sk', LANGFUSE_HOST: 'http://lf/' })!;
    expect(lf.url).toBe('http://lf/api/public/otel/v1/traces');
    expect(lf.headers.authorization).toBe(`Basic ${Buffer.from('pk:sk').toString('base64')}`);
    expect(langfuseTarget({ LANGFUSE_PUBLIC_KEY: 'pk', LANGFUSE_SECRET_KEY: 'sk', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://x' })).toBeUndefined();
  });

  it('a whole game: a span per decision, the SDK\'s call span under each, OTEL_* settings applied, sent in batches as it goes', async () => {
    const c = await collect();
    server = await fakeServer(40);
    const r = await cli(['watch', '--plain', '--preset', 'werewolf-6', '--seed', '4', '--ai', 'claude'], {
      ANTHROPIC_BASE_URL: server.url,
      ANTHROPIC_API_KEY: 'test',
      OTEL_EXPORTER_OTLP_ENDPOINT: c.url,
      OTEL_SERVICE_NAME: 'nightfall-test',
      OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment=ci',
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/tracing/);
    const spans = c.spans();
    const decisions = spans.filter((s) => s.name.startsWith('decide '));
    expect(decisions.length).toBe(server.requests.length);
    expect(attr(decisions[0]!, 'nightfall.seat')).toHaveProperty('intValue');
    // The game is one trace: every decision under its root, named by decision, seat and game.
    const root = spans.filter((s) => s.name === 'game seed-4');
    expect(root.length).toBe(1);
    expect(decisions.every((s) => s.traceId === root[0]!.traceId && s.parentSpanId === root[0]!.spanId)).toBe(true);
    for (const d of decisions) expect(d.name).toBe(`decide ${(attr(d, 'nightfall.kind') as { stringValue: string }).stringValue}, seat ${(attr(d, 'nightfall.seat') as { intValue: number }).intValue}, game seed-4`);
    const ids = new Set(decisions.map((s) => s.spanId));
    const calls = spans.filter((s) => !s.name.startsWith('decide ') && !s.name.startsWith('game '));
    expect(calls.length).toBe(server.requests.length);
    expect(calls.every((s) => s.parentSpanId !== undefined && ids.has(s.parentSpanId))).toBe(true);
    const resource = c.bodies[0]!.body.resourceSpans[0].resource.attributes as Span['attributes'];
    expect(resource).toContainEqual({ key: 'service.name', value: { stringValue: 'nightfall-test' } });
    expect(resource).toContainEqual({ key: 'deployment.environment', value: { stringValue: 'ci' } });
    expect(c.bodies.length).toBeGreaterThan(1);
    // No prompt text rides along: the SDK records metadata only.
    expect(JSON.stringify(c.bodies)).not.toContain('## Now');
  }, 300_000);

  it('a game stopped with SIGTERM still sends the spans of every decision it finished', async () => {
    const c = await collect();
    server = await fakeServer(30);
    const entry = fileURLToPath(new URL('../helpers/cli-entry.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', entry, 'watch', '--plain', '--preset', 'werewolf', '--seed', '4', '--ai', 'claude'], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, ANTHROPIC_BASE_URL: server.url, ANTHROPIC_API_KEY: 'test', OTEL_EXPORTER_OTLP_ENDPOINT: c.url, OTEL_BSP_SCHEDULE_DELAY: '600000' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const s = server;
    await s.until(() => s.requests.filter((q) => q.endedAt !== undefined).length >= 20, patience());
    expect(c.bodies).toEqual([]); // a ten-minute batch delay: nothing sent yet
    const ended = s.requests.filter((q) => q.endedAt !== undefined).length;
    const code = await new Promise<number | null>((resolve) => {
      child.on('close', resolve);
      child.kill('SIGTERM');
    });
    expect(code).toBe(143);
    const decisions = c.spans().filter((x) => x.name.startsWith('decide '));
    // Every decision whose answer had come back; at most the few then in flight are missing.
    expect(decisions.length).toBeGreaterThanOrEqual(ended - 6);
  }, 300_000);
});
