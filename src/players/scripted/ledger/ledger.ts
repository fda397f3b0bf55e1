// The evidence ledger: for one seat at one decision, every fact of its view that moves its belief about
// another seat, each with its direction and its measured weight. The weight is leave-one-out: the
// belief with every fact, against the belief with every fact but this one (the fact's likelihood
// divided back out of the worlds). So a fact reads as it bears now, with all that is known since: a
// vote on a seat later shown evil clears the voter, whatever it looked like when it was cast.
// Computed lazily per seat asked about, once per decision (a Reading keeps one).
import type { BeliefView, FactTerm } from '../belief/belief.js';
import { claimTerm } from '../belief/claims.js';
import type { Weights } from '../belief/params.js';
import { bit } from '../belief/worlds.js';
import type { Knowledge } from '../knowledge.js';
import type { Evidence } from '../speech/plan.js';
import { claimGroups, type ClaimGroup, withoutClaims } from './claims.js';

export interface Entry {
  /** The fact, as it would be cited. */
  fact: Evidence;
  /** The seat it bears on. */
  seat: number;
  /** Towards evil (1) or good (−1). */
  sign: 1 | -1;
  /** How far it moves the seat's odds of being evil, as a log odds ratio (≥ 0). */
  weight: number;
  /** P(evil) with it minus P(evil) without it. */
  shift: number;
  /** Known to this seat alone (its own checks, what it was told at night). */
  own: boolean;
  /** A certain fact (a role shown, the seat's own check): it settles the seat, nothing to weigh. */
  certain?: true;
}

/** Below this a fact's weight is nothing at all (floating noise). */
const NOTHING = 1e-4;
/** The weight given to a certain fact (it settles the seat). */
const CERTAIN = 10;

const clamp = (p: number) => Math.min(1 - 1e-9, Math.max(1e-9, p));
const logit = (p: number) => Math.log(clamp(p) / (1 - clamp(p)));

/** The key of one fact: every term the belief read from the same event about the same pair of seats is one fact. */
export function factKey(ev: Evidence): string {
  switch (ev.kind) {
    case 'contradiction':
      return `(${factKey(ev.a)}|${factKey(ev.b)})`;
    case 'accusation':
    case 'defence':
    case 'nomination':
      return `${ev.kind}:${ev.n}:${ev.target}`;
    default:
      return `${ev.kind}:${ev.n}`;
  }
}

interface SoftFact {
  ev: Evidence;
  about: Set<number>;
  terms: FactTerm[];
}

export class Ledger {
  private readonly entries = new Map<number, Entry[]>();
  private soft: SoftFact[] | undefined;
  private groups: ClaimGroup[] | undefined;
  /** P(evil) of every seat without one fact, per fact (computed once, for every seat at once). */
  private readonly without = new Map<object, Float64Array>();
  private marg: Float64Array | undefined;

  constructor(
    readonly k: Knowledge,
    readonly belief: BeliefView,
    readonly w: Weights,
  ) {}

  /** Every fact bearing on `seat`, strongest first (certain facts first of all). */
  about(seat: number): readonly Entry[] {
    let list = this.entries.get(seat);
    if (!list) this.entries.set(seat, (list = this.measure(seat)));
    return list;
  }

  /** The facts bearing on `seat` in direction `sign`, strongest first, at least `min` in weight. */
  toward(seat: number, sign: 1 | -1, min = NOTHING): Entry[] {
    return this.about(seat).filter((e) => e.sign === sign && e.weight >= min);
  }

  private marginals(): Float64Array {
    return (this.marg ??= Float64Array.from(this.belief.marginals()));
  }

  private measure(seat: number): Entry[] {
    const out: Entry[] = [];
    const marg = this.marginals();
    const p = marg[seat] ?? 0;
    const ownFixed = this.ownFixes();
    for (const f of this.belief.fixes()) {
      if (f.seat !== seat) continue;
      out.push({ fact: f.ev, seat, sign: f.evil ? 1 : -1, weight: CERTAIN, shift: f.evil ? 1 - p : -p, own: ownFixed.has(f), certain: true });
    }
    const known = (this.knownEvil() | this.knownGood()) & bit(seat);
    if (!known) {
      const ownTerms = this.ownTerms();
      for (const f of this.softFacts()) {
        if (!f.about.has(seat)) continue;
        const q = this.withoutSoft(f)[seat] ?? p;
        this.push(out, f.ev, seat, p, q, f.terms.some((t) => ownTerms.has(t)));
      }
      for (const g of this.claimGroupsOf(seat)) {
        const q = this.withoutClaim(g)[seat] ?? p;
        this.push(out, g.factFor(seat), seat, p, q, false);
      }
    }
    return out.sort((a, b) => b.weight - a.weight || factN(b.fact) - factN(a.fact));
  }

  private push(out: Entry[], fact: Evidence, seat: number, p: number, q: number, own: boolean): void {
    const d = logit(p) - logit(q);
    if (!Number.isFinite(d) || Math.abs(d) < NOTHING) return;
    out.push({ fact, seat, sign: d > 0 ? 1 : -1, weight: Math.abs(d), shift: p - q, own });
  }

  /** The soft facts the belief weighed, each with every term read from it (a ballot and its idle-day reading are one vote). */
  private softFacts(): SoftFact[] {
    if (this.soft) return this.soft;
    const byKey = new Map<string, SoftFact>();
    for (const t of this.belief.terms()) {
      const key = factKey(t.ev);
      let f = byKey.get(key);
      if (!f) byKey.set(key, (f = { ev: t.ev, about: new Set(), terms: [] }));
      f.terms.push(t);
      for (const s of t.about) f.about.add(s);
    }
    return (this.soft = [...byKey.values()]);
  }

  /** P(evil) of every seat with the fact's terms divided out of the posterior. */
  private withoutSoft(f: SoftFact): Float64Array {
    let m = this.without.get(f);
    if (m) return m;
    const terms = f.terms;
    m = leaveOut(this.belief, (mask) => {
      let v = 1;
      for (const t of terms) v *= t.like(mask);
      return v > 0 ? 1 / v : 0;
    });
    this.without.set(f, m);
    return m;
  }

  /** The claim groups (what one seat claimed in one speech) that bear on `seat`. */
  private claimGroupsOf(seat: number): ClaimGroup[] {
    this.groups ??= claimGroups(this.k);
    return this.groups.filter((g) => g.bearsOn(seat));
  }

  /** P(evil) of every seat with the claims term rebuilt as if the group had never been said. */
  private withoutClaim(g: ClaimGroup): Float64Array {
    let m = this.without.get(g);
    if (m) return m;
    const now = this.belief.claimsTerm;
    const f = claimTerm(withoutClaims(this.k, g), this.w, this.belief.ownClaims);
    const worlds = this.belief.worlds;
    m = leaveOut(this.belief, (mask, i) => (now[i]! > 0 ? f(mask) / now[i]! : 0), worlds);
    this.without.set(g, m);
    return m;
  }

  private ownSets: { fixes: Set<object>; terms: Set<object>; evil: number; good: number } | undefined;

  /** What this seat alone knows (its own belief's terms and fixes), told apart from the public record's. */
  private ownInfo() {
    if (this.ownSets) return this.ownSets;
    const pub = publicOf(this.belief);
    const pubFixes = new Set<object>(pub ? pub.fixes() : []);
    const pubTerms = new Set<object>(pub ? pub.terms() : []);
    let evil = 0;
    let good = 0;
    for (const f of this.belief.fixes()) if (f.evil) evil |= bit(f.seat);
    else good |= bit(f.seat);
    return (this.ownSets = {
      fixes: new Set(pub ? this.belief.fixes().filter((f) => !pubFixes.has(f)) : []),
      terms: new Set(pub ? this.belief.terms().filter((t) => !pubTerms.has(t)) : []),
      evil,
      good,
    });
  }
  private ownFixes = () => this.ownInfo().fixes;
  private ownTerms = () => this.ownInfo().terms;
  private knownEvil = () => this.ownInfo().evil;
  private knownGood = () => this.ownInfo().good;
}

/** The public belief under a seat's own (undefined: the view is the public one itself). */
function publicOf(b: BeliefView): BeliefView | undefined {
  return (b as { pub?: BeliefView }).pub;
}

/** The log position a fact stands on. */
function factN(ev: Evidence): number {
  return ev.kind === 'contradiction' ? Math.max(factN(ev.a), factN(ev.b)) : ev.n;
}

/**
 * Every seat's P(evil) under the posterior with a factor applied to each world (`ratio(mask, i)`:
 * 1 / the left-out likelihood, or the claims term without / with), renormalised.
 */
function leaveOut(b: BeliefView, ratio: (mask: number, i: number) => number, worlds = b.worlds): Float64Array {
  const p = b.posterior();
  const m = new Float64Array(b.seats + 1);
  let sum = 0;
  for (let i = 0; i < worlds.length; i++) {
    const pi = p[i]!;
    if (pi === 0) continue;
    const w = worlds[i]!;
    const x = pi * ratio(w, i);
    if (!(x > 0) || !Number.isFinite(x)) continue;
    sum += x;
    for (let v = w; v !== 0; v &= v - 1) m[32 - Math.clz32(v & -v)]! += x;
  }
  if (sum > 0) for (let s = 1; s < m.length; s++) m[s]! /= sum;
  return m;
}
