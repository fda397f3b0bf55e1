// The structured claims a plan makes, derived from its acts so that words and claims cannot disagree:
// a role claimed, a check reported (or cited from one's own results), a suspicion, trust, a vote.
import type { Claim } from '../../../engine/core-events.js';
import type { Act, Evidence } from './plan.js';
import type { GameWords } from './words.js';

/** `today`: a change of vote dated to an earlier day explains a past ballot and announces no vote. */
export function claimsOf(acts: readonly Act[], words: GameWords, today = Infinity): Claim[] {
  const out: Claim[] = [];
  const seen = new Set<string>();
  const add = (c: Claim) => {
    const key = c.kind === 'role' ? `role:${c.role}` : c.kind === 'check' ? `check:${c.target}:${c.result}` : c.kind === 'acted' ? `acted:${c.action}:${c.target}` : `${c.kind}:${c.target}`;
    if (!seen.has(key)) out.push(c), seen.add(key);
  };
  const check = (target: number, bad: boolean) => add({ kind: 'check', target, result: words.result(bad).claim });
  const own = (because: readonly Evidence[]) => {
    for (const e of flat(because)) if (e.kind === 'my_result') check(e.target, e.bad);
  };
  for (const a of acts) {
    switch (a.act) {
      case 'claim_role':
        add({ kind: 'role', role: a.role });
        break;
      case 'report_check':
        check(a.target, a.bad);
        break;
      case 'accuse':
        add({ kind: 'suspect', target: a.target });
        // A fact conceded beside the case is still said: one's own check in it is a check claimed.
        own(cited(a.granted ?? []));
        break;
      case 'recount':
        own([a.fact]);
        break;
      // A lean with nothing behind it ("I lean Seat 6, though nothing points there yet") is no suspicion (c08d223: a table that
      // read every lean as an accusation played worse), but it is a read given, on the record: the seat is not asked for one
      // after it, and it names a seat when it answers a question.
      // A dead seat's last read is a suspicion: it is the one name it leaves, and the table hears it as pointing there (the seat named answers it).
      case 'lean':
        add(a.last ? { kind: 'suspect', target: a.target } : { kind: 'lean', target: a.target });
        break;
      case 'defend':
        add({ kind: 'trust', target: a.target });
        break;
      case 'weigh':
        add({ kind: 'trust', target: a.seat });
        break;
      case 'believe_claim':
        add({ kind: 'trust', target: a.seat });
        break;
      case 'doubt_claim':
        add({ kind: 'suspect', target: a.seat });
        break;
      case 'counter_claim':
        add({ kind: 'role', role: a.role });
        add({ kind: 'suspect', target: a.liar });
        break;
      case 'vote_intent':
        if (a.target !== null) add({ kind: 'vote', target: a.target });
        break;
      case 'count':
        for (const s of a.left) add({ kind: 'suspect', target: s });
        break;
      case 'end_hold':
        add({ kind: 'vote', target: a.to });
        break;
      case 'changed_mind':
        if (a.to !== null && !a.cast && (a.day === undefined || a.day >= today)) add({ kind: 'vote', target: a.to });
        break;
      case 'reveal_action':
        add({ kind: 'acted', action: a.action, target: a.target });
        if (a.action === 'saved') add({ kind: 'trust', target: a.target });
        break;
      case 'confess':
        add({ kind: 'role', role: words.evilRole });
        break;
      // A role claimed before, said again in a plea or a defence ("I am the hunter, as I said").
      case 'plea':
      case 'defend_self':
        if (a.claimed !== undefined) add({ kind: 'role', role: a.claimed });
        break;
      // A question to the claimant: the seat asked answers it in its next speech.
      case 'ask_check':
        add({ kind: 'ask', target: a.target, about: 'check' });
        break;
      case 'ask_vote': {
        const v = a.because[0];
        // A ballot on a seat: asked why; a ballot held back, or cast as most of the table did: asked where it leans now (the
        // words ask for "a name today", and a relay reader was told "asked why you voted Katya": 3 Dec).
        if (v?.kind === 'vote' && v.target !== null && !a.together) add({ kind: 'ask', target: a.target, about: 'vote', subject: v.target });
        else add({ kind: 'ask', target: a.target, about: 'read' });
        break;
      }
      case 'ask_read':
        add({ kind: 'ask', target: a.target, about: 'read', ...(a.word?.kind === 'accusation' || a.word?.kind === 'nomination' ? { subject: a.word.target } : {}) });
        break;
      default:
        break;
    }
    if ('because' in a) own(cited(a.because));
  }
  // A nomination made on a read is where the seat's vote goes, unless the speech says another vote.
  const nominated = acts.find((a) => a.act === 'nominate' && a.tentative === undefined);
  if (nominated?.act === 'nominate' && !out.some((c) => c.kind === 'vote')) add({ kind: 'vote', target: nominated.target });
  return out;
}

/** The facts inside a list of evidence, contradictions opened up. */
export function flat(because: readonly Evidence[]): Exclude<Evidence, { kind: 'contradiction' }>[] {
  return because.flatMap((e) => (e.kind === 'contradiction' ? flat([e.a, e.b]) : [e]));
}

/** The facts of an act a speech actually cites: the first two (a speech names no more), each once. */
export function cited(because: readonly Evidence[]): readonly Evidence[] {
  if (because.length < 2) return because;
  const seen = new Set<string>();
  const out: Evidence[] = [];
  for (const e of because) {
    // A claim said twice in a day is one fact ("Bruno claimed to be the seer, and Bruno claimed to be the seer").
    const key = factKey(e);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(e);
    if (out.length === 2) break;
  }
  return out;
}

/** What makes two facts the same fact as the table hears it. */
function factKey(e: Evidence): string {
  if (e.kind === 'role_claim') return `r${e.day}:${e.seat}:${e.role}`;
  if (e.kind === 'contradiction') return `x${factKey(e.a)}/${factKey(e.b)}`;
  if ('target' in e) return `${e.kind}${e.n}:${String(e.target)}`;
  return `${e.kind}${e.n}`;
}

/**
 * Whether a fact is the speaker's own word about `about` (its accusation, check claim, nomination,
 * defence or ballot): offered as the reason for the same point, it would be the claim as its own proof
 * ("I think Ada is a wolf, because I called Ada a wolf").
 */
export function ownWord(e: Evidence, me: number, about: number): boolean {
  switch (e.kind) {
    case 'check_claim':
    case 'accusation':
    case 'nomination':
    case 'defence':
      return e.by === me && e.target === about;
    case 'vote':
      return e.voter === me && e.target === about;
    // One's own claim is no reason for anything said of another seat either ("I claimed to be the seer, and
    // that is why Iris is a werewolf"): set against the rival's claim it is a contradiction, a fact of its own.
    case 'role_claim':
      return e.seat === me;
    case 'death':
      return e.pointed !== undefined && ownWord(e.pointed, me, about);
    default:
      return false;
  }
}
