// A claim a rival countered, cited against its claimant, is the two claims that cannot both stand, never the claim alone
// ("because Seat 3 claimed to be the seer today", as if claiming were the crime): every path that gives reasons against a
// seat (a case, a followed case, a kept or changed vote, an answer) says it so.
import type { BotInput } from '../bot.js';
import type { Evidence } from '../speech/plan.js';

/** `because` about `seat` with each claim a rival countered said as the contradiction (once, though both claims were there). */
export function countered(b: BotInput, because: readonly Evidence[], seat: number): Evidence[] {
  if (!b.k.roleClaims.has(seat)) return [...because];
  // A claim nobody countered is no reason against its claimant at all ("Small things add up: you claimed to be the seer
  // yesterday", a wolf's answer to the seer who caught him, at 80x24, werewolf-9 seed 1208960; "Ask yourselves why Mira wanted
  // me gone. The reason is simple: on day 1, Mira claimed to be the seer": 15 of 12,000 corpus speeches). Said by a seat the
  // claimant called evil, the check is the reason; else the claim is left out. A claim made late (after letting a rival's
  // stand) is a fact of its own and stays.
  const myCheck = b.k.checkClaims.find((c) => c.by === seat && c.target === b.k.me && c.bad)?.ev;
  const out = because.flatMap((e) => {
    const pair = counterClaimed(b, e, seat);
    if (pair) return [pair];
    if (e.kind === 'role_claim' && e.seat === seat && e.after === undefined) return myCheck ? [myCheck] : [];
    return [e];
  });
  return out.length < 2 ? out : [...new Map(out.map((e) => [JSON.stringify(e), e])).values()];
}

/** A seat's own role claim (or check of a rival) made after a rival claimed the role: both facts, the rival's first; made before a rival's, both, its own first. */
export function counterClaimed(b: BotInput, e: Evidence, seat: number): Evidence | undefined {
  const { k } = b;
  const mine = k.roleClaims.get(seat);
  if (!mine) return undefined;
  // A rival's claim of the seat's role, cited about it, is the two claims that cannot both stand, said in their order
  // ("Jonah as the seer does not add up, because Mira claimed to be the seer": the rival's claim alone is no reason).
  if (e.kind === 'role_claim' && e.seat !== seat && e.role === mine.role) return e.n < mine.ev.n ? { kind: 'contradiction', a: e, b: mine.ev } : { kind: 'contradiction', a: mine.ev, b: e };
  if (!((e.kind === 'role_claim' && e.seat === seat) || (e.kind === 'check_claim' && e.by === seat))) return undefined;
  const rival = [...k.roleClaims.values()].find((c) => c.seat !== seat && c.role === mine.role && c.ev.n < mine.ev.n);
  if (rival) {
    const named = k.checkClaims.find((c) => c.by === seat && c.target === rival.seat && c.bad);
    return { kind: 'contradiction', a: rival.ev, b: named?.ev ?? mine.ev };
  }
  // The first claimant, countered since by a rival (alive, or dead with its role unshown): its claim against the rival's
  // (the rival's check on it, if it named it), never its own claim alone as the reason against it ("because Jonah
  // claimed to be the seer today"; "because Luca claimed to be the seer on day 1", once the rival was killed).
  const later = [...k.roleClaims.values()].find((c) => c.seat !== seat && c.role === mine.role && c.ev.n > mine.ev.n && (k.alive.has(c.seat) || !k.revealed.has(c.seat)));
  if (!later) return undefined;
  const named = k.checkClaims.find((c) => c.by === later.seat && c.target === seat && c.bad);
  return { kind: 'contradiction', a: mine.ev, b: named?.ev ?? later.ev };
}
