// The evidence ledger: for one seat at one decision, every fact of its view that moves its belief about
// another seat, each with its direction and its measured weight. The weight is leave-one-out: the
// belief with every fact, against the belief with every fact but this one (the fact's likelihood
// divided back out of the worlds). So a fact reads as it bears now, with all that is known since: a
// vote on a seat later shown evil clears the voter, whatever it looked like when it was cast.
// Computed lazily per seat asked about, once per decision (a Reading keeps one).
import type { BeliefView, FactTerm, Fixed, Reason } from '../belief/belief.js';
import { claimTerm } from '../belief/claims.js';
import type { Weights } from '../belief/params.js';
import { bit } from '../belief/worlds.js';
import type { Knowledge } from '../knowledge.js';
import type { Evidence } from '../speech/plan.js';
import { claimGroups, type ClaimGroup, withoutClaims } from './claims.js';
import { likeliest } from './live.js';

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

// A fact's key, kept per fact (the same evidence objects are asked about at every decision).
const KEYS = new WeakMap<Evidence, string>();

function keyOf(ev: Evidence): string {
  let key = KEYS.get(ev);
  if (key === undefined) KEYS.set(ev, (key = factKey(ev)));
  return key;
}

interface SoftFact {
  ev: Evidence;
  key: string;
  about: Set<number>;
  terms: FactTerm[];
  /** 1 / the product of its terms' likelihoods, per world (built when first left out; rebuilt if a term joins it). */
  inverse?: { terms: number; v: Float64Array; full: boolean };
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
    const key = keyOf(t.ev);
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

/**
 * How far each fact moved a seat when it came (its largest note, by fact key), read from the belief's notes
 * on the seat. Kept per list of notes: a list only grows (a belief's own list for a seat gains notes; a seat's
 * view hands a new list when its own changes), so the notes added since are read into the kept map alone.
 */
function movedBy(reasons: readonly Reason[]): ReadonlyMap<string, number> {
  let kept = MOVED.get(reasons);
  if (!kept) MOVED.set(reasons, (kept = { read: 0, moved: new Map() }));
  const moved = kept.moved;
  for (; kept.read < reasons.length; kept.read++) {
    const r = reasons[kept.read]!;
    const key = keyOf(r.ev);
    moved.set(key, Math.max(moved.get(key) ?? 0, Math.abs(r.lbf)));
  }
  return moved;
}

const MOVED = new WeakMap<readonly Reason[], { read: number; moved: Map<string, number> }>();

/** Whether any of the fact's terms is this seat's own (none are for a seat that holds no terms of its own). */
function ownFact(f: SoftFact, own: ReadonlySet<FactTerm>): boolean {
  if (own.size === 0) return false;
  for (const t of f.terms) if (own.has(t)) return true;
  return false;
}

/** Whether the fact is about a seat other than `seat` that is settled (in the mask `settled`). */
function involvesSettled(f: SoftFact, seat: number, settled: number): boolean {
  for (const s of f.about) if (s !== seat && (settled & bit(s)) !== 0) return true;
  return false;
}

/** How many facts of a seat are weighed by leaving them out: its strongest when they came, and any that now bear on a settled seat. */
const CANDIDATES = 6;

export class Ledger {
  private readonly entries = new Map<number, Entry[]>();
  private groups: SharedGroups | undefined;
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
   * ("has this seat any fact against it?") most of the ledger is never weighed. `ok` reads the fact alone
   * (a pure test), so a fact it refuses is not weighed at all.
   */
  first(seat: number, sign: 1 | -1, min: number, ok: (fact: Evidence) => boolean): Entry | undefined {
    const done = this.entries.get(seat);
    if (done) return done.find((e) => e.sign === sign && e.weight >= min && ok(e.fact));
    const p = this.marginals()[seat] ?? 0;
    const info = this.ownInfo();
    const out: Entry[] = [];
    const take = () => out.splice(0).find((e) => e.sign === sign && e.weight >= min && ok(e.fact));
    for (const f of this.fixes()) {
      if (f.seat === seat) out.push({ fact: f.ev, seat, sign: f.evil ? 1 : -1, weight: CERTAIN, shift: f.evil ? 1 - p : -p, own: info.fixes.has(f), certain: true });
    }
    const hit = take();
    if (hit || ((info.evil | info.good) & bit(seat)) !== 0) return hit;
    for (const f of this.candidates(seat, info.evil | info.good)) {
      if (!ok(f.ev)) continue;
      this.push(out, f.ev, seat, p, this.withoutSoft(f, seat), ownFact(f, info.terms));
      const e = take();
      if (e) return e;
    }
    for (const g of this.claimGroupsOf(seat)) {
      const fact = g.factFor(seat);
      if (!ok(fact)) continue;
      this.push(out, fact, seat, p, this.withoutClaim(g, seat), false);
      const e = take();
      if (e) return e;
    }
    return undefined;
  }

  private marginals(): Float64Array {
    return (this.marg ??= this.belief.marginals().slice());
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
      for (const f of this.candidates(seat, info.evil | info.good)) this.push(out, f.ev, seat, p, this.withoutSoft(f, seat), ownFact(f, info.terms));
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
    let kept = this.candidateMemo.get(seat);
    if (!kept) this.candidateMemo.set(seat, (kept = this.candidatesOf(seat, settled)));
    return kept;
  }

  private readonly candidateMemo = new Map<number, SoftFact[]>();

  private candidatesOf(seat: number, settled: number): SoftFact[] {
    const pub = indexOf(this.pubTerms()).bySeat.get(seat);
    const own = this.ownIndex()?.bySeat.get(seat);
    const facts = pub && own ? pub.concat(own) : (pub ?? own ?? []).slice();
    if (facts.length <= CANDIDATES) return facts;
    const moved = movedBy(this.belief.reasonsFor(seat));
    // Each fact's move read once, then a stable sort by it (the order a sort reading the map each time gives).
    const score = facts.map((f) => moved.get(f.key) ?? 0);
    const order = facts.map((_, i) => i).sort((a, b) => score[b]! - score[a]!);
    const out: SoftFact[] = [];
    for (let j = 0; j < order.length; j++) {
      const f = facts[order[j]!]!;
      if (j < CANDIDATES || involvesSettled(f, seat, settled)) out.push(f);
    }
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

  /** P(`seat` is evil) with the fact's terms divided out of the posterior (once per fact and seat a decision). */
  private withoutSoft(f: SoftFact, seat: number): number {
    let done = this.softDone.get(f);
    if (!done) this.softDone.set(f, (done = new Map()));
    const kept = done.get(seat);
    if (kept !== undefined) return kept;
    const q = this.leaveOut(seat, this.inverseOf(f));
    done.set(seat, q);
    return q;
  }

  private readonly softDone = new Map<SoftFact, Map<number, number>>();

  /**
   * 1 / the product of the fact's likelihoods, per world. Where every term kept its values per world the
   * whole array is filled at once (each world's product in the terms' order, as world by world); a term
   * known only as a function is evaluated world by world, as the worlds that carry weight ask for it.
   */
  private inverseOf(f: SoftFact): Float64Array {
    const worlds = this.belief.worlds;
    const terms = f.terms;
    if (f.inverse && f.inverse.terms === terms.length && f.inverse.full) return f.inverse.v;
    if (!f.inverse || f.inverse.terms !== terms.length) {
      const full = terms.every((t) => t.values !== undefined);
      const v = new Float64Array(worlds.length);
      f.inverse = { terms: terms.length, v, full };
      if (full) {
        v.fill(1);
        for (const t of terms) {
          const values = t.values!;
          for (let i = 0; i < v.length; i++) v[i]! *= values[i]!;
        }
        for (let i = 0; i < v.length; i++) {
          const x = v[i]!;
          v[i] = x > 0 ? 1 / x : 0;
        }
        return v;
      }
      v.fill(NaN);
    }
    const inv = f.inverse.v;
    const live = this.live();
    for (let j = 0; j < live.length; j++) {
      const i = live[j]!;
      if (inv[i] === inv[i]) continue;
      let x = 1;
      for (const t of terms) x *= t.values ? t.values[i]! : t.like(worlds[i]!);
      inv[i] = x > 0 ? 1 / x : 0;
    }
    return inv;
  }

  private liveWorlds: Uint32Array | undefined;
  /** Each live world's probability and mask, in the live worlds' order (read in every leave-out). */
  private liveP: Float64Array | undefined;
  private liveMask: Uint32Array | undefined;

  /** The likeliest worlds that together carry all but a ten-thousandth of the weight: the rest change no figure said. */
  private live(): Uint32Array {
    if (this.liveWorlds) return this.liveWorlds;
    const p = this.belief.posterior();
    const worlds = this.belief.worlds;
    const live = likeliest(p, LEFT);
    const lp = new Float64Array(live.length);
    const lm = new Uint32Array(live.length);
    for (let j = 0; j < live.length; j++) {
      lp[j] = p[live[j]!]!;
      lm[j] = worlds[live[j]!]!;
    }
    this.liveP = lp;
    this.liveMask = lm;
    return (this.liveWorlds = live);
  }

  /**
   * `seat`'s P(evil) under the posterior with a factor per world (1 / the left-out likelihood, or the
   * claims term without / with), renormalised, over the worlds that carry weight.
   */
  private leaveOut(seat: number, ratio: Float64Array): number {
    const live = this.live();
    const p = this.liveP!;
    const masks = this.liveMask!;
    const sb = bit(seat);
    let sum = 0;
    let evil = 0;
    for (let j = 0; j < live.length; j++) {
      const x = p[j]! * ratio[live[j]!]!;
      if (!(x > 0) || x === Infinity) continue;
      sum += x;
      if ((masks[j]! & sb) !== 0) evil += x;
    }
    return sum > 0 ? evil / sum : 0;
  }

  /** The claim groups (what one seat claimed in one speech) that bear on `seat`. */
  private claimGroupsOf(seat: number): readonly ClaimGroup[] {
    return (this.groups ??= sharedGroups(this.k)).of(seat);
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

/** The weight the likeliest worlds leave out (a ten-thousandth). */
const LEFT = 1e-4;


/** The claim groups of one state of the public claims, and those bearing on each seat (asked once, kept). */
interface SharedGroups {
  stamp: string;
  of(seat: number): readonly ClaimGroup[];
}

// The claims are public (every seat's knowledge reads the same lists, which only grow): the groups and which
// seats they bear on are built once per state of them, keyed by the game's list of role claims, and shared by
// every seat and decision until a claim, check, action claim, confession or reveal is added.
const GROUPS = new WeakMap<readonly object[], SharedGroups>();

function sharedGroups(k: Knowledge): SharedGroups {
  const stamp = `${k.claimLog.length}:${k.checkClaims.length}:${k.actionClaims.length}:${k.confessions.length}:${k.revealed.size}:${k.roleClaims.size}`;
  const kept = GROUPS.get(k.claimLog);
  if (kept && kept.stamp === stamp) return kept;
  const all = claimGroups(k);
  const bySeat = new Map<number, readonly ClaimGroup[]>();
  const made: SharedGroups = {
    stamp,
    of(seat) {
      let list = bySeat.get(seat);
      if (!list) bySeat.set(seat, (list = all.filter((g) => g.bearsOn(seat))));
      return list;
    },
  };
  GROUPS.set(k.claimLog, made);
  return made;
}

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
