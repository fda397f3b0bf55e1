// Folds each event of a seat's view into its belief, right after the event is read into its
// Knowledge: certain facts prune worlds, votes and words weigh them, claims rebuild the claims term.
// The public part is read once per game for every seat (see public.ts); a seat's own part (its checks,
// what it was told at night) is read into its own view.
import type { Claim } from '../../../engine/core-events.js';
import type { GameEvent } from '../../../engine/events.js';
import { checkNights, type Knowledge } from '../knowledge.js';
import { evidenceN } from '../reading.js';
import type { Evidence } from '../speech/plan.js';
import type { Belief } from './belief.js';
import type { OwnBelief } from './own.js';
import { claimTerm, investigatorOf, POISONED } from './claims.js';
import { killReading } from './night-read.js';
import { attackedWeight, holdFloor, type Weights } from './params.js';
import { bit, maskOf, popcount } from './worlds.js';

/** The public record of one game at one level: what the whole table has seen, weighed once. */
export interface PublicRecord {
  k: Knowledge;
  belief: Belief;
  w: Weights;
  /** Bumped when the claims term is rebuilt; the evidence that rebuilt it last. */
  claimsVersion: number;
  lastClaimEv: Evidence | undefined;
  /** The seats the last rebuild moved, each noted against the fact that bears on it (a seat's own view notes these alone). */
  lastClaimEvOf?: ReadonlyMap<number, Evidence> | undefined;
  /** The voters' lean of the current ballot round. */
  lean?: { key: string; good: Float64Array; evil: Float64Array; idle: boolean };
  /** The marginals before the round's first ballot. */
  before?: { key: string; marg: Float64Array };
}

/**
 * A table of likelihoods for one seat's pick among `among` (a vote, an accusation): indexed by
 * [speaker evil][target evil][evil seats among the choices]. `pull` is the relative weight of an
 * evil target for a good / an evil speaker; `power` tempers it.
 */
function pickTable(size: number, evil: number, pullGood: number, pullEvil: number, power: number): Float64Array {
  // A pure function of a few numbers that take a handful of values a game: built once each (compared
  // as numbers: a key string would cost more than the table saves).
  const key = size * 64 + evil;
  let known = TABLES.get(key);
  if (!known) TABLES.set(key, (known = []));
  for (const x of known) if (x.pullGood === pullGood && x.pullEvil === pullEvil && x.power === power) return x.t;
  if (known.length >= 32) known.length = 0;
  const t = new Float64Array(4 * (evil + 1));
  for (let se = 0; se < 2; se++) {
    const pull = se ? pullEvil : pullGood;
    for (let te = 0; te < 2; te++) {
      for (let ne = 0; ne <= evil; ne++) {
        const z = ne * pull + Math.max(0, size - ne);
        t[(se * 2 + te) * (evil + 1) + ne] = z > 0 ? Math.pow((te ? pull : 1) / z, power) : 1;
      }
    }
  }
  known.push({ pullGood, pullEvil, power, t });
  return t;
}

/** Pick tables by choices and evil seats, then by their weights (never written once built; bounded). */
const TABLES = new Map<number, { pullGood: number; pullEvil: number; power: number; t: Float64Array }[]>();

/** Weighs one seat's pick of another among `among` (a vote, an accusation, a defence). */
function pick(b: Belief, by: number, target: number, among: readonly number[], pullGood: number, pullEvil: number, power: number, ev: Evidence, about: readonly number[]): void {
  b.pick(by, target, maskOf(among), pickTable(among.length, b.evil, pullGood, pullEvil, power), ev, about);
}

const living = (k: Knowledge, except: number): number[] => {
  const dead = deadMask(k);
  const out: number[] = [];
  for (let s = 1; s <= k.seats; s++) if (s !== except && (dead & bit(s)) === 0) out.push(s);
  return out;
};

export function readPublic(m: PublicRecord, e: GameEvent): void {
  const { belief: b, w, k } = m;
  switch (e.type) {
    case 'role_revealed': {
      const r = k.revealed.get(e.seat);
      if (r) b.fix(e.seat, k.evilRoles.has(e.role), r.ev);
      if (k.roleClaims.size || k.checkClaims.length) {
        const shown = r ? shownAbout(k, e.seat, k.evilRoles.has(e.role), r.ev) : new Map<number, Evidence>();
        rebuildClaims(m, r?.ev, [...shown.keys()], shown);
      }
      break;
    }
    case 'hunter_shot':
      if (e.target !== null) {
        const ev: Evidence = { kind: 'death', n: e.n, day: e.day, seat: e.target, cause: 'shot' };
        b.fix(e.seat, false);
        pick(b, e.seat, e.target, living(k, e.seat), w.goodOnEvil * w.goodOnEvil, w.evilOnEvil, w.soft, ev, [e.target]);
      }
      break;
    case 'badge_passed':
      if (e.to !== null) {
        const ev: Evidence = { kind: 'badge', n: e.n, day: e.day, from: e.from, to: e.to };
        pick(b, e.from, e.to, living(k, e.from), w.goodDefendsEvil, w.evilDefendsEvil, w.soft * w.words, ev, [e.from, e.to]);
      }
      break;
    case 'vote':
      readVote(m, e);
      break;
    case 'vote_result':
      readIdleBallots(m, e.day);
      break;
    case 'speech':
      readSpeech(m, e);
      break;
    case 'dawn':
    case 'morning':
      readNight(m);
      break;
    case 'phase_started':
      // The game went on after every death so far: some evil seat is alive (Luca, Ada and Bruno, all dead, were no pack).
      if (k.deaths.length) b.goesOn(deadMask(k), w.deadPack);
      break;
  }
}

function deadMask(k: Knowledge): number {
  let dead = 0;
  for (const d of k.deaths) dead |= bit(d.seat);
  return dead;
}

function readVote(m: PublicRecord, e: GameEvent): void {
  const k = m.k;
  const v = k.votes[k.votes.length - 1];
  if (!v || v.ev.n !== e.n) return;
  const { belief: b, w } = m;
  if (v.ballot === 'sheriff') {
    // A sheriff ballot backs a candidate: trust, weighed as a ballot (a pack backs its own).
    const among = k.candidates.filter((s) => s !== v.voter);
    if (v.target !== null && among.length > 1 && among.includes(v.target)) pick(b, v.voter, v.target, among, w.goodDefendsEvil, w.evilDefendsEvil, w.soft, v.ev, [v.voter, v.target]);
    return;
  }
  roundMarginals(m, v.day, v.ballot);
  if (v.target === v.voter) {
    // Nobody on the good side votes itself out: only a careless or random player does.
    const vb = bit(v.voter);
    b.soft((mask) => ((mask & vb) !== 0 ? 2 : 1), v.ev, [v.voter]);
  } else if (v.target !== null && v.among.includes(v.target)) {
    const lean = roundLean(m, v.day, v.ballot);
    b.ballot(v.voter, v.target, v.among, lean.good, lean.evil, w.goodOnEvil, w.evilOnEvil, w.soft, v.ev);
  } else if (v.target === null && w.heldOffSure !== 1) {
    // A ballot held back from a seat on the ballot the record shows evil (a liar a card has caught): a good voter votes it; its
    // partner holds back. A mafioso skipped while the town voted out the fake detective whose check a card had just shown
    // false, and the next day the town held her at 53% (a mafia game at 80x24, seed 1270801).
    const marg = roundMarginals(m, v.day, v.ballot);
    const sure = v.among.filter((s) => marg[s]! >= SURE_EVIL);
    if (sure.length) {
      const vb = bit(v.voter);
      const sb = sure.reduce((x, s) => x | bit(s), 0);
      b.soft((mask) => ((mask & vb) !== 0 && (mask & sb) !== 0 ? w.heldOffSure : 1), v.ev, [v.voter]);
    }
  }
  // Said one seat, voted another: walking away from a partner on the block is what evil voters do.
  const said = k.intents.get(v.day)?.get(v.voter)?.target;
  if (v.ballot !== 'pk' && said !== undefined && said !== v.target) {
    const vb = bit(v.voter);
    const sb = bit(said);
    const p = Math.pow(2, w.soft);
    const ev: Evidence = { kind: 'switch', n: v.ev.n, day: v.day, voter: v.voter, said, voted: v.target };
    b.soft((mask) => ((mask & vb) !== 0 && (mask & sb) !== 0 ? p : 1), ev, [v.voter]);
  }
}

/** A seat this likely evil on the record is one a good voter votes when it is on the ballot. */
const SURE_EVIL = 0.9;

/** The public marginals before the round's first ballot (its ballots are sealed, cast together). */
function roundMarginals(m: PublicRecord, day: number, ballot: string): Float64Array {
  const key = `${day}:${ballot}`;
  if (m.before?.key !== key) m.before = { key, marg: m.belief.marginals().slice() };
  return m.before.marg;
}

/**
 * How much a voter of each side leans to each seat this round: the table's suspicion before the first
 * ballot (sealed ballots are cast together), exp(β·suspicion). Good voters follow the evidence; the
 * evil follow it less (they have their own target).
 */
function roundLean(m: PublicRecord, day: number, ballot: string): { good: Float64Array; evil: Float64Array; idle: boolean } {
  const key = `${day}:${ballot}`;
  if (m.lean?.key === key) return m.lean;
  const marg = m.belief.marginals();
  const good = new Float64Array(marg.length);
  const evil = new Float64Array(marg.length);
  for (let s = 1; s < marg.length; s++) {
    good[s] = Math.exp(m.w.follow * marg[s]!);
    evil[s] = Math.exp(0.5 * m.w.follow * marg[s]!);
  }
  m.lean = { key, good, evil, idle: holdsToday(m.k, marg) };
  return m.lean;
}

/**
 * Ballots cast on a day the town held (nobody stood out, and most voters skipped) come from seats with
 * a reason of their own: the mafia's, unless they gave it aloud (an accusation or a vote said that day).
 */
function readIdleBallots(m: PublicRecord, day: number): void {
  const { belief: b, w, k } = m;
  if (w.idleBallot === 1 || m.lean?.key !== `${day}:eliminate` || !m.lean.idle) return;
  const round = k.votes.filter((v) => v.day === day && v.ballot === 'eliminate');
  // A nomination is said aloud too: a person who put a seat up and then voted it was read as the mafia's lone ballot (mafia, 80x24, seed 8812).
  const aloud = (v: (typeof round)[number]) =>
    k.intents.get(day)?.get(v.voter)?.target === v.target || [...k.accusations, ...k.nominations].some((a) => a.by === v.voter && a.target === v.target && a.ev.day === day);
  const cast = round.filter((v) => v.target !== null && !aloud(v));
  if (round.filter((v) => v.target !== null).length * 2 > round.length) return;
  // Once an investigator may hold a result, a good voter may be acting on a check: his target is evil.
  const checked = checkNights(k) > 0;
  for (const v of cast) {
    const vb = bit(v.voter);
    const why = vb | (checked ? bit(v.target!) : 0);
    b.soft((mask) => ((mask & why) !== 0 ? w.idleBallot : 1), v.ev, [v.voter]);
  }
}

/**
 * A round where the mafia town holds: no living seat's suspicion, as a townie reads it, reaches the
 * floor below which it skips (mafia/day.ts). The werewolf village always votes, so it never holds.
 */
export function holdsToday(k: Knowledge, marg: Float64Array): boolean {
  if (k.evilTeam !== 'mafia') return false;
  // The public record keeps no living set: the dead are its deaths.
  const dead = new Set(k.deaths.map((d) => d.seat));
  const alive = k.seats - dead.size;
  if (alive < 3) return false;
  const floor = holdFloor(k.evilCount, k.seats);
  for (let s = 1; s <= k.seats; s++) if (!dead.has(s) && (marg[s]! * alive) / (alive - 1) >= floor) return false;
  return true;
}

function readSpeech(m: PublicRecord, e: GameEvent): void {
  const { belief: b, w, k } = m;
  const by = e.seat as number;
  const claims = e.claims as Claim[];
  const accused = new Set<number>();
  const trusted = new Set<number>();
  // What this speech newly claimed is what moved the claims term: a fresh check before a repeated role.
  const found: Evidence[] = [];
  for (const c of claims) {
    if (c.kind === 'suspect' || c.kind === 'vote') accused.add(c.target);
    else if (c.kind === 'trust') trusted.add(c.target);
    else if (c.kind === 'role') found.push(...[k.evilRoles.has(c.role) ? k.confessions.at(-1) : k.roleClaims.get(by)?.ev].filter((x) => x !== undefined));
    else if (c.kind === 'check') found.push(...k.checkClaims.filter((x) => x.by === by && x.target === c.target).map((x) => x.ev));
    else if (c.kind === 'acted') found.push(...k.actionClaims.filter((x) => x.by === by && x.action === c.action && x.target === c.target).map((x) => x.ev));
  }
  const fresh = found.filter((x) => evidenceN(x) === e.n);
  const structural = fresh.find((x) => x.kind === 'check_claim') ?? fresh.find((x) => x.kind === 'action_claim' && x.action === POISONED) ?? fresh[0] ?? found[0];
  // Each seat the speech's claims touch is moved by the fact that bears on it (see claimsAbout); the speaker by its role claim when this speech made one.
  const evOf = structural ? claimsAbout(k, by, fresh.find((x) => x.kind === 'role_claim') ?? structural) : new Map<number, Evidence>();
  for (const x of fresh) {
    if (x.kind === 'action_claim' && x.action === POISONED) {
      // A night's victim said to be poisoned: its own claims and rivals are read again (a save moves no belief: the bot's own words trust the seat).
      for (const s of [x.target, ...claimsAbout(k, x.target, x).keys()]) if (s !== by && !evOf.has(s)) evOf.set(s, x);
    }
  }
  if (typeof e.nomination === 'number') accused.add(e.nomination);
  const among = living(k, by);
  for (const t of accused) {
    if (t === by || !among.includes(t)) continue;
    const ev = k.accusations.find((a) => a.ev.n === e.n && a.target === t)?.ev ?? k.nominations.find((a) => a.ev.n === e.n && a.target === t)?.ev ?? { kind: 'accusation' as const, n: e.n, day: e.day, by, target: t };
    pick(b, by, t, among, w.goodAccusesEvil, w.evilOnEvil, w.soft * w.words, ev, [by, t]);
  }
  for (const t of trusted) {
    if (t === by || !among.includes(t) || accused.has(t)) continue;
    const ev = k.defences.find((a) => a.ev.n === e.n && a.target === t)!.ev;
    pick(b, by, t, among, w.goodDefendsEvil, w.evilDefendsEvil, w.soft * w.words, ev, [by, t]);
  }
  if (structural) rebuildClaims(m, structural, [...evOf.keys()], evOf);
}

function readNight(m: PublicRecord): void {
  const k = m.k;
  const night = k.nights[k.nights.length - 1];
  if (!night) return;
  const { belief: b, w } = m;
  const dead = night.dead;
  let prior = 0;
  if (k.ruleset === 'mafia') {
    // The mafia may only kill outside the family.
    for (const s of dead) b.fix(s, false, k.deaths.find((d) => d.seat === s && d.cause === 'night'));
  } else if (dead.length) {
    const dm = maskOf(dead);
    // A lone victim the table already took for evil may well be the poisoner's pick, not the pack's.
    prior = dead.length === 1 && k.powerRoles.has('witch') ? b.marginals()[dead[0]!]! : 0;
    const one = prior > 0.6 ? Math.max(w.nightVictimEvil, w.poisonedSuspect * prior) : w.nightVictimEvil;
    const ofTwo = w.nightVictimEvilOfTwo;
    const read = (night.read = { one, ofTwo, pointed: 0, pull: w.killedAccuser });
    const alone = dead.length === 1;
    b.soft((mask) => killReading(read, dm, alone, mask), night.ev, dead);
  }
  // The evil side kills those who pointed at them: a victim's accusations weigh a little more.
  if (dead.length === 1 && w.killedAccuser !== 1 && prior <= 0.6) {
    const v = dead[0]!;
    const pointed = new Set<number>();
    // A victim who had claimed a role was killed for the claim: its words and ballots say nothing of the killers' motive
    // ("Wren went after Priya yesterday, and we found Wren dead this morning", of the claimed seer and sheriff, was a blind
    // reader's example of a bot's wrong reasoning: werewolf-9 relay, seed 1240001). Its checks stay (the claim is the motive).
    const claim = k.roleClaims.get(v);
    const claimed = claim !== undefined && claim.role !== 'villager' && claim.ev.n < night.start;
    if (!claimed) for (const a of k.accusations) if (a.by === v && a.ev.n < night.start) pointed.add(a.target);
    for (const c of k.checkClaims) if (c.by === v && c.bad && c.ev.n < night.start) pointed.add(c.target);
    // The victim's ballot of the day before the night, its last word on a seat ("Sam is onto us: they put a vote on Jonah
    // today", the pack's own reason: mafia, 80x24, seed 1230101). Self-play, 300 games each, seeds 1230301 and 1230401:
    // town 59.7 / 57.3 -> 61.3 / 58.7% (mafia), 50.7 / 53.0 -> 54.7 / 55.3% (mafia-classic). Its nominations too took the
    // town down to 48 / 47% in Mafia, where every seat nominates on day 1: a nomination is no accusation.
    if (!claimed) for (const x of k.votes) if (x.voter === v && x.target !== null && x.ballot !== 'sheriff' && x.day === night.day - 1 && x.ev.n < night.start) pointed.add(x.target);
    pointed.delete(v);
    if (pointed.size) {
      const pm = maskOf(pointed);
      const x = w.killedAccuser;
      if (night.read) night.read.pointed = pm;
      b.soft((mask) => Math.pow(x, popcount(mask & pm)), night.ev, [...pointed]);
    }
  }
  // A night only changes the claims term through who survived it: the investigator's claimants.
  const inv = investigatorOf(k);
  const living = [...k.roleClaims.values()].filter((c) => c.role === inv && !k.deaths.some((d) => d.seat === c.seat && d.n < night.start));
  if (living.length) rebuildClaims(m, night.ev, living.map((c) => c.seat), new Map(living.map((c) => [c.seat, night.ev])));
}

/** Rebuilds the claims term; the seats it moved most (`about`) are noted against `ev`, or their own report in `evOf`. */
function rebuildClaims(m: PublicRecord, ev: Evidence | undefined, about: readonly number[], evOf?: ReadonlyMap<number, Evidence>): void {
  m.belief.setClaims(claimTerm(m.k, m.w, false), ev, ev ? [...new Set(about)] : [], evOf);
  m.claimsVersion++;
  m.lastClaimEv = ev;
  m.lastClaimEvOf = evOf;
}

/**
 * The seats a seat's claims touch, each with the fact that bears on it: `seat` itself with `ev` (what
 * it just claimed, or its role shown); a rival for its role with `ev` too (the counter-claim, or the
 * reveal that proves the rival wrong); a seat it checked with that check; a seat that called it evil
 * with that check against what it now claims. A check on some third seat is never the reason given about a claimant.
 */
function claimsAbout(k: Knowledge, seat: number, ev: Evidence): Map<number, Evidence> {
  const role = k.roleClaims.get(seat)?.role ?? k.revealed.get(seat)?.role;
  const out = new Map<number, Evidence>([[seat, ev]]);
  for (const c of k.roleClaims.values()) if (c.seat !== seat && c.role === role) out.set(c.seat, ev);
  for (const c of k.checkClaims) if (c.by === seat && c.target !== seat) out.set(c.target, c.ev);
  for (const c of k.checkClaims) if (c.target === seat && c.by !== seat) out.set(c.by, c.bad && ev.kind === 'role_claim' ? { kind: 'contradiction', a: c.ev, b: ev } : c.ev);
  return out;
}

/** The seats a role shown on death moves: as claimsAbout, but a check of the dead seat the role proves wrong is cited with the proof. */
function shownAbout(k: Knowledge, seat: number, evil: boolean, ev: Evidence): Map<number, Evidence> {
  const out = claimsAbout(k, seat, ev);
  for (const c of k.checkClaims) if (c.target === seat && c.by !== seat && c.bad !== evil) out.set(c.by, { kind: 'contradiction', a: c.ev, b: ev });
  return out;
}

/** The seats the claims speak of: claimants, the seats they checked, confessors. */
export function claimSeats(k: Knowledge): number[] {
  const about = new Set<number>();
  for (const c of k.roleClaims.values()) if (k.powerRoles.has(c.role)) about.add(c.seat);
  for (const c of k.checkClaims) {
    about.add(c.by);
    about.add(c.target);
  }
  for (const c of k.confessions) about.add(c.seat);
  return [...about];
}

/** What only this seat knows: its own checks, whom the evil side attacked (the witch). */
export function readOwn(o: OwnBelief, k: Knowledge, e: GameEvent, w: Weights): void {
  switch (e.type) {
    case 'seer_checked':
    case 'investigated': {
      const r = k.myResults.get(e.target);
      if (r) o.fix(e.target, r.bad, r.ev);
      break;
    }
    case 'witch_told':
      if (e.target !== null && e.target !== k.me) {
        const tb = bit(e.target);
        // Known to the witch alone and not a check: it weighs, and is a reason only in her own ledger (never noted for public words).
        // At a table of six the witch saves the first victim, and a pack bites its own to win the antidote: there her lead is weaker.
        const weight = attackedWeight(k, w);
        o.soft((mask) => ((mask & tb) !== 0 ? weight : 1), { kind: 'attacked', n: e.n, day: e.day, target: e.target }, [], [e.target]);
      }
      break;
  }
}
