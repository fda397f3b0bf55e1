// The contract between an AI player and whatever model server answers it; nothing here knows a vendor.
import type { z } from 'zod';

export interface CompletionRequest {
  /** Stable for a whole game, so providers mark it as the prompt-cache breakpoint. */
  system: string;
  /** The start of the user turn that stays the same across many calls (the finished days): a second cache breakpoint. */
  userPrefix?: string;
  user: string;
  /** With structured output enabled, the model is held to this schema; the caller still parses the text itself. */
  schema?: z.ZodType;
  maxTokens?: number;
  signal?: AbortSignal;
  /** Raw text deltas in arrival order. */
  onText?: (delta: string) => void;
  /** How the call is going before its text comes: for a screen that says what it waits for. */
  onProgress?: (p: CallProgress) => void;
}

/**
 * `open`: the server took the request and the answer's stream began (the model is thinking).
 * `limited`: the server said 429, and asks for this long a wait before the next call (the SDK waits it, then tries again).
 */
export type CallProgress = { stage: 'open' } | { stage: 'limited'; retryAfterMs?: number };

export interface Usage {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
}

export interface CompletionResult {
  text: string;
  usage: Usage;
  /** Why the model stopped, e.g. 'end_turn' or 'max_tokens' (a cut-off answer); absent if the server did not say. */
  stopReason?: string;
}

export type ProviderErrorKind =
  | 'auth'
  | 'unreachable'
  | 'model_not_found'
  | 'billing'
  | 'rate_limited'
  | 'server'
  | 'stalled'
  | 'bad_request'
  | 'aborted'
  | 'other';

/** Failures that will not clear by asking again: every later call would fail the same way. */
const PERMANENT: ReadonlySet<ProviderErrorKind> = new Set(['auth', 'model_not_found', 'billing', 'bad_request']);

/** The one error a provider raises once the SDK's own retries are spent; the handler turns it into a default action. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  readonly kind: ProviderErrorKind;
  readonly status?: number;
  /**
   * No answer began: the connection failed, no first byte came in time, or the server said no with a status.
   * The model never saw the question; a wait and another try may get through (unless it is permanent).
   */
  readonly unanswered: boolean;
  /** How long the server asked us to wait before the next call (retry-after), when it said. */
  readonly retryAfterMs?: number;

  /** A wrong key, a wrong model, no credit, a refused request: stop asking and tell the person. */
  get permanent(): boolean {
    return PERMANENT.has(this.kind);
  }

  constructor(kind: ProviderErrorKind, message: string, options: { status?: number; cause?: unknown; unanswered?: boolean; retryAfterMs?: number } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.unanswered = options.unanswered ?? false;
    if (options.status !== undefined) this.status = options.status;
    if (options.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
  }
}

export interface Provider {
  complete(req: CompletionRequest): Promise<CompletionResult>;
  readonly model: string;
  /** False when the server is not held to a schema (it refused structured output, or it is switched off). */
  readonly structured?: boolean;
}

/** Output tokens a call may write unless the caller says otherwise. */
export const DEFAULT_MAX_TOKENS = 2048;

export const zeroUsage = (): Usage => ({ input: 0, output: 0, cacheRead: 0, cacheWrite: 0 });

export function addUsage(total: Usage, more: Usage): void {
  total.input += more.input;
  total.output += more.output;
  total.cacheRead += more.cacheRead;
  total.cacheWrite += more.cacheWrite;
}
