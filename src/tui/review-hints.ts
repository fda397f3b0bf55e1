// Which of the review's rows came from a decision the person took with a hint shown: a row's event
// follows the answer of the decision it records, so it belongs to the last decision begun before it.
import type { GameEvent } from '../engine/events.js';
import { personDecisions } from '../practice/decisions.js';

export function hintedBefore(all: readonly GameEvent[], me: number): (n: number) => boolean {
  const decisions = personDecisions(all, me);
  return (n) => {
    let last;
    for (const d of decisions) if (d.at < n) last = d;
    return last?.hinted ?? false;
  };
}
