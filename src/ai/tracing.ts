// Optional tracing: when OTEL_EXPORTER_OTLP_ENDPOINT (or Langfuse keys) are set, every model decision
// becomes a span sent as OTLP/HTTP JSON. The module is imported only then; nothing is loaded otherwise.
import { randomBytes } from 'node:crypto';
import type { DecideExtra, Participant } from '../engine/participant.js';

export interface TraceTarget {
  url: string;
  headers: Record<string, string>;
}

/** Where spans go, from the environment; undefined when tracing is off. */
export function traceTarget(env: NodeJS.ProcessEnv = process.env): TraceTarget | undefined {
  const otel = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (otel) return { url: `${otel.replace(/\/$/, '')}/v1/traces`, headers: parseHeaders(env.OTEL_EXPORTER_OTLP_HEADERS) };
  if (env.LANGFUSE_PUBLIC_KEY && env.LANGFUSE_SECRET_KEY) {
    const host = (env.LANGFUSE_HOST ?? env.LANGFUSE_BASE_URL ?? 'https://cloud.langfuse.com').replace(/\/$/, '');
    const auth = Buffer.from(`${env.LANGFUSE_PUBLIC_KEY}:${env.LANGFUSE_SECRET_KEY}`).toString('base64');
    return { url: `${host}/api/public/otel/v1/traces`, headers: { authorization: `Basic ${auth}` } };
  }
  return undefined;
}

function parseHeaders(raw: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of raw?.split(',') ?? []) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return out;
}

interface Span {
  traceId: string;
  spanId: string;
  name: string;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string } }[];
  status: { code: number; message?: string };
}

const nanos = (ms: number) => (BigInt(Math.round(ms * 1e3)) * 1000n).toString();
const attr = (key: string, v: string | number) => ({ key, value: typeof v === 'number' ? { intValue: String(v) } : { stringValue: v } });

export class Tracer {
  private readonly spans: Span[] = [];
  readonly traceId = randomBytes(16).toString('hex');
  private sending: Promise<void> = Promise.resolve();
  constructor(private readonly target: TraceTarget, private readonly game: string) {}

  wrap(seat: number, inner: Participant): Participant {
    return {
      kind: inner.kind,
      ...(inner.readsPrompts !== undefined ? { readsPrompts: inner.readsPrompts } : {}),
      decide: async (system: string, user: string, extra: DecideExtra) => {
        const start = performance.timeOrigin + performance.now();
        const record = (code: number, message?: string) =>
          this.spans.push({
            traceId: this.traceId,
            spanId: randomBytes(8).toString('hex'),
            name: `decide ${extra.request.kind}`,
            startTimeUnixNano: nanos(start),
            endTimeUnixNano: nanos(performance.timeOrigin + performance.now()),
            attributes: [attr('nightfall.game', this.game), attr('nightfall.seat', seat), attr('nightfall.attempt', extra.attempt), attr('nightfall.kind', extra.request.kind)],
            status: message ? { code, message } : { code },
          });
        try {
          const out = await inner.decide(system, user, extra);
          record(1);
          return out;
        } catch (err) {
          record(2, err instanceof Error ? err.message : String(err));
          throw err;
        }
      },
    };
  }

  /** Sends what was recorded; a tracing failure is reported, never fatal to the game. */
  flush(): Promise<void> {
    const batch = this.spans.splice(0);
    if (batch.length === 0) return this.sending;
    const body = JSON.stringify({
      resourceSpans: [{ resource: { attributes: [attr('service.name', 'nightfall')] }, scopeSpans: [{ scope: { name: 'nightfall' }, spans: batch }] }],
    });
    this.sending = this.sending.then(() =>
      fetch(this.target.url, { method: 'POST', headers: { 'content-type': 'application/json', ...this.target.headers }, body }).then(
        (r) => {
          if (!r.ok) process.stderr.write(`nightfall: tracing: ${this.target.url} answered ${r.status}\n`);
        },
        (err: Error) => {
          process.stderr.write(`nightfall: tracing: cannot reach ${this.target.url} (${err.message})\n`);
        },
      ),
    );
    return this.sending;
  }
}
