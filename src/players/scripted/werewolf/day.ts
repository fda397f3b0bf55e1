// Werewolf day decisions from the belief: the sheriff race, the badge, the hunter's shot, and the
// ballots — cast as announced unless what was said since changed the bot's mind.
import { seatsIn, type BotInput, type BotReply } from '../bot.js';
import { wordsAgainst } from '../knowledge.js';
import { actor } from '../bears.js';
import { agreedDayPlan, busChance, doomedPartner, framable, frameTarget, hunters, isEvil, lostCause, packPick, partners } from '../policy/evil.js';
import { investigatorOf } from '../belief/claims.js';
import { bit } from '../belief/worlds.js';
import { announced, cast, leaving, namedLean, STRONG, support, switchNews, turnToday, type Cast } from '../policy/votes.js';
import { legalOnReading, onReading, readingTarget } from '../policy/claim-reading.js';
import { weakBallot } from '../policy/weak-ballot.js';
import { sharedDeed } from '../speech/shared-ballot.js';
import { HEARSAY } from '../hearsay.js';
import { caseOnMe, faintest, leanTarget, powerClaimsHeard, saidAgainst } from '../policy/talk-plan.js';
import { countered } from '../policy/countered.js';
import { rebuttals } from '../policy/rebut.js';
import { anchored } from '../policy/record.js';
import { think } from '../think.js';
import type { Act, Evidence } from '../speech/plan.js';
import { asked } from '../policy/answer.js';
import { roleClaims } from './speak.js';
import { rivalsOfMine } from '../policy/counter.js';
import { evidenceN } from '../reading.js';
import { noBallotYet } from '../policy/first-day.js';
import { candidacy, withdrawal } from './sheriff.js';

const thinkOf = (b: BotInput, focus: number[], decision: string) =>
  think({ r: b.r, c: b.voice, persona: b.persona, rng: b.rng, focus, decision, publicView: b.mind.own === undefined });

const evil = (b: BotInput) => b.mind.own === undefined;

export function sheriffRun(b: BotInput): BotReply {
  const why = candidacy(b);
  return { reasoning: why ?? 'Not running: I have nothing yet that the badge needs.', run: why !== undefined ? 'yes' : 'no' };
}

export function optOut(b: BotInput): BotReply {
  const { out, why } = withdrawal(b);
  return { reasoning: why, withdraw: out ? 'yes' : 'no' };
}

export function sheriffVote(b: BotInput): BotReply {
  const cands = seatsIn(b.req);
  const pick = evil(b) ? packBallot(b, cands) : trustedCandidate(b, cands);
  return { reasoning: thinkOf(b, pick !== undefined ? [pick] : [], `Sheriff vote: ${b.label(pick!)}, the candidate I ${evil(b) ? 'can use' : 'trust most'}.`), target: pick! };
}

/** A good seat's ballot: a believed investigator claimant, else the candidate it trusts most; the noise never carries it to one it doubts more than the others. */
function trustedCandidate(b: BotInput, cands: readonly number[]): number | undefined {
  const { r } = b;
  const score = (s: number) => 1 - r.s(s) + (r.claimants().some((c) => c.seat === s && c.good > 0.6) ? 0.5 : 0);
  const top = Math.max(...cands.map(score));
  return r.best(cands.filter((s) => score(s) >= top - 0.1), score, b.rng, 0.05 + b.w.noise);
}

/**
 * The pack's sheriff ballots follow one plan: a partner whose seer story runs gets the votes of the
 * members the table doubts least (their ballots look like the village's); the others vote as the
 * village does, for the candidate the table trusts most that hunts no member of the pack. A partner
 * running with no story gets one ballot from the pack at most. An easy wolf votes its partner.
 */
function packBallot(b: BotInput, cands: readonly number[]): number | undefined {
  const { k, r } = b;
  const mates = partners(b).filter((p) => cands.includes(p));
  if (b.level === 'easy' && mates.length) return mates[0];
  const threat = hunters(b);
  const inv = investigatorOf(k);
  // Words said today bind the ballot: a member that spoke against a candidate today never backs it, and one that spoke for a
  // candidate votes it. Before: "Count me among those who believe Nell is the seer. I doubt Katya is the seer", then a
  // sheriff ballot for Katya, the partner, which two seats held against the wolf for two days (werewolf-9, seed 1212700;
  // corpora, seed 1212100: 5 of 636 pack ballots went to a seat the voter had doubted aloud that day, 9 past one it vouched for).
  const saidToday = (list: readonly { by: number; target: number; ev: { day: number } }[], by: number, t: number) => list.some((a) => a.by === by && a.target === t && a.ev.day === k.day);
  // Nor does a member vote for the candidate whose check named it a werewolf: "Audited: Mira is a werewolf", then Mira's ballot
  // for that seer, as if she believed it (werewolf-9 at 80x24, seed 1212650; corpora, seed 1212100: 27 of 248 pack ballots in
  // werewolf-9, 14 of 388 in werewolf). A member every other candidate named so votes its partner, and is one of its backers.
  const named = (s: number, c: number) => k.checkClaims.some((x) => x.by === c && x.target === s && x.bad);
  const others = cands.filter((c) => !isEvil(b, c));
  const stuck = (s: number) => others.length > 0 && others.every((c) => named(s, c));
  // A believed investigator claimant is no threat to vote for here: a ballot past it, for a seat that claims nothing, is the tell.
  const claimant = (s: number) => k.roleClaims.get(s)?.role === inv && r.s(s) < 0.5;
  const past = others.some(claimant);
  const safe = others.filter((s) => (past ? !threat.has(s) || (claimant(s) && !named(k.me, s)) : !threat.has(s) && !claimant(s)) && !saidToday(k.accusations, k.me, s));
  const village = r.best(safe, (s) => 1 - r.s(s), b.rng, 0.05 + b.w.noise);
  const teller = mates.find((p) => k.roleClaims.get(p)?.role === inv);
  const backer = (p: number) => {
    // Members the table doubts least back the partner: one of two, two of three, the rest vote elsewhere.
    // Nor one that vouched for another candidate ("I believe Elsie is the seer", before the partner counter-claimed).
    const free = (s: number) => !saidToday(k.accusations, s, p) && !cands.some((c) => c !== p && saidToday(k.defences, s, c));
    const pack = [k.me, ...partners(b)].filter((s) => s !== p && !cands.includes(s) && free(s)).sort((x, y) => r.s(x) - r.s(y) || x - y);
    // A partner with no story gets none against an investigator claimant the table believes: a lone ballot past the seer for a
    // seat that claims nothing was a wolf's 81-100% of the time in bot games (werewolf-9, seed 1214300; werewolf, seed 1214100),
    // and the one ballot for Wren over Bruno, the claimed seer, was what three model seats argued from on day 1 (relay game,
    // werewolf-9, seed 1214001).
    const n = teller === p ? Math.max(1, Math.ceil((pack.length - 1) / 1.5)) : cands.some((c) => c !== p && claimant(c)) ? 0 : 1;
    // Those that vouched for the partner aloud today are its backers first (their word is given); the rest fill the split.
    const told = pack.filter((s) => saidToday(k.defences, s, p) || stuck(s));
    return [...told, ...pack.filter((s) => !told.includes(s))].slice(0, Math.max(n, told.length)).includes(k.me);
  };
  const mate = teller ?? mates.sort((x, y) => r.s(x) - r.s(y))[0];
  if (mate !== undefined && backer(mate)) return mate;
  // A candidate this member vouched for aloud, a partner included, gets its ballot: "Ada reads as the real seer to me", then a
  // ballot on the seer it had just called false, was the other way of breaking its word (the partner's own backers voted above).
  const vouched = cands.find((s) => saidToday(k.defences, k.me, s) && !saidToday(k.accusations, k.me, s) && s !== mate);
  if (vouched !== undefined) return vouched;
  // With no other candidate the pack can use (a believed investigator, seats that hunt the pack), the members that do
  // not back the partner vote as the village does, for the candidate the table trusts: a whole pack on its partner
  // against an uncountered seer named every wolf at once (werewolf, 80x24, seed 9393; ww-9, 150 games: 85% of the
  // pack's ballots on a partner against 29% of the village's on that seat).
  const usable = others.filter((s) => !named(k.me, s));
  const unaccused = usable.filter((s) => !saidToday(k.accusations, k.me, s));
  const table = mate !== undefined && village === undefined ? r.best(unaccused.length ? unaccused : usable, (s) => 1 - r.s(s), b.rng, 0.05 + b.w.noise) : undefined;
  // Only seats that hunt the pack run: the ballot goes to the one the table doubts most.
  return village ?? table ?? mate ?? r.best(cands, (s) => r.s(s), b.rng, 0.1);
}

/**
 * The badge of a dying sheriff. A good one passes it to a believed investigator or the seat it trusts
 * most, or tears it up. An evil one passes it as a good one would, to a seat the table trusts that
 * hunts no member of the pack (a seer story's own cleared seat first), or tears it up; only rarely, as a
 * gambit, to a partner the table trusts. An easy one hands it to a partner.
 */
export function badge(b: BotInput): BotReply {
  const { r } = b;
  const legal = seatsIn(b.req);
  let heir: number | undefined;
  if (evil(b)) heir = evilHeir(b, legal);
  else {
    heir = r.claimants().find((c) => c.good >= 0.7 && legal.includes(c.seat))?.seat ?? r.best(legal, (s) => 1 - r.s(s), b.rng, b.w.noise);
    if (heir !== undefined && r.s(heir) > TRUST_BAR) heir = undefined;
  }
  return { reasoning: thinkOf(b, heir !== undefined ? [heir] : [], heir !== undefined ? `The badge goes to ${b.label(heir)}.` : 'Nobody I trust enough: tearing up the badge.'), target: heir ?? 'tear up' };
}

/** Suspicion above which a sheriff would rather tear the badge up than pass it. */
const TRUST_BAR = 0.3;

/** How often an evil sheriff who would pass the badge hands it to a partner the table trusts instead. */
const GAMBIT = 0.15;

function evilHeir(b: BotInput, legal: readonly number[]): number | undefined {
  const { k, r } = b;
  const mates = partners(b).filter((p) => legal.includes(p));
  if (b.level === 'easy') return mates.sort((x, y) => r.s(x) - r.s(y))[0];
  const doubt = asGood(b);
  // Never to a seat whose check named one of the pack, nor to a seer claimant; the fewer ballots and words against the pack, the better.
  const hunted = hunters(b);
  const inv = investigatorOf(k);
  const safe = legal.filter((s) => !isEvil(b, s) && k.roleClaims.get(s)?.role !== inv && !(hunted.get(s) ?? []).some((e) => e.kind === 'check_claim'));
  // A seer story hands the badge to a seat it cleared, as a real seer would.
  const cleared = k.checkClaims.find((c) => c.by === k.me && !c.bad && safe.includes(c.target))?.target;
  const best = r.best(safe, (s) => 1 - doubt(s) - 0.05 * (hunted.get(s)?.length ?? 0), b.rng, b.w.noise);
  // A good sheriff passes to a seat its checks or the record clear; the pack's reading is the table's, so "clear" is clearer than most.
  const others = r.others.filter((s) => s !== k.me);
  const mean = others.reduce((a, s) => a + doubt(s), 0) / Math.max(1, others.length);
  const heir = cleared ?? (best !== undefined && doubt(best) <= Math.max(TRUST_BAR, mean - 0.1) ? best : undefined);
  if (heir === undefined) return undefined;
  const mate = mates.sort((x, y) => doubt(x) - doubt(y))[0];
  return mate !== undefined && doubt(mate) <= doubt(heir) + 0.05 && b.stable(23).chance(GAMBIT) ? mate : heir;
}

/** The public suspicion of each seat as a good seat here would read it: the village's belief, given that this seat is good. */
function asGood(b: BotInput): (s: number) => number {
  const { k, r } = b;
  const mine = r.s(k.me);
  if (mine >= 1) return (s) => r.s(s);
  return (s) => Math.max(0, (r.s(s) - r.belief.joint(bit(s) | bit(k.me))) / (1 - mine));
}

export function direction(b: BotInput): BotReply {
  return { reasoning: 'Either way round.', direction: b.rng.chance(0.5) ? 'clockwise' : 'counter-clockwise' };
}

/** Below this spread of suspicion over the whole table, the hunter has no read at all. */
const NO_READ = 0.05;

export function hunterShot(b: BotInput): BotReply {
  const { r, k } = b;
  const legal = seatsIn(b.req);
  // The seat his words named today (his last words, else his turn) is the one he takes with him: words and shot agree
  // (werewolf-9, 300 games, seed 91919: 7 of 46 hunters shot another seat than the one their last words named).
  const said = [...k.accusations].reverse().find((a) => a.by === k.me && a.ev.day === k.day && legal.includes(a.target))?.target;
  if (said !== undefined) return { reasoning: thinkOf(b, [said], `Taking ${b.label(said)} with me, as I said.`), target: said };
  // Else he fires at his likeliest wolf; he holds only when nobody at all stands apart from the rest.
  const pick = r.best(legal, (s) => r.s(s), b.rng, b.w.noise * 2);
  const levels = legal.map((s) => r.s(s));
  const shoot = pick !== undefined && Math.max(...levels) - Math.min(...levels) >= NO_READ;
  return { reasoning: thinkOf(b, pick !== undefined ? [pick] : [], shoot ? `Taking ${b.label(pick!)} with me.` : 'Not sure enough to shoot anyone.'), target: shoot ? pick! : 'hold' };
}

/** How sure the witch must be of a seat the pack attacked before she pushes it or votes it. */
const ATTACKED_BAR = 0.8;

/**
 * The seats a good seat may push or vote among `among`: the witch leaves out a seat she knows the pack
 * attacked (the one she saved, or was told of) unless she is sure of it anyway; the others, all.
 */
export function votable(b: BotInput, among: readonly number[]): number[] {
  const attacked = new Set(b.k.attacked.map((a) => a.target));
  if (evil(b) || !attacked.size) return [...among];
  const kept = among.filter((s) => !attacked.has(s) || b.r.s(s) >= ATTACKED_BAR);
  return kept.length ? kept : [...among];
}

/** The village's ballot score: the belief, plus a little for seats trusted voices named today. */
export function villageScore(b: BotInput): (s: number) => number {
  const sup = support(b);
  return (s) => b.r.s(s) + b.w.consensus * (sup.get(s) ?? 0);
}

/** The pack's ballot score: the good seat the village doubts most; a doomed partner may be dropped. */
export function packScore(b: BotInput, legal: readonly number[]): (s: number) => number {
  const sup = support(b);
  const doomed = doomedPartner(b);
  const bus = doomed !== undefined && b.stable(21).chance(busChance(b, doomed));
  // Each member pushes the good seat the village already doubts, read for itself: piling onto the seat a
  // partner named first makes a bloc the village reads the pack by (measured, 400 games: village wins 66.0%
  // following the partner, 63.8% not).
  const frame = frameTarget(b, framable(b, legal));
  // Once the village sees through a partner's fake claim, pushing the seer he accused marks the pack.
  const lost = lostCause(b);
  return (s) => {
    if (bus && s === doomed) return 10;
    if (isEvil(b, s)) return -10;
    return b.r.s(s) + b.w.consensus * (sup.get(s) ?? 0) + (s === frame ? b.w.frame : 0) - (lost.has(s) ? 0.6 : 0);
  };
}

/** Salt of the draw that picks the seat a discussion names when nothing else does: the speech and the ballot draw it alike. */
const LEAN = 41;

/** The seat this seat's discussion leans on when no claim or story names one, drawn the same way for its speech and its ballot. */
export function leanPick(b: BotInput, among: readonly number[]): number | undefined {
  return b.r.best(among, evil(b) ? packScore(b, among) : villageScore(b), b.stable(LEAN), b.w.noise);
}

/**
 * The lean this seat's discussion said today without announcing a vote ("I lean Seat 6"), read again now:
 * on a day nothing moved its belief it is the same seat, and its ballot goes there (words and vote agree). With
 * nothing claimed since its speech, the seat it said (its own words move its belief a little, and a lean on the
 * edge of a faint fact would move with them); with news since, worked out again from all it heard.
 */
function spokenLean(b: BotInput, legal: readonly number[]): { target: number; n: number } | undefined {
  const { k, r } = b;
  const spoke = k.speechesToday.find((x) => x.seat === k.me && x.context === 'discussion');
  if (!spoke || announced(b)) return undefined;
  const among = r.others;
  let t: number | undefined;
  // A lean said aloud is the seat's word: the ballot keeps it unless news moves it, and then the last call says so.
  if (b.mind.spoke?.day === k.day && (b.mind.spoke.named || !heardSince(b, spoke.n))) t = b.mind.spoke.target;
  else if (evil(b)) {
    t = readingTarget(b, false, among, packScore(b, among), leanPick(b, among));
    const planned = agreedDayPlan(b, framable(b, among));
    if (planned !== undefined) t = planned;
    else if (packPick(b) === undefined) t = leanTarget(b, framable(b, among), t);
  } else {
    // Read as the speech read it (werewolf/speak.ts), among the seats this seat may push.
    const mine = votable(b, among);
    t = leanTarget(b, mine, readingTarget(b, true, mine, villageScore(b), leanPick(b, mine)));
  }
  return t !== undefined && legal.includes(t) ? { target: t, n: spoke.n } : undefined;
}

/** Whether another seat claimed anything since event `n` (a role, a check, an accusation, a defence, a vote said). */
function heardSince(b: BotInput, n: number): boolean {
  const { k } = b;
  const since = (x: { ev: { n: number } }) => x.ev.n > n;
  return (
    k.accusations.some(since) ||
    k.defences.some(since) ||
    k.checkClaims.some(since) ||
    [...k.roleClaims.values()].some(since) ||
    [...(k.intents.get(k.day)?.values() ?? [])].some(since)
  );
}

/** The ballot this seat would cast now, by its word and by what it heard since; `saying`: a switch is said now, in words, before the ballot. */
function ballot(b: BotInput, saying = false): Cast & { legal: number[] } {
  const { k } = b;
  // Words and ballot on one reading of the claims: no vote on the check of a claimant the seat reads as lying.
  // The last call is a speech: the ballot it speaks for is on every living seat.
  const all = (saying ? [...k.alive] : seatsIn(b.req)).filter((s) => s !== k.me).sort((x, y) => x - y);
  const legal = votable(b, legalOnReading(b, !evil(b), all));
  // A wolf keeps its word on a seat an exposed partner's check named (not on the seer he accused): dropping it unasked is a switch nobody argued.
  const said = announced(b);
  if (evil(b) && said !== undefined && all.includes(said.target) && !legal.includes(said.target) && !lostCause(b).has(said.target)) legal.push(said.target);
  const score = evil(b) ? packScore(b, legal) : villageScore(b);
  // After the last call the ballot is the seat's last word: a seat whose vote moved said so then, or had nothing to add.
  // Only strong news said in the last call itself (a check) still moves it, as it would a kept word.
  // A lean said in its turn ("I lean Luca") holds the same way.
  const lean = spokenLean(b, legal);
  const word = said ?? lean;
  if (!saying && b.req.kind === 'vote' && k.lastCall !== undefined && word !== undefined && legal.includes(word.target)) {
    const best = b.r.best(legal, score, b.rng, b.w.noise);
    if (best === undefined || best === word.target) return { target: word.target, legal };
    if (b.r.movedSince(best, k.lastCall) < STRONG) return { target: word.target, held: best, legal };
  }
  return { ...cast(b, legal, score, evil(b) ? 0.5 : 0.25, -Infinity, lean, saying), legal };
}

/**
 * A switch's reasons without a contradiction that discredits a claimant whose check is among them: "my vote goes to Ada,
 * since Elsie reported Ada as a werewolf; besides, Hugo claimed to be the seer yesterday, and then Elsie claimed it too"
 * rests the switch on Elsie's word and undercuts it in one breath (werewolf, seed 616501, game 72).
 */
function undiscredited(because: readonly Evidence[]): Evidence[] {
  const checkers = new Set(because.flatMap((e) => (e.kind === 'check_claim' ? [e.by] : [])));
  return because.filter((e) => !(e.kind === 'contradiction' && [actor(e.a), actor(e.b)].some((s) => s !== undefined && checkers.has(s))));
}

/**
 * The last call before the vote: a seat whose ballot moved off what it said in its turn (news came after
 * it spoke) says so now, with what moved it; a seat keeping its word passes.
 */
export function lastCall(b: BotInput): BotReply {
  const { k } = b;
  const c = ballot(b, true);
  // A vote announced, else a lean said aloud in its turn: leaving either is said now.
  const said = announced(b) ?? namedLean(b);
  // A ballot off the announced seat, whether news moved it or the seat is off this seat's ballot now (its case rested on a claimant read as lying).
  const from = c.changed?.from ?? (said !== undefined && c.target !== said.target ? said.target : undefined);
  const turn = turnToday(k) ?? -1;
  const reasons = c.changed?.because ?? (c.target !== null && from !== undefined ? [...saidAgainst(b, b.r.reasons(c.target, 1, 2, turn), c.target), ...b.r.reasons(from, -1, 1, turn)] : []);
  let because = c.target !== null && from !== undefined ? undiscredited(countered(b, vouchedOnly(b, switchNews(b, from, c.target, reasons, turn), c.target), c.target)) : [];
  // A switch nothing said since explains is no switch while the word can still be kept; a seat that cannot keep it says so anyway.
  if (!because.length && from !== undefined && !c.legal.includes(from)) because = leaving(b, from, reasons);
  if (c.target === null || from === undefined || (!because.length && c.legal.includes(from))) {
    return keptWord(b, c.target) ?? { reasoning: thinkOf(b, c.target !== null ? [c.target] : [], 'Nothing to add before the vote: my vote stands.'), speech: '', claims: [] };
  }
  // A case made against it since its turn is answered with the switch: the last call is its only turn left.
  const late = lateDefence(b, c.target);
  // What the record holds against the seat the vote goes to, beside what moved it off the other.
  const onto = countered(b, vouchedOnly(b, ontoReasons(b, c.target), c.target), c.target).filter((e) => !because.includes(e));
  const spoken = b.say({ context: 'discussion', acts: [...(late ? [late] : []), { act: 'changed_mind', from, to: c.target, because, ...(onto.length ? { onto } : {}) }] });
  return {
    reasoning: thinkOf(b, [c.target], `Saying before the vote that I now vote ${b.label(c.target)}, not ${b.label(from)}: ${because.length ? 'what I heard since moved me' : `${b.label(from)} is off my ballot now`}.`),
    speech: spoken.text,
    claims: spoken.claims,
  };
}

/**
 * What the record holds against the seat a vote moves to: its strongest reason, else the faintest fact that points at it,
 * else its own ballot (policy/weak-ballot.ts), on this seat's reading of the claims.
 */
function ontoReasons(b: BotInput, t: number): Evidence[] {
  const strong = saidAgainst(b, b.r.reasons(t, 1, 1), t);
  if (strong.length) return strong;
  const faint = b.r.ledger.first(t, 1, FAINT, (fact) => fact.kind !== 'contradiction' && !(HEARSAY.has(fact.kind) && 'target' in fact && fact.target === t) && !b.r.hearsayBallot(fact, t) && !sharedDeed(b.k, fact) && b.r.bears(fact, t, 1))?.fact;
  const found = faint ?? weakBallot(b, !evil(b), t);
  return found ? onReading(b, !evil(b), [found]) : [];
}

/** A fact moving a seat's odds less than this is too faint to give even as the reason a vote lands on it. */
const FAINT = 0.01;

/**
 * A good check on the seat now voted, as a reason against it, said with what shows its claimant lying, or not at all ("I'm
 * moving my vote from Ada to Bruno, because Vera said Bruno came back good" read backwards: record.ts, anchored).
 */
function vouchedOnly(b: BotInput, because: readonly Evidence[], target: number): Evidence[] {
  return because.flatMap((e) => (e.kind === 'check_claim' && !e.bad && e.target === target ? (anchored(b, e, target, 1) ?? []) : [e]));
}

/**
 * A last call that keeps the vote still speaks when the seat was asked something since its turn (the answer,
 * then the vote kept), or when it is good, holds a role it has not claimed, and the votes said today put it
 * first on the block: it says what it is before the vote ("I'm the witch…"), as a cornered player does.
 */
function keptWord(b: BotInput, target: number | null): BotReply | undefined {
  const { k } = b;
  const mine = k.roleClaims.get(k.me)?.role === k.role;
  // Nor a good seat whose own role another seat claimed after its turn: it says so now, not a day late ("Greta sat through Vera's
  // claim without a word against it": the real hunter, heard out at her last call without a word of it, claimed the next
  // morning and was banished as the late claimant; werewolf-9 relay, seed 1241301).
  const turn0 = turnToday(k) ?? -1;
  const rivalSince = !evil(b) && !mine && rivalsOfMine(b).some((r) => k.alive.has(r.seat) && evidenceN(r.ev) > turn0);
  const claim = !evil(b) && !mine && (onTheBlock(b) || rivalSince) ? roleClaims(b, 'last_call', true).acts.filter((a) => a.act === 'claim_role' || a.act === 'reveal_action' || a.act === 'report_check' || a.act === 'counter_claim') : [];
  const plea = !claim.length && onTheBlock(b) ? lastPlea(b, target) : undefined;
  // A claim made now answers a check claimed on it since its turn by saying so ("I'm the hunter. Priya called me a werewolf; that
  // result is wrong"); other cases after its turn are left to the claim.
  const late = plea ? undefined : lateDefence(b, target);
  const answered = late && (!claim.length || late.case?.kind === 'check_claim') ? late : undefined;
  // A claimant's clean check on the seat voted, said after this seat's turn: the vote kept says it heard it. Four seats that had
  // leaned Hugo voted him out in silence after the sheriff, believed as the seer, called Hugo good (werewolf at 80x24, seed 1206904).
  const turn = turnToday(k) ?? -1;
  // Where the record shows its claimant lying, the check said with that is the vote's reason ("…, yet Wren came out as the seer
  // on day 1": record.ts, anchored); else the check is said as heard and weighed, the vote standing.
  const since = target !== null && !claim.length && !plea ? k.checkClaims.find((c) => !c.bad && c.target === target && c.by !== k.me && c.ev.day === k.day && c.ev.n > turn) : undefined;
  const liar = since && target !== null ? anchored(b, since.ev, target, 1) : undefined;
  const over = since && !liar ? since.by : undefined;
  // A power role the seat voted claimed after this seat's turn, with the votes on it: a last call said for another reason says it
  // heard the claim (a last call of its own for it alone was up to eleven seats in a row saying one doubt: last-call.test).
  const heard = target !== null && !claim.length && !plea ? powerClaimsHeard(b, { sincere: !evil(b), target }, turn).filter((a) => a.act === 'doubt_claim' && a.seat === target) : [];
  if (!claim.length && !plea && !answered && !asked(b) && !since) return undefined;
  // The vote said in its turn (or the seat it leaned on) is said as kept; one it never named, as its vote now.
  // Not the seat its turn only had in mind: "it was a hunch about you, and it still is; my vote stays there", of a seat its turn
  // had only asked a question, was a blind reader's tell ("there was no earlier vote to stay on": werewolf-9 relay, seed 1240001).
  const kept = target !== null && (announced(b)?.target === target || namedLean(b)?.target === target);
  // A seat claiming this good seat's own role is a liar it knows of: that claim is the reason, never "a hunch about Luca, and
  // it still is", from the real hunter Luca's hunter claim had countered (a relay game, werewolf-9, seed 1205801).
  const rival = target !== null && !evil(b) ? k.roleClaims.get(target) : undefined;
  const reasons = (t: number) => {
    const strong = saidAgainst(b, b.r.reasons(t, 1, 1), t);
    // Asked, the vote kept gives what it rests on, though that is only the faint fact its lean was said with: "Wren, fair question:
    // my vote is still on Elsie" answered nothing (a relay game, werewolf-9, seed 1214001: three model seats quoted it).
    // Nor a ballot the speaker cast too, or the table did: nobody holds against one voter what all did.
    return strong.length || !asked(b) ? strong : saidAgainst(b, faintest(b, t).filter((e) => !sharedDeed(k, e)), t);
  };
  const because = rival?.role === k.role && target !== null ? countered(b, [rival.ev as Evidence], target) : liar ? [liar] : target !== null ? countered(b, reasons(target), target) : [];
  // A check it claimed on the seat is what the vote rests on, though its own word is no reason to cite: never "it was a
  // hunch about Luca", said by the fake seer who had called Luca a werewolf (a wolf game at 80x24, 4 Dec).
  const checked = target !== null && k.checkClaims.some((c) => c.by === k.me && c.target === target && c.bad);
  // A vote it never named and cannot ground is said as the lean it is.
  // Kept with nothing behind it before any ballot, it is the hunch it was; so it is, asked, with nothing in the record against the seat.
  const hunch = kept && !because.length && !checked && (noBallotYet(b) || asked(b));
  const vote: Act = {
    act: 'vote_intent',
    target,
    because,
    ...(over !== undefined
      ? { over }
      : kept
        ? { kept: true as const, ...(announced(b)?.target !== target ? { fromLean: true as const } : {}), ...(hunch ? { hunch: true as const, ...(asked(b) ? { asked: true as const } : {}) } : {}) }
        : target !== null && !because.length && !checked
          ? { lean: true as const }
          : {}),
  };
  // A plea with nothing to ground the vote is the whole last word: the vote said again bare ("…a good player. My vote is still
  // on Mira") is a vote with no reason (a tenth of werewolf vote announcements, talk bench, seed 120441); it stands as said.
  // A vote other than the one announced is said all the same: the ballot must not part from the last word.
  const bare = plea !== undefined && !because.length && !asked(b) && (announced(b) === undefined || announced(b)!.target === target);
  const spoken = b.say({ context: 'discussion', acts: [...claim, ...(plea ? [plea] : []), ...(answered ? [answered] : []), ...heard, ...(bare ? [] : [vote])] });
  if (!spoken.text) return undefined;
  const why = claim.length
    ? 'The votes said today fall on me: saying what I am before the ballot.'
    : plea
      ? `The votes said today fall on me: a last word before the ballot${plea.against !== undefined ? `, pointing at ${b.label(plea.against)}, whose word put me there` : ''}.`
      : answered
        ? `${b.label(answered.against!)} went after me after my turn: answering it before the ballot.`
        : since && !asked(b)
          ? `${b.label(since.by)} called ${b.label(target!)} good after my turn: saying I heard it, and why my vote stands.`
          : 'Answering what I was asked since my turn; my vote stands.';
  return { reasoning: thinkOf(b, target !== null ? [target] : [], why), speech: spoken.text, claims: spoken.claims };
}

/**
 * The answer to a seat that went after this one by name after its turn today (its accusation, or the vote it announced with
 * it): the last call is the only turn left before the ballot. A wolf the sheriff named in a full case, vote and all, said
 * only "Plainly, my vote is still on Oskar" (relay game, werewolf-9, seed 130925). The pack never answers a partner.
 */
function lateDefence(b: BotInput, target: number | null): Extract<Act, { act: 'defend_self' }> | undefined {
  const { k } = b;
  const turn = turnToday(k);
  if (turn === undefined) return undefined;
  const since = (c: { by: number; ev: { n: number; day: number } }) => c.by !== k.me && c.ev.day === k.day && c.ev.n > turn && k.alive.has(c.by);
  // Its words against this seat: a vote moved onto it with no word of suspicion is the tally's, and a last call for each of those
  // would be a second round of talk. A check claimed on it since is the case first of all, answered as the check it is: never
  // "Ada accused me…" from the seat Wren had just called a werewolf (werewolf, seed 20261205, game 108).
  const check = [...k.checkClaims].reverse().find((c) => c.target === k.me && c.bad && since(c));
  const made = [...k.accusations].reverse().find((a) => a.target === k.me && since(a));
  const by = check?.by ?? made?.by;
  if (by === undefined || (evil(b) && isEvil(b, by))) return undefined;
  const because = countered(b, saidAgainst(b, b.r.reasons(by, 1, 1), by), by);
  // An accuser that claimed a check on this seat is answered for the check: never "Tomas pointed at me. Fair enough to ask, but the
  // answer is no", from the villager Tomas had just called a werewolf by his check (werewolf, seed 1206100, game 3).
  const c = (check ?? k.checkClaims.find((x) => x.by === by && x.target === k.me && x.bad))?.ev ?? made!.ev;
  const rebut = rebuttals(b, c, [], target ?? undefined);
  return { act: 'defend_self', against: by, because, case: c, ...(rebut.length ? { rebut } : {}) };
}

/**
 * The plea of a seat on the block: pointing at the seat whose case put it there, when its own vote goes there too (pointing
 * at one seat and voting another reads as two minds). The pack never points at a partner (the table would read the pair):
 * then it pleads naming nobody.
 */
function lastPlea(b: BotInput, target: number | null): Extract<Act, { act: 'plea' }> {
  const { made, accuser } = caseOnMe(b);
  const fair = accuser !== undefined && accuser === target && accuser !== b.k.me && b.k.alive.has(accuser) && !(evil(b) && isEvil(b, accuser));
  // A seat that claimed a role pleads as that role (a wolf keeps its story): "For the record: I am not a werewolf", from a claimed
  // hunter whose claim a fake witch had just called a bluff, left the claim undefended (relay game, werewolf-9, seed 130925).
  const claimed = b.k.roleClaims.get(b.k.me)?.role;
  // A check claimed on it is denied as a check, though its vote goes elsewhere.
  const checked = !fair && made?.kind === 'check_claim' && b.k.alive.has(made.by) && !(evil(b) && isEvil(b, made.by)) ? made.by : undefined;
  // A claimant the table believes (alive or dead) that called this seat good: the vote goes against that check too.
  const cleared = b.k.checkClaims.find((c) => c.target === b.k.me && !c.bad && c.by !== b.k.me && c.by !== checked && 1 - b.r.s(c.by) >= CLEARS)?.by;
  // A deed of its own that today's cases against it cited is answered before the plea: "I can count the votes. For the record,
  // then: I am not a werewolf", from the seat three speeches had just held its lone day-1 ballot against, answered none of them.
  const heard = [...new Set(wordsAgainst(b.k).filter((x) => x.target === b.k.me && x.by !== b.k.me && x.ev.day === b.k.day).map((x) => x.ev.n))].sort((x, y) => y - x);
  const rebut = heard.length ? rebuttals(b, made, [], target ?? undefined) : [];
  return { act: 'plea', ...(rebut.length ? { rebut, heard } : {}), ...(fair ? { against: accuser } : {}), ...(claimed !== undefined && !b.k.evilRoles.has(claimed) ? { claimed } : {}), ...(checked !== undefined ? { checked } : {}), ...(cleared !== undefined ? { cleared } : {}) };
}

/** Whether the votes announced today put this seat first to be banished (two voices at least). */
function onTheBlock(b: BotInput): boolean {
  const { k } = b;
  const on = new Map<number, number>();
  // The latest word naming this seat (dead speakers' too): a check said after it is news the votes have not heard.
  let named = -1;
  for (const [by, i] of k.intents.get(k.day) ?? []) {
    if (i.target === k.me) named = Math.max(named, i.ev.n);
    if (k.alive.has(by)) on.set(i.target, (on.get(i.target) ?? 0) + (by === k.sheriff ? 1.5 : 1));
  }
  const mine = on.get(k.me) ?? 0;
  if (mine < 2 || ![...on].every(([s, n]) => s === k.me || n <= mine)) return false;
  // A check calling it good, said since those votes were, by a claimant it believes, takes it off the block: never "Banish me if
  // you must, but you are spending a vote on a good player" from the seat the believed seer had just called good (werewolf-9
  // at 80x24, seed 1206302: I was the seer, and the three seats that had said Vera switched off her at their last calls).
  const believed = (s: number) => (b.r.claimants().find((c) => c.seat === s)?.good ?? 0) >= CLEARS;
  return !k.checkClaims.some((c) => c.target === k.me && !c.bad && c.ev.n > named && k.alive.has(c.by) && believed(c.by));
}

/** At least this far believed (P(good)), a claimant's good check on a seat takes it off the block. */
const CLEARS = 0.75;

export function vote(b: BotInput): BotReply {
  const c = ballot(b);
  // "As I said" only of a seat this seat's words named today: a lean held unsaid is where its read was when it spoke ("Voting
  // Vera as I said", from a seer whose speech had named only Jonah: werewolf-9, seed 1206901).
  const aloud = announced(b) !== undefined || namedLean(b) !== undefined;
  const decision =
    c.target === null
      ? 'Abstaining.'
      : c.changed
        ? `Voting ${b.label(c.target)}, not ${b.label(c.changed.from)} as I said: what I heard since moved me.`
        : c.held !== undefined
          ? `Voting ${b.label(c.target)} ${aloud ? 'as I said' : 'where my read was when I spoke'}: ${b.label(c.held)} looks likelier now, but ${b.r.s(c.target) >= 0.25 ? `${b.label(c.target)} is still a real suspect (${Math.round(100 * b.r.s(c.target))}%), and ` : 'nothing since argued for the change, so '}${aloud ? 'I keep my word' : 'I hold to it'}.`
          : `Voting ${b.label(c.target)}${evil(b) && isEvil(b, c.target) ? ': a partner the village will banish anyway' : ''}.`;
  return { reasoning: thinkOf(b, c.target !== null ? [c.target] : [], decision), suspicion_updates: b.r.updates(), target: c.target ?? 'abstain' };
}
