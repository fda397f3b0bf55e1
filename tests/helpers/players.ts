// Test participants: answers from a function of the request, or a queue of raw strings per seat.
import type { DecideExtra, DecisionRequest, Participant } from '../../src/engine/participant.js';

export class FnPlayer implements Participant {
  readonly kind: 'human' | 'ai';
  readonly asked: { kind: string; hint?: string; user: string }[] = [];
  constructor(
    private readonly fn: (req: DecisionRequest, extra: DecideExtra) => string,
    kind: 'human' | 'ai' = 'ai',
  ) {
    this.kind = kind;
  }
  /** Refusals in a row: a person is asked again for ever, so a script that keeps answering the same wrong thing is stopped. */
  private refusals = 0;
  async decide(_system: string, user: string, extra: DecideExtra): Promise<string> {
    this.asked.push({ kind: extra.request.kind, user, ...(extra.hint ? { hint: extra.hint } : {}) });
    this.refusals = extra.hint ? this.refusals + 1 : 0;
    // A test whose scripted person was refused for ever grew its prompts until the worker ran out of memory.
    if (this.refusals > 20) throw new Error(`the scripted answer to ${extra.request.kind} was refused ${this.refusals} times in a row: ${extra.hint}`);
    return this.fn(extra.request, extra);
  }
}

/** A plain, passive answer for every decision kind: no runs, abstain, pass, hold, generic speeches. */
export function passive(req: DecisionRequest): string {
  // Nothing to add at the last call before the vote.
  if (req.kind === 'last_call') return 'pass';
  if (req.freeText) return JSON.stringify({ speech: 'I am listening to everyone carefully.' });
  switch (req.kind) {
    case 'wolf_proposal':
      return JSON.stringify({ message: 'hm', target: 'no kill' });
    case 'sheriff_run':
    case 'opt_out':
      return 'no';
    case 'witch':
      return 'pass';
    case 'direction':
      return 'clockwise';
    default: {
      const none = req.options.find((o) => !/^\d+$/.test(o.value));
      return none ? none.value : req.options[0]!.value;
    }
  }
}
