// A belief over possible worlds: every assignment of the evil seats, each weighted by how likely the
// evidence is in it. Certain facts zero the worlds they rule out (the arrays keep their size, so a
// seat's own view can lay its own terms over them); soft evidence multiplies the weights as it arrives
// (linear weights, renormalised: no exp or log per world); claims are a term recomputed when the
// claims change, since they interact (one real seer). Each piece of evidence keeps how far it moved
// each seat it is about (a log Bayes factor against the weights just before it: a pure function of
// the evidence read, never of when anyone asked), for THINK and speeches.
import type { Evidence } from '../speech/plan.js';
import { bit, enumerate, maskOf, popcount } from './worlds.js';

export interface Reason {
  ev: Evidence;
  /** log Bayes factor for "this seat is evil" the evidence carried when it arrived */
  lbf: number;
  /** From the claims term: a seat's own view recomputes these with what it alone knows. */
  claims?: boolean;
}

/**
 * One piece of soft evidence as the belief weighed it: its likelihood in each world, kept so the
 * evidence ledger can divide it back out (leave-one-out) and measure what it weighs now.
 */
export interface FactTerm {
  ev: Evidence;
  /** The seats it was read as speaking of. */
  about: readonly number[];
  /** How likely what was seen is in a world (any common scale): the factor the belief multiplied in. */
  like(mask: number): number;
  /** The same, per world index, as the belief computed it (0 where the world was already ruled out). */
  values?: Float32Array;
}

/** A certain fact (a role shown, a seat's own check): the worlds it ruled out. */
export interface Fixed {
  ev: Evidence;
  seat: number;
  evil: boolean;
}

/** What a policy reads from a belief. */
export interface BeliefView {
  readonly seats: number;
  /** P(seat is evil) for seats 1..N (index 0 unused). */
  marginals(): Float64Array;
  /** The most likely worlds, best first. */
  top(count: number): { mask: number; p: number }[];
  /** P(every seat of `mask` is evil). */
  joint(mask: number): number;
  /** The evidence that moved a seat, as it arrived. */
  reasonsFor(seat: number): readonly Reason[];
  /** Worlds still possible. */
  readonly size: number;
  /** The worlds, and each one's probability now (normalised; the array is reused: read, do not keep). */
  readonly worlds: Uint32Array;
  posterior(): Float64Array;
  /** Every piece of soft evidence weighed, in order (the public record's and this seat's own). */
  terms(): readonly FactTerm[];
  /** The certain facts, in order. */
  fixes(): readonly Fixed[];
  /** The claims term per world, as this view weighs the claims now. */
  readonly claimsTerm: Float64Array;
  /** Whether the claims are weighed with what this seat alone knows (its own claims term). */
  readonly ownClaims: boolean;
  /** The evidence and certain facts this seat alone holds (none for the public record). */
  ownTerms(): readonly FactTerm[];
  ownFixes(): readonly Fixed[];
  /** The seats known evil and known good for certain, as masks. */
  settled(): { evil: number; good: number };
}

export class Belief implements BeliefView {
  readonly worlds: Uint32Array;
  /** Soft evidence and certain facts (0 for a world ruled out). */
  readonly base: Float64Array;
  private claims: Float64Array;
  private post: Float64Array | null = null;
  /** The array the posterior is written into (reused from one posterior to the next). */
  private buf: Float64Array | null = null;
  private marg: Float64Array | null = null;
  /** Reused per piece of soft evidence and per claims term, to spare the garbage collector. */
  private scratch: Float64Array;
  /** The weights before a new claims term (read only while the term's notes are written). */
  private before: Float64Array | null = null;
  private top2: { mask: number; p: number }[] | null = null;
  /** 1 / the posterior's sum (0 when every world weighs 0), and whether the worlds were scaled by it. */
  private inv = 0;
  private scaled = false;
  readonly reasons = new Map<number, Reason[]>();
  /** The soft evidence and certain facts as weighed, for the ledger (kept as functions: evaluated only when asked). */
  private readonly factTerms: FactTerm[] = [];
  private readonly fixed: Fixed[] = [];
  readonly ownClaims = false;
  knownEvil = 0;
  knownGood = 0;
  /** Bumped whenever the weights change, so views built on this belief know to recompute. */
  version = 0;

  constructor(
    readonly seats: number,
    readonly evil: number,
  ) {
    this.worlds = allWorlds(seats, evil);
    this.base = new Float64Array(this.worlds.length).fill(1);
    this.claims = new Float64Array(this.worlds.length).fill(1);
    this.scratch = new Float64Array(this.worlds.length);
  }

  get size(): number {
    let n = 0;
    for (let i = 0; i < this.base.length; i++) if (this.base[i]! > 0) n++;
    return n;
  }

  /** Rules out the worlds where `seat` is not (or is) evil. A contradiction changes nothing. */
  fix(seat: number, evil: boolean, ev?: Evidence): void {
    const b = bit(seat);
    if ((evil ? this.knownEvil : this.knownGood) & b) return;
    let kept = 0;
    for (let i = 0; i < this.worlds.length; i++) if (this.base[i]! > 0 && ((this.worlds[i]! & b) !== 0) === evil) kept++;
    if (kept === 0) return;
    if (ev) {
      this.note(seat, ev, evil ? 10 : -10);
      this.fixed.push({ ev, seat, evil });
    }
    for (let i = 0; i < this.worlds.length; i++) if (((this.worlds[i]! & b) !== 0) !== evil) this.base[i] = 0;
    if (evil) this.knownEvil |= b;
    else this.knownGood |= b;
    this.dirty();
  }

  /**
   * Weighs down, by `keep` (0: rules out), the worlds whose every evil seat is among `dead`: the game went on after those
   * deaths, and it ends the moment the last evil seat dies. No one fact's (nobody's word): it moves no seat's notes. Each
   * world is weighed down once, when its last evil seat is among the dead.
   */
  goesOn(dead: number, keep = 0): void {
    const before = this.goneOn;
    if ((dead & ~before) === 0 || keep >= 1) return;
    let kept = 0;
    let cut = 0;
    for (let i = 0; i < this.worlds.length; i++) {
      if (this.base[i]! <= 0) continue;
      if ((this.worlds[i]! & ~dead) === 0) cut++;
      else kept++;
    }
    // A record that holds no living evil world contradicts itself (a forged log): changed nothing.
    if (cut === 0 || kept === 0) return;
    this.goneOn = dead | before;
    for (let i = 0; i < this.worlds.length; i++) {
      const w = this.worlds[i]!;
      if ((w & ~dead) === 0 && (w & ~before) !== 0) this.base[i] = this.base[i]! * keep;
    }
    this.dirty();
  }

  /** The dead the game went on after, as last weighed (goesOn). */
  private goneOn = 0;

  /**
   * Adds soft evidence: `f(mask)` is how likely what was seen is in that world (any common scale).
   * `about` are the seats it speaks of; each keeps how far it moved them. One pass: the likelihood,
   * the attributions (against the last posterior) and the update together.
   */
  soft(f: (mask: number) => number, ev: Evidence, about: readonly number[]): void {
    const a = about[0] === undefined ? 0 : bit(about[0]);
    const b = about[1] === undefined ? 0 : bit(about[1]);
    const claims = this.claims;
    const worlds = this.worlds;
    const base = this.base;
    const n = worlds.length;
    // Attributions weigh each world as it stood just before this evidence (unnormalised: ratios only).
    const before = about.length > 2 ? this.weights() : null;
    // The sums of the attributions, in locals (the same additions in the same order as an array would take).
    let ae0 = 0, ae1 = 0, ag0 = 0, ag1 = 0, be0 = 0, be1 = 0, bg0 = 0, bg1 = 0;
    let top = 0;
    const vals = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      const w0 = base[i]!;
      if (w0 === 0) continue;
      const m = worlds[i]!;
      const v = f(m);
      vals[i] = v;
      const pi = w0 * claims[i]!;
      const pv = pi * v;
      if (a) {
        if ((m & a) !== 0) (ae0 += pi), (ae1 += pv);
        else (ag0 += pi), (ag1 += pv);
      }
      if (b) {
        if ((m & b) !== 0) (be0 += pi), (be1 += pv);
        else (bg0 += pi), (bg1 += pv);
      }
      const w1 = (base[i] = w0 * v);
      if (w1 > top) top = w1;
    }
    if (top === 0) return;
    this.factTerms.push({ ev, about, like: f, values: vals });
    if (about[0] !== undefined) noteReason(this.reasons, about[0], ev, logRatio(ae0, ae1, ag0, ag1));
    if (about[1] !== undefined) noteReason(this.reasons, about[1], ev, logRatio(be0, be1, bg0, bg1));
    for (let j = 2; j < about.length; j++) this.noteAfter(about[j]!, ev, f, before!);
    if (top < 1e-100) for (let i = 0; i < n; i++) base[i]! /= top;
    this.dirty();
  }

  /**
   * One seat's pick of another among `among` (a vote, an accusation, a defence): the soft evidence
   * most of the record is made of, so it has its own loop. `table` is indexed by
   * [picker evil][picked evil][evil seats among the choices], as pickTable builds it.
   */
  pick(by: number, target: number, among: number, table: Float64Array, ev: Evidence, about: readonly number[]): void {
    const bb = bit(by);
    const tb = bit(target);
    const stride = this.evil + 1;
    const a = about[0] === undefined ? 0 : bit(about[0]);
    const b = about[1] === undefined ? 0 : bit(about[1]);
    const claims = this.claims;
    const worlds = this.worlds;
    const base = this.base;
    let ae0 = 0, ae1 = 0, ag0 = 0, ag1 = 0, be0 = 0, be1 = 0, bg0 = 0, bg1 = 0;
    let top = 0;
    const vals = new Float32Array(worlds.length);
    for (let i = 0; i < worlds.length; i++) {
      const w0 = base[i]!;
      if (w0 === 0) continue;
      const m = worlds[i]!;
      const v = table[((m & bb) !== 0 ? 2 * stride : 0) + ((m & tb) !== 0 ? stride : 0) + popcount(m & among)]!;
      vals[i] = v;
      const pi = w0 * claims[i]!;
      const pv = pi * v;
      if (a) {
        if ((m & a) !== 0) (ae0 += pi), (ae1 += pv);
        else (ag0 += pi), (ag1 += pv);
      }
      if (b) {
        if ((m & b) !== 0) (be0 += pi), (be1 += pv);
        else (bg0 += pi), (bg1 += pv);
      }
      const w1 = (base[i] = w0 * v);
      if (w1 > top) top = w1;
    }
    if (top === 0) return;
    this.factTerms.push({ ev, about, like: (m) => table[((m & bb) !== 0 ? 2 * stride : 0) + ((m & tb) !== 0 ? stride : 0) + popcount(m & among)]!, values: vals });
    if (about[0] !== undefined) noteReason(this.reasons, about[0], ev, logRatio(ae0, ae1, ag0, ag1));
    if (about[1] !== undefined) noteReason(this.reasons, about[1], ev, logRatio(be0, be1, bg0, bg1));
    if (top < 1e-100) for (let i = 0; i < worlds.length; i++) base[i]! /= top;
    this.dirty();
  }

  /**
   * A ballot. A good voter leans towards the seats the table already suspects (`leanGood`, per seat)
   * and towards evil (`pullGood`); an evil voter leans less on the table (`leanEvil`) and shields its
   * partners (`pullEvil` < 1). The likelihood is the voter's pick among `among`, tempered by `power`.
   */
  ballot(voter: number, target: number, among: readonly number[], leanGood: Float64Array, leanEvil: Float64Array, pullGood: number, pullEvil: number, power: number, ev: Evidence): void {
    const vb = bit(voter);
    const tb = bit(target);
    const amongMask = maskOf(among);
    let sumGood = 0;
    let sumEvil = 0;
    for (const c of among) {
      sumGood += leanGood[c]!;
      sumEvil += leanEvil[c]!;
    }
    const claims = this.claims;
    const worlds = this.worlds;
    const base = this.base;
    // The likelihood depends only on the voter's side and the evil seats among the choices: worlds that
    // differ only on dead seats share it, and so do the round's other ballots for the same seat (the same
    // leans, choices and weights), so each distinct key is computed once (the same arithmetic).
    // Only a seat outside the choices and the voter (a dead one) lets two worlds share a key: with none
    // (every seat alive, the first days) the memo never hits, and is not kept.
    const spare = ((1 << this.seats) - 1) & ~amongMask & ~vb;
    const memo = spare !== 0 ? ballotMemo(this.seats, target) : null;
    const stamp = memo ? memo.stampFor(leanGood, leanEvil, amongMask, pullGood, pullEvil, power) : 0;
    const voterKey = 1 << this.seats;
    // The attributions' sums (voter evil / good, target evil / good), in locals: the same additions, in the same order.
    let ve0 = 0, ve1 = 0, vg0 = 0, vg1 = 0, te0 = 0, te1 = 0, tg0 = 0, tg1 = 0;
    let top = 0;
    const vals = new Float32Array(worlds.length);
    for (let i = 0; i < worlds.length; i++) {
      const w0 = base[i]!;
      if (w0 === 0) continue;
      const m = worlds[i]!;
      const evilVoter = (m & vb) !== 0;
      const key = (m & amongMask) | (evilVoter ? voterKey : 0);
      let v: number;
      if (memo && memo.stamps[key] === stamp) v = memo.values[key]!;
      else {
        const lean = evilVoter ? leanEvil : leanGood;
        const pull = evilVoter ? pullEvil : pullGood;
        let z = evilVoter ? sumEvil : sumGood;
        for (let x = m & amongMask; x !== 0; x &= x - 1) z += (pull - 1) * lean[32 - Math.clz32(x & -x)]!;
        const num = ((m & tb) !== 0 ? pull : 1) * lean[target]!;
        const r = num / z;
        // exp∘log rather than pow: the same number to an ulp or so, at about half the cost in the hot loop.
        v = power === 1 ? r : Math.exp(power * Math.log(r));
        if (memo) {
          memo.stamps[key] = stamp;
          memo.values[key] = v;
        }
      }
      vals[i] = v;
      const pi = w0 * claims[i]!;
      const pv = pi * v;
      if (evilVoter) (ve0 += pi), (ve1 += pv);
      else (vg0 += pi), (vg1 += pv);
      if ((m & tb) !== 0) (te0 += pi), (te1 += pv);
      else (tg0 += pi), (tg1 += pv);
      const w1 = (base[i] = w0 * v);
      if (w1 > top) top = w1;
    }
    if (top === 0) return;
    this.factTerms.push({ ev, about: [voter, target], like: (m) => ballotLikelihood(m, vb, tb, amongMask, leanGood, leanEvil, sumGood, sumEvil, pullGood, pullEvil, power), values: vals });
    noteReason(this.reasons, voter, ev, logRatio(ve0, ve1, vg0, vg1));
    noteReason(this.reasons, target, ev, logRatio(te0, te1, tg0, tg1));
    if (top < 1e-100) for (let i = 0; i < worlds.length; i++) base[i]! /= top;
    this.dirty();
  }

  /** Attribution for a third seat and beyond (rare: several dead at once, several accused). */
  private noteAfter(seat: number, ev: Evidence, f: (mask: number) => number, before: Float64Array): void {
    const v = this.scratch;
    for (let i = 0; i < this.worlds.length; i++) v[i] = before[i]! > 0 ? f(this.worlds[i]!) : 0;
    noteReason(this.reasons, seat, ev, bayesFactor(this.worlds, before, seat, v));
  }

  /** Each world's weight now, unnormalised (base × claims), in `out` (a fresh array unless given). */
  private weights(out: Float64Array = new Float64Array(this.worlds.length)): Float64Array {
    for (let i = 0; i < out.length; i++) out[i] = this.base[i]! * this.claims[i]!;
    return out;
  }

  /**
   * Replaces the claims term; the seats in `about` note how far it moved them, against `ev` (or their own in `evOf`).
   * The weights and ratios the notes read go to arrays kept for them (nothing holds these past the call); the
   * term itself is a new array (the ledger keys what it measured against a term by the term's array).
   */
  setClaims(f: (mask: number) => number, ev: Evidence | undefined, about: readonly number[], evOf?: ReadonlyMap<number, Evidence>): void {
    const n = this.worlds.length;
    // A new array each time: the ledger keeps what it measured against a claims term by the term's array.
    const next = evaluate(this.worlds, f);
    if (!next) return;
    if (ev && about.length) {
      const r = ratio(next, this.claims, this.scratch);
      const before = this.weights((this.before ??= new Float64Array(n)));
      for (const s of about) noteReason(this.reasons, s, evOf?.get(s) ?? ev, bayesFactor(this.worlds, before, s, r), true);
    }
    this.claims = next;
    this.dirty();
  }

  /** The claims term per world (shared by the seats that read the claims as the public does). */
  get claimsTerm(): Float64Array {
    return this.claims;
  }

  posterior(): Float64Array {
    const p = this.summary();
    // Most readers want the marginals alone: the worlds are scaled only when one reads them.
    if (!this.scaled) {
      scale(p, this.inv);
      this.scaled = true;
    }
    return p;
  }

  /** The unscaled weights, with the marginals and the two likeliest worlds read off them. */
  private summary(): Float64Array {
    if (this.post) return this.post;
    // The previous posterior is only ever read until this one replaces it: its array is reused.
    const p = (this.buf ??= new Float64Array(this.worlds.length));
    const r = summarise(this.worlds, p, this.seats, this.base, this.claims, null);
    this.marg = r.marginals;
    this.top2 = r.top;
    this.inv = r.inv;
    this.scaled = false;
    return (this.post = p);
  }

  marginals(): Float64Array {
    this.summary();
    return this.marg!;
  }

  top(count: number): { mask: number; p: number }[] {
    this.summary();
    return count <= 2 ? this.top2!.slice(0, count) : topWorlds(this.worlds, this.posterior(), count);
  }

  joint(mask: number): number {
    return jointOf(this.worlds, this.posterior(), mask);
  }

  reasonsFor(seat: number): readonly Reason[] {
    return this.reasons.get(seat) ?? NONE;
  }

  terms(): readonly FactTerm[] {
    return this.factTerms;
  }

  fixes(): readonly Fixed[] {
    return this.fixed;
  }

  ownTerms(): readonly FactTerm[] {
    return NONE;
  }

  ownFixes(): readonly Fixed[] {
    return NONE;
  }

  settled(): { evil: number; good: number } {
    return { evil: this.knownEvil, good: this.knownGood };
  }

  private note(seat: number, ev: Evidence, lbf: number): void {
    noteReason(this.reasons, seat, ev, lbf);
  }

  private dirty(): void {
    this.post = null;
    this.marg = null;
    this.top2 = null;
    this.version++;
  }
}

const NONE: readonly never[] = [];

/** A ballot's likelihood in one world, as Belief.ballot computes it in its loop (for the ledger, which asks rarely). */
function ballotLikelihood(m: number, vb: number, tb: number, amongMask: number, leanGood: Float64Array, leanEvil: Float64Array, sumGood: number, sumEvil: number, pullGood: number, pullEvil: number, power: number): number {
  const evilVoter = (m & vb) !== 0;
  const lean = evilVoter ? leanEvil : leanGood;
  const pull = evilVoter ? pullEvil : pullGood;
  let z = evilVoter ? sumEvil : sumGood;
  for (let x = m & amongMask; x !== 0; x &= x - 1) z += (pull - 1) * lean[32 - Math.clz32(x & -x)]!;
  const num = ((m & tb) !== 0 ? pull : 1) * lean[32 - Math.clz32(tb)]!;
  const r = num / z;
  return power === 1 ? r : Math.exp(power * Math.log(r));
}

/**
 * Likelihoods of ballots for one target, by key; a stamp marks the entries of the current arithmetic
 * (the same leans, choices and weights), so nothing from other arithmetic is read. It holds no seat's
 * view: the leans are the public record's, and a new round's are new arrays.
 */
class BallotMemo {
  readonly values: Float64Array;
  readonly stamps: Uint32Array;
  private stamp = 0;
  private leanGood: Float64Array | null = null;
  private leanEvil: Float64Array | null = null;
  private among = 0;
  private pullGood = 0;
  private pullEvil = 0;
  private power = 0;
  constructor(size: number) {
    this.values = new Float64Array(size);
    this.stamps = new Uint32Array(size);
  }
  /** The stamp of this arithmetic: the last one's when it is the same, else a fresh one. */
  stampFor(leanGood: Float64Array, leanEvil: Float64Array, among: number, pullGood: number, pullEvil: number, power: number): number {
    if (this.leanGood === leanGood && this.leanEvil === leanEvil && this.among === among && this.pullGood === pullGood && this.pullEvil === pullEvil && this.power === power) return this.stamp;
    this.leanGood = leanGood;
    this.leanEvil = leanEvil;
    this.among = among;
    this.pullGood = pullGood;
    this.pullEvil = pullEvil;
    this.power = power;
    if (++this.stamp === 0xffffffff) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
    return this.stamp;
  }
}

const MEMOS = new Map<number, BallotMemo[]>();

/** The memo of a table size and a target (keys: the seats' bits and one bit for the voter's side). */
function ballotMemo(seats: number, target: number): BallotMemo {
  let byTarget = MEMOS.get(seats);
  if (!byTarget) MEMOS.set(seats, (byTarget = []));
  return (byTarget[target] ??= new BallotMemo(2 << seats));
}

const ALL = new Map<number, Uint32Array>();

/** Every world of a table size, enumerated once per process (the arrays are never written). */
function allWorlds(seats: number, evil: number): Uint32Array {
  const key = seats * 64 + evil;
  let w = ALL.get(key);
  if (!w) ALL.set(key, (w = enumerate(seats, evil, 0, 0)));
  return w;
}

/** `f` over every world, scaled so the largest is 1 (into `out` when given); null when every world scores 0. */
export function evaluate(worlds: Uint32Array, f: (mask: number) => number, out: Float64Array = new Float64Array(worlds.length)): Float64Array | null {
  let max = 0;
  for (let i = 0; i < worlds.length; i++) max = Math.max(max, (out[i] = f(worlds[i]!)));
  if (max <= 0) return null;
  for (let i = 0; i < out.length; i++) out[i]! /= max;
  return out;
}

export function ratio(next: Float64Array, prev: Float64Array, out: Float64Array = new Float64Array(next.length)): Float64Array {
  for (let i = 0; i < next.length; i++) out[i] = prev[i]! > 0 ? next[i]! / prev[i]! : 1;
  return out;
}

export function normalise(p: Float64Array): Float64Array {
  let sum = 0;
  for (let i = 0; i < p.length; i++) sum += p[i]!;
  if (sum > 0) for (let i = 0; i < p.length; i++) p[i]! /= sum;
  else p.fill(1 / Math.max(1, p.length));
  return p;
}

/**
 * Writes the weights base × claims (× priv) of the worlds (over `only`, else all) into `p`, and reads the
 * marginals and the two likeliest worlds off them (normalised: they are scaled by `inv`, 1 / the weights'
 * sum), in the same pass; `p` itself is left unscaled, for `scale` to normalise when a reader wants the worlds.
 */
export function summarise(
  worlds: Uint32Array,
  p: Float64Array,
  seats: number,
  base: Float64Array,
  claims: Float64Array,
  priv: Float64Array | null,
  only?: Uint32Array,
): { marginals: Float64Array; top: { mask: number; p: number }[]; inv: number } {
  const m = new Float64Array(seats + 1);
  const { each, list } = seatLists(worlds);
  let sum = 0;
  let b1 = -1;
  let b2 = -1;
  let v1 = 0;
  let v2 = 0;
  const n = only ? only.length : worlds.length;
  for (let j = 0; j < n; j++) {
    const i = only ? only[j]! : j;
    const bc = base[i]! * claims[i]!;
    const pi = (p[i] = priv ? bc * priv[i]! : bc);
    if (pi === 0) continue;
    sum += pi;
    if (pi > v1) {
      b2 = b1;
      v2 = v1;
      b1 = i;
      v1 = pi;
    } else if (pi > v2) {
      b2 = i;
      v2 = pi;
    }
    // Each of the world's evil seats, lowest first, as the bits would give them: each seat's sum is over the worlds in order.
    for (let k = i * each, end = k + each; k < end; k++) m[list[k]!]! += pi;
  }
  const top: { mask: number; p: number }[] = [];
  const inv = sum > 0 ? 1 / sum : 0;
  if (sum > 0) {
    for (let s = 1; s <= seats; s++) m[s]! *= inv;
    if (b1 >= 0) top.push({ mask: worlds[b1]!, p: v1 * inv });
    if (b2 >= 0) top.push({ mask: worlds[b2]!, p: v2 * inv });
  }
  return { marginals: m, top, inv };
}

/** Every world's evil seats, lowest first, `each` a world (the worlds of a belief all have as many). */
const LISTS = new WeakMap<Uint32Array, { each: number; list: Uint8Array }>();

/** The evil seats of every world, listed once per array of worlds (the summary's inner loop reads them). */
function seatLists(worlds: Uint32Array): { each: number; list: Uint8Array } {
  let known = LISTS.get(worlds);
  if (!known) {
    const each = worlds.length ? popcount(worlds[0]!) : 0;
    const list = new Uint8Array(worlds.length * each);
    for (let i = 0; i < worlds.length; i++) {
      if (popcount(worlds[i]!) !== each) throw new Error('worlds of one belief must have as many evil seats each');
      let j = i * each;
      for (let w = worlds[i]!; w !== 0; w &= w - 1) list[j++] = 32 - Math.clz32(w & -w);
    }
    LISTS.set(worlds, (known = { each, list }));
  }
  return known;
}

/** Normalises weights in place by `inv` from `summarise` (over `only`, else all; all even when every world weighed 0). */
export function scale(p: Float64Array, inv: number, only?: Uint32Array): void {
  if (inv > 0) {
    if (only) for (let j = 0; j < only.length; j++) p[only[j]!]! *= inv;
    else for (let i = 0; i < p.length; i++) p[i]! *= inv;
  } else if (!only) p.fill(1 / Math.max(1, p.length));
}

export function marginalsOf(worlds: Uint32Array, p: Float64Array, seats: number): Float64Array {
  const m = new Float64Array(seats + 1);
  for (let i = 0; i < worlds.length; i++) {
    const pi = p[i]!;
    if (pi === 0) continue;
    for (let w = worlds[i]!, s = 1; w !== 0; w >>>= 1, s++) if (w & 1) m[s]! += pi;
  }
  return m;
}

/** The `count` most likely worlds, by a linear scan (count is small). */
export function topWorlds(worlds: Uint32Array, p: Float64Array, count: number): { mask: number; p: number }[] {
  const out: { mask: number; p: number }[] = [];
  for (let i = 0; i < worlds.length; i++) {
    const pi = p[i]!;
    if (pi === 0 || (out.length === count && pi <= out[count - 1]!.p)) continue;
    let j = out.length;
    while (j > 0 && out[j - 1]!.p < pi) j--;
    out.splice(j, 0, { mask: worlds[i]!, p: pi });
    if (out.length > count) out.pop();
  }
  return out;
}

export function jointOf(worlds: Uint32Array, p: Float64Array, mask: number): number {
  let sum = 0;
  for (let i = 0; i < worlds.length; i++) if ((worlds[i]! & mask) === mask) sum += p[i]!;
  return sum;
}

/** log of how much the factor `f` (per world) moves the odds that `seat` is evil under `p`. */
/** log((e1/e0) / (g1/g0)): how much the evidence moved the odds of "evil", 0 when undefined. */
function logRatio(e0: number, e1: number, g0: number, g1: number): number {
  if (e0 === 0 || g0 === 0 || e1 === 0 || g1 === 0) return 0;
  return Math.log(e1 / e0 / (g1 / g0));
}

export function bayesFactor(worlds: Uint32Array, p: Float64Array, seat: number, f: Float64Array): number {
  const b = bit(seat);
  let e0 = 0;
  let e1 = 0;
  let g0 = 0;
  let g1 = 0;
  for (let i = 0; i < f.length; i++) {
    const pi = p[i]!;
    if (pi === 0) continue;
    if (worlds[i]! & b) {
      e0 += pi;
      e1 += pi * f[i]!;
    } else {
      g0 += pi;
      g1 += pi * f[i]!;
    }
  }
  if (e0 === 0 || g0 === 0 || e1 === 0 || g1 === 0) return 0;
  return Math.log(e1 / e0 / (g1 / g0));
}

export function noteReason(reasons: Map<number, Reason[]>, seat: number, ev: Evidence, lbf: number, claims = false): void {
  if (!Number.isFinite(lbf) || Math.abs(lbf) < 0.02) return;
  let list = reasons.get(seat);
  if (!list) reasons.set(seat, (list = []));
  list.push(claims ? { ev, lbf, claims } : { ev, lbf });
}
