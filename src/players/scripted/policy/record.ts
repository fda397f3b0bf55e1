// What a seat has of its own on a seat when nothing in the ledger moves that seat far enough to be a
// reason (an early day, a day after everyone held their votes): the faintest fact of the record about
// it, with the way it points, or else the night's deaths — said as what they are, thin or pointing
// nowhere, never dressed up as a case. A second with nothing of its own says so plainly.
import type { BotInput } from '../bot.js';
import { actor } from '../bears.js';
import { withPointing } from '../reading.js';
import { ownWord } from '../speech/claims.js';
import { sharedDeed } from '../speech/shared-ballot.js';
import { partOf } from '../speech/dates.js';
import { lastWordOn, lastWordToday } from './last-words.js';
import type { Act, Evidence } from '../speech/plan.js';
import { ballotOn, HEARSAY } from '../hearsay.js';

/** Another seat's word or ballot against `t` (said against it, sign 1): the case a second follows, not the seconder's own. */
const hearsay = (e: Evidence, t: number, sign: 1 | -1): boolean => (HEARSAY.has(e.kind) && 'target' in e && e.target === t) || (sign > 0 && ballotOn(e, t));

/**
 * A fact as it may be said for a point about `t` (sign 1: against it, −1: for it): a night death only with
 * what the victim had said or done against `t` before it (against `t`), never bare ("agree on Hugo, seeing
 * as Mira was killed last night" bears on nobody); a quiet night never. Undefined: not a reason about `t`.
 */
export function anchored(b: BotInput, e: Evidence, t: number, sign: 1 | -1): Evidence | undefined {
  if (e.kind === 'peaceful_night') return undefined;
  if (e.kind === 'check_claim' && !e.bad && e.target === t && sign > 0) return vouchedBy(b, e);
  // A night action claimed on another seat bears on `t` only through whose claims can both stand: said bare it reads as a
  // non sequitur ("Seat 2 is a werewolf, since Seat 9 said they saved me").
  if (e.kind === 'action_claim' && e.target !== t && e.by !== t) return undefined;
  if (e.kind !== 'death' || e.seat === t || partOf(e) !== 'night') return e;
  if (sign < 0) return undefined;
  const p = e.pointed ? e : withPointing(b.k, e, t);
  return p.kind === 'death' && p.pointed ? p : undefined;
}

/**
 * A check calling `t` good, held against `t`: it weighs so only because its claimant is read as lying (a fake
 * seer vouches for a partner). Said bare it reads backwards ("Remember this vote, because Elsie reported Ada as
 * good yesterday", seer game, seed 31337; 8 of 4,610 werewolf speeches, seed 777111), so it is said with what
 * shows the claimant lying: its death showing it evil, a check calling it evil, a rival's claim of its role.
 * Nothing of that in the record, and it is no reason to say.
 */
function vouchedBy(b: BotInput, e: Extract<Evidence, { kind: 'check_claim' }>): Evidence | undefined {
  const { k } = b;
  const liar = e.by;
  const shown = k.revealed.get(liar);
  const why: Evidence | undefined =
    (shown && k.evilRoles.has(shown.role) ? shown.ev : undefined) ??
    (b.mind.own !== undefined ? k.myResults.get(liar) : undefined)?.ev ??
    k.checkClaims.find((c) => c.target === liar && c.bad && c.by !== liar && c.by !== e.target)?.ev ??
    [...k.roleClaims.values()].find((c) => c.seat !== liar && c.seat !== k.me && c.role === k.roleClaims.get(liar)?.role)?.ev;
  if (!why || (why.kind === 'my_result' && !why.bad)) return undefined;
  return { kind: 'contradiction', a: e, b: why };
}

/**
 * A defence that only repeats a claim: backing a claimant, or a seat a claimed check called good before it. It risks
 * nothing, so it speaks for nobody (seen in play: "Jonah defended Hugo, which means Jonah is off my list", after Jonah
 * said only that the seer's check cleared Hugo).
 */
export function echoedDefence(k: BotInput['k'], f: Evidence): boolean {
  return f.kind === 'defence' && (k.roleClaims.has(f.target) || k.checkClaims.some((c) => c.target === f.target && !c.bad && c.ev.n < f.n));
}

/** Kinds of fact that are a seat's own statement: the speaker's is no fact it can cite for or against another seat. */
const STATEMENTS = new Set<Evidence['kind']>(['role_claim', 'confession', 'check_claim', 'action_claim', 'accusation', 'defence', 'nomination']);
const mine = (e: Evidence, me: number): boolean => STATEMENTS.has(e.kind) && actor(e) === me;

/** One fact of the record about `t`, and which way the speaker's belief reads it: 1 against, −1 for it. */
export interface OwnFact {
  fact: Evidence;
  sign: 1 | -1;
}

/**
 * A fact that speaks for `seat` only through a liar's word: a check calling it evil, from a claimant read as lying.
 * Said as a clearing or a concession it reads backwards ("Bruno said Elsie came back a werewolf, and Elsie looks
 * cleaner to me for it"); the claimant is doubted in words of its own (doubt_claim).
 */
export const readsBackwards = (f: Evidence, seat: number): boolean => f.kind === 'check_claim' && f.bad && f.target === seat;

/**
 * The strongest fact of the speaker's ledger about `t`, however faint, that is public (not the speaker's
 * private knowledge, not a contradiction), not another seat's word against `t`, and that bears on `t` in
 * the direction it is read: against `t` first, else for it.
 */
export function ownOn(b: BotInput, t: number): OwnFact | undefined {
  return b.r.memo(`ownOn${t}`, () => {
    const ok = (sign: 1 | -1): OwnFact | undefined => {
      for (const x of b.r.ledger.toward(t, sign)) {
        if (x.own || x.certain || x.fact.kind === 'contradiction' || x.fact.kind === 'attacked' || hearsay(x.fact, t, sign) || ownWord(x.fact, b.k.me, t) || (sign < 0 && (echoedDefence(b.k, x.fact) || readsBackwards(x.fact, t))) || mine(x.fact, b.k.me) || !b.r.bears(x.fact, t, sign)) continue;
        const fact = anchored(b, x.fact, t, sign);
        if (fact) return { fact, sign };
      }
      return undefined;
    };
    return ok(1) ?? ok(-1);
  });
}

/**
 * What the record holds, said when a speech would otherwise name no fact: the faint fact against the
 * seat the speaker leans on, else last night's news (a death, deaths, a quiet night; each later speaker of the
 * day takes the next one round, so a quiet table does not hear one death six times).
 */
export function recount(b: BotInput, t: number | undefined): Extract<Act, { act: 'recount' }> | undefined {
  const { k } = b;
  if (t !== undefined) {
    const own = ownOn(b, t);
    if (own?.sign === 1 && !sharedDeed(b.k, own.fact)) return { act: 'recount', fact: own.fact, seat: t };
    // Nothing else: the last words that named it this morning, said as the thin thing they are.
    const word = lastWordOn(b, t);
    if (word) return { act: 'recount', fact: word, seat: t };
  }
  const on = t !== undefined && t !== k.me ? t : undefined;
  // The newest two night deaths, and the seat's latest ballot when it was held back (an abstention weighs nothing).
  // About nobody in particular, a victim whose last words named a seat is said with them: never "it names nobody".
  const word = on === undefined ? lastWordToday(b) : undefined;
  // Only last night's: not a death of nights ago ("What the record holds is this: Hugo was killed on night 1; it names nobody",
  // said on day 3 the morning the believed seer was found dead: a relay game, werewolf-9 seed 1208301), nor the night before's
  // ("We lost Elsie, the doctor, on night 1; a kill like that tells us who is gone", on the morning the sheriff was found dead:
  // a model seat took it for a seat that had not noticed the night: relay game, mafia-classic, seed 1220501).
  const facts: Evidence[] = k.deaths
    .filter((d) => (d.cause === 'night' || d.cause === 'wolves' || d.cause === 'mafia' || d.cause === 'poison') && d.day === k.day)
    .slice(-2)
    .reverse()
    .map((d) => (word && word.by === d.seat ? word : d));
  const ballot = on === undefined ? undefined : [...k.votes].reverse().find((v) => v.voter === on && v.ballot !== 'sheriff' && v.day < k.day);
  // Held back with most of the table, it tells nothing, and is said so; held back alone it would weigh, and be in the ledger.
  const withMost = ballot?.target === null && k.votes.filter((v) => v.day === ballot.day && v.ballot === ballot.ballot && v.target === null).length * 2 > k.votes.filter((v) => v.day === ballot.day && v.ballot === ballot.ballot).length;
  if (withMost) facts.push(ballot!.ev);
  // A night that killed nobody is the newest news of all, taken round with the deaths (not said by every seat: only the
  // day's first speaker opens on it).
  const quiet = k.nights.find((x) => x.day === k.day && x.dead.length === 0);
  if (quiet) facts.unshift(quiet.ev);
  if (!facts.length) return undefined;
  const spoke = k.speechesToday.filter((x) => x.seat !== k.me).length;
  const fact = facts[spoke % facts.length]!;
  if (fact === word) return { act: 'recount', fact, on: word.target };
  return { act: 'recount', fact, ...(on !== undefined ? { on } : {}) };
}
