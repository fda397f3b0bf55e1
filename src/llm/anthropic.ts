// The Provider on @anthropic-ai/sdk: streams one answer, leaves retries and header timeouts to the SDK.
// Three clocks bound a call: the first byte (the SDK's timeout, per try), silence after it (any bytes,
// the API's pings included, count as life), and the first word of the answer (a longer limit).
import Anthropic, { type Middleware } from '@anthropic-ai/sdk';
import { zodOutputFormat } from '@anthropic-ai/sdk/helpers/zod';
import type { z } from 'zod';
import { mayRejectOutputConfig, retryAfterMs, toProviderError, type ErrorContext } from './anthropic-errors.js';
import { idleWatchdog, type IdleWatchdog } from './idle-watchdog.js';
import {
  addUsage,
  DEFAULT_MAX_TOKENS,
  ProviderError,
  zeroUsage,
  type CompletionRequest,
  type CompletionResult,
  type Provider,
  type Usage,
} from './provider.js';

export interface AnthropicProviderOptions {
  apiKey: string;
  /** Any Anthropic-compatible server; defaults to the SDK's (ANTHROPIC_BASE_URL or api.anthropic.com). */
  baseURL?: string;
  model: string;
  /** Ask for output_config.format when a schema is given; default true. */
  structured?: boolean;
  /** Abort when nothing at all (not even a ping) arrives for this long once the answer's stream is open; default 30 s. */
  idleTimeoutMs?: number;
  /** Abort when the stream has been open this long with no word of the answer, pings or not; default 120 s. */
  firstTokenTimeoutMs?: number;
  /** How long to wait for the first byte of a reply (its headers), per SDK try; default 20 s. */
  headerTimeoutMs?: number;
  /** The SDK's retries of 408/409/429/5xx and connection errors; default 1 (two tries a call). */
  maxRetries?: number;
}

export interface AnthropicProvider extends Provider {
  /** Tokens of every completed call since the provider was made (for a cost line). */
  readonly totalUsage: Usage;
  /** False once the server has refused structured output. */
  readonly structured: boolean;
}

export const DEFAULT_IDLE_TIMEOUT_MS = 30_000;
export const DEFAULT_FIRST_TOKEN_TIMEOUT_MS = 120_000;
export const DEFAULT_HEADER_TIMEOUT_MS = 20_000;
export const DEFAULT_MAX_RETRIES = 1;
export { DEFAULT_MAX_TOKENS } from './provider.js';

/** Servers (base URL + model) that refused output_config; remembered for the life of the process. */
const noStructuredOutput = new Set<string>();

const formats = new WeakMap<z.ZodType, Anthropic.JSONOutputFormat | null>();

/** The schema as output_config.format, or undefined when the SDK cannot express it (z.any(), transforms...). */
function outputFormat(schema: z.ZodType): Anthropic.JSONOutputFormat | undefined {
  let format = formats.get(schema);
  if (format === undefined) {
    try {
      format = zodOutputFormat(schema);
    } catch {
      format = null; // the prompt's own request for JSON still stands
    }
    formats.set(schema, format);
  }
  return format ?? undefined;
}

/** A throwing callback is the caller's bug, not a provider failure: remember it so it is rethrown untouched. */
function callerSafe<A extends unknown[]>(fn: ((...args: A) => void) | undefined, ctx: ErrorContext): (...args: A) => void {
  return (...args) => {
    try {
      fn?.(...args);
    } catch (err) {
      ctx.callerError = err;
      throw err;
    }
  };
}

export function createAnthropicProvider(opts: AnthropicProviderOptions): AnthropicProvider {
  if (!opts.apiKey) {
    throw new ProviderError('auth', 'no API key is set: run `nightfall config set apiKey <key>` or set ANTHROPIC_API_KEY');
  }
  const maxRetries = opts.maxRetries ?? DEFAULT_MAX_RETRIES;
  const idleTimeoutMs = opts.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const firstTokenTimeoutMs = opts.firstTokenTimeoutMs ?? DEFAULT_FIRST_TOKEN_TIMEOUT_MS;
  const headerTimeoutMs = opts.headerTimeoutMs ?? DEFAULT_HEADER_TIMEOUT_MS;
  const client = new Anthropic({ apiKey: opts.apiKey, baseURL: opts.baseURL, maxRetries, timeout: headerTimeoutMs });
  const serverKey = `${client.baseURL}\n${opts.model}`;
  const wantsStructured = opts.structured ?? true;
  const totalUsage = zeroUsage();

  const context = (): ErrorContext => ({
    apiKey: opts.apiKey,
    baseURL: client.baseURL,
    model: opts.model,
    maxRetries,
    idleTimeoutMs,
    headerTimeoutMs,
    firstTokenTimeoutMs,
    stalled: false,
    silent: false,
    aborted: false,
    midStream: false,
    incomplete: false,
  });

  async function attempt(req: CompletionRequest, withSchema: boolean, ctx: ErrorContext): Promise<CompletionResult> {
    const format = withSchema && req.schema ? outputFormat(req.schema) : undefined;
    const body: Anthropic.MessageCreateParamsStreaming = {
      model: opts.model,
      max_tokens: req.maxTokens ?? DEFAULT_MAX_TOKENS,
      // The API refuses an empty text block, so an empty system prompt is left out.
      ...(req.system ? { system: [{ type: 'text', text: req.system, cache_control: { type: 'ephemeral' } }] } : {}),
      // A stable start of the user turn is its own block with the second breakpoint; the rest follows uncached.
      messages: [
        {
          role: 'user',
          content: req.userPrefix
            ? [
                { type: 'text', text: req.userPrefix, cache_control: { type: 'ephemeral' } },
                { type: 'text', text: req.user },
              ]
            : req.user,
        },
      ],
      ...(format ? { output_config: { format } } : {}),
      stream: true,
    };
    const progress = callerSafe(req.onProgress, ctx);
    const onText = callerSafe(req.onText, ctx);
    const watchdogAbort = new AbortController();
    const signal = req.signal ? AbortSignal.any([req.signal, watchdogAbort.signal]) : watchdogAbort.signal;
    let idle: IdleWatchdog | undefined;
    let firstWord: IdleWatchdog | undefined;
    const stopClocks = () => {
      idle?.stop();
      firstWord?.stop();
    };
    // Sees every HTTP try: a 429 is told before the SDK waits it out; an open stream starts the clocks, and
    // every byte of it (the pings the SDK's events leave out, too) keeps the silence clock from firing.
    const watch: Middleware = async (request, next) => {
      const response = await next(request);
      if (response.status === 429) progress({ stage: 'limited', ...withWait(retryAfterMs(response.headers)) });
      if (!response.ok || !response.body) return response;
      ctx.midStream = true;
      stopClocks();
      idle = idleWatchdog(idleTimeoutMs, () => {
        ctx.stalled = true;
        watchdogAbort.abort();
      });
      firstWord = idleWatchdog(firstTokenTimeoutMs, () => {
        ctx.stalled = ctx.silent = true;
        watchdogAbort.abort();
      });
      progress({ stage: 'open' });
      const alive = idle;
      const bytes = response.body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, out) {
            alive.kick();
            out.enqueue(chunk);
          },
        }),
      );
      return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
    const usage = zeroUsage();
    let text = '';
    let stopReason: string | undefined;
    let finished = false;
    try {
      // create({stream:true}), not messages.stream(): the latter validates the final text against the schema and
      // throws on a mismatch, but the handler wants the raw text to parse leniently and retry with a hint.
      const stream = await client.messages.create(body, { signal, middleware: [watch] });
      for await (const event of stream) {
        idle?.kick();
        switch (event.type) {
          case 'message_start': {
            const u = event.message.usage;
            usage.input = u.input_tokens ?? 0;
            usage.output = u.output_tokens ?? 0;
            usage.cacheRead = u.cache_read_input_tokens ?? 0;
            usage.cacheWrite = u.cache_creation_input_tokens ?? 0;
            break;
          }
          case 'content_block_delta':
            firstWord?.stop();
            if (event.delta.type === 'text_delta') {
              text += event.delta.text;
              onText(event.delta.text);
            }
            break;
          case 'message_delta': {
            // message_delta counts are running totals for the whole message: overwrite, never add.
            const u = event.usage;
            usage.output = u.output_tokens ?? usage.output;
            if (u.input_tokens != null) usage.input = u.input_tokens;
            if (u.cache_read_input_tokens != null) usage.cacheRead = u.cache_read_input_tokens;
            if (u.cache_creation_input_tokens != null) usage.cacheWrite = u.cache_creation_input_tokens;
            stopReason = event.delta.stop_reason ?? stopReason;
            break;
          }
          case 'message_stop':
            finished = true;
            break;
        }
      }
    } finally {
      stopClocks();
    }
    // The SDK ends iteration quietly on abort, so a stall or a cancel shows up here as an unfinished stream.
    if (ctx.stalled || req.signal?.aborted) throw new Error('stream aborted');
    if (!finished) {
      ctx.incomplete = true;
      throw new Error('stream ended without message_stop');
    }
    return { text, usage, ...(stopReason ? { stopReason } : {}) };
  }

  async function complete(req: CompletionRequest): Promise<CompletionResult> {
    const structured = wantsStructured && req.schema !== undefined && !noStructuredOutput.has(serverKey);
    let ctx = context();
    try {
      if (req.signal?.aborted) throw new Error('aborted before start');
      const result = await attempt(req, structured, ctx).catch(async (err: unknown) => {
        if (!structured || err === ctx.callerError || !mayRejectOutputConfig(err)) throw err;
        // Any 400 to a request with output_config: once more without it, the answer's shape asked in words.
        // If that goes through, the server does not take structured output: every later call skips it.
        ctx = context();
        const plain = await attempt(req, false, ctx);
        noStructuredOutput.add(serverKey);
        return plain;
      });
      addUsage(totalUsage, result.usage);
      return result;
    } catch (err) {
      if (err === ctx.callerError) throw err;
      ctx.aborted = req.signal?.aborted ?? false;
      throw toProviderError(err, ctx);
    }
  }

  return {
    model: opts.model,
    complete,
    get totalUsage() {
      return { ...totalUsage };
    },
    get structured() {
      return wantsStructured && !noStructuredOutput.has(serverKey);
    },
  };
}

const withWait = (ms: number | undefined) => (ms === undefined ? {} : { retryAfterMs: ms });
