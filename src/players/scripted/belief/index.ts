// The belief model's one public entry point (hints, the review, drills read it; the bots use the same
// parts): from a seat's view, the posterior over which seats are evil and the leading hypotheses,
// with the evidence that moved each seat. Pure in the view: the same view gives the same answer, and
// it reads nothing the seat could not see.
import type { PlayerView } from '../../../engine/view.js';
import { SeatMind } from '../mind.js';
import { Reading } from '../reading.js';
import { factKey } from '../ledger/ledger.js';
import type { Evidence } from '../speech/plan.js';
import { WEIGHTS, type Level } from './params.js';
import { seatsOf } from './worlds.js';

export type { Level } from './params.js';

export interface SeatBelief {
  /** The seat whose view this is. */
  seat: number;
  /** Seat → P(evil), for every other seat (dead ones included), 0..1. */
  suspicion: Record<number, number>;
  /** The likeliest evil sides, best first: the seats of each and its probability. */
  hypotheses: { evil: number[]; p: number }[];
  /** The evidence that moved `seat` towards evil (1) or good (−1), strongest first. */
  reasons(seat: number, sign?: 1 | -1, max?: number): Evidence[];
  /** The same reasons as the evidence ledger weighs them: measured weight, known to this seat alone, certain. */
  entries(seat: number, sign?: 1 | -1, max?: number): Reason[];
  /** Every fact the ledger weighs about `seat` that points the way it is weighed, strongest first, however faint. */
  ledger(seat: number): Reason[];
  /** Worlds still possible. */
  worlds: number;
}

/** One reason read off the ledger: the fact, its direction and measured weight (log odds), whose it is. */
export interface Reason {
  ev: Evidence;
  sign: 1 | -1;
  weight: number;
  own: boolean;
  certain: boolean;
}

/**
 * The belief of the seat whose view this is, at a level (normal by default). A good seat's is its
 * own; an evil seat's is the village's public belief (the evil side knows the truth, and reads what
 * the village believes). The ruleset's own bookkeeping (the bots' night facts) is not needed for it.
 */
export function beliefOf(view: PlayerView, level: Level = 'normal', hypotheses = 3): SeatBelief {
  const mind = new SeatMind(level);
  const k = mind.update(view, () => {});
  const r = new Reading(k, mind.belief, WEIGHTS[level]);
  const suspicion: Record<number, number> = {};
  for (let s = 1; s <= k.seats; s++) if (s !== k.me) suspicion[s] = r.s(s);
  return {
    seat: k.me,
    suspicion,
    hypotheses: mind.belief.top(hypotheses).map((w) => ({ evil: seatsOf(w.mask), p: w.p })),
    reasons: (seat, sign = 1, max = 2) => r.reasons(seat, sign, max),
    entries: (seat, sign = 1, max = 2) =>
      r.reasons(seat, sign, max).map((ev) => {
        // The ledger's entry for the fact (the reason may be told as another channel of the same event: its weight is the event's).
        const entry = r.ledger.about(seat).find((e) => e.sign === sign && factKey(e.fact) === factKey(ev)) ?? r.ledger.about(seat).find((e) => e.sign === sign && factN(e.fact) === factN(ev));
        return { ev, sign, weight: entry?.weight ?? 0, own: entry?.own ?? false, certain: entry?.certain ?? false };
      }),
    ledger: (seat) =>
      r.ledger
        .about(seat)
        .filter((e) => r.bears(e.fact, seat, e.sign))
        .map((e) => ({ ev: e.fact, sign: e.sign, weight: e.weight, own: e.own, certain: e.certain ?? false })),
    worlds: mind.belief.size,
  };
}

const factN = (ev: Evidence): number => (ev.kind === 'contradiction' ? Math.max(factN(ev.a), factN(ev.b)) : ev.n);
