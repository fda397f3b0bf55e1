// A seat that picks uniformly among the legal answers: the yardstick for the bots' strength.
import type { DecideExtra, Participant } from '../engine/participant.js';
import { mix, Rng } from '../engine/rng.js';

const FILLER = ['I have nothing to add.', 'I am still thinking about it.', 'Hard to say who is lying.', 'Let us see how the vote goes.'];

export class RandomPlayer implements Participant {
  readonly kind = 'ai' as const;
  constructor(private readonly seed: number) {}

  async decide(_system: string, _user: string, { request }: DecideExtra): Promise<string> {
    const rng = new Rng(mix(this.seed, request.seat, request.view.events.length));
    const { shape, field } = request.answer;
    if (shape === 'team_chat') {
      const o = rng.pick(request.options);
      return JSON.stringify({ message: rng.pick(FILLER), [field]: o.value });
    }
    if (shape === 'speech') {
      const speech = rng.pick(FILLER);
      if (request.nominate?.length) return JSON.stringify({ speech, nomination: rng.pick(request.nominate) });
      return JSON.stringify({ speech });
    }
    const pick = rng.pick(request.options).value;
    // A ballot that takes a remark: now and then a few words with it (the option drawn first, so the pick is as before).
    if (request.answer.remark !== undefined && rng.chance(0.3)) return JSON.stringify({ [field]: pick, remark: rng.pick(FILLER).slice(0, request.answer.remark) });
    return pick;
  }
}
