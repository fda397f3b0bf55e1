// A hint off the record: while a decision is open, what the strongest bot in the person's seat would
// answer and why, from the request alone (the seat's own view). Showing it notes the hint for the log,
// seen by no seat, so the review and stats can mark the decision as hinted.
import type { DecisionRequest, OffRecordNote } from '../engine/participant.js';
import { createTable } from '../table/setup.js';
import { advise, adviser, type Advice } from './advice.js';

export interface Hinter {
  /** The advice for this request; the first time for a decision, a hint note for the log. */
  hint(request: DecisionRequest): Promise<Advice>;
}

/** `note` hands the off-record note to the seat that will log it with its answer. */
export function hinter(preset: string, seed: number, seat: number, note: (n: OffRecordNote) => void): Hinter {
  const persona = createTable({ preset, seed }).personasBySeat.get(seat);
  const bot = adviser(seed, persona);
  const shown = new WeakMap<DecisionRequest, Promise<Advice>>();
  return {
    hint(request) {
      let advice = shown.get(request);
      if (!advice) {
        advice = advise(request, bot).then((a) => {
          note(hintNote(a));
          return a;
        });
        shown.set(request, advice);
      }
      return advice;
    },
  };
}

export const hintNote = (a: Advice): OffRecordNote => ({ kind: 'hint', detail: { pick: a.pick, ...(a.value !== undefined ? { value: a.value } : {}) } });
