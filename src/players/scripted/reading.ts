// One decision's reading of the belief: each seat's suspicion (the posterior), the evidence that moved
// it, and how far the table's claimants are believed. Everything a policy says or does is read here.
import type { Rng } from '../../engine/rng.js';
import { ownWord } from './speech/claims.js';
import { bears } from './bears.js';
import { ballotOn, HEARSAY } from './hearsay.js';
import type { BeliefView } from './belief/belief.js';
import { investigatorOf } from './belief/claims.js';
import { WEIGHTS, type Weights } from './belief/params.js';
import { Ledger } from './ledger/ledger.js';
import type { Fact, Knowledge, RoleClaim } from './knowledge.js';
import { partOf } from './speech/dates.js';
import { sharedDeed } from './speech/shared-ballot.js';
import { evidenceN, type Evidence, type Fate } from './speech/plan.js';

export interface Claimant {
  seat: number;
  role: string;
  /** P(the claimant is good), read off the belief. */
  good: number;
  ev: Extract<Evidence, { kind: 'role_claim' }>;
}

export class Reading {
  private marg: Float64Array | undefined;
  private living: number[] | undefined;
  constructor(
    readonly k: Knowledge,
    readonly belief: BeliefView,
    readonly w: Weights = WEIGHTS.normal,
  ) {}

  /** The evidence ledger of this decision: every fact that bears on a seat, weighed as it bears now. */
  get ledger(): Ledger {
    return this.memo('ledger', () => new Ledger(this.k, this.belief, this.w));
  }

  /** The living seats but this one, in order (built when first asked: most decisions never ask). */
  get others(): number[] {
    return (this.living ??= othersOf(this.k));
  }

  /** Made when first asked (a Reading is made for every decision, and some never ask). */
  private memos: Map<string, unknown> | undefined;

  /** A value computed once per decision (several policies ask for the same). */
  memo<T>(key: string, make: () => T): T {
    const memos = (this.memos ??= new Map());
    const kept = memos.get(key);
    if (kept !== undefined || memos.has(key)) return kept as T;
    const made = make();
    memos.set(key, made);
    return made;
  }

  /** Suspicion of each seat, read off the belief when first asked (many decisions never ask). */
  get sus(): Float64Array {
    return (this.marg ??= this.belief.marginals());
  }

  s(seat: number): number {
    return this.sus[seat] ?? 0;
  }

  /** The evidence that moved `seat` most towards evil (sign 1) or good (−1), strongest first. */
  reasons(seat: number, sign: 1 | -1 = 1, max = 2, after = -1): Evidence[] {
    // Asked dozens of times a decision: the question is one number (seats and counts are small whole
    // numbers, `after` an event's place or −1), which a string key would cost more to build than to look up.
    if (!(Number.isInteger(seat) && Number.isInteger(max) && Number.isInteger(after) && seat >= 0 && seat < 64 && max >= 0 && max < 16 && after >= -1)) {
      return this.memo(`r${seat}:${sign}:${max}:${after}`, () => this.reasonsOf(seat, sign, max, after));
    }
    const key = (((after + 1) * 16 + max) * 2 + (sign > 0 ? 1 : 0)) * 64 + seat;
    const memo = (this.reasonMemo ??= new Map());
    let kept = memo.get(key);
    if (!kept) memo.set(key, (kept = this.reasonsOf(seat, sign, max, after)));
    return kept;
  }

  private reasonMemo: Map<number, Evidence[]> | undefined;

  private reasonsOf(seat: number, sign: 1 | -1, max: number, after: number): Evidence[] {
    const list = this.ledger
      .toward(seat, sign, REASON)
      // The seat's own word about `seat` is no reason for it (its accusation, its check claim, its ballot); nor against
      // `seat` a ballot this seat cast too, or the whole table did, or another seat's ballot on it (that seat's case, hearsay.ts).
      .filter((e) => evidenceN(e.fact) > after && !ownWord(e.fact, this.k.me, seat) && !(sign > 0 && (sharedDeed(this.k, e.fact) || this.hearsayBallot(e.fact, seat))) && this.bears(e.fact, seat, sign))
      .map((e) => ({ ev: e.fact, lbf: e.weight }));
    // The same event can move a seat through several channels: it weighs as its strongest, and is told as what
    // the speech claimed (its counter-claim or check) rather than the accusation that came with it.
    const best = new Map<number, { ev: Evidence; lbf: number }>();
    for (const r of list) {
      const key = evidenceN(r.ev);
      const prev = best.get(key);
      if (!prev) best.set(key, r);
      else {
        const ev = HEARSAY.has(prev.ev.kind) && !HEARSAY.has(r.ev.kind) ? r.ev : !HEARSAY.has(prev.ev.kind) && HEARSAY.has(r.ev.kind) ? prev.ev : Math.abs(r.lbf) > Math.abs(prev.lbf) ? r.ev : prev.ev;
        best.set(key, { ev, lbf: Math.max(Math.abs(r.lbf), Math.abs(prev.lbf)) });
      }
    }
    const top = [...best.values()].sort((a, b) => Math.abs(b.lbf) - Math.abs(a.lbf) || evidenceN(b.ev) - evidenceN(a.ev)).slice(0, max);
    return top.map((r) => (sign > 0 ? this.withHeld(withFate(this.k, withPointing(this.k, r.ev, seat), seat, this.believes), seat) : withClearing(this.k, r.ev, seat, this.believes)));
  }

  /**
   * A cheap first look at the facts that may bear on `seat` in direction `sign`: those that moved it
   * when they came (the belief's notes), pointing at it as it is read now, largest move first. For
   * screening many seats; the ledger weighs the ones said.
   */
  screen(seat: number, sign: 1 | -1): { ev: Evidence; lbf: number }[] {
    return this.memo(`screen${seat}:${sign}`, () =>
      this.belief
        .reasonsFor(seat)
        .filter((r) => this.bears(r.ev, seat, sign))
        .map((r) => ({ ev: r.ev, lbf: Math.abs(r.lbf) }))
        .sort((a, b) => b.lbf - a.lbf),
    );
  }

  /**
   * Another seat's ballot on `t`, which is that seat's case (hearsay.ts), save a sheriff ballot for `t` by a seat since shown
   * or called evil: the company `t` kept, said with what showed its backer ("Vera backed Ada for sheriff on day 1, and Katya
   * said Vera came back a werewolf"). A relay game (werewolf-9, seed 1208301): the model seats found the last wolf by the
   * two wolves' sheriff ballots for her; the bots, who had those ballots, leaned on seats with nothing against them.
   */
  hearsayBallot(ev: Evidence, t: number): boolean {
    return ballotOn(ev, t) && !(ev.kind === 'vote' && ev.ballot === 'sheriff' && evilBy(this.k, ev.voter, t, this.believes) !== undefined);
  }

  /** Whether `ev` points at `seat` in the direction `sign` (1: towards evil), read with this belief. */
  bears(ev: Evidence, seat: number, sign: 1 | -1): boolean {
    return bears(this.k, this.suspicionOf, ev, seat, sign);
  }

  /** `s` as a function of its own, made once (bears asks it of every fact read). */
  private readonly suspicionOf = (seat: number): number => this.s(seat);

  /**
   * A word or ballot of `seat` cited against it with nothing in the record to say why it counts (no fate): with this reading's
   * read of the seat it went to, where that read is why ("Luca went after Wren, and Wren reads as good to me"; "Vera spoke up
   * for Ada, though Ada looks bad to me"). Not of this seat itself, nor of a seat whose read is near the table's middle.
   */
  private withHeld(ev: Evidence, seat: number): Evidence {
    if (ev.kind !== 'accusation' && ev.kind !== 'defence' && ev.kind !== 'vote') return ev;
    if (ev.fate || (ev.kind === 'vote' && ev.lone)) return ev;
    const actor = ev.kind === 'vote' ? ev.voter : ev.by;
    const about = ev.target;
    if (actor !== seat || about === null || about === this.k.me || about === seat || !this.k.alive.has(about)) return ev;
    // A word against a seat, or a day ballot on it, counts against its maker where that seat is good; backing one (a
    // defence, a sheriff ballot), where it is evil.
    const backing = ev.kind === 'defence' || (ev.kind === 'vote' && ev.ballot === 'sheriff');
    const s = this.s(about);
    const held = backing ? (s >= HELD_EVIL ? 'evil' : undefined) : s <= HELD_GOOD ? 'good' : undefined;
    return held ? Object.assign({}, ev, { held }) : ev;
  }

  /** Whether this reading takes `seat`'s word (itself, or a seat it nearly trusts as good). */
  readonly believes = (seat: number): boolean => seat === this.k.me || this.s(seat) < BELIEVED;

  /** How much evidence since event `after` moved `seat` (summed log Bayes factors). */
  movedSince(seat: number, after: number): number {
    let sum = 0;
    for (const r of this.belief.reasonsFor(seat)) if (evidenceN(r.ev) > after) sum += r.lbf;
    return sum;
  }

  /** Living claimants of a role (the investigator's by default), with how far each is believed. */
  claimants(role = investigatorOf(this.k)): Claimant[] {
    const out: Claimant[] = [];
    for (const c of this.k.roleClaims.values()) {
      if (c.role !== role || !this.k.alive.has(c.seat)) continue;
      out.push({ seat: c.seat, role, good: 1 - this.s(c.seat), ev: c.ev });
    }
    return out.sort((a, b) => b.good - a.good || a.ev.n - b.ev.n);
  }

  /** The investigator claimant the belief trusts (P(good) ≥ bar), if any. */
  believed(bar = 0.7): Claimant | undefined {
    return this.claimants().find((c) => c.good >= bar && c.seat !== this.k.me);
  }

  /** The best of `among` by `score`, with noise of the given size; ties to a seeded coin, never to the lower seat. */
  best(among: readonly number[], score: (s: number) => number, rng: Rng, noise: number): number | undefined {
    let pick: number | undefined;
    let top = -Infinity;
    for (const s of among) {
      const v = score(s) + (noise + 1e-6) * rng.next();
      if (v > top) {
        top = v;
        pick = s;
      }
    }
    return pick;
  }

  /** Suspicion of every seat, rounded, for the reply's suspicion_updates. */
  updates(): Record<string, number> {
    const out: Record<string, number> = {};
    for (let s = 1; s <= this.k.seats; s++) if (s !== this.k.me) out[s] = Math.round(this.s(s) * 100) / 100;
    return out;
  }
}

/**
 * The living seats but `k.me`, lowest first: read off the seats in order, with no copy of the set to sort (asked at
 * most decisions). A living seat outside 1..k.seats (none at any table) would be missed: then it is sorted as before.
 */
function othersOf(k: Knowledge): number[] {
  const out: number[] = [];
  for (let s = 1; s <= k.seats; s++) if (s !== k.me && k.alive.has(s)) out.push(s);
  return out.length === k.alive.size - (k.alive.has(k.me) ? 1 : 0) ? out : [...k.alive].filter((s) => s !== k.me).sort((a, b) => a - b);
}

/** A seat read as good this surely, or as evil, is said to be so beside a word or ballot about it cited as a reason (withHeld). */
const HELD_GOOD = 0.2;
const HELD_EVIL = 0.45;

/** A seat this likely evil or less is one whose word a reading takes (its check on another is told as that seat's fate). */
const BELIEVED = 0.3;

/** A fact moving a seat's odds less than this (a log odds ratio) is too faint to give as a reason. */
const REASON = 0.05;

// Where a fact stands in the log: kept beside the Evidence type (speech/plan.ts), which the words read too.
export { evidenceN };

/**
 * A night death that moved `seat` towards evil, with what the victim had last said or done against
 * `seat` before that night: "we lost Seat 5 last night" alone does not say why it points at anyone.
 */
export function withPointing(k: Knowledge, ev: Evidence, seat: number): Evidence {
  if (ev.kind !== 'death' || partOf(ev) !== 'night' || ev.seat === seat) return ev;
  const victim = ev.seat;
  let pointed: Fact | undefined;
  const consider = (f: Fact) => {
    if (f.n < ev.n && (!pointed || f.n > pointed.n)) pointed = f;
  };
  for (const a of k.accusations) if (a.by === victim && a.target === seat) consider(a.ev);
  for (const c of k.checkClaims) if (c.by === victim && c.target === seat && c.bad) consider(c.ev);
  for (const x of k.nominations) if (x.by === victim && x.target === seat) consider(x.ev);
  for (const v of k.votes) if (v.voter === victim && v.target === seat && v.ballot !== 'sheriff') consider(v.ev);
  // Assigned, not spread: V8 (Node 20) gives a literal with a spread a hidden class of its own each time.
  return pointed ? Object.assign({}, ev, { pointed }) : ev;
}

/**
 * A fact against `seat` with what became of the seat it was about, when that is why it counts:
 * - a day ballot `seat` cast on a player since killed in the night or shown good: "Bruno voted Katya yesterday" alone
 *   does not say why it counts against Bruno; "…, and we found Katya dead this morning" does (a tenth to a quarter of
 *   the votes cited on later days were on a seat dead since, never said);
 * - its backing of a seat (a sheriff ballot, a defence, the badge) since shown evil, or called evil by a claimant this
 *   reading believes (`believed`): "Greta backed Bruno for sheriff on day 1, and Ada called Bruno a werewolf yesterday".
 */
export function withFate(k: Knowledge, ev: Evidence, seat: number, believed: (s: number) => boolean = () => false): Evidence {
  // Whatever became of its seat, a ballot cast alone is said as one (the fate may be left unsaid once the table has heard it).
  if (ev.kind === 'vote' && ev.ballot !== 'sheriff') return lone(k, ballotFate(k, ev, seat, believed), seat);
  if (ev.kind === 'accusation') return accusedCleared(k, ev, seat, believed);
  // A sheriff ballot for `seat` by a seat since shown or called evil: said with that ("…, and Katya said Vera came back a werewolf").
  if (ev.kind === 'vote' && ev.target === seat && ev.voter !== seat) {
    const backer = evilBy(k, ev.voter, seat, believed);
    return backer ? Object.assign({}, ev, { fate: backer }) : ev;
  }
  if (ev.kind !== 'vote' && ev.kind !== 'defence' && ev.kind !== 'badge') return ev;
  const backed = ev.kind === 'vote' ? (ev.voter === seat || ev.with?.includes(seat) ? ev.target : null) : ev.kind === 'defence' ? (ev.by === seat ? ev.target : null) : ev.from === seat ? ev.to : null;
  if (backed === null || backed === k.me) return ev;
  const shown = k.revealed.get(backed);
  if (shown && k.evilRoles.has(shown.role) && shown.ev.n > ev.n) return Object.assign({}, ev, { fate: shown.ev as Fate });
  if (shown) return ev;
  const check = k.checkClaims.find((c) => c.bad && c.target === backed && c.by !== seat && c.ev.n > ev.n && believed(c.by));
  if (check) return Object.assign({}, ev, { fate: check.ev });
  return ev.kind === 'vote' ? overClaimant(k, ev, seat, believed) : ev;
}

/**
 * A fact in `seat`'s favour that is its word or ballot against another seat, or another seat's against it, with what shows
 * that other seat evil to this reading (its role shown on death, or a check by a claimant it believes): "Greta accused Nell
 * today, and Katya called Nell mafia yesterday", the two facts the inference needs. Said alone ("I trust Wren, because Wren accused Priya") it read backwards to
 * three of a relay game's five readers (werewolf-9, seed 1250701).
 */
export function withClearing(k: Knowledge, ev: Evidence, seat: number, believed: (s: number) => boolean): Evidence {
  if (ev.kind !== 'accusation' && !(ev.kind === 'vote' && ev.ballot !== 'sheriff')) return ev;
  const by = ev.kind === 'vote' ? ev.voter : ev.by;
  if (ev.target === null || ev.fate || by === ev.target) return ev;
  // Or a word or ballot against `seat` from a seat shown or called evil: "Priya cast a vote against Wren on day 1, and Vera
  // called Priya a werewolf", not "…, so Wren is not the first seat I'd look at" alone (the same relay game).
  const about = by === seat ? ev.target : ev.target === seat ? by : undefined;
  if (about === undefined || about === k.me || about === seat) return ev;
  const shown = evilBy(k, about, seat, believed);
  return shown ? Object.assign({}, ev, { fate: shown }) : ev;
}

/**
 * `seat`'s accusation of a seat a believed claimant had called good before it: said with that check ("Seat 6 went after Ada
 * today, though Wren said Ada came back good"), which is why it counts. Five seats at 80x24 said the two apart, the link
 * unsaid, each calling it "a lean" (werewolf-9, seed 1206611).
 */
function accusedCleared(k: Knowledge, ev: Extract<Evidence, { kind: 'accusation' }>, seat: number, believed: (s: number) => boolean): Evidence {
  if (ev.by !== seat || ev.last || ev.target === k.me) return ev;
  const shown = k.revealed.get(ev.target);
  if (shown && k.evilRoles.has(shown.role)) return ev;
  const check = k.checkClaims.find((c) => !c.bad && c.target === ev.target && c.by !== seat && c.ev.n < ev.n && believed(c.by));
  if (check) return Object.assign({}, ev, { fate: check.ev as Fate });
  // Or one that took up the check of a claimant another's claim has given the lie since: said with the check it echoed ("Vera
  // went after Luca on day 1 on nothing but Sam's check"; four seats at 80x24 said the accusation alone: werewolf, seed 1250101).
  const echoed = k.checkClaims.find((c) => c.bad && c.target === ev.target && c.by !== seat && c.by !== k.me && c.ev.n < ev.n && outclaimed(k, c.by, Infinity, seat, believed));
  return echoed ? Object.assign({}, ev, { fate: echoed.ev as Fate, echo: true as const }) : ev;
}

/**
 * A sheriff ballot cast against a candidate this reading believes, who had claimed a power role before it: said with
 * that claim ("Katya backed Iris for sheriff yesterday, over Nell, who had claimed to be the seer"), which is why it
 * counts; the ballot alone was heard twice in a day as a reason (werewolf-9, seed 120641).
 */
function overClaimant(k: Knowledge, ev: Extract<Evidence, { kind: 'vote' }>, seat: number, believed: (s: number) => boolean): Evidence {
  const rival = k.claimLog.find(
    (c) =>
      c.ev.n < ev.n &&
      k.powerRoles.has(c.role) &&
      c.seat !== ev.target &&
      c.seat !== seat &&
      (believed(c.seat) || c.seat === k.me) &&
      k.votes.some((v) => v.ballot === 'sheriff' && v.day === ev.day && v.target === c.seat),
  );
  return rival ? Object.assign({}, ev, { fate: rival.ev as Fate }) : ev;
}

function ballotFate(k: Knowledge, ev: Extract<Evidence, { kind: 'vote' }>, seat: number, believed: (s: number) => boolean): Evidence {
  // A ballot held back is said with the seat the round put out since shown evil ("Vera held back a vote yesterday, not Sam, who
  // turned out to be mafia"), never as a bare skip (a mafia game at 80x24, seed 1270801: "Vera voted to skip yesterday").
  if (ev.target === null) return ev.voter === seat ? stayedOff(k, ev, seat, believed) : ev;
  if (ev.voter !== seat && !ev.with?.includes(seat)) return ev;
  // Said with its company already (inCompany, read again on its way to the speech): that company is its fate. Read again, the
  // claim of the seat voted took its place beside the claimant it had kept company with ("Jonah and Hugo both voted Mira yesterday,
  // and of the two hunter claims, Hugo's is the one I don't believe", of Hugo's seer claim: all four seats of a relay game,
  // werewolf-9, seed 1251301).
  if (ev.with?.length && ev.fate) return ev;
  const target = ev.target;
  const fate = k.deaths.find((d) => d.seat === target && d.n > ev.n);
  const role = fate ? (fate.role ?? k.revealed.get(target)?.role) : undefined;
  // No death that shows the seat voted good: what speaks against the ballot is the company it kept, if anything.
  if (!fate || (role !== undefined && k.evilRoles.has(role)) || (role === undefined && partOf(fate) !== 'night')) {
    const company = ev.with?.length ? ev : inCompany(k, ev, seat, believed);
    // A bloc's ballot too: "Greta, Elsie, Iris and Priya all put their votes on Hugo yesterday" says why only with
    // Hugo's claim (werewolf, seed 120631).
    if (company !== ev || (role !== undefined && k.evilRoles.has(role))) return company;
    const claimant = onClaimant(k, ev);
    return claimant !== ev ? claimant : stayedOff(k, ev, seat, believed);
  }
  return Object.assign({}, ev, { fate: role !== undefined && fate.role === undefined ? Object.assign({}, fate, { role }) : fate });
}

/**
 * A day ballot cast on one seat while the round put out another since shown evil, or called evil by a claimant this reading
 * believes: said with the seat it passed over and what showed it ("Nell voted Tomas yesterday, not Bruno, who turned out to be
 * a werewolf"). The ballot weighs because the voter stayed off the evil seat the table found; said alone ("Nell voted Tomas on
 * day 1, and that is why I'm putting my vote on Nell") it gave no reason at all (werewolf-9, seed 1208200: 83% of the day
 * ballots weighed against their voter with nothing said beside them were cast on a day the table put out another seat).
 */
function stayedOff(k: Knowledge, ev: Extract<Evidence, { kind: 'vote' }>, seat: number, believed: (s: number) => boolean): Evidence {
  const target = ev.target;
  const out = k.deaths.find((d) => d.day === ev.day && d.n > ev.n && (d.cause === 'banished' || d.cause === 'eliminated'));
  if (!out || out.seat === target || out.seat === seat || out.seat === k.me || ev.with?.includes(out.seat)) return ev;
  // Nor where the seat voted is as dark as the one put out: a ballot on a seat shown or called evil is no mark.
  if (target !== null && evilBy(k, target, seat, believed)) return ev;
  const shown = evilBy(k, out.seat, seat, believed);
  if (!shown) return ev;
  return Object.assign({}, ev, { fate: shown });
}

/** At least this many ballots in a round, one alone on its seat is a choice apart from the table. */
const LONE_ROUND = 4;

/**
 * `seat`'s day ballot, the only one of its round on a seat the round did not put out: said as that ("Bruno cast the only vote
 * on Jonah yesterday"), which is why it counts. Said as a ballot and no more ("Bruno cast a vote against Jonah yesterday. I'll
 * vote Bruno out") it was a blind reader's first tell, a logged event dropped into a sentence (werewolf-9 relay, seed 1250701).
 */
function lone(k: Knowledge, ev: Evidence, seat: number): Evidence {
  // Not a ballot on the speaker: "Mira was the only one to vote me" came back speech after speech (seven-word runs, 1.2 -> 2.2%).
  if (ev.kind !== 'vote' || ev.voter !== seat || ev.target === null || ev.target === seat || ev.target === k.me) return ev;
  let cast = 0;
  let on = 0;
  for (const v of k.votes) {
    if (v.day !== ev.day || v.ballot !== ev.ballot) continue;
    cast++;
    if (v.target === ev.target) on++;
  }
  if (on !== 1 || cast < LONE_ROUND) return ev;
  if (k.deaths.some((d) => d.seat === ev.target && d.day === ev.day && d.n > ev.n && partOf(d) !== 'night')) return ev;
  return Object.assign({}, ev, { lone: true as const });
}

/** What shows `seat` evil to this reading: its role shown, or a bad check by a claimant it believes (not `by`'s own). */
function evilBy(k: Knowledge, seat: number, by: number, believed: (s: number) => boolean): Fate | undefined {
  const shown = k.revealed.get(seat);
  if (shown) {
    if (!k.evilRoles.has(shown.role)) return undefined;
    const death = k.deaths.find((d) => d.seat === seat);
    return death ? (Object.assign({}, death, { role: shown.role }) as Fate) : undefined;
  }
  return k.checkClaims.find((c) => c.bad && c.target === seat && c.by !== by && believed(c.by))?.ev as Fate | undefined;
}

/**
 * A day ballot on a seat that had claimed a power role before it, its role not shown: said with that claim, which is
 * why it counts ("Jonah cast a vote against Tomas yesterday, and Tomas had claimed to be the witch"; a relay game,
 * werewolf-9 seed 120502, said the ballot alone and "The mechanism points at Jonah").
 */
function onClaimant(k: Knowledge, ev: Extract<Evidence, { kind: 'vote' }>): Evidence {
  const target = ev.target;
  if (target === null || k.revealed.has(target)) return ev;
  let claim: RoleClaim | undefined;
  for (const c of k.claimLog) if (c.seat === target && c.ev.n < ev.n && k.powerRoles.has(c.role)) claim = c;
  return claim ? Object.assign({}, ev, { fate: claim.ev as Fate }) : ev;
}

/**
 * A day ballot cast beside a seat since shown evil, or called evil by a claimant this reading believes, on a seat not
 * shown evil: said with that company ("Vera and Iris both voted Katya yesterday, and Greta called Iris a werewolf today").
 * Day 3 of a wolf game at 80x24: four seats held "Vera voted Katya yesterday" against Vera, and none said that the only
 * other ballot on Katya was the wolf's Greta had caught; Vera's own defence said it for them.
 */
function inCompany(k: Knowledge, ev: Extract<Evidence, { kind: 'vote' }>, seat: number, believed: (s: number) => boolean): Evidence {
  const target = ev.target;
  if (target === null || k.evilRoles.has(k.revealed.get(target)?.role ?? '')) return ev;
  for (const v of k.votes) {
    if (v.day !== ev.day || v.ballot !== ev.ballot || v.target !== target || v.voter === seat || v.voter === k.me) continue;
    const shown = k.revealed.get(v.voter);
    const exposed = shown ? (k.evilRoles.has(shown.role) ? shown.ev : undefined) : k.checkClaims.find((c) => c.bad && c.target === v.voter && c.by !== seat && believed(c.by))?.ev;
    if (exposed) return Object.assign({}, ev, { voter: seat, with: [v.voter], fate: exposed as Fate });
    const rival = shown ? undefined : outclaimed(k, v.voter, ev.n, seat, believed);
    if (rival) return Object.assign({}, ev, { voter: seat, with: [v.voter], fate: rival, liar: v.voter });
  }
  return ev;
}

/**
 * The claim that gave `liar`'s claim of a power role the lie before event `n`: the same role claimed by another seat (not
 * `by`) this reading believes, `liar` not believed. A ballot cast beside such a claimant is said with it ("Vera and Sam both
 * voted Luca on day 1, after Elsie had come out as the seer against Sam"): at 80x24 (werewolf, seed 1250101) four seats held
 * "Vera went after Luca on day 1" against Vera, none that it was the false seer's target she had stood with.
 */
function outclaimed(k: Knowledge, liar: number, n: number, by: number, believed: (s: number) => boolean): Fate | undefined {
  if (believed(liar)) return undefined;
  let mine: RoleClaim | undefined;
  for (const c of k.claimLog) if (c.seat === liar && c.ev.n < n && k.powerRoles.has(c.role)) mine = c;
  if (!mine) return undefined;
  const role = mine.role;
  return k.claimLog.find((c) => c.role === role && c.seat !== liar && c.seat !== by && c.ev.n < n && believed(c.seat))?.ev as Fate | undefined;
}
