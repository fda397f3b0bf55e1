// What the fake Anthropic server can be told to answer, and the wire shapes of the real Messages API.

export type FakeErrorStatus = 400 | 401 | 403 | 404 | 429 | 500 | 503 | 529;

export interface FakeUsage {
  input_tokens: number;
  output_tokens: number;
  cache_read_input_tokens: number;
  cache_creation_input_tokens: number;
}

/**
 * `delayMs` on any reply: wait that long before the status line (latency). `chunkDelayMs`: gap between SSE chunks.
 * `firstTokenMs` and `tokensPerSecond` pace an SSE answer like a real model: the first text that long after the
 * headers, then the text at that many tokens (4 characters) a second. `thinkMs`: before any text, `ping` events
 * every `pingEveryMs` (default 5 s) for that long, as the API sends while a model thinks. `stopReason` overrides
 * "end_turn". `hang`: the request is read and never answered. `reset`: the connection is dropped before any reply.
 */
export type FakeReply =
  | { kind: 'json'; text: string; usage?: Partial<FakeUsage>; delayMs?: number; stopReason?: string }
  | {
      kind: 'sse';
      text: string;
      chunkSize?: number;
      chunkDelayMs?: number;
      firstTokenMs?: number;
      tokensPerSecond?: number;
      thinkMs?: number;
      pingEveryMs?: number;
      usage?: Partial<FakeUsage>;
      delayMs?: number;
      stopReason?: string;
    }
  | { kind: 'status'; status: FakeErrorStatus; retryAfterMs?: number; body?: unknown; delayMs?: number }
  | { kind: 'error-mid-stream'; text?: string; after: number; errorType?: string; delayMs?: number }
  | { kind: 'stall'; text?: string; afterChunks: number; delayMs?: number }
  | { kind: 'drop'; text?: string; afterChunks: number; delayMs?: number }
  | { kind: 'hang'; delayMs?: number }
  | { kind: 'reset'; delayMs?: number };

const ERROR_TYPES: Record<FakeErrorStatus, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  429: 'rate_limit_error',
  500: 'api_error',
  503: 'api_error',
  529: 'overloaded_error',
};

export function errorBody(status: FakeErrorStatus, message?: string): unknown {
  const type = ERROR_TYPES[status];
  return { type: 'error', error: { type, message: message ?? `fake ${type}` } };
}

/** Splits text into chunks of `size` characters (code points, so no surrogate pair is cut). */
export function chunkText(text: string, size: number): string[] {
  const chars = Array.from(text);
  const chunks: string[] = [];
  for (let i = 0; i < chars.length; i += Math.max(1, size)) chunks.push(chars.slice(i, i + size).join(''));
  return chunks;
}

export function fullUsage(usage: FakeUsage) {
  return {
    ...usage,
    cache_creation: { ephemeral_5m_input_tokens: usage.cache_creation_input_tokens, ephemeral_1h_input_tokens: 0 },
    inference_geo: null,
    output_tokens_details: null,
    server_tool_use: null,
    service_tier: 'standard',
    speed: null,
  };
}

export function messageJson(id: string, model: string, text: string, usage: FakeUsage, stopReason: string | null) {
  return {
    id,
    type: 'message',
    role: 'assistant',
    model,
    content: text === '' && stopReason === null ? [] : [{ type: 'text', text, citations: null }],
    container: null,
    diagnostics: null,
    stop_reason: stopReason,
    stop_sequence: null,
    stop_details: null,
    usage: fullUsage(usage),
  };
}

/** One server-sent event exactly as the API frames it. */
export function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function sseStart(id: string, model: string, usage: FakeUsage): string {
  // In the real stream message_start carries input/cache counts and output_tokens 1; message_delta has the rest.
  const start = messageJson(id, model, '', { ...usage, output_tokens: 1 }, null);
  return (
    sse('message_start', { type: 'message_start', message: start }) +
    sse('content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '', citations: null } }) +
    sse('ping', { type: 'ping' })
  );
}

export const ssePing = (): string => sse('ping', { type: 'ping' });

export function sseDelta(text: string): string {
  return sse('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } });
}

export function sseEnd(usage: FakeUsage, stopReason = 'end_turn'): string {
  return (
    sse('content_block_stop', { type: 'content_block_stop', index: 0 }) +
    sse('message_delta', {
      type: 'message_delta',
      delta: { stop_reason: stopReason, stop_sequence: null, stop_details: null, container: null },
      usage: {
        input_tokens: usage.input_tokens,
        output_tokens: usage.output_tokens,
        cache_read_input_tokens: usage.cache_read_input_tokens,
        cache_creation_input_tokens: usage.cache_creation_input_tokens,
        output_tokens_details: null,
        server_tool_use: null,
      },
    }) +
    sse('message_stop', { type: 'message_stop' })
  );
}

export function sseError(errorType: string, message: string): string {
  return sse('error', { type: 'error', error: { type: errorType, message } });
}
