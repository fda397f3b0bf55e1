// A seat under fire answers what the table holds against it, not only the name it was called: its own ballot,
// its defence or accusation of a seat, the seat that went after it and died that night. Each such deed is
// offered with its answer; the words answer the one the accuser cited, else the one the public record weighs
// most against the seat (read on the public belief: what the table weighs, whatever the seat knows of itself).
import type { BotInput } from '../bot.js';
import { factKey, Ledger } from '../ledger/ledger.js';
import { withPointing } from '../reading.js';
import { partOf } from '../speech/dates.js';
import type { Evidence, Rebut } from '../speech/plan.js';

/** A fact moving the table's odds on the seat less than this (a log odds ratio) is not answered unless cited. */
const WORTH = 0.1;

/** At most this many of the seat's latest deeds are offered (an accuser cites the recent ones). */
const DEEDS = 6;

/** The seat's own deeds the table may hold against it, newest first, each with its answer. */
export function rebuttals(b: BotInput, made: Evidence | undefined, record: readonly Evidence[], target: number | undefined): Rebut[] {
  const { k } = b;
  const me = k.me;
  const skip = new Set([made, ...record].filter((e): e is Evidence => e !== undefined).map(factKey));
  const deeds: Evidence[] = [];
  // Never a ballot on a seat since shown evil: that vote speaks for the voter ("I cast a vote against Hugo yesterday, along
  // with four others, and nobody is asking them about it", said unasked by the real sheriff after Hugo was shown mafia).
  for (const v of k.votes) if (v.voter === me && v.target !== null && v.target !== me && !shownEvil(b, v.target)) deeds.push(v.ev);
  for (const x of [...k.defences, ...k.accusations, ...k.nominations]) if (x.by === me && x.target !== me) deeds.push(x.ev);
  for (const d of k.deaths) if (pointedAtMe(b, d)) deeds.push(withPointing(k, d, me));
  const fresh = deeds.filter((e) => !skip.has(factKey(e))).sort((x, y) => nOf(y) - nOf(x)).slice(0, DEEDS);
  if (!fresh.length) return [];
  // A fact's key does not depend on what a death pointed at: the ledger's death and the offered one are the same fact.
  const offered = new Set(fresh.map(factKey));
  const weighty = strongest(b, (e) => offered.has(factKey(e)));
  const key = weighty ? factKey(weighty) : undefined;
  return fresh.map((e) => ({ ...answer(b, e, target), ...(factKey(e) === key ? { weighty: true as const } : {}) }));
}

/** The fact `ok` accepts that the public record weighs most against this seat, if any weighs enough. */
function strongest(b: BotInput, ok: (e: Evidence) => boolean): Evidence | undefined {
  const pub = b.mind.pub?.belief;
  if (!pub) return undefined;
  const ledger = b.r.belief === pub ? b.r.ledger : b.r.memo('publicLedger', () => new Ledger(b.k, pub, b.w));
  return ledger.first(b.k.me, 1, WORTH, ok)?.fact;
}

const shownEvil = (b: BotInput, s: number): boolean => b.k.evilRoles.has(b.k.revealed.get(s)?.role ?? '');

const nOf = (e: Evidence): number => (e.kind === 'contradiction' ? 0 : e.n);

/** A night death of a seat whose last word or ballot before it went against this one: the pack's frame, as the accused tells it. */
function pointedAtMe(b: BotInput, e: Extract<Evidence, { kind: 'death' }>): boolean {
  return partOf(e) === 'night' && e.seat !== b.k.me && withPointing(b.k, e, b.k.me) !== e;
}

/** `pushing`: the seat this speech goes after: a deed against it is stood by, never disowned in the same breath. */
function answer(b: BotInput, e: Evidence, pushing: number | undefined): Rebut {
  const { k, r } = b;
  if (e.kind === 'death') return { fact: e, how: 'framed' };
  if (e.kind === 'vote' && e.ballot === 'sheriff') return { fact: e, how: 'guess' };
  const target = e.kind === 'vote' ? e.target! : 'target' in e ? e.target : k.me;
  const shown = k.revealed.get(target)?.role;
  const evil = shown !== undefined ? k.evilRoles.has(shown) : undefined;
  if (e.kind === 'vote') {
    // The seats that cast the same ballot that day (its run-off counted with its first round): nobody answers for them all.
    // Never a seat since shown evil: "I put a vote on Greta yesterday, and so did Bruno" names the mafioso as one's company
    // (mafia, 80x24, seed 5858: said by Bruno's partner, the day after Bruno was shown mafia).
    const others = k.votes.filter((v) => v.voter !== k.me && v.day === e.day && v.target === e.target && v.ballot !== 'sheriff' && !shownEvil(b, v.voter)).map((v) => v.voter);
    const with_ = [...new Set(others)].sort((x, y) => x - y);
    if (with_.length) return { fact: e, how: 'shared', with: with_ };
  }
  // So a nomination others made of the same seat that day: "I put Jonah up yesterday, and so did Oskar and Hugo" (a villager
  // at 80x24 answered "I read Jonah wrong" while the mafioso accusing her had put Jonah up beside her: mafia, seed 1206902).
  if (e.kind === 'nomination') {
    const with_ = [...new Set(k.nominations.filter((x) => x.by !== k.me && x.ev.day === e.day && x.target === e.target && !shownEvil(b, x.by)).map((x) => x.by))].sort((x, y) => x - y);
    if (with_.length) return { fact: e, how: 'shared', with: with_ };
  }
  // A seat killed in the night since is beyond a read: "I put a vote on Hugo yesterday, and I've come off Hugo since" was
  // said of a Hugo the pack had killed (werewolf-9 at 80x24, seed 6402). The ballot or the accusation was wrong; the
  // defence stands.
  // A deed against a seat this seat's own check called evil is stood by, whatever befell the seat: never "Seat 4 is a
  // werewolf; I checked them on night 1. I accused Seat 4 yesterday, and I was wrong about Seat 4", from the real seer, of
  // the wolf the pack then killed (werewolf-9 at 80x24, seed 1205994, playing that wolf).
  if (e.kind !== 'defence' && k.myResults.get(target)?.bad === true) return { fact: e, how: 'checked' };
  const killed = evil !== true && k.deaths.some((d) => d.seat === target && d.n > nOf(e) && partOf(d) === 'night');
  if (killed) return { fact: e, how: e.kind === 'defence' ? 'still' : 'wrong' };
  if (e.kind === 'defence') {
    if (evil === true) return { fact: e, how: 'wrong' };
    // Still spoken for while the speaker (its reading; the table's, for the evil side) does not lean on the seat.
    return { fact: e, how: target !== pushing && r.s(target) < 0.5 ? 'still' : 'moved' };
  }
  if (evil === false) return { fact: e, how: 'wrong' };
  // Nor is a seat banished since, its card unshown: "I went after Elsie on day 1, and I've come off her since", of an Elsie the
  // table had voted out that day (a blind reader's awkward line, werewolf-9 relay, seed 1280801). Off it, the deed was wrong.
  const gone = k.deaths.some((d) => d.seat === target && d.n > nOf(e));
  return { fact: e, how: target === pushing || r.s(target) >= 0.35 ? 'stand' : gone ? 'wrong' : 'moved' };
}
