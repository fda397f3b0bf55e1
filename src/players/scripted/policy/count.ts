// The count: where the dead have shown their roles, a good seat that has cleared every living seat but as many as
// the evil side still has says so, seat by seat, and names what is left ("Let's count: Iris claimed to be the sheriff
// yesterday and cleared Hugo and Luca, and I know I'm not mafia. That leaves Vera and Ada, and two of the mafia are still at
// the table: it has to be both of them"). Said in speech/acts.ts (countCleared, countLeft).
// A table arguing from the record counts; a villager 90% sure of two seats once said "I lean Ada, nothing firmer yet"
// (mafia-classic, seed 1205901, day 2).
import type { BotInput } from '../bot.js';
import type { Knowledge } from '../knowledge.js';
import type { Act, Evidence } from '../speech/plan.js';
import { investigatorOf } from '../belief/claims.js';

/** Trusted this far (suspicion at most) a claimant's word clears the seats it checked, and the claimant itself. */
const VOUCHED = 0.25;
/** Sure this far of the seat the speech names, the count is said. */
const COUNTED = 0.75;

export type Count = Extract<Act, { act: 'count' }>;

/**
 * The count behind `target`, for a good seat: every living seat but `target`'s group cleared by a fact the table heard
 * (a trusted investigator's claim and its clean checks) or by the seat's own checks, and the group as large as the evil
 * side left alive. Undefined where a dead seat's role is unknown, or the count leaves more seats than evil ones.
 */
export function countOut(b: BotInput, target: number): Count | undefined {
  const { k, r } = b;
  if (b.mind.own === undefined || r.s(target) < COUNTED) return undefined;
  // A check calling the seat evil, its own or a trusted claimant's, is the case: no count is needed beside it.
  if (k.myResults.get(target)?.bad || k.checkClaims.some((x) => x.target === target && x.bad && r.s(x.by) <= VOUCHED)) return undefined;
  if (k.deaths.some((d) => d.role === undefined)) return undefined;
  const evilLeft = evilSeatsLeft(k);
  if (evilLeft < 1) return undefined;
  const others = [...k.alive].filter((s) => s !== k.me).sort((a, b) => a - b);
  const vouched: Evidence[] = [];
  const cleared = new Set<number>();
  const clear = (seat: number, ev: Evidence) => {
    if (seat === k.me || !k.alive.has(seat) || cleared.has(seat) || r.s(seat) > VOUCHED) return;
    cleared.add(seat);
    vouched.push(ev);
  };
  for (const [seat, res] of k.myResults) if (!res.bad) clear(seat, res.ev);
  const role = investigatorOf(k);
  for (const c of k.roleClaims.values()) {
    if (c.role !== role || c.seat === k.me) continue;
    // A claimant dead since vouches for its checks only where its card showed the role it claimed.
    const shown = k.revealed.get(c.seat);
    if (k.alive.has(c.seat) ? r.s(c.seat) > VOUCHED : shown?.role !== c.role) continue;
    if (k.alive.has(c.seat)) clear(c.seat, c.ev);
    const before = vouched.length;
    for (const x of k.checkClaims) if (x.by === c.seat && !x.bad) clear(x.target, x.ev);
    if (!k.alive.has(c.seat) && vouched.length > before) vouched.splice(before, 0, shown!.ev as Evidence);
  }
  const left = others.filter((s) => !cleared.has(s));
  if (left.length !== evilLeft || !left.includes(target) || !vouched.length) return undefined;
  return { act: 'count', left, evilLeft, vouched };
}

/** How many evil seats are left at most: the evil side's count, less its seats shown dead. */
export const evilSeatsLeft = (k: Knowledge): number => k.evilCount - k.deaths.filter((d) => d.role !== undefined && k.evilRoles.has(d.role)).length;
