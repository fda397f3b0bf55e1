// Werewolf day decisions from the belief: the sheriff race, the badge, the hunter's shot, and the
// ballots — cast as announced unless what was said since changed the bot's mind.
import { seatsIn, type BotInput, type BotReply } from '../bot.js';
import { busChance, doomedPartner, frameTarget, isEvil, lostCause, packPick, partners } from '../policy/evil.js';
import { announced, cast, support } from '../policy/votes.js';
import { legalOnReading, readingTarget } from '../policy/claim-reading.js';
import { leanTarget } from '../policy/talk-plan.js';
import { think } from '../think.js';
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
  const { r } = b;
  const cands = seatsIn(b.req);
  const mates = partners(b);
  const pick = evil(b)
    ? cands.find((s) => mates.includes(s)) ?? r.best(cands, (s) => r.s(s), b.rng, 0.1)
    : r.best(cands, (s) => 1 - r.s(s) + (r.claimants().some((c) => c.seat === s && c.good > 0.6) ? 0.5 : 0), b.rng, 0.05 + b.w.noise);
  return { reasoning: thinkOf(b, pick !== undefined ? [pick] : [], `Sheriff vote: ${b.label(pick!)}, the candidate I ${evil(b) ? 'can use' : 'trust most'}.`), target: pick! };
}

export function badge(b: BotInput): BotReply {
  const { r } = b;
  const legal = seatsIn(b.req);
  let heir: number | undefined;
  if (evil(b)) heir = partners(b).filter((p) => legal.includes(p)).sort((x, y) => r.s(x) - r.s(y))[0];
  else heir = r.claimants().find((c) => c.good >= 0.7 && legal.includes(c.seat))?.seat ?? r.best(legal, (s) => 1 - r.s(s), b.rng, b.w.noise);
  if (heir !== undefined && !evil(b) && r.s(heir) > 0.3) heir = undefined;
  return { reasoning: thinkOf(b, heir !== undefined ? [heir] : [], heir !== undefined ? `The badge goes to ${b.label(heir)}.` : 'Nobody I trust enough: tearing up the badge.'), target: heir ?? 'tear up' };
}

export function direction(b: BotInput): BotReply {
  return { reasoning: 'Either way round.', direction: b.rng.chance(0.5) ? 'clockwise' : 'counter-clockwise' };
}

/** Below this spread of suspicion over the whole table, the hunter has no read at all. */
const NO_READ = 0.05;

export function hunterShot(b: BotInput): BotReply {
  const { r } = b;
  const legal = seatsIn(b.req);
  // A hunter fires at his likeliest wolf; he holds only when nobody at all stands apart from the rest.
  const pick = r.best(legal, (s) => r.s(s), b.rng, b.w.noise * 2);
  const levels = legal.map((s) => r.s(s));
  const shoot = pick !== undefined && Math.max(...levels) - Math.min(...levels) >= NO_READ;
  return { reasoning: thinkOf(b, pick !== undefined ? [pick] : [], shoot ? `Taking ${b.label(pick!)} with me.` : 'Not sure enough to shoot anyone.'), target: shoot ? pick! : 'hold' };
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
  // The pack votes together: the first partner to name a villager today sets the target.
  const named = packPick(b);
  const frame = named ?? frameTarget(b, legal);
  // Once the village sees through a partner's fake claim, pushing the seer he accused marks the pack.
  const lost = lostCause(b);
  return (s) => {
    if (bus && s === doomed) return 10;
    if (isEvil(b, s)) return -10;
    return b.r.s(s) + b.w.consensus * (sup.get(s) ?? 0) + (s === frame ? (named !== undefined ? 0.5 : b.w.frame) : 0) - (lost.has(s) ? 0.6 : 0);
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
 * on a day nothing moved its belief it is the same seat, and its ballot goes there (words and vote agree).
 */
function spokenLean(b: BotInput, legal: readonly number[]): { target: number; n: number } | undefined {
  const { k, r } = b;
  const spoke = k.speechesToday.find((x) => x.seat === k.me && x.context === 'discussion');
  if (!spoke || announced(b)) return undefined;
  const among = r.others;
  let t = leanPick(b, among);
  if (evil(b)) {
    t = readingTarget(b, false, among, packScore(b, among), t);
    if (packPick(b) === undefined) t = leanTarget(b, among.filter((s) => !isEvil(b, s)), t);
  } else t = leanTarget(b, among, readingTarget(b, true, among, villageScore(b), t));
  return t !== undefined && legal.includes(t) ? { target: t, n: spoke.n } : undefined;
}

export function vote(b: BotInput): BotReply {
  const { k } = b;
  // Words and ballot on one reading of the claims: no vote on the check of a claimant the seat reads as lying.
  const legal = legalOnReading(b, !evil(b), seatsIn(b.req).filter((s) => s !== k.me));
  const score = evil(b) ? packScore(b, legal) : villageScore(b);
  const c = cast(b, legal, score, evil(b) ? 0.5 : 0.25, -Infinity, spokenLean(b, legal));
  const decision =
    c.target === null
      ? 'Abstaining.'
      : c.changed
        ? `Voting ${b.label(c.target)}, not ${b.label(c.changed.from)} as I said: what I heard since moved me.`
        : `Voting ${b.label(c.target)}${evil(b) && isEvil(b, c.target) ? ': a partner the village will banish anyway' : ''}.`;
  return { reasoning: thinkOf(b, c.target !== null ? [c.target] : [], decision), suspicion_updates: b.r.updates(), target: c.target ?? 'abstain' };
}
