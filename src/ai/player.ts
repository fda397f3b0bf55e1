// AIPlayer: a seat played by a language model. It holds no game state: the prompt it is handed is
// built from its seat's view, its memory comes back as events. Reasoning streams to THINK, the speech
// to SAYS, as the tokens arrive. An answer that broke off (a stream cut, a server error, max_tokens, a
// refusal) is asked again, with no hint, within the decision's attempt budget.
import { AI_ATTEMPTS } from '../engine/decision.js';
import type { DecideExtra, DecisionRequest, Participant, StreamChunk } from '../engine/participant.js';
import { DEFAULT_MAX_TOKENS, ProviderError, type Provider } from '../llm/provider.js';
import { streamFields } from '../llm/json.js';
import type { Limiter } from './limiter.js';
import { splitStable } from '../engine/prompt.js';
import { answerFormat } from './answer-format.js';
import { answerLine, schemaFor, STREAMED, tableWords } from './schemas.js';
import type { UsageBook } from './usage.js';

export interface AIPlayerOptions {
  provider: Provider;
  limiter: Limiter;
  usage: UsageBook;
  maxTokens?: number;
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

export class AIPlayer implements Participant {
  readonly kind = 'ai' as const;
  readonly readsPrompts = true;
  readonly recordAnswers = true;
  readonly model = true;
  /** Model calls spent on each decision, every attempt the engine made included. */
  private readonly spent = new WeakMap<DecisionRequest, { calls: number; cutOff: number; streamed: Set<StreamChunk['channel']>; last?: unknown }>();
  constructor(private readonly o: AIPlayerOptions) {}

  async decide(system: string, user: string, extra: DecideExtra): Promise<string> {
    let budget = this.spent.get(extra.request);
    if (!budget) this.spent.set(extra.request, (budget = { calls: 0, cutOff: 0, streamed: new Set() }));
    if (budget.calls >= AI_ATTEMPTS) throw budget.last ?? new Error('no attempts left');
    for (;;) {
      budget.calls++;
      try {
        return await this.call(system, user, extra, budget.cutOff, budget.streamed);
      } catch (err) {
        budget.last = err;
        if (err instanceof BrokenAnswer && err.stopReason === 'max_tokens') budget.cutOff++;
        if (err instanceof ProviderError || err instanceof BrokenAnswer) {
          this.o.usage.fail(extra.request.seat, extra.request.kind, err instanceof ProviderError ? err.kind : err.stopReason);
        }
        if (!askAgain(err) || budget.calls >= AI_ATTEMPTS || extra.signal?.aborted) throw err;
      }
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
    // and all a server without structured output has to go by.
    const fullSystem = `${system}\n\n${answerFormat(tableWords(extra.request))}`;
    return this.o.limiter.run(async () => {
      const r = await this.o.provider.complete({
        system: fullSystem,
        ...(userPrefix ? { userPrefix } : {}),
        user: `${rest}\n${answerLine(extra.request)}`,
        schema: schemaFor(extra.request),
        maxTokens,
        ...(extra.signal ? { signal: extra.signal } : {}),
        onText: (delta) => {
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
