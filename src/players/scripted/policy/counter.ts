// A good seat answering those who claim its role: each rival (for the investigator, also a seat that
// reports checks without naming the role) is called a liar, with the contradiction if its checks
// disagree with this seat's own results.
import type { BotInput } from '../bot.js';
import { investigatorOf } from '../belief/claims.js';
import type { Act, Evidence } from '../speech/plan.js';

export interface Rival {
  seat: number;
  ev: Evidence;
}

/** Seats claiming this seat's power role, and for the investigator seats reporting checks. */
export function rivalsOfMine(b: BotInput): Rival[] {
  const { k } = b;
  if (!k.powerRoles.has(k.role)) return [];
  const out: Rival[] = [...k.roleClaims.values()].filter((c) => c.role === k.role && c.seat !== k.me).map((c) => ({ seat: c.seat, ev: c.ev }));
  if (k.role === investigatorOf(k)) {
    for (const c of k.checkClaims) if (c.by !== k.me && !out.some((r) => r.seat === c.by) && !k.roleClaims.has(c.by)) out.push({ seat: c.by, ev: c.ev });
  }
  return out;
}

/** The counter-claims owed today; `target`: the first living rival, for the vote. */
export function counterClaims(b: BotInput, rivals: readonly Rival[], last: boolean): { acts: Act[]; answered: number[]; target: number | undefined } {
  const { k } = b;
  const out = { acts: [] as Act[], answered: [] as number[], target: undefined as number | undefined };
  // Last words answer a dead rival only when no living one is left: "Luca claims my role" of a Luca banished a day ago, said
  // before the living rival, is stale (werewolf-9, seed 5120).
  const living = rivals.some((c) => k.alive.has(c.seat));
  for (const c of rivals) {
    if (!k.alive.has(c.seat) && (!last || living)) continue;
    const because: Evidence[] = [c.ev];
    const wrong = k.checkClaims.find((x) => x.by === c.seat && k.myResults.has(x.target) && k.myResults.get(x.target)!.bad !== x.bad);
    if (wrong) because.push({ kind: 'contradiction', a: wrong.ev, b: k.myResults.get(wrong.target)!.ev });
    out.acts.push({ act: 'counter_claim', liar: c.seat, role: k.role, because });
    out.answered.push(c.seat);
    out.target ??= k.alive.has(c.seat) ? c.seat : undefined;
  }
  return out;
}

/**
 * The counter-claims put in a plan: where the seat's own claim of the role stands, the first counter-claim
 * takes its place (it says the role itself: "Vera has taken my role for a cover: I am the hunter", not "I am
 * the hunter" before it as well, which a relay reader and a blind reader both heard as a stitched repeat).
 */
export function placeCounters(acts: Act[], counters: readonly Act[], role: string): void {
  const at = acts.findIndex((a) => a.act === 'claim_role' && a.role === role);
  if (at >= 0 && counters.length) acts.splice(at, 1, counters[0]!);
  acts.push(...(at >= 0 ? counters.slice(1) : counters));
}
