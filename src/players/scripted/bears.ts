// Whether a fact is a reason about a seat, in the direction it is cited: true events of the log that do
// not point at the seat ("Seat 6 said Ada came back good" about some claimant, a save cited to frame
// the seat saved, a vote on a seat the table now takes for evil cited against the voter) are no reasons.
// The belief weighs every fact; only those that bear on a seat are said about it.
import type { Knowledge } from './knowledge.js';
import type { Evidence } from './speech/plan.js';

/** Read off the speaker's belief: P(seat is evil). */
type Suspicion = (seat: number) => number;

/** At or above this a seat counts as taken for evil when reading a fact's direction. */
const EVIL = 0.5;

/** The seat whose word or deed a fact is. */
export function actor(ev: Evidence): number | undefined {
  switch (ev.kind) {
    case 'contradiction':
      return undefined;
    case 'vote':
    case 'switch':
      return ev.voter;
    case 'role_claim':
    case 'confession':
    case 'death':
      return ev.seat;
    case 'badge':
      return ev.from;
    case 'check_claim':
    case 'action_claim':
    case 'accusation':
    case 'defence':
    case 'nomination':
      return ev.by;
    default:
      return undefined;
  }
}

/** Whether `ev` speaks for (sign −1) or against (sign 1) `seat`, read with what is believed now. */
export function bears(k: Knowledge, s: Suspicion, ev: Evidence, seat: number, sign: 1 | -1): boolean {
  const evil = (x: number) => x !== k.me && (k.evilRoles.has(k.revealed.get(x)?.role ?? '') || s(x) >= EVIL);
  // A seat went against another (a vote, an accusation): against the target if the actor is taken for good, against the actor if the target is.
  const against = (by: number, target: number) => (seat === target ? evil(by) !== sign > 0 : seat === by ? evil(target) !== sign > 0 : false);
  switch (ev.kind) {
    // Two facts that cannot both hold speak against the seat that said or did one of them.
    case 'contradiction':
      return sign > 0 && (actor(ev.a) === seat || actor(ev.b) === seat);
    case 'vote':
      if (ev.ballot === 'sheriff') return ev.target !== null && !against(ev.voter, ev.target) && (seat === ev.voter || seat === ev.target);
      return ev.target === null ? seat === ev.voter : against(ev.voter, ev.target);
    case 'accusation':
    case 'nomination':
      return against(ev.by, ev.target);
    case 'defence':
      return !against(ev.by, ev.target) && (seat === ev.by || seat === ev.target);
    case 'badge':
      return !against(ev.from, ev.to) && (seat === ev.from || seat === ev.to);
    case 'switch':
      // Walking away from the seat announced is held against the voter, not when the ballot went to a seat now taken for evil.
      return seat === ev.voter && (sign < 0 || ev.voted === null || !evil(ev.voted));
    case 'confession':
      return seat === ev.seat;
    case 'action_claim': {
      // A protection or save said by a seat taken for good speaks for the seat it names, one by a seat taken for evil
      // against it (a pack covering its own); a poisoning the other way round. About a third seat (a poisoned rival
      // clears the claimant it contradicted) it is read where it is weighed.
      if (seat !== ev.target) return true;
      const harm = /poison|shot|shoot|kill/.test(ev.action);
      return evil(ev.by) !== harm === sign > 0;
    }
    case 'my_result':
      return seat === ev.target;
    case 'role_claim': {
      // A late counter-claim (made after letting a rival's claim stand) speaks against its claimant, and for nobody.
      if (ev.after !== undefined) return seat === ev.seat && sign > 0;
      if (seat === ev.seat) return true;
      // A counter-claim: a claimant of the same role taken for good makes the rival a liar.
      return k.roleClaims.get(seat)?.role === ev.role && evil(ev.seat) !== sign > 0;
    }
    case 'check_claim': {
      // About the seat checked: a claimant taken for good is believed, one taken for evil read backwards.
      if (seat === ev.target) return ev.bad !== evil(ev.by) === sign > 0;
      if (seat !== ev.by) return false;
      // About the claimant: its check of a rival claimant (the counter-claim), or of a seat whose side this
      // seat knows (itself, its own check, a role shown) that the check gets right (trust) or wrong (doubt).
      const known = ev.target === k.me ? false : k.revealed.has(ev.target) ? k.evilRoles.has(k.revealed.get(ev.target)!.role) : k.myResults.get(ev.target)?.bad;
      if (known !== undefined) return known === ev.bad !== sign > 0;
      const role = k.roleClaims.get(ev.by)?.role;
      return role !== undefined && k.roleClaims.get(ev.target)?.role === role;
    }
    default:
      // Deaths and quiet nights: whom they bear on is read where they are cited (a night death names what the victim pointed at).
      return true;
  }
}
