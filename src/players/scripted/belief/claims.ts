// The likelihood of the claims on the table in one world. Each power role has one real holder: a good
// claimant is telling the truth (two good claimants means a good player lies, which is rare), an
// evil one is faking, and the real holder's reported checks must match the world. A real
// investigator still alive after nights the evil side could have killed them is less likely; a
// confession from a good seat is rare. Built once per change of the claims, evaluated per world with
// bit counts only.
import type { Knowledge, RoleClaim } from '../knowledge.js';
import { killReading } from './night-read.js';
import { attackedWeight, smallTable, type Weights } from './params.js';
import { bit, maskOf, popcount } from './worlds.js';

interface Claimant {
  seat: number;
  b: number;
  fake: number;
  /** Seats this claimant called evil / good. */
  bad: number;
  good: number;
  /** Product of the survival factors over the nights it lived through as a claimant. */
  survive: number;
  /** Its evil checks on a rival who claimed the role earlier that same day. */
  lucky: number;
  /** A later claimant of the investigator who reported checks: whether one called an earlier claimant evil (undefined: not a counter-claim with checks). */
  namesRival: boolean | undefined;
  /** A later claimant of the investigator who had spoken since the first claim of it without countering it. */
  late: boolean;
}

interface RoleTerm {
  investigator: boolean;
  claimants: Claimant[];
  /** The seat known to hold the role (this seat, or a revealed one), 0 if unknown. */
  holder: number;
  holderClaims: number;
  /** Seats that could hold the role if no claimant does. */
  candidates: number;
}

export const investigatorOf = (k: Knowledge): string => (k.ruleset === 'mafia' ? 'detective' : 'seer');

/** The claims term as a function of a world mask; `self` uses what this seat alone knows. */
export function claimTerm(k: Knowledge, w: Weights, self: boolean): (mask: number) => number {
  const terms: RoleTerm[] = [];
  const inv = investigatorOf(k);
  const knownGoodOther = new Set<number>();
  if (self && !k.evilRoles.has(k.role)) knownGoodOther.add(k.me);
  for (const [s, r] of k.revealed) if (!k.evilRoles.has(r.role)) knownGoodOther.add(s);
  for (const role of k.powerRoles) {
    const investigator = role === inv;
    let holder = self && k.role === role ? k.me : 0;
    for (const [s, r] of k.revealed) if (r.role === role) holder = s;
    // Every seat that ever claimed the role, at its first claim: a later claim of something else does not
    // take back the lie (a caught fake saying "fine, I am a villager" is still a second claimant).
    const claimed = claimsOf(k, role);
    // A seat reporting checks without naming a power role is claiming the investigator's results all the same.
    if (investigator) {
      for (const c of k.checkClaims) {
        const own = k.roleClaims.get(c.by)?.role;
        if ((own === undefined || !k.powerRoles.has(own)) && !claimed.some((x) => x.seat === c.by) && !k.revealed.has(c.by)) {
          claimed.push({ seat: c.by, role, ev: { kind: 'role_claim', n: c.ev.n, day: c.ev.day, seat: c.by, role } });
        }
      }
    }
    if (claimed.length === 0 && holder === 0) continue;
    claimed.sort((a, b) => a.ev.n - b.ev.n);
    const kind = investigator ? 'investigator' : 'other';
    const claimants: Claimant[] = claimed
      .filter((c) => c.seat !== holder || !self || k.me !== holder)
      .map((c, i, all) => {
        const checks = investigator ? k.checkClaims.filter((x) => x.by === c.seat) : [];
        const earlier = all.slice(0, i).map((x) => x.seat);
        return {
          seat: c.seat,
          b: bit(c.seat),
          fake: i === 0 ? w.fakeFirst[kind] : w.fakeLater[kind],
          bad: checks.filter((x) => x.bad).reduce((m, x) => m | bit(x.target), 0),
          good: checks.filter((x) => !x.bad).reduce((m, x) => m | bit(x.target), 0),
          survive: investigator ? survival(k, c.seat, c.ev.n, w) : 1,
          lucky: checks.filter((x) => x.bad && claimedEarlierToday(k, x.target, role, x.ev)).length,
          // A claim made to answer an earlier claimant's evil check on this seat is a defence: real or fake, its own checks
          // were made before the rival spoke, so whether they spare the rival tells nothing.
          namesRival: i > 0 && checks.length > 0 && !answersCheck(k, c.seat, earlier, c.ev.n) ? checks.some((x) => x.bad && earlier.includes(x.target)) : undefined,
          late: investigator && i > 0 && c.ev.after !== undefined,
        };
      });
    const others = [...knownGoodOther].filter((s) => s !== holder).length;
    terms.push({
      investigator,
      claimants,
      holder,
      holderClaims: w.holderClaims[kind],
      candidates: Math.max(1, k.seats - k.evilCount - others),
    });
  }
  const poisons = poisonsOf(k, w, self);
  const saves = savesOf(k, w, self);
  const confessors = k.confessions.reduce((m, c) => m | bit(c.seat), 0);
  const confessions = k.confessions.length;
  const pBE = w.fakeBadOnEvil;
  const pBG = w.fakeBadOnGood;

  // Called for every world at every change of the claims: indexed loops, which allocate no iterator.
  return (mask: number): number => {
    let f = 1;
    for (let ti = 0; ti < terms.length; ti++) {
      const t = terms[ti]!;
      let goodCount = 0;
      let lone: Claimant | undefined;
      for (let ci = 0; ci < t.claimants.length; ci++) {
        const c = t.claimants[ci]!;
        if (mask & c.b) {
          f *= c.fake;
          // An evil claimant's reports: partners called good, villagers called evil, mostly.
          const be = popcount(c.bad & mask);
          const bg = popcount(c.bad & ~mask);
          const ge = popcount(c.good & mask);
          const gg = popcount(c.good & ~mask);
          f *= pw(pBE, be) * pw(pBG, bg) * pw(1 - pBE, ge) * pw(1 - pBG, gg);
          // A fake counter-claim aims its check at the rival; a later claimant whose checks spare the rival reads as real.
          if (c.namesRival !== undefined) f *= c.namesRival ? w.counterNamesRival : 1 - w.counterNamesRival;
        } else if (t.holder === 0 || t.holder === c.seat) {
          goodCount++;
          lone = c;
          // The real holder's reports match the world.
          const wrong = popcount(c.bad & ~mask) + popcount(c.good & mask);
          if (wrong) f *= pw(w.lie, wrong);
          // A real night check landing on the very seat that then claimed the role is luck; a fake aims there.
          if (c.lucky) f *= pw(w.luckyCheck, c.lucky);
          // A real investigator answers a rival's claim at its next word; one that spoke and let it stand is seldom real.
          if (c.late) f *= w.lateClaim;
        } else f *= w.falseClaim;
      }
      if (t.holder === 0) {
        if (goodCount === 0) f *= 1 - t.holderClaims;
        else f *= (goodCount * t.holderClaims * pw(w.lie, goodCount - 1)) / t.candidates;
        if (goodCount === 1) f *= lone!.survive;
      } else if (lone && lone.seat === t.holder) f *= lone.survive;
    }
    if (confessions) f *= pw(w.falseConfession, popcount(confessors & ~mask));
    // A good seat that says it poisoned a night's victim is the poisoner: that death says nothing of the evil side's aim.
    for (let pi = 0; pi < poisons.length; pi++) {
      const p = poisons[pi]!;
      if ((mask & p.b) === 0) f *= p.fix(mask);
    }
    for (let si = 0; si < saves.length; si++) {
      const v = saves[si]!;
      if ((mask & v.b) === 0) f *= v.fix(mask);
    }
    return f;
  };
}

/** The role whose night action is a poison, and the word a claim of that action uses. */
const POISONER = 'witch';
export const POISONED = 'poisoned';

/**
 * Each claim of a poison, as a factor for the worlds where the claimant is good (so the poisoner): the
 * victim's night was read as the evil side's kill (an evil victim unlikely, its accusers' targets
 * suspect); the poisoner picks whom it suspects, so that reading is replaced. A poison whose seat died
 * no night is a lie. A seat that knows another holds the role (itself, or a revealed one) reads none.
 */
function poisonsOf(k: Knowledge, w: Weights, self: boolean): { b: number; fix: (mask: number) => number }[] {
  let holder = self && k.role === POISONER ? k.me : 0;
  for (const [s, r] of k.revealed) if (r.role === POISONER) holder = s;
  const out: { b: number; fix: (mask: number) => number }[] = [];
  for (const c of k.actionClaims) {
    if (c.action !== POISONED || (holder !== 0 && holder !== c.by) || (self && c.by === k.me)) continue;
    // The nights up to the claim's day, the dawn told after a campaign included: a poison said in the sheriff race, before
    // the dawn is told, is no lie yet.
    const night = k.nights.findLast((x) => x.day <= c.ev.day && x.dead.includes(c.target));
    const read = night?.read;
    if (!night || !read) {
      if (!night && !dawnPending(k, c.ev.day)) out.push({ b: bit(c.by), fix: () => w.lie });
      continue;
    }
    const dm = maskOf(night.dead);
    const tb = bit(c.target);
    const others = dm & ~tb;
    const alone = night.dead.length === 1;
    out.push({
      b: bit(c.by),
      fix: (mask) => {
        let applied = killReading(read, dm, alone, mask);
        if (alone && read.pointed) applied *= pw(read.pull, popcount(mask & read.pointed));
        const correct = ((mask & tb) !== 0 ? 1 : w.poisonOnGood) * pw(w.nightVictimEvil, popcount(mask & others));
        return correct / applied;
      },
    });
  }
  return out;
}

/** The word a claim of the witch's antidote uses. */
export const SAVED = 'saved';

/**
 * Each claim of an antidote, as a factor for the worlds where the claimant is good (so the witch, telling the truth): the
 * seat saved was the evil side's pick that night, seldom one of its own (attackedWeight, as the witch herself reads it). A
 * save of a seat already dead is a lie. A witch's "the wolves went for Jonah and I used my antidote on him" moved nobody:
 * the real seer, who had checked her good, voted Jonah out that day (a witch game at 80x24, werewolf, seed 1270401).
 */
function savesOf(k: Knowledge, w: Weights, self: boolean): { b: number; fix: (mask: number) => number }[] {
  // Not at six seats, where a pack bites its own a third of the time to win the antidote: weighed there, the save cost the
  // village against a random pack (werewolf-6, 300 games from seed 5001: 92.3% -> 86.3%, as 167c19d had measured).
  if (smallTable(k)) return [];
  let holder = self && k.role === POISONER ? k.me : 0;
  for (const [s, r] of k.revealed) if (r.role === POISONER) holder = s;
  const attacked = attackedWeight(k, w);
  // Scaled so a save says nothing of its claimant on its own: over the worlds where the witch is good, the seat saved is
  // evil in evilCount of the seats − 1 others. Unscaled, the worlds where the claimant is good lost weight to those where
  // its seat is evil, and the claimant became the table's suspect for its save (three seats voted the witch: same game).
  const others = Math.max(1, k.seats - 1);
  const z = (others - k.evilCount + k.evilCount * attacked) / others;
  const out: { b: number; fix: (mask: number) => number }[] = [];
  for (const c of k.actionClaims) {
    if (c.action !== SAVED || (holder !== 0 && holder !== c.by) || (self && c.by === k.me)) continue;
    const tb = bit(c.target);
    const dead = k.deaths.some((d) => d.seat === c.target && d.n < c.ev.n);
    out.push({ b: bit(c.by), fix: dead ? () => w.lie : (mask) => ((mask & tb) !== 0 ? attacked : 1) / z });
  }
  return out;
}

/** Whether the night before `day` is still untold (a claim in the sheriff race comes before the dawn). */
function dawnPending(k: Knowledge, day: number): boolean {
  return day >= 1 && !k.nights.some((x) => x.day === day);
}

/** The first claim of `role` by each seat that made one, unless a death revealed the seat as another role. */
function claimsOf(k: Knowledge, role: string): RoleClaim[] {
  const out: RoleClaim[] = [];
  for (const c of k.claimLog) {
    if (c.role !== role || out.some((x) => x.seat === c.seat)) continue;
    const shown = k.revealed.get(c.seat);
    if (!shown || shown.role === role) out.push(c);
  }
  return out;
}

/** An earlier claimant had called `seat` evil before `seat`'s claim at `n`. */
function answersCheck(k: Knowledge, seat: number, earlier: readonly number[], n: number): boolean {
  return k.checkClaims.some((x) => x.bad && x.target === seat && x.ev.n < n && earlier.includes(x.by));
}

/** `seat` first claimed `role` earlier on the day of `ev` (so no night check could have followed it). */
function claimedEarlierToday(k: Knowledge, seat: number, role: string, ev: { n: number; day: number }): boolean {
  const first = k.claimLog.find((c) => c.seat === seat && c.role === role);
  return first !== undefined && first.ev.day === ev.day && first.ev.n < ev.n;
}

/** How the nights a claimant lived through as one weigh against it being the real investigator. */
function survival(k: Knowledge, seat: number, since: number, w: Weights): number {
  let f = 1;
  for (const night of k.nights) {
    if (night.start < since || night.dead.includes(seat)) continue;
    const deadBefore = k.deaths.some((d) => d.seat === seat && d.n < night.ev.n);
    if (deadBefore) continue;
    f *= night.dead.length === 0 ? w.survivePeaceful : w.surviveDeath;
  }
  return f;
}

function pw(x: number, n: number): number {
  let r = 1;
  for (let i = 0; i < n; i++) r *= x;
  return r;
}
