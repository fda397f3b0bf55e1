// Turns whatever the SDK or the network threw into one ProviderError with a plain message and no secrets.
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AnthropicError,
} from '@anthropic-ai/sdk';
import { ProviderError, type ProviderErrorKind } from './provider.js';

export interface ErrorContext {
  apiKey: string;
  baseURL: string;
  model: string;
  maxRetries: number;
  idleTimeoutMs: number;
  headerTimeoutMs: number;
  firstTokenTimeoutMs: number;
  /** Our idle watchdog fired. */
  stalled: boolean;
  /** The answer's stream was open (pings, no text) until the first-token limit. */
  silent: boolean;
  /** The caller's signal fired. */
  aborted: boolean;
  /** Response headers had arrived, so a failure now is a broken answer, not a refused one. */
  midStream: boolean;
  /** The stream closed cleanly but without message_stop. */
  incomplete: boolean;
  /** What a throwing onText callback threw; passed back to the caller as it is. */
  callerError?: unknown;
}

/**
 * A 400 (or 422) to a request that carried output_config, unless it says the account has no credit: servers
 * word "I do not take structured output" in many ways, or not at all, so the request goes once more without it.
 */
export function mayRejectOutputConfig(err: unknown): boolean {
  if (!(err instanceof APIError) || (err.status !== 400 && err.status !== 422)) return false;
  return !BILLING.test(`${err.apiMessage ?? ''} ${err.message}`);
}

/** What a response's retry-after-ms or retry-after (seconds, or a date) asks, in ms; undefined when it does not say. */
export function retryAfterMs(headers: Headers | undefined | null): number | undefined {
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (ms > 0) return ms;
  const after = headers?.get('retry-after');
  if (!after) return undefined;
  const seconds = Number.parseFloat(after);
  const wait = Number.isNaN(seconds) ? Date.parse(after) - Date.now() : seconds * 1000;
  return wait > 0 ? wait : undefined;
}

export function toProviderError(err: unknown, ctx: ErrorContext): ProviderError {
  if (err instanceof ProviderError) return scrub(err, ctx.apiKey);
  const [kind, message, status] = classify(err, ctx);
  // Keep the SDK error for debugging unless the server echoed the key into it.
  const cause = mentionsKey(err, ctx.apiKey) ? undefined : err;
  // Nothing of an answer came: a refused connection, no first byte, or a status said no. A request the client could not
  // even build (a URL with a password) is no outage to wait out: it fails the same way every time.
  const unanswered = !ctx.midStream && kind !== 'bad_request' && (err instanceof APIConnectionError || (err instanceof APIError && err.status !== undefined));
  const wait = err instanceof APIError ? retryAfterMs(err.headers) : undefined;
  return new ProviderError(kind, redact(message, ctx.apiKey), { status, cause, unanswered, ...(wait !== undefined ? { retryAfterMs: wait } : {}) });
}

function classify(err: unknown, ctx: ErrorContext): [ProviderErrorKind, string, number | undefined] {
  const where = `the model server at ${safeURL(ctx.baseURL)}`;
  const seconds = (ms: number) => `${Math.round(ms / 100) / 10}s`;
  if (ctx.aborted || err instanceof APIUserAbortError) return ['aborted', 'the request to the model was cancelled', undefined];
  if (ctx.silent) {
    return ['stalled', `${where} took the question but wrote no word of an answer in ${seconds(ctx.firstTokenTimeoutMs)}`, undefined];
  }
  if (ctx.stalled) {
    return ['stalled', `${where} went silent for ${seconds(ctx.idleTimeoutMs)} in the middle of an answer`, undefined];
  }
  if (ctx.incomplete) return ['server', `${where} ended its answer before it was complete`, undefined];
  if (err instanceof APIConnectionTimeoutError) {
    return ['stalled', `${where} did not start answering within ${seconds(ctx.headerTimeoutMs)}${tries(ctx)}`, undefined];
  }
  if (err instanceof APIConnectionError && /\bcredentials\b/i.test(rootMessage(err) ?? '')) {
    // fetch refuses a URL with a user name or password in it, on every try: said at once, not after a minute of asking again.
    return ['bad_request', `${where} cannot be asked: its URL holds a user name or password, which requests cannot carry; take them out of the base URL`, undefined];
  }
  if (err instanceof APIConnectionError) {
    const reason = networkCode(err) ?? rootMessage(err);
    return ['unreachable', `cannot reach ${where}${reason ? ` (${oneLine(reason)})` : ''}${tries(ctx)}`, undefined];
  }
  if (err instanceof APIError) return classifyApiError(err, where, ctx);
  if (ctx.midStream && isNetworkError(err)) {
    return ['server', `the connection to ${where} was lost in the middle of an answer`, undefined];
  }
  if (err instanceof AnthropicError) return ['other', `unexpected reply from ${where}: ${oneLine(err.message)}`, undefined];
  return ['other', `unexpected error talking to ${where}: ${oneLine(err instanceof Error ? err.message : String(err))}`, undefined];
}

function classifyApiError(err: APIError, where: string, ctx: ErrorContext): [ProviderErrorKind, string, number | undefined] {
  const detail = oneLine(err.apiMessage ?? err.message);
  const status = err.status;
  if (status === undefined) {
    // An `event: error` inside a stream that had already started: the body names the kind of failure.
    const kind = kindOfErrorType(err.type);
    return [kind, `${where} broke off its answer with an error (${err.type ?? 'unknown'}: ${detail})`, undefined];
  }
  if (status === 402 || ((status === 400 || status === 403) && BILLING.test(detail))) {
    return ['billing', `${where} refused to answer: the account has no credit left (${status}: ${detail})`, status];
  }
  if (status === 401) {
    return ['auth', `${where} refused the API key (401: ${detail}); check \`nightfall config set apiKey\` or ANTHROPIC_API_KEY`, status];
  }
  if (status === 403) {
    return ['auth', `${where} does not allow this API key to use the model "${ctx.model}" (403: ${detail})`, status];
  }
  if (status === 429) return ['rate_limited', `${where} is rate-limiting us (429)${tries(ctx)}: ${detail}`, status];
  if (status >= 500) return ['server', `${where} failed (${status})${tries(ctx)}: ${detail}`, status];
  if (status === 404 && /model/i.test(detail)) {
    return ['model_not_found', `${where} has no model "${ctx.model}" (404: ${detail}); check --model, NIGHTFALL_MODEL or \`nightfall config set model\``, status];
  }
  if (status === 404) return ['bad_request', `${where} has no Messages API at this address (404: ${detail}); check --base-url`, status];
  if (status === 400 || status === 413 || status === 422) {
    return ['bad_request', `${where} refused the request for the model "${ctx.model}" (${status}: ${detail})`, status];
  }
  return ['other', `${where} answered ${status}: ${detail}`, status];
}

/** How the API words an empty account. */
const BILLING = /credit balance|billing|purchase credits|payment/i;

function kindOfErrorType(type: string | null): ProviderErrorKind {
  switch (type) {
    case 'authentication_error':
    case 'permission_error':
      return 'auth';
    case 'rate_limit_error':
      return 'rate_limited';
    case 'invalid_request_error':
    case 'not_found_error':
      return 'bad_request';
    default:
      return 'server';
  }
}

const tries = (ctx: ErrorContext) => (ctx.maxRetries > 0 ? ` after ${ctx.maxRetries + 1} tries` : '');

/** The first errno-style code in the cause chain, e.g. ECONNREFUSED or ENOTFOUND. */
function networkCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** The innermost cause's message (e.g. undici's "bad port"), when there is a cause at all. */
function rootMessage(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && (e as { cause?: unknown }).cause instanceof Error; depth++) e = (e as { cause: Error }).cause;
  return e !== err && e instanceof Error ? e.message : undefined;
}

function isNetworkError(err: unknown): boolean {
  return err instanceof TypeError || networkCode(err) !== undefined;
}

/** The base URL without any user:password part. */
function safeURL(baseURL: string): string {
  try {
    const url = new URL(baseURL);
    url.username = '';
    url.password = '';
    return url.toString().replace(/\/$/, '');
  } catch {
    return '(invalid base URL)';
  }
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 300 ? `${flat.slice(0, 297)}...` : flat;
}

/** A proxy may echo the key back in its error text; never pass it on. */
export function redact(text: string, apiKey: string): string {
  if (apiKey.length < 4) return text;
  return text.split(apiKey).join('[redacted key]');
}

function mentionsKey(err: unknown, apiKey: string): boolean {
  if (apiKey.length < 4) return false;
  const body = err instanceof APIError ? JSON.stringify(err.error ?? null) : '';
  return `${err instanceof Error ? err.message : String(err)} ${body}`.includes(apiKey);
}

function scrub(err: ProviderError, apiKey: string): ProviderError {
  if (!err.message.includes(apiKey) || apiKey.length < 4) return err;
  return new ProviderError(err.kind, redact(err.message, apiKey), { status: err.status, cause: err.cause });
}
