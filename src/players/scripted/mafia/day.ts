// Mafia day ballots from the belief: town votes a nominee it believes evil (or skips when nobody is),
// as it announced; the mafia vote the townie the table doubts, and drop a partner the town has caught.
import { seatsIn, type BotInput, type BotReply } from '../bot.js';
import { busChance, doomedPartner, frameTarget, isEvil, lostCause } from '../policy/evil.js';
import { announced, cast, heldAloud, joinBloc, knownFocus, namedLean, STRONG, support, voicesToday, type Cast } from '../policy/votes.js';
import { legalOnReading } from '../policy/claim-reading.js';
import { think } from '../think.js';
import { holdFloor } from '../belief/params.js';
import { holdsToday } from '../belief/reader.js';
import { wholeSentences } from '../../../engine/prompt-notes.js';
import { say } from '../voice.js';
import type { Act, Evidence } from '../speech/plan.js';
import { retoldToday } from '../speech/acts.js';

export const evilSide = (b: BotInput) => b.mind.own === undefined;

/** Below this suspicion the town would rather skip than eliminate. */
export const townFloor = (b: BotInput): number => holdFloor(b.k.evilCount, b.k.seats) + (b.level === 'easy' ? -0.15 : 0);

export function townScore(b: BotInput): (s: number) => number {
  const sup = support(b);
  return (s) => b.r.s(s) + 1.25 * b.w.consensus * (sup.get(s) ?? 0);
}

export function mafiaScore(b: BotInput, legal: readonly number[]): (s: number) => number {
  const sup = support(b);
  const doomed = doomedPartner(b);
  const bus = doomed !== undefined && b.stable(31).chance(busChance(b, doomed));
  // Partners read the same public belief: with no noise in the frame they pile onto the same townie.
  const frame = frameTarget(b, legal);
  // Once the town sees through a partner's fake claim, pushing the detective he accused marks the mafia.
  const lost = lostCause(b);
  return (s) => {
    if (bus && s === doomed) return 10;
    if (isEvil(b, s)) return -10;
    return b.r.s(s) + b.w.consensus * (sup.get(s) ?? 0) + (s === frame ? b.w.frame : 0) - (lost.has(s) ? 0.6 : 0);
  };
}

/**
 * A mafioso who said no vote skips as the town does when the table suspects nobody: a pack's lone
 * ballots on a seat nobody doubts are what the town reads them by. An easy one votes anyway.
 */
function blendIn(b: BotInput, c: Cast): Cast {
  if (c.target === null || b.level === 'easy' || announced(b) || doomedPartner(b) === c.target) return c;
  return mafiaWouldVote(b, c.target) ? c : { target: null };
}

/** Whether a mafioso's unannounced ballot on `target` stands (the town would vote it too): then its speech may name it on a lean. */
export function mafiaWouldVote(b: BotInput, target: number): boolean {
  // A townie reads every other seat a little darker than the public view does: it knows one seat (itself) is clean.
  const alive = b.k.alive.size;
  const doubted = (b.r.s(target) * alive) / Math.max(1, alive - 1) + b.w.consensus * (support(b).get(target) ?? 0);
  return b.level === 'easy' || doomedPartner(b) === target || doubted >= townFloor(b);
}

/**
 * Whether the town holds today (nobody stands out on the public record) and a mafioso would stand out voting: it then
 * names no vote either, and skips with the town (a pack's lone ballot on a day the town skips is what the town reads).
 */
export function mafiaHolds(b: BotInput, target: number): boolean {
  const pub = b.mind.pub;
  return b.level !== 'easy' && pub !== undefined && doomedPartner(b) !== target && holdsToday(pub.k, pub.belief.marginals());
}

/** Own doubt that votes even on a day the table holds: a check, not a flat belief over fewer seats. */
const SURE = 0.7;

/**
 * A townie holds with the table when nobody stands out publicly, unless it knows more than a flat
 * belief (an investigator's clean checks only narrow the field): a lone ballot is what the town reads.
 */
function holdWithTable(b: BotInput, c: Cast): Cast {
  const pub = b.mind.pub;
  if (c.target === null || announced(b) || !pub || b.r.s(c.target) >= SURE || !holdsToday(pub.k, pub.belief.marginals())) return c;
  return { target: null };
}

/** Whether this townie's ballot would go to `target` on what it knows now, unannounced: then its speech names the vote. */
export function townWouldVote(b: BotInput, target: number): boolean {
  if (townScore(b)(target) < townFloor(b)) return false;
  const pub = b.mind.pub;
  return !pub || b.r.s(target) >= SURE || !holdsToday(pub.k, pub.belief.marginals());
}

/**
 * A seat about to be voted out (half the others or more said they will vote it) does not sit the vote out: it votes the seat
 * that led the case against it (the first that said it would vote it, not a partner). "Tomas abstains alone while six people
 * vote him out" was a blind reader's tell of a bot (relay game, mafia-classic, seed 1220501).
 */
function votedOut(b: BotInput, legal: readonly number[], c: Cast): Cast {
  if (c.target !== null || b.level === 'easy') return c;
  const { k } = b;
  const on = voicesToday(b).get(k.me) ?? [];
  if (on.length * 2 < k.alive.size - 1) return c;
  // Not a seat a good voter trusts (a claimant whose news since cleared it: trusted-nominee.test): then the skip stands.
  const led = on.find((s) => legal.includes(s) && !k.teammates.has(s) && (evilSide(b) || b.r.s(s) >= TRUSTED_BELOW));
  return led === undefined ? c : { target: led };
}

/** Below this P(evil), a good seat about to be voted out trusts the seat that led the case and does not vote it. */
const TRUSTED_BELOW = 0.3;

export function vote(b: BotInput): BotReply {
  const evil = evilSide(b);
  // Words and ballot on one reading of the claims: no vote on the check of a claimant the seat reads as lying.
  const legal = legalOnReading(b, !evil, seatsIn(b.req).filter((s) => s !== b.k.me));
  const none = b.req.options.find((o) => !/^\d+$/.test(o.value))?.value ?? 'skip';
  // A lean said aloud in its turn holds the ballot as an announcement does (a ballot elsewhere would be a switch nobody heard).
  const said = namedLean(b);
  const lean = said !== undefined && legal.includes(said.target) ? said : undefined;
  const hold = heldAloud(b);
  const c = votedOut(b, legal, keepHold(b, hold, evil ? blendIn(b, cast(b, legal, mafiaScore(b, legal), 0.5, 0, lean)) : knownFocus(b, legal, holdWithTable(b, joinBloc(b, legal, cast(b, legal, townScore(b), 0.15, townFloor(b), lean))))));
  const decision =
    c.target === null
      ? 'Nobody here is likely enough to be mafia: skipping.'
      : c.changed
        ? `Voting ${b.label(c.target)}, not ${b.label(c.changed.from)} as I said: what I heard since moved me.`
        : `Voting ${b.label(c.target)}.`;
  const reply: BotReply = {
    reasoning: think({ r: b.r, c: b.voice, persona: b.persona, rng: b.rng, focus: c.target !== null ? [c.target] : [], decision, publicView: evil }),
    suspicion_updates: b.r.updates(),
    target: c.target ?? none,
  };
  // A ballot off the seat it said (Mafia has no last call): the words go with it, drawn after THINK, so games whose words
  // nobody reads decide the same.
  // Whatever moved it (news, the town's bloc, a hold): a ballot off the vote said today says so. Not a nomination made to
  // hear a defence, then a skip with the table (six "I no longer want Wren out" on a first day: mafia at 80x24, seed 8815).
  // Nobody reads the words of an unwatched game: nothing of this is weighed there.
  if (b.voice.unwatched || b.req.answer.remark === undefined) return reply;
  if (hold !== undefined && c.target !== null) {
    const to = c.target;
    const remark = remarkOf(b, (because) => ({ act: 'end_hold', to, because }), b.r.reasons(to, 1, 2, hold), b.req.answer.remark);
    if (remark) reply.remark = remark;
    return reply;
  }
  const word = announced(b);
  const from = c.changed?.from ?? (word !== undefined && word.target !== c.target ? word.target : undefined);
  if (from === undefined) {
    // A ballot where the speech said it would go says so, now and then, with its reason in a word ("My vote stays on Mira: she
    // pointed at Iris yesterday"): the bots' ballots never carried a word where every model seat's did (a blind reader's third
    // change, mafia-classic relay game, seed 1218501).
    if (word !== undefined && c.target !== null && word.target === c.target && b.rng.chance(REMARK_KEPT)) {
      const kept = c.target;
      const because = b.r.reasons(kept, 1, 1);
      // Not a night's death retold again, the day's talk having told it twice: three ballots in a row each carried "Oskar had gone
      // after Luca and was killed for it, as Mira pointed out" (mafia-classic at 80x24, seed 1251101).
      const retold = because.some((e) => retoldToday(e, b.voice));
      const remark = retold ? undefined : remarkOf(b, (because) => ({ act: 'vote_intent', target: kept, because, kept: true }), because, b.req.answer.remark);
      if (remark) reply.remark = remark;
    }
    return reply;
  }
  const since = () => (word === undefined ? [] : c.target !== null ? b.r.reasons(c.target, 1, 2, word.n) : b.r.reasons(word.target, -1, 1, word.n));
  const to = c.target;
  const because = c.changed?.because.length ? c.changed.because : since();
  // A lean said aloud (no vote) given up for a skip is explained only by what moved it: a lean is no promise to take back,
  // and "I was going to vote Vera, but I'll hold my vote now" after "I'm leaning Vera" claims one.
  if (to === null && word === undefined && !because.length) return reply;
  const remark = remarkOf(b, (because) => ({ act: 'changed_mind', from, to, because }), because, b.req.answer.remark);
  if (remark) reply.remark = remark;
  return reply;
}

/**
 * A seat that said in its turn it holds its vote keeps holding unless news since moved the seat it would vote strongly
 * (a believed check, a proven lie), or, in the mafia, a partner the town has caught is dropped: a ballot after "my vote
 * waits for a reason" on a seat nothing new has named is one the table never heard argued (mafia-classic: 74 of 290
 * holds were followed by a ballot on a seat, none with a word, seed 5511).
 */
function keepHold(b: BotInput, hold: number | undefined, c: Cast): Cast {
  if (hold === undefined || c.target === null) return c;
  if (b.r.movedSince(c.target, hold) >= STRONG || (evilSide(b) && doomedPartner(b) === c.target)) return c;
  return { target: null };
}

/** How often a ballot cast where the speech said it would go carries a word of its own. */
const REMARK_KEPT = 0.4;

/**
 * The words said with a ballot (a switch, a hold given up), in as many whole sentences as the remark's `max` takes: its reasons
 * as many as fit, a sentence too long with two said with one, or none ("I've changed my mind: Ada, not Bo").
 */
function remarkOf(b: BotInput, act: (because: Evidence[]) => Act, because: Evidence[], max: number): string | undefined {
  for (const n of [because.length, 1, 0].filter((x, i, all) => x <= because.length && all.indexOf(x) === i)) {
    const kept = wholeSentences(say({ context: 'discussion', acts: [act(because.slice(0, n))] }, b.voice).text, max);
    if (kept) return kept;
  }
  return undefined;
}
