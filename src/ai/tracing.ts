// Tracing on OpenTelemetry's SDK, loaded only when the environment asks for it (trace-config.ts): a game
// is one trace, each model decision a span under its root named by decision, seat and game, and the
// Anthropic SDK's own call spans nest under the decision (its span is the active context while the call runs). Spans are exported in batches as the game goes, and flushed
// when it ends or is stopped with SIGTERM or SIGINT. Every OTEL_* variable the SDK knows applies
// (endpoint, headers, timeout, compression, sampler, batch sizes, service name, resource attributes).
import { context, diag, DiagLogLevel, SpanStatusCode, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { decorate } from '../engine/decorate.js';
import type { Participant } from '../engine/participant.js';
import { langfuseTarget } from './trace-config.js';

type Env = Record<string, string | undefined>;

export interface Tracing {
  /** The seat, each of its decisions a span. */
  wrap(seat: number, inner: Participant): Participant;
  /** Sends what is left and stops; a failure to send is said once, never fatal to the game. */
  shutdown(): Promise<void>;
}

/** Without OTEL_BSP_SCHEDULE_DELAY, spans leave every half second rather than every five. */
const SCHEDULE_DELAY_MS = 500;

export function startTracing(game: string, o: { env?: Env; warn?: (message: string) => void } = {}): Tracing {
  const env = o.env ?? process.env;
  const problems: string[] = [];
  // The SDK reports export failures through diag; keep the first few to say once at the end.
  diag.setLogger(
    {
      error: (message: string) => void (problems.length < 3 && problems.push(message)),
      warn: () => {},
      info: () => {},
      debug: () => {},
      verbose: () => {},
    },
    { logLevel: DiagLogLevel.ERROR, suppressOverrideMessage: true },
  );
  const exporter = new OTLPTraceExporter(langfuseTarget(env) ?? {});
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'nightfall' }).merge(detectResources({ detectors: [envDetector] })),
    spanProcessors: [new BatchSpanProcessor(exporter, env.OTEL_BSP_SCHEDULE_DELAY ? {} : { scheduledDelayMillis: SCHEDULE_DELAY_MS })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(provider);
  const tracer = provider.getTracer('nightfall');
  // The game is one trace: its root span, and every decision a span under it.
  const root = tracer.startSpan(`game ${game}`, { attributes: { 'nightfall.game': game } });
  const inGame = trace.setSpan(context.active(), root);

  let closing: Promise<void> | undefined;
  const shutdown = () =>
    (closing ??= (root.end(), provider.shutdown()).then(
      () => {
        if (problems.length) (o.warn ?? defaultWarn)(`tracing: ${problems[0]}`);
      },
      (err: Error) => (o.warn ?? defaultWarn)(`tracing: ${err.message}`),
    ));
  // A game stopped from outside still sends the spans it has.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void shutdown().finally(() => process.exit(signal === 'SIGTERM' ? 143 : 130)));
  }

  return {
    shutdown,
    wrap(seat, inner) {
      return decorate(inner, (next, system, user, extra) =>
        tracer.startActiveSpan(
          `decide ${extra.request.kind}, seat ${seat}, game ${game}`,
          { attributes: { 'nightfall.game': game, 'nightfall.seat': seat, 'nightfall.attempt': extra.attempt, 'nightfall.kind': extra.request.kind, 'nightfall.day': extra.request.view.day } },
          inGame,
          async (span) => {
            try {
              const out = await next(system, user, extra);
              span.setStatus({ code: SpanStatusCode.OK });
              return out;
            } catch (err) {
              span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
              throw err;
            } finally {
              span.end();
            }
          },
        ),
      );
    },
  };
}

const defaultWarn = (message: string) => void process.stderr.write(`nightfall: ${message.replace(/\s+/g, ' ')}\n`);
