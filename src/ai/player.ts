// AIPlayer: a seat played by a language model. It holds no game state: the prompt it is handed is
// built from its seat's view, its memory comes back as events. Reasoning streams to THINK, the speech
// to SAYS, as the tokens arrive.
import type { DecideExtra, Participant } from '../engine/participant.js';
import type { Provider } from '../llm/provider.js';
import { streamFields } from '../llm/json.js';
import type { Limiter } from './limiter.js';
import { schemaFor, STREAMED } from './schemas.js';
import type { UsageBook } from './usage.js';

export interface AIPlayerOptions {
  provider: Provider;
  limiter: Limiter;
  usage: UsageBook;
  maxTokens?: number;
}

export class AIPlayer implements Participant {
  readonly kind = 'ai' as const;
  readonly readsPrompts = true;
  constructor(private readonly o: AIPlayerOptions) {}

  decide(system: string, user: string, extra: DecideExtra): Promise<string> {
    const fields = streamFields(Object.keys(STREAMED));
    return this.o.limiter.run(async () => {
      const r = await this.o.provider.complete({
        system,
        user,
        schema: schemaFor(extra.request),
        ...(this.o.maxTokens ? { maxTokens: this.o.maxTokens } : {}),
        ...(extra.signal ? { signal: extra.signal } : {}),
        onText: (delta) => {
          if (!extra.onStream) return;
          for (const f of fields.push(delta)) extra.onStream({ channel: STREAMED[f.field as keyof typeof STREAMED], text: f.text });
        },
      });
      this.o.usage.add(extra.request.seat, r.usage, extra.request.view.day, extra.request.kind);
      return r.text;
    });
  }
}
