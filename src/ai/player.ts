// AIPlayer: a seat played by a language model. It holds no game state: the prompt it is handed is
// built from its seat's view, its memory comes back as events. Reasoning streams to THINK, the speech
// to SAYS, as the tokens arrive. An answer that broke off (a stream cut, a server error, max_tokens, a
// refusal) is asked again, with no hint, within the decision's attempt budget; a call the model never saw
// (patience.ts) is no attempt: the seat waits and asks again, for a while.
import { setTimeout as sleep } from 'node:timers/promises';
import { AI_ATTEMPTS } from '../engine/decision.js';
import type { DecideExtra, DecisionRequest, Participant, StreamChunk } from '../engine/participant.js';
import { DEFAULT_MAX_TOKENS, ProviderError, type Provider } from '../llm/provider.js';
import { streamFields } from '../llm/json.js';
import type { Limiter } from './limiter.js';
import type { ModelWatch } from './model-watch.js';
import { backoff, ModelUnavailable, Outage, PATIENCE_MS, RATE_LIMIT_PATIENCE_MS, whyUnanswered } from './patience.js';
import { splitStable } from '../engine/prompt.js';
import { answerFormat } from './answer-format.js';
import { answerLine, schemaFor, STREAMED, tableWords } from './schemas.js';
import type { UsageBook } from './usage.js';

export interface AIPlayerOptions {
  provider: Provider;
  limiter: Limiter;
  usage: UsageBook;
  maxTokens?: number;
  /** Told what the seat's calls are doing, for a screen. */
  watch?: ModelWatch;
  /** The game's clock of no answers, shared by its model seats. */
  outage?: Outage;
  /** How long a decision waits on a model that does not answer before the person is asked (default 60 s). */
  patienceMs?: number;
}

/** A whole reply that is still no answer: cut off at max_tokens, or declined. */
export class BrokenAnswer extends Error {
  override readonly name = 'BrokenAnswer';
  constructor(readonly stopReason: string, message: string) {
    super(message);
  }
}

/** Worth asking again: the answer broke, it was not refused as wrong, and nothing says the next would fail too. */
const askAgain = (err: unknown) => err instanceof BrokenAnswer || (err instanceof ProviderError && !err.permanent && err.kind !== 'aborted');

/** The model never saw the question (and may yet): wait and ask again, not counted as an attempt. */
const unanswered = (err: unknown): err is ProviderError => err instanceof ProviderError && err.unanswered && !err.permanent && err.kind !== 'aborted';

export class AIPlayer implements Participant {
  readonly kind = 'ai' as const;
  readonly readsPrompts = true;
  readonly recordAnswers = true;
  readonly model = true;
  /** Model calls spent on each decision, every attempt the engine made included. */
  private readonly spent = new WeakMap<DecisionRequest, { calls: number; cutOff: number; streamed: Set<StreamChunk['channel']>; since: number; last?: unknown }>();

  private readonly outage: Outage;
  constructor(private readonly o: AIPlayerOptions) {
    this.outage = o.outage ?? new Outage();
  }

  async decide(system: string, user: string, extra: DecideExtra): Promise<string> {
    let budget = this.spent.get(extra.request);
    if (!budget) this.spent.set(extra.request, (budget = { calls: 0, cutOff: 0, streamed: new Set(), since: Date.now() }));
    if (budget.calls >= AI_ATTEMPTS) throw budget.last ?? new Error('no attempts left');
    const { seat } = extra.request;
    const watch = this.o.watch;
    let unansweredSince: number | undefined;
    let waits = 0;
    try {
      for (;;) {
        budget.calls++;
        const sentAt = Date.now();
        watch?.asking(seat, budget.calls, AI_ATTEMPTS, budget.since);
        try {
          const text = await this.call(system, user, extra, budget.cutOff, budget.streamed);
          this.outage.answered();
          this.o.limiter.answered();
          return text;
        } catch (err) {
          budget.last = err;
          if (err instanceof BrokenAnswer && err.stopReason === 'max_tokens') budget.cutOff++;
          if (err instanceof ProviderError || err instanceof BrokenAnswer) {
            this.o.usage.fail(seat, extra.request.kind, err instanceof ProviderError ? err.kind : err.stopReason);
          }
          if (unanswered(err) && !extra.signal?.aborted) {
            budget.calls--;
            this.outage.unanswered(sentAt);
            unansweredSince ??= sentAt;
            const patience = err.kind === 'rate_limited' ? RATE_LIMIT_PATIENCE_MS : (this.o.patienceMs ?? PATIENCE_MS);
            const waited = Date.now() - unansweredSince;
            if (waited >= patience) {
              // No seat has had an answer either: the model is away, and the person chooses. Else only this decision gives up.
              if (this.outage.length >= patience) throw new ModelUnavailable(err, this.outage.length);
              throw err;
            }
            const wait = Math.min(backoff(waits++, patience, err.retryAfterMs), patience - waited);
            watch?.waiting(seat, whyUnanswered(err), wait);
            await sleep(wait, undefined, extra.signal ? { signal: extra.signal } : {}).catch(() => undefined);
            if (extra.signal?.aborted) throw err;
            continue;
          }
          if (!askAgain(err) || budget.calls >= AI_ATTEMPTS || extra.signal?.aborted) throw err;
        }
      }
    } finally {
      watch?.done(seat);
    }
  }

  private call(system: string, user: string, extra: DecideExtra, cutOff: number, streamed: Set<StreamChunk['channel']>): Promise<string> {
    const fields = streamFields(Object.keys(STREAMED));
    // What an earlier, broken answer streamed is taken back before the new one streams.
    for (const channel of streamed) extra.onStream?.({ channel, text: '', restart: true });
    streamed.clear();
    // After an answer cut off at max_tokens, the next call may write twice as much.
    const maxTokens = (this.o.maxTokens ?? DEFAULT_MAX_TOKENS) * 2 ** cutOff;
    // The finished days start the user turn and carry the second cache breakpoint; the question ends it.
    const [userPrefix, rest] = splitStable(user);
    // How to answer, in words, closes the system prompt: the same for the whole game, so it is cached with it,
    // and all a server without structured output (or a call sent again without output_config) has to go by.
    const fullSystem = `${system}\n\n${answerFormat(tableWords(extra.request))}`;
    const seat = extra.request.seat;
    const watch = this.o.watch;
    return this.o.limiter.run(async () => {
      const r = await this.o.provider.complete({
        system: fullSystem,
        onProgress: (p) => {
          if (p.stage === 'open') watch?.thinking(seat);
          else this.o.limiter.limited(p.retryAfterMs);
        },
        ...(userPrefix ? { userPrefix } : {}),
        user: `${rest}\n${answerLine(extra.request)}`,
        schema: schemaFor(extra.request),
        maxTokens,
        ...(extra.signal ? { signal: extra.signal } : {}),
        onText: (delta) => {
          watch?.writing(seat);
          if (!extra.onStream) return;
          for (const f of fields.push(delta)) {
            const channel = STREAMED[f.field as keyof typeof STREAMED];
            streamed.add(channel);
            extra.onStream({ channel, text: f.text });
          }
        },
      });
      this.o.usage.add(extra.request.seat, r.usage, extra.request.view.day, extra.request.kind);
      if (r.stopReason === 'max_tokens') throw new BrokenAnswer('max_tokens', `the model's answer was cut off at ${maxTokens} tokens`);
      if (r.stopReason === 'refusal') throw new BrokenAnswer('refusal', 'the model declined to answer');
      return r.text;
    });
  }
}
