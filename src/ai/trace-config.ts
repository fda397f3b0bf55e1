// Whether tracing is on, read from the environment without loading any of OpenTelemetry: the CLI asks
// this first and imports the tracing code only when the answer is yes.
type Env = Record<string, string | undefined>;

/** OTLP settings from OTEL_EXPORTER_OTLP_* (read by the exporter itself), or Langfuse's OTLP endpoint from its keys. */
export function tracingWanted(env: Env = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  if (env.OTEL_TRACES_EXPORTER?.trim().toLowerCase() === 'none') return false;
  return !!(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT || (env.LANGFUSE_PUBLIC_KEY && env.LANGFUSE_SECRET_KEY));
}

/** Langfuse takes OTLP/HTTP at its own path, with the key pair as basic auth; undefined when OTLP is configured directly. */
export function langfuseTarget(env: Env = process.env): { url: string; headers: Record<string, string> } | undefined {
  if (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  if (!env.LANGFUSE_PUBLIC_KEY || !env.LANGFUSE_SECRET_KEY) return undefined;
  const host = (env.LANGFUSE_HOST ?? env.LANGFUSE_BASE_URL ?? 'https://cloud.langfuse.com').replace(/\/$/, '');
  const auth = Buffer.from(`${env.LANGFUSE_PUBLIC_KEY}:${env.LANGFUSE_SECRET_KEY}`).toString('base64');
  return { url: `${host}/api/public/otel/v1/traces`, headers: { authorization: `Basic ${auth}` } };
}
