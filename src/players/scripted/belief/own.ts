// A seat's own belief, laid over the public one: the same worlds and the same weights from public
// evidence, restricted by what the seat alone knows (its own side, its own checks, what it was told at
// night) and with its own claims term (it knows whether it holds the role others claim).
import type { Evidence } from '../speech/plan.js';
import { bayesFactor, evaluate, jointOf, noteReason, ratio, scale, summarise, topWorlds, type Belief, type BeliefView, type FactTerm, type Fixed, type Reason } from './belief.js';
import { bit } from './worlds.js';

export class OwnBelief implements BeliefView {
  knownEvil = 0;
  knownGood = 0;
  /** This seat's own claims term; null while it reads the claims as the public does. */
  private claims: Float64Array | null = null;
  private priv: Float64Array | null = null;
  private readonly own = new Map<number, Reason[]>();
  /** This seat's own soft evidence and certain facts (what it alone knows), for the ledger. */
  private readonly ownTerms_: FactTerm[] = [];
  private readonly ownFixed: Fixed[] = [];
  private post: Float64Array | null = null;
  private marg: Float64Array | null = null;
  private top2: { mask: number; p: number }[] | null = null;
  private seen = -1;
  /** The array the posterior is written into (reused from one posterior to the next). */
  private buf: Float64Array | null = null;
  /** The worlds `buf` was last written over (outside them it holds 0). */
  private bufIdx: Uint32Array | null = null;
  /** 1 / the posterior's sum, and whether the worlds were scaled by it. */
  private inv = 0;
  private scaled = false;

  constructor(
    readonly pub: Belief,
    readonly me: number,
  ) {
    this.knownGood = bit(me);
  }


  get seats(): number {
    return this.pub.seats;
  }

  get worlds(): Uint32Array {
    return this.pub.worlds;
  }

  /** The public record's evidence, then this seat's own. */
  terms(): readonly FactTerm[] {
    return this.ownTerms_.length ? [...this.pub.terms(), ...this.ownTerms_] : this.pub.terms();
  }

  fixes(): readonly Fixed[] {
    return this.ownFixed.length ? [...this.pub.fixes(), ...this.ownFixed] : this.pub.fixes();
  }

  ownTerms(): readonly FactTerm[] {
    return this.ownTerms_;
  }

  ownFixes(): readonly Fixed[] {
    return this.ownFixed;
  }

  /** Known for certain: the public record's reveals and this seat's own (itself, its checks). */
  settled(): { evil: number; good: number } {
    const pub = this.pub.settled();
    return { evil: pub.evil | this.knownEvil, good: pub.good | this.knownGood };
  }

  get claimsTerm(): Float64Array {
    return this.claims ?? this.pub.claimsTerm;
  }

  get ownClaims(): boolean {
    return this.claims !== null;
  }

  get size(): number {
    const p = this.posterior();
    let n = 0;
    for (let i = 0; i < p.length; i++) if (p[i]! > 0) n++;
    return n;
  }

  fix(seat: number, evil: boolean, ev?: Evidence): void {
    const b = bit(seat);
    if ((evil ? this.knownEvil : this.knownGood) & b) return;
    if (ev) {
      noteReason(this.own, seat, ev, evil ? 10 : -10);
      this.ownFixed.push({ ev, seat, evil });
    }
    if (evil) this.knownEvil |= b;
    else this.knownGood |= b;
    this.idx = null;
    this.dirty();
  }

  soft(f: (mask: number) => number, ev: Evidence, about: readonly number[], ledgerAbout: readonly number[] = about): void {
    const v = evaluate(this.pub.worlds, f);
    if (!v) return;
    this.ownTerms_.push({ ev, about: ledgerAbout, like: f });
    // Attributed against this seat's belief just before the evidence, whenever it was last asked.
    const p = this.posterior();
    for (const s of about) noteReason(this.own, s, ev, bayesFactor(this.pub.worlds, p, s, v));
    if (!this.priv) this.priv = v;
    else for (let i = 0; i < v.length; i++) this.priv[i]! *= v[i]!;
    this.dirty();
  }

  /** Its own claims term (null: read the claims as the public does). */
  setClaims(f: ((mask: number) => number) | null, ev: Evidence | undefined, about: readonly number[], evOf?: ReadonlyMap<number, Evidence>): void {
    const next = f ? evaluate(this.pub.worlds, f) : null;
    if (f && !next) return;
    if (ev) {
      const p = this.posterior();
      const r = ratio(next ?? this.pub.claimsTerm, this.claims ?? this.pub.claimsTerm);
      for (const s of about) noteReason(this.own, s, evOf?.get(s) ?? ev, bayesFactor(this.pub.worlds, p, s, r), true);
    }
    this.claims = next;
    if (next) this.everOwn = true;
    this.dirty();
  }

  posterior(): Float64Array {
    const p = this.summary();
    // Most readers want the marginals alone: the worlds are scaled only when one reads them.
    if (!this.scaled) {
      scale(p, this.inv, this.bufIdx!);
      this.scaled = true;
    }
    return p;
  }

  /** The unscaled weights of the worlds this seat holds possible, with the marginals and the two likeliest worlds read off them. */
  private summary(): Float64Array {
    if (this.post && this.seen === this.pub.version) return this.post;
    const base = this.pub.base;
    const claims = this.claims ?? this.pub.claimsTerm;
    const idx = this.consistent();
    // The previous posterior is only ever read until this one replaces it: its array is reused, and
    // cleared only when the worlds held possible changed (the others stay 0).
    let p = this.buf;
    if (!p) p = new Float64Array(base.length);
    else if (this.bufIdx !== idx) p.fill(0);
    this.bufIdx = idx;
    const priv = this.priv;
    for (let j = 0; j < idx.length; j++) {
      const i = idx[j]!;
      p[i] = base[i]! * claims[i]! * (priv ? priv[i]! : 1);
    }
    const r = summarise(this.pub.worlds, p, this.seats, idx);
    this.marg = r.marginals;
    this.top2 = r.top;
    this.inv = r.inv;
    this.scaled = false;
    this.seen = this.pub.version;
    this.buf = p;
    return (this.post = p);
  }

  marginals(): Float64Array {
    this.summary();
    return this.marg!;
  }

  top(count: number): { mask: number; p: number }[] {
    this.summary();
    return count <= 2 ? this.top2!.slice(0, count) : topWorlds(this.pub.worlds, this.posterior(), count);
  }

  joint(mask: number): number {
    return jointOf(this.pub.worlds, this.posterior(), mask);
  }

  /** Public evidence as the public weighed it; the claims as this seat weighs them when it has its own term. */
  reasonsFor(seat: number): readonly Reason[] {
    const pub = this.pub.reasonsFor(seat);
    const own = this.own.get(seat) ?? [];
    if (!this.ownClaimsEver) return own.length ? [...pub, ...own] : pub;
    const fromPub = pub.filter((r) => !r.claims);
    return own.length ? [...fromPub, ...own] : fromPub;
  }

  /** Whether this seat ever weighed the claims its own way (then the public's claim reasons are not its). */
  private get ownClaimsEver(): boolean {
    return this.everOwn;
  }
  private everOwn = false;

  private idx: Uint32Array | null = null;

  /** The worlds that agree with what this seat knows for certain. */
  private consistent(): Uint32Array {
    if (this.idx) return this.idx;
    const w = this.pub.worlds;
    const ke = this.knownEvil;
    const kg = this.knownGood;
    const out: number[] = [];
    for (let i = 0; i < w.length; i++) if ((w[i]! & ke) === ke && (w[i]! & kg) === 0) out.push(i);
    return (this.idx = Uint32Array.from(out));
  }

  private dirty(): void {
    this.post = null;
    this.marg = null;
  }
}
