// The evidence ledger: for one seat at one decision, every fact of its view that moves its belief about
// another seat, each with its direction and its measured weight. The weight is leave-one-out: the
// belief with every fact, against the belief with every fact but this one (the fact's likelihood
// divided back out of the worlds). So a fact reads as it bears now, with all that is known since: a
// vote on a seat later shown evil clears the voter, whatever it looked like when it was cast.
// Computed lazily per seat asked about, once per decision (a Reading keeps one).
import type { BeliefView, FactTerm, Fixed } from '../belief/belief.js';
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
  key: string;
  about: Set<number>;
  terms: FactTerm[];
  /** 1 / the product of its terms' likelihoods, per world (built when first left out; rebuilt if a term joins it). */
  inverse?: { terms: number; v: Float64Array };
}

/** The soft facts of a list of terms, grouped by fact and by seat, kept up to date as the list grows. */
interface FactIndex {
  read: number;
  byKey: Map<string, SoftFact>;
  bySeat: Map<number, SoftFact[]>;
}

// The public record's terms are one array per game, shared by every seat: indexed once, read by all.
const INDEXES = new WeakMap<readonly FactTerm[], FactIndex>();

function indexOf(terms: readonly FactTerm[]): FactIndex {
  let ix = INDEXES.get(terms);
  if (!ix) INDEXES.set(terms, (ix = { read: 0, byKey: new Map(), bySeat: new Map() }));
  for (; ix.read < terms.length; ix.read++) {
    const t = terms[ix.read]!;
    const key = factKey(t.ev);
    let f = ix.byKey.get(key);
    if (!f) ix.byKey.set(key, (f = { ev: t.ev, key, about: new Set(), terms: [] }));
    f.terms.push(t);
    for (const s of t.about) {
      if (f.about.has(s)) continue;
      f.about.add(s);
      let list = ix.bySeat.get(s);
      if (!list) ix.bySeat.set(s, (list = []));
      list.push(f);
    }
  }
  return ix;
}

/** How many facts of a seat are weighed by leaving them out: its strongest when they came, and any that now bear on a settled seat. */
const CANDIDATES = 6;

export class Ledger {
  private readonly entries = new Map<number, Entry[]>();
  private groups: ClaimGroup[] | undefined;
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

  /**
   * The first fact found bearing on `seat` in direction `sign` (at least `min`) that `ok` accepts, weighing
   * the candidates one at a time in the order they moved the seat when they came: for a yes-or-no question
   * ("has this seat any fact against it?") most of the ledger is never weighed.
   */
  first(seat: number, sign: 1 | -1, min: number, ok: (e: Entry) => boolean): Entry | undefined {
    const done = this.entries.get(seat);
    if (done) return done.find((e) => e.sign === sign && e.weight >= min && ok(e));
    const p = this.marginals()[seat] ?? 0;
    const info = this.ownInfo();
    const out: Entry[] = [];
    const take = () => out.splice(0).find((e) => e.sign === sign && e.weight >= min && ok(e));
    for (const f of this.fixes()) {
      if (f.seat === seat) out.push({ fact: f.ev, seat, sign: f.evil ? 1 : -1, weight: CERTAIN, shift: f.evil ? 1 - p : -p, own: info.fixes.has(f), certain: true });
    }
    const hit = take();
    if (hit || ((info.evil | info.good) & bit(seat)) !== 0) return hit;
    for (const f of this.candidates(seat, info.evil | info.good)) {
      this.push(out, f.ev, seat, p, this.withoutSoft(f, seat), f.terms.some((t) => info.terms.has(t)));
      const e = take();
      if (e) return e;
    }
    for (const g of this.claimGroupsOf(seat)) {
      this.push(out, g.factFor(seat), seat, p, this.withoutClaim(g, seat), false);
      const e = take();
      if (e) return e;
    }
    return undefined;
  }

  private marginals(): Float64Array {
    return (this.marg ??= Float64Array.from(this.belief.marginals()));
  }

  private measure(seat: number): Entry[] {
    const out: Entry[] = [];
    const marg = this.marginals();
    const p = marg[seat] ?? 0;
    const info = this.ownInfo();
    for (const f of this.fixes()) {
      if (f.seat !== seat) continue;
      out.push({ fact: f.ev, seat, sign: f.evil ? 1 : -1, weight: CERTAIN, shift: f.evil ? 1 - p : -p, own: info.fixes.has(f), certain: true });
    }
    if (((info.evil | info.good) & bit(seat)) === 0) {
      for (const f of this.candidates(seat, info.evil | info.good)) this.push(out, f.ev, seat, p, this.withoutSoft(f, seat), f.terms.some((t) => info.terms.has(t)));
      for (const g of this.claimGroupsOf(seat)) this.push(out, g.factFor(seat), seat, p, this.withoutClaim(g, seat), false);
    }
    return out.sort((a, b) => b.weight - a.weight || factN(b.fact) - factN(a.fact));
  }

  /**
   * The soft facts about `seat` worth leaving out: the strongest when they came (the belief noted how far
   * each moved the seat), and every one that involves a seat now settled (a vote on a seat since shown
   * evil moved its voter little when cast and may weigh much now).
   */
  private candidates(seat: number, settled: number): SoftFact[] {
    const facts = [...(indexOf(this.pubTerms()).bySeat.get(seat) ?? []), ...(this.ownIndex()?.bySeat.get(seat) ?? [])];
    if (facts.length <= CANDIDATES) return facts;
    const moved = new Map<string, number>();
    for (const r of this.belief.reasonsFor(seat)) {
      const key = factKey(r.ev);
      moved.set(key, Math.max(moved.get(key) ?? 0, Math.abs(r.lbf)));
    }
    const ranked = [...facts].sort((a, b) => (moved.get(b.key) ?? 0) - (moved.get(a.key) ?? 0));
    const out = ranked.slice(0, CANDIDATES);
    for (const f of ranked.slice(CANDIDATES)) if ([...f.about].some((s) => s !== seat && (settled & bit(s)) !== 0)) out.push(f);
    return out;
  }

  private fixList: readonly Fixed[] | undefined;
  private fixes(): readonly Fixed[] {
    return (this.fixList ??= this.belief.fixes());
  }

  private push(out: Entry[], fact: Evidence, seat: number, p: number, q: number, own: boolean): void {
    const d = logit(p) - logit(q);
    if (!Number.isFinite(d) || Math.abs(d) < NOTHING) return;
    out.push({ fact, seat, sign: d > 0 ? 1 : -1, weight: Math.abs(d), shift: p - q, own });
  }

  /** The public record's terms (shared), and this seat's own index. */
  private pubTerms(): readonly FactTerm[] {
    const pub = publicOf(this.belief);
    return pub ? pub.terms() : this.belief.terms();
  }
  private ownIndexMemo: FactIndex | null | undefined;
  private ownIndex(): FactIndex | null {
    if (this.ownIndexMemo !== undefined) return this.ownIndexMemo;
    const own = this.belief.ownTerms();
    return (this.ownIndexMemo = own.length ? indexOf(own) : null);
  }

  /** P(`seat` is evil) with the fact's terms divided out of the posterior. */
  private withoutSoft(f: SoftFact, seat: number): number {
    const worlds = this.belief.worlds;
    if (!f.inverse || f.inverse.terms !== f.terms.length) f.inverse = { terms: f.terms.length, v: new Float64Array(worlds.length).fill(NaN) };
    const inv = f.inverse.v;
    // Filled world by world as the worlds that carry weight ask for it: most never do.
    const live = this.live();
    for (let j = 0; j < live.length; j++) {
      const i = live[j]!;
      if (inv[i] === inv[i]) continue;
      let x = 1;
      for (const t of f.terms) x *= t.values ? t.values[i]! : t.like(worlds[i]!);
      inv[i] = x > 0 ? 1 / x : 0;
    }
    return this.leaveOut(seat, inv);
  }

  private liveWorlds: Uint32Array | undefined;

  /** The likeliest worlds that together carry all but a ten-thousandth of the weight: the rest change no figure said. */
  private live(): Uint32Array {
    if (this.liveWorlds) return this.liveWorlds;
    const p = this.belief.posterior();
    const idx: number[] = [];
    for (let i = 0; i < p.length; i++) if (p[i]! > 0) idx.push(i);
    idx.sort((a, b) => p[b]! - p[a]!);
    let sum = 0;
    let total = 0;
    for (const i of idx) total += p[i]!;
    let n = 0;
    while (n < idx.length && sum < total * (1 - 1e-4)) sum += p[idx[n++]!]!;
    return (this.liveWorlds = Uint32Array.from(idx.slice(0, Math.max(1, n))));
  }

  /**
   * `seat`'s P(evil) under the posterior with a factor per world (1 / the left-out likelihood, or the
   * claims term without / with), renormalised, over the worlds that carry weight.
   */
  private leaveOut(seat: number, ratio: Float64Array): number {
    const p = this.belief.posterior();
    const worlds = this.belief.worlds;
    const live = this.live();
    const sb = bit(seat);
    let sum = 0;
    let evil = 0;
    for (let j = 0; j < live.length; j++) {
      const i = live[j]!;
      const x = p[i]! * ratio[i]!;
      if (!(x > 0) || x === Infinity) continue;
      sum += x;
      if ((worlds[i]! & sb) !== 0) evil += x;
    }
    return sum > 0 ? evil / sum : 0;
  }

  /** The claim groups (what one seat claimed in one speech) that bear on `seat`. */
  private claimGroupsOf(seat: number): ClaimGroup[] {
    this.groups ??= claimGroups(this.k);
    return this.groups.filter((g) => g.bearsOn(seat));
  }

  /** P(`seat` is evil) with the claims term rebuilt as if the group had never been said. */
  private withoutClaim(g: ClaimGroup, seat: number): number {
    const now = this.belief.claimsTerm;
    let byGroup = RATIOS.get(now);
    if (!byGroup) RATIOS.set(now, (byGroup = new Map()));
    const key = `${g.by}:${g.n}:${this.belief.ownClaims}`;
    let r = byGroup.get(key);
    if (!r) {
      const f = claimTerm(withoutClaims(this.k, g), this.w, this.belief.ownClaims);
      const worlds = this.belief.worlds;
      const ratio = new Float64Array(worlds.length).fill(NaN);
      r = { f, ratio };
      byGroup.set(key, r);
    }
    const { f, ratio } = r;
    const worlds = this.belief.worlds;
    const live = this.live();
    for (let j = 0; j < live.length; j++) {
      const i = live[j]!;
      if (ratio[i] !== ratio[i]) ratio[i] = now[i]! > 0 ? f(worlds[i]!) / now[i]! : 0;
    }
    return this.leaveOut(seat, ratio);
  }

  private ownSets: { fixes: ReadonlySet<object>; terms: ReadonlySet<FactTerm>; evil: number; good: number } | undefined;

  /** What this seat alone knows (its own terms and certain facts), and the seats settled for certain. */
  private ownInfo() {
    if (this.ownSets) return this.ownSets;
    const settled = this.belief.settled();
    const terms = this.belief.ownTerms();
    const fixes = this.belief.ownFixes();
    return (this.ownSets = { fixes: fixes.length ? new Set(fixes) : EMPTY, terms: terms.length ? new Set(terms) : EMPTY, evil: settled.evil, good: settled.good });
  }
}

const EMPTY: ReadonlySet<never> = new Set();

/** A claims term's ratio without each claim group, per current claims term (each rebuild makes a new array): shared by every seat that reads the claims alike. */
const RATIOS = new WeakMap<Float64Array, Map<string, { f: (mask: number) => number; ratio: Float64Array }>>();

/** The public belief under a seat's own (undefined: the view is the public one itself). */
function publicOf(b: BeliefView): BeliefView | undefined {
  return (b as { pub?: BeliefView }).pub;
}

/** The log position a fact stands on. */
function factN(ev: Evidence): number {
  return ev.kind === 'contradiction' ? Math.max(factN(ev.a), factN(ev.b)) : ev.n;
}
