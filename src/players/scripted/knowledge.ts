// What a bot has read from its view so far: claims, votes, deaths, its own private results.
// Built incrementally from the seat's own view (the log only grows), so it holds nothing the view lacks.
import type { Claim } from '../../engine/core-events.js';
import type { GameEvent } from '../../engine/events.js';
import type { PlayerView } from '../../engine/view.js';

export interface CheckClaim {
  by: number;
  target: number;
  bad: boolean;
  day: number;
  order: number;
}

export interface Knowledge {
  ruleset: string;
  me: number;
  role: string;
  team: string;
  teammates: Set<number>;
  seats: number;
  alive: Set<number>;
  day: number;
  /** seat → latest role claimed in public, with the order it was first made */
  roleClaims: Map<number, { role: string; order: number; day: number }>;
  checkClaims: CheckClaim[];
  /** day → speaker → seat they said they will vote / suspect */
  intents: Map<number, Map<number, number>>;
  accusations: { by: number; target: number; day: number }[];
  votes: { day: number; ballot: string; seat: number; target: number | null }[];
  /** day → the most-voted target of that day's banish ballots so far */
  dayTop: Map<number, number | null>;
  dayCounts: Map<number, Map<number | null, number>>;
  nightKilled: Set<number>;
  banished: Set<number>;
  revealed: Map<number, string>;
  /** this seat's own checks (seer, detective): target → bad? */
  myChecks: Map<number, boolean>;
  /** game-specific facts a policy folds in */
  extra: Record<string, unknown>;
  spokeToday: Set<number>;
  processed: number;
  firstEvent: GameEvent | undefined;
}

export type ExtraReader = (k: Knowledge, e: GameEvent) => void;

export function emptyKnowledge(view: PlayerView): Knowledge {
  return {
    ruleset: '',
    me: view.seat,
    role: view.role,
    team: view.team,
    teammates: new Set(view.teammates),
    seats: view.seats.length,
    alive: new Set(view.seats.filter((s) => s.alive).map((s) => s.seat)),
    day: view.day,
    roleClaims: new Map(),
    checkClaims: [],
    intents: new Map(),
    accusations: [],
    votes: [],
    dayTop: new Map(),
    dayCounts: new Map(),
    nightKilled: new Set(),
    banished: new Set(),
    revealed: new Map(),
    myChecks: new Map(),
    extra: {},
    spokeToday: new Set(),
    processed: 0,
    firstEvent: undefined,
  };
}

/** Brings `k` up to date with the view; starts over if the view is not the one `k` was built from. */
export function update(k: Knowledge | undefined, view: PlayerView, readExtra: ExtraReader): Knowledge {
  const events = view.events;
  if (!k || k.me !== view.seat || k.firstEvent !== events[0] || k.processed > events.length) k = emptyKnowledge(view);
  k.role = view.role;
  k.team = view.team;
  k.teammates = new Set(view.teammates);
  k.day = view.day;
  k.alive = new Set(view.seats.filter((s) => s.alive).map((s) => s.seat));
  k.firstEvent = events[0];
  for (let i = k.processed; i < events.length; i++) read(k, events[i]!, i, readExtra);
  k.processed = events.length;
  return k;
}

function read(k: Knowledge, e: GameEvent, order: number, readExtra: ExtraReader): void {
  const f = e as Record<string, any>;
  switch (e.type) {
    case 'game_started':
      k.ruleset = f.ruleset;
      break;
    case 'phase_started':
      if (f.phase === f.step) k.spokeToday.clear();
      break;
    case 'speech': {
      if (f.context === 'last_words' || e.vis !== 'public') break;
      k.spokeToday.add(f.seat);
      for (const c of f.claims as Claim[]) readClaim(k, f.seat, c, e.day, order);
      if (typeof f.nomination === 'number') addIntent(k, e.day, f.seat, f.nomination);
      break;
    }
    case 'vote': {
      k.votes.push({ day: e.day, ballot: f.ballot, seat: f.seat, target: f.target });
      if (f.ballot === 'sheriff') break;
      let m = k.dayCounts.get(e.day);
      if (!m) k.dayCounts.set(e.day, (m = new Map()));
      const c = (m.get(f.target) ?? 0) + 1;
      m.set(f.target, c);
      const top = k.dayTop.get(e.day);
      if (top === undefined || (top !== f.target && c > (m.get(top) ?? 0))) k.dayTop.set(e.day, f.target);
      break;
    }
    case 'died':
      if (f.reason === 'night') for (const s of f.seats) k.nightKilled.add(s);
      // Removed by the day's vote: "banished" in one game, "eliminated" in the other.
      if (f.reason === 'banished' || f.reason === 'eliminated') for (const s of f.seats) k.banished.add(s);
      break;
    case 'role_revealed':
      k.revealed.set(f.seat, f.role);
      break;
  }
  readExtra(k, e);
}

function readClaim(k: Knowledge, by: number, c: Claim, day: number, order: number): void {
  switch (c.kind) {
    case 'role':
      if (k.roleClaims.get(by)?.role !== c.role) k.roleClaims.set(by, { role: c.role, order, day });
      break;
    case 'check':
      if (!k.checkClaims.some((x) => x.by === by && x.target === c.target)) {
        k.checkClaims.push({ by, target: c.target, bad: isBad(c.result), day, order });
      }
      break;
    case 'suspect':
      k.accusations.push({ by, target: c.target, day });
      break;
    case 'vote':
      addIntent(k, day, by, c.target);
      break;
    case 'trust':
      break;
  }
}

export const isBad = (result: string): boolean => /wolf|mafia|bad|evil/.test(result) && !/not/.test(result);

function addIntent(k: Knowledge, day: number, by: number, target: number): void {
  let m = k.intents.get(day);
  if (!m) k.intents.set(day, (m = new Map()));
  m.set(by, target);
}

/** How many living speakers said today they will vote each seat. */
export function intentCounts(k: Knowledge): Map<number, number> {
  const out = new Map<number, number>();
  for (const [by, t] of k.intents.get(k.day) ?? []) {
    if (k.alive.has(by) && k.alive.has(t)) out.set(t, (out.get(t) ?? 0) + 1);
  }
  return out;
}

/**
 * Today's stated intentions weighted by how much this seat trusts whoever stated them (1 − suspicion),
 * so a pack that announces its vote together does not drag the village along.
 */
export function trustedPressure(k: Knowledge, score: ReadonlyMap<number, number>): Map<number, number> {
  const out = new Map<number, number>();
  for (const [by, t] of k.intents.get(k.day) ?? []) {
    if (by === k.me || !k.alive.has(by) || !k.alive.has(t)) continue;
    out.set(t, (out.get(t) ?? 0) + Math.max(0, 1 - 1.5 * (score.get(by) ?? 0.5)));
  }
  return out;
}

/** The seat this seat itself said today it would vote for. */
export const myIntent = (k: Knowledge): number | undefined => k.intents.get(k.day)?.get(k.me);
