// What a bot has read from its view so far, each fact with the Evidence that cites it (the event's
// position in the log). Built incrementally from the seat's own view (the log only grows), so it
// holds nothing the view lacks.
import type { Claim } from '../../engine/core-events.js';
import type { GameEvent } from '../../engine/events.js';
import type { PlayerView, SeatSummary } from '../../engine/view.js';
import { findBoard } from '../../rules/index.js';
import type { Evidence } from './speech/plan.js';

type Ev<K extends Evidence['kind']> = Extract<Evidence, { kind: K }>;
/** A single cited event (not a contradiction of two). */
export type Fact = Exclude<Evidence, { kind: 'contradiction' }>;

export interface RoleClaim {
  seat: number;
  role: string;
  ev: Ev<'role_claim'>;
}
export interface ActionClaim {
  by: number;
  action: string;
  target: number;
  ev: Ev<'action_claim'>;
}
export interface CheckClaim {
  by: number;
  target: number;
  bad: boolean;
  ev: Ev<'check_claim'>;
}
export interface SeatAct<K extends 'accusation' | 'defence' | 'nomination'> {
  by: number;
  target: number;
  ev: Ev<K>;
}
export interface VoteFact {
  voter: number;
  target: number | null;
  ballot: string;
  day: number;
  /** Living seats the voter could have named (for the likelihood's normaliser). */
  among: number[];
  ev: Ev<'vote'>;
}
/** One night's report: who died (empty: a peaceful night). */
export interface NightFact {
  day: number;
  /** The event that began the night: only what was said before it could guide the kill. */
  start: number;
  dead: number[];
  ev: Fact;
  /**
   * How the public record read the night as the evil side's kill (set by its reader): an evil lone
   * victim's likelihood, one of two, and the seats the victim had pointed at with their pull. A claim
   * that the night's death was a poison takes this reading back.
   */
  read?: { one: number; ofTwo: number; pointed: number; pull: number };
}
export interface Intent {
  target: number;
  ev: Fact;
}

export interface Knowledge {
  ruleset: string;
  preset: string;
  options: Record<string, unknown>;
  me: number;
  role: string;
  team: string;
  /** The hidden team and its size at this table (public: the preset says it). */
  evilTeam: string;
  evilRoles: ReadonlySet<string>;
  evilCount: number;
  /** Unique roles of the good side at this table (seer, witch…; detective, doctor). */
  powerRoles: ReadonlySet<string>;
  teammates: Set<number>;
  seats: number;
  names: string[];
  alive: Set<number>;
  day: number;
  phase: string;
  step: string;
  /** seat → the role it claims now (the latest claim). */
  roleClaims: Map<number, RoleClaim>;
  /** Every role claim ever made, in order (a seat may change its story). */
  claimLog: RoleClaim[];
  checkClaims: CheckClaim[];
  /** Night actions seats said they took ("I poisoned Seat 4"), each once, in order. */
  actionClaims: ActionClaim[];
  /** day → speaker → whom they said they will vote (a vote claim) */
  intents: Map<number, Map<number, Intent>>;
  accusations: SeatAct<'accusation'>[];
  defences: SeatAct<'defence'>[];
  nominations: SeatAct<'nomination'>[];
  /** Answers naming nobody to a question asking the seat for its read. */
  unnamed: Ev<'unnamed'>[];
  /** Leans said (a read given, weighed as nothing): who leaned on whom, when. */
  leans: { by: number; target: number; n: number; day: number }[];
  confessions: Ev<'confession'>[];
  votes: VoteFact[];
  nights: NightFact[];
  deaths: Ev<'death'>[];
  revealed: Map<number, { role: string; ev: Fact }>;
  /** This seat's own checks (seer, detective): target → bad? */
  myResults: Map<number, { bad: boolean; ev: Ev<'my_result'> }>;
  /** Whom the evil side attacked, night by night: the witch is told; the pack (werewolves, mafia) chose it. */
  attacked: { day: number; target: number | null; n: number }[];
  /** A hunter who fired is the hunter: proven good. */
  hunterShots: { seat: number; target: number; n: number }[];
  sheriff: number | null;
  /** The sheriff race's candidates still standing (werewolf, day 1). */
  candidates: number[];
  /** The badge handed on (`to` null: torn up) by a sheriff leaving the game, with the day. */
  badges: { from: number; to: number | null; day: number; n: number }[];
  /** Where this seat's own public speeches are in the log. */
  mySpeeches: number[];
  /** Where this seat's own day speeches that answer questions (discussion, defence, PK) are in the log. */
  myDayTalk: number[];
  /** Questions put to seats in speeches ("Priya, why did you vote Seat 2?"), in order. */
  /** `ballot`: the question names a ballot other than the day's vote ("your sheriff vote"). */
  /** `all`: put to the whole table, this seat among them. */
  questions: { by: number; to: number; about: 'vote' | 'read' | 'check' | 'case'; subject?: number; ballot?: string; all?: true; n: number; day: number }[];
  /** This seat's own day ballots. */
  myVotes: { day: number; target: number | null; n: number }[];
  /** The public speeches of today, in order: who spoke and at which event. */
  speechesToday: { seat: number; n: number; context: string }[];
  /** Where each seat's public speeches are in the log, in order (whether a claimant had spoken since a rival's claim). */
  spoke: Map<number, number[]>;
  /**
   * Where a seat had a turn to speak and may have passed: a last call, open to every seat another spoke after that day. A
   * rival's claim heard before it and not answered there was let stand (a seat passes in silence; the log keeps no pass).
   */
  lastCallTurns: Map<number, number[]>;
  /** Where today's last call before the vote began (a step of the ruleset where a seat whose vote moved says so), if it has. */
  lastCall: number | undefined;
  /** Events read so far; the next read starts here. */
  processed: number;
  /** Today's PK candidates (the tied of the first vote). */
  pk: number[];
  /** Where the last night began. */
  nightStart: number;
  /** Every night so far: where it began and its number. */
  nightRounds: { n: number; round: number }[];
  /** Team chat seen tonight (wolves, mafia). */
  teamChat: { seat: number; target: number | null; n: number; round: number; message: string }[];
  /** Game-specific facts a policy folds in. */
  extra: Record<string, unknown>;
  firstEvent: GameEvent | undefined;
  /** The view's list of seats `alive` was last checked against (the engine hands the same list while no seat changes). */
  seatsSeen: readonly SeatSummary[] | undefined;
}

export type ExtraReader = (k: Knowledge, e: GameEvent) => void;

const EVIL_TEAMS = new Set(['werewolves', 'mafia']);

export function emptyKnowledge(view: PlayerView): Knowledge {
  const start = view.events.find((e) => e.type === 'game_started') as (GameEvent & { ruleset: string; preset: string; options: Record<string, unknown> }) | undefined;
  const board = findBoard(start?.preset ?? '');
  const roles = board?.preset.roles ?? {};
  const teamOf = (r: string) => board?.ruleset.teamOf(r) ?? r;
  const evilRoles = new Set(Object.keys(roles).filter((r) => EVIL_TEAMS.has(teamOf(r))));
  const evilCount = [...evilRoles].reduce((n, r) => n + (roles[r] ?? 0), 0);
  const powerRoles = new Set(Object.keys(roles).filter((r) => !evilRoles.has(r) && roles[r] === 1));
  return {
    ruleset: start?.ruleset ?? '',
    preset: start?.preset ?? '',
    options: start?.options ?? {},
    me: view.seat,
    role: view.role,
    team: view.team,
    evilTeam: [...evilRoles].map(teamOf)[0] ?? 'evil',
    evilRoles,
    evilCount,
    powerRoles,
    teammates: new Set(view.teammates),
    seats: view.seats.length,
    names: view.seats.map((s) => s.name),
    alive: new Set(),
    day: view.day,
    phase: view.phase,
    step: view.step,
    roleClaims: new Map(),
    claimLog: [],
    checkClaims: [],
    actionClaims: [],
    intents: new Map(),
    accusations: [],
    defences: [],
    nominations: [],
    unnamed: [],
    leans: [],
    confessions: [],
    votes: [],
    nights: [],
    deaths: [],
    revealed: new Map(),
    myResults: new Map(),
    attacked: [],
    hunterShots: [],
    sheriff: null,
    candidates: [],
    badges: [],
    speechesToday: [],
    spoke: new Map(),
    lastCallTurns: new Map(),
    lastCall: undefined,
    mySpeeches: [],
    myDayTalk: [],
    questions: [],
    myVotes: [],
    processed: 0,
    nightStart: 0,
    nightRounds: [],
    pk: [],
    teamChat: [],
    extra: {},
    firstEvent: undefined,
    seatsSeen: undefined,
  };
}

/**
 * This seat's knowledge: the public record's facts (shared, read once per game), with this seat's own
 * facts laid over them — its role and team, its own results, its team's chat, its own speeches.
 */
export function seatKnowledge(pub: Knowledge, view: PlayerView): Knowledge {
  const k = Object.create(pub) as Knowledge;
  const own: Partial<Knowledge> = {
    me: view.seat,
    role: view.role,
    team: view.team,
    teammates: new Set(view.teammates),
    alive: new Set(),
    myResults: new Map(),
    attacked: [],
    teamChat: [],
    mySpeeches: [],
    myDayTalk: [],
    myVotes: [],
    extra: {},
    processed: 0,
    firstEvent: view.events[0],
    seatsSeen: undefined,
  };
  return Object.assign(k, own);
}

/**
 * Brings this seat's own facts up to date with the view (the public ones are the public record's).
 * Returns undefined when `k` was built from another view: the caller starts over.
 */
export function updateOwn(k: Knowledge, view: PlayerView, readExtra: ExtraReader): boolean {
  const events = view.events;
  if (k.me !== view.seat || k.firstEvent !== events[0] || k.processed > events.length) return false;
  k.role = view.role;
  k.team = view.team;
  // The sets are kept while the view says the same (most decisions): nothing writes to them.
  if (!holdsExactly(k.teammates, view.teammates)) k.teammates = new Set(view.teammates);
  k.day = view.day;
  k.phase = view.phase;
  k.step = view.step;
  // The engine hands the same list of seats while no seat changed: then nobody died either.
  if (view.seats !== k.seatsSeen && !holdsAlive(k.alive, view.seats)) k.alive = new Set(view.seats.filter((s) => s.alive).map((s) => s.seat));
  k.seatsSeen = view.seats;
  for (let i = k.processed; i < events.length; i++) {
    const e = events[i]!;
    readOwnEvent(k, e);
    // Public events are the public record's; only this seat's own go to the game's reader.
    if (e.vis !== 'public') readExtra(k, e);
  }
  k.processed = events.length;
  return true;
}

function holdsExactly(set: ReadonlySet<number>, seats: readonly number[]): boolean {
  if (set.size !== seats.length) return false;
  for (const s of seats) if (!set.has(s)) return false;
  return true;
}

function holdsAlive(set: ReadonlySet<number>, seats: readonly { seat: number; alive: boolean }[]): boolean {
  let n = 0;
  for (const s of seats) {
    if (!s.alive) continue;
    if (!set.has(s.seat)) return false;
    n++;
  }
  return n === set.size;
}

/** The facts only this seat holds. */
function readOwnEvent(k: Knowledge, e: GameEvent): void {
  switch (e.type) {
    case 'phase_started':
      if (e.phase === e.step && e.phase === 'night') k.teamChat = [];
      break;
    case 'speech':
      if (e.seat === k.me && e.vis === 'public') k.mySpeeches.push(e.n);
      if (e.seat === k.me && e.vis === 'public' && ANSWERING.has(String(e.context))) k.myDayTalk.push(e.n);
      break;
    case 'vote':
      if (e.seat === k.me && e.ballot !== 'sheriff') k.myVotes.push({ day: e.day, target: e.target, n: e.n });
      break;
    case 'seer_checked':
    case 'investigated':
      k.myResults.set(e.target, { bad: e.result === 'werewolf' || e.result === 'mafia', ev: { kind: 'my_result', n: e.n, day: e.day, target: e.target, bad: e.result === 'werewolf' || e.result === 'mafia' } });
      break;
    case 'witch_told':
    case 'pack_target':
    case 'mafia_kill':
      k.attacked.push({ day: e.day, target: e.target, n: e.n });
      break;
    case 'wolf_proposal':
      k.teamChat.push({ seat: e.seat, target: e.target, n: e.n, round: e.round === 2 ? 2 : 1, message: String(e.message ?? '') });
      break;
    case 'mafia_chat':
      k.teamChat.push({ seat: e.seat, target: e.target, n: e.n, round: e.round, message: String(e.message ?? '') });
      break;
  }
}

/** Every seat's word against another: the accusations, then the nominations. */
export type WordAgainst = SeatAct<'accusation'> | SeatAct<'nomination'>;

/**
 * The accusations followed by the nominations, as one list (what `[...k.accusations, ...k.nominations]` gives): several
 * policies read it at every decision. Both lists are the public record's, shared by every seat and only ever pushed to,
 * so the joined list is kept per game and built again only when one of them has grown. Read it; never write to it.
 */
export function wordsAgainst(k: Knowledge): readonly WordAgainst[] {
  const { accusations, nominations } = k;
  const kept = WORDS.get(accusations);
  if (kept && kept.nominations === nominations && kept.a === accusations.length && kept.n === nominations.length) return kept.list;
  const list: WordAgainst[] = [...accusations, ...nominations];
  WORDS.set(accusations, { nominations, a: accusations.length, n: nominations.length, list });
  return list;
}

const WORDS = new WeakMap<readonly object[], { nominations: readonly object[]; a: number; n: number; list: readonly WordAgainst[] }>();

/** Speeches in which a seat answers questions put to it (not a campaign, not last words). */
export const ANSWERING: ReadonlySet<string> = new Set(['discussion', 'defense', 'pk', 'last_call']);

/** Living seats at the moment of reading (the view's list is the present; the log is replayed). */
function livingNow(k: Knowledge): number[] {
  const dead = new Set(k.deaths.map((d) => d.seat));
  const out: number[] = [];
  for (let s = 1; s <= k.seats; s++) if (!dead.has(s)) out.push(s);
  return out;
}

/** Reads one public event into the public record's knowledge. */
export function readEvent(k: Knowledge, e: GameEvent): void {
  switch (e.type) {
    case 'phase_started':
      if (e.step === 'last_call') {
        k.lastCall = e.n;
        // Every seat another seat spoke after in today's discussion may speak now: all but the last to speak.
        const turns = k.speechesToday.filter((x) => x.context === 'discussion');
        for (const x of turns.slice(0, -1)) {
          const at = k.lastCallTurns.get(x.seat);
          if (!at) k.lastCallTurns.set(x.seat, [e.n]);
          else if (at[at.length - 1] !== e.n) at.push(e.n);
        }
      }
      if (e.phase === e.step) {
        k.speechesToday = [];
        k.lastCall = undefined;
        k.pk = [];
        if (e.phase === 'night') {
          k.nightStart = e.n;
          k.nightRounds.push({ n: e.n, round: e.round });
        }
      }
      break;
    case 'speech': {
      if (e.vis !== 'public') break;
      k.speechesToday.push({ seat: e.seat, n: e.n, context: e.context });
      const said = k.spoke.get(e.seat);
      if (said) said.push(e.n);
      else k.spoke.set(e.seat, [e.n]);
      for (const c of e.claims as Claim[]) readClaim(k, e.seat, c, e);
      if (typeof e.nomination === 'number') {
        const ev: Ev<'nomination'> = { kind: 'nomination', n: e.n, day: e.day, by: e.seat, target: e.nomination };
        k.nominations.push({ by: e.seat, target: e.nomination, ev });
      }
      if (ANSWERING.has(e.context)) readUnnamed(k, e.seat, e.claims as Claim[], e);
      break;
    }
    case 'banish_tally':
      if (e.round === 'vote') k.pk = [...e.tied];
      break;
    case 'vote': {
      const nominated = k.options.nominations === true ? new Set(k.nominations.filter((x) => x.ev.day === e.day).map((x) => x.target)) : null;
      const among = (e.ballot === 'pk' ? k.pk : livingNow(k)).filter((s) => s !== e.seat && (!nominated || nominated.has(s)));
      k.votes.push({
        voter: e.seat,
        target: e.target,
        ballot: e.ballot,
        day: e.day,
        among,
        ev: { kind: 'vote', n: e.n, day: e.day, voter: e.seat, target: e.target, ballot: e.ballot },
      });
      break;
    }
    case 'dawn':
      k.nights.push({ day: e.day, start: k.nightStart, dead: [...e.dead], ev: nightEvidence(e, e.dead) });
      break;
    case 'morning':
      k.nights.push({ day: e.day, start: k.nightStart, dead: e.dead === null ? [] : [e.dead], ev: nightEvidence(e, e.dead === null ? [] : [e.dead]) });
      break;
    case 'died':
      for (const s of e.seats as number[]) k.deaths.push({ kind: 'death', n: e.n, day: e.day, seat: s, cause: e.reason });
      break;
    case 'role_revealed': {
      k.revealed.set(e.seat, { role: e.role, ev: { kind: 'death', n: e.n, day: e.day, seat: e.seat, cause: 'revealed', role: e.role } });
      const d = k.deaths.find((x) => x.seat === e.seat);
      if (d) d.role = e.role;
      break;
    }
    case 'hunter_shot':
      if (e.target !== null) k.hunterShots.push({ seat: e.seat, target: e.target, n: e.n });
      break;
    case 'sheriff_run':
      if (e.run) k.candidates = [...k.candidates, e.seat];
      break;
    case 'sheriff_withdrew':
      if (e.withdraw) k.candidates = k.candidates.filter((s) => s !== e.seat);
      break;
    case 'sheriff_elected':
      k.sheriff = e.seat;
      break;
    case 'badge_passed':
      k.sheriff = e.to;
      k.badges.push({ from: e.from, to: e.to, day: e.day, n: e.n });
      break;
  }
}

/** A speech answering today's questions for the seat's read (each once) with no name in it: no suspicion, vote or nomination. */
function readUnnamed(k: Knowledge, seat: number, claims: readonly Claim[], e: GameEvent): void {
  if (typeof e.nomination === 'number' || claims.some((c) => c.kind === 'suspect' || c.kind === 'vote' || c.kind === 'lean')) return;
  // A seat that named someone since the question, in an earlier speech of the day, has answered it: its defence that names
  // nobody is no dodge ("you named nobody when Hugo asked today", said of a seat that had nominated the speaker: mafia, 80x24,
  // seed 1230101).
  const namedSince = (n: number) =>
    k.nominations.some((x) => x.by === seat && x.ev.day === e.day && x.ev.n > n) ||
    k.accusations.some((x) => x.by === seat && x.ev.day === e.day && x.ev.n > n) ||
    k.leans.some((x) => x.by === seat && x.day === e.day && x.n > n) ||
    (k.intents.get(e.day)?.get(seat)?.ev.n ?? -1) > n;
  for (const q of k.questions) {
    if (q.to !== seat || q.about !== 'read' || q.day !== e.day || q.n > e.n || namedSince(q.n) || k.unnamed.some((u) => u.by === q.by && u.seat === seat && u.day === e.day)) continue;
    k.unnamed.push({ kind: 'unnamed', n: e.n, day: e.day, seat, by: q.by });
  }
}

function nightEvidence(e: GameEvent, dead: number[]): Fact {
  if (dead.length === 0) return { kind: 'peaceful_night', n: e.n, day: e.day };
  return { kind: 'death', n: e.n, day: e.day, seat: dead[0]!, cause: 'night' };
}

/**
 * The first seat that claimed `role` before event `n` and whose claim `seat` then heard and let stand through a
 * public speech of its own before claiming it too (a real holder answers a rival's claim at its next word).
 */
function letStand(k: Knowledge, seat: number, role: string, n: number): number | undefined {
  const said = k.spoke.get(seat) ?? [];
  // A last call after the rival's claim, open to it, is a word it had too: Nell heard a seer claim after her turn, passed the
  // last call, and claimed the seer the next day; the village took her late claim over the first (werewolf-9 at 80x24, seed 1205971).
  const turns = k.lastCallTurns.get(seat) ?? [];
  if (!said.length && !turns.length) return undefined;
  for (const c of k.claimLog) {
    if (c.role !== role || c.seat === seat || c.ev.n >= n) continue;
    if (said.some((x) => x > c.ev.n && x < n) || turns.some((x) => x > c.ev.n && x < n)) return c.seat;
  }
  return undefined;
}

function readClaim(k: Knowledge, by: number, c: Claim, e: GameEvent): void {
  switch (c.kind) {
    case 'role': {
      if (k.evilRoles.has(c.role)) {
        k.confessions.push({ kind: 'confession', n: e.n, day: e.day, seat: by });
        break;
      }
      if (k.roleClaims.get(by)?.role === c.role) break;
      const claim: RoleClaim = { seat: by, role: c.role, ev: { kind: 'role_claim', n: e.n, day: e.day, seat: by, role: c.role } };
      const after = letStand(k, by, c.role, e.n);
      if (after !== undefined) claim.ev.after = after;
      k.roleClaims.set(by, claim);
      k.claimLog.push(claim);
      break;
    }
    case 'check':
      if (!k.checkClaims.some((x) => x.by === by && x.target === c.target)) {
        const bad = isBad(c.result);
        k.checkClaims.push({ by, target: c.target, bad, ev: { kind: 'check_claim', n: e.n, day: e.day, by, target: c.target, bad } });
      }
      break;
    case 'suspect':
      // Said in last words, the accusation is marked so (a literal each way, not a spread: see table/setup.ts).
      k.accusations.push({
        by,
        target: c.target,
        ev: e.context === 'last_words' ? { kind: 'accusation', n: e.n, day: e.day, by, target: c.target, last: true } : { kind: 'accusation', n: e.n, day: e.day, by, target: c.target },
      });
      break;
    case 'lean':
      k.leans.push({ by, target: c.target, n: e.n, day: e.day });
      break;
    case 'trust':
      k.defences.push({ by, target: c.target, ev: { kind: 'defence', n: e.n, day: e.day, by, target: c.target } });
      break;
    case 'vote':
      addIntent(k, e.day, by, c.target, { kind: 'accusation', n: e.n, day: e.day, by, target: c.target });
      break;
    case 'acted':
      if (!k.actionClaims.some((x) => x.by === by && x.action === c.action && x.target === c.target)) {
        k.actionClaims.push({ by, action: c.action, target: c.target, ev: { kind: 'action_claim', n: e.n, day: e.day, by, action: c.action, target: c.target } });
      }
      break;
    case 'ask': {
      // The optional parts set one by one, not spread in (see table/setup.ts).
      const q: Knowledge['questions'][number] = { by, to: c.target, about: c.about, n: e.n, day: e.day };
      if (c.subject !== undefined) q.subject = c.subject;
      if (c.ballot !== undefined) q.ballot = c.ballot;
      if (c.all) q.all = true;
      k.questions.push(q);
      break;
    }
  }
}

/** The number of the last night that began before event `n` (0: none yet). */
/** Whether this seat has reported its check on `seat` in a speech before (its own check claim is on record). */
export const reportedBefore = (k: Knowledge, seat: number): boolean => k.checkClaims.some((c) => c.by === k.me && c.target === seat);

export function nightBefore(k: Knowledge, n: number): number {
  let round = 0;
  for (const x of k.nightRounds) if (x.n < n) round = x.round;
  return round;
}

/** Nights so far in which an investigator could act (night zero has none). */
export const checkNights = (k: Knowledge): number => k.nightRounds.filter((x) => x.round > 0).length;

/** A check result word read as "evil": werewolf, mafia, bad — but not "not mafia". */
export const isBad = (result: string): boolean => /wolf|mafia|bad|evil/.test(result) && !/not/.test(result);

function addIntent(k: Knowledge, day: number, by: number, target: number, ev: Fact): void {
  let m = k.intents.get(day);
  if (!m) k.intents.set(day, (m = new Map()));
  m.set(by, { target, ev });
}

/** The seat this seat itself said today it would vote for. */
export const myIntent = (k: Knowledge): number | undefined => k.intents.get(k.day)?.get(k.me)?.target;

/** Whether a role is evil at this table. */
export const isEvilRole = (k: Knowledge, role: string): boolean => k.evilRoles.has(role);
