// Lies and tells (issue 22): fake investigators' evil checks on the seat their own pack attacked that
// night, fake claimants calling more seats evil than the evil side has, evil sheriffs passing the badge
// to a packmate, and whether the real investigator lives to the end. Read from the logs: the checks from
// the speeches' structured claims, each dated by its sentence's words ("last night", "on night 2") or,
// undated, by its place in the teller's story (the i-th seat a teller reports is its check of night i,
// as policy/story.ts tells a story); the pack's target from its team's night events.
import type { Claim } from '../engine/core-events.js';
import { gameWordsOf } from '../players/scripted/speech/words.js';
import { publicSpeeches, share, type TalkGame } from './talk-games.js';
import { nightOf } from './talk-stories.js';

const GOOD_TEAMS = new Set(['village', 'town']);
const BAD_RESULTS = new Set(['werewolf', 'mafia']);
/** The investigator of each board: the werewolf seer, the mafia detective, mafia-classic's sheriff. */
const INVESTIGATORS = ['seer', 'detective', 'sheriff'];

const evil = (g: TalkGame, seat: number) => g.teams.get(seat) !== undefined && !GOOD_TEAMS.has(g.teams.get(seat)!);
const investigatorOf = (g: TalkGame) => INVESTIGATORS.find((r) => [...g.roles.values()].includes(r));

interface Told {
  claimant: number;
  target: number;
  night: number;
  /** whether the words dated it (else its place in the story did) */
  dated: boolean;
  text: string;
}

/** Each seat's reported checks that call a seat evil, once per seat, with the night each was said to be. */
function evilChecksTold(g: TalkGame): Told[] {
  const offset = gameWordsOf(g.events).nightOffset;
  const told = new Map<number, number[]>();
  const out: Told[] = [];
  for (const e of publicSpeeches(g)) {
    const claimant = e.seat as number;
    const mine = told.get(claimant) ?? [];
    told.set(claimant, mine);
    for (const c of (e.claims as Claim[] | undefined) ?? []) {
      if (c.kind !== 'check' || mine.includes(c.target)) continue;
      mine.push(c.target);
      if (!BAD_RESULTS.has(c.result)) continue;
      const said = nightOf(String(e.text), c.target, e.day, offset);
      out.push({ claimant, target: c.target, night: said ?? mine.length, dated: said !== undefined, text: String(e.text) });
    }
  }
  return out;
}

/** The pack's chosen target of each night (its night number as the game names it). */
function packTargets(g: TalkGame): Map<number, number> {
  const out = new Map<number, number>();
  for (const e of g.events) if ((e.type === 'pack_target' || e.type === 'mafia_kill') && typeof e.target === 'number') out.set(e.day, e.target);
  return out;
}

export interface OwnTarget {
  /** evil seats' reported evil checks (one per claimant and seat) */
  checks: number;
  /** of them, on the seat the pack attacked the night the check is said to be from */
  onOwnTarget: number;
  /** of the checks, those dated by the words */
  dated: number;
  share: number;
  examples: string[];
}

export function ownTargetChecks(games: readonly TalkGame[]): OwnTarget {
  const out: OwnTarget = { checks: 0, onOwnTarget: 0, dated: 0, share: 0, examples: [] };
  for (const g of games) {
    const targets = packTargets(g);
    for (const t of evilChecksTold(g)) {
      if (!evil(g, t.claimant)) continue;
      out.checks++;
      if (t.dated) out.dated++;
      if (targets.get(t.night) !== t.target) continue;
      out.onOwnTarget++;
      if (out.examples.length < 3) out.examples.push(`Seat ${t.claimant}, night ${t.night}, Seat ${t.target}: ${t.text}`);
    }
  }
  out.share = share(out.onOwnTarget, out.checks);
  return out;
}

export interface TooMany {
  /** seats that reported checks without holding the investigator's role */
  claimants: number;
  /** of them, those who over the game called more distinct seats evil than the evil side had seats at the start */
  tooMany: number;
  share: number;
  examples: string[];
}

export function tooManyEvil(games: readonly TalkGame[]): TooMany {
  const out: TooMany = { claimants: 0, tooMany: 0, share: 0, examples: [] };
  for (const g of games) {
    const inv = investigatorOf(g);
    const side = [...g.teams.keys()].filter((s) => evil(g, s)).length;
    const called = new Map<number, number>();
    const tellers = new Set<number>();
    for (const e of publicSpeeches(g)) {
      for (const c of (e.claims as Claim[] | undefined) ?? []) if (c.kind === 'check' && g.roles.get(e.seat as number) !== inv) tellers.add(e.seat as number);
    }
    for (const t of evilChecksTold(g)) if (tellers.has(t.claimant)) called.set(t.claimant, (called.get(t.claimant) ?? 0) + 1);
    out.claimants += tellers.size;
    for (const [seat, n] of called) {
      if (n <= side) continue;
      out.tooMany++;
      if (out.examples.length < 3) out.examples.push(`Seat ${seat} (${g.roles.get(seat)}) called ${n} seats evil; the evil side had ${side}`);
    }
  }
  out.share = share(out.tooMany, out.claimants);
  return out;
}

export interface BadgePasses {
  /** badges an evil sheriff handed to a seat (not torn up) */
  passes: number;
  toPackmate: number;
  /** evil sheriffs who tore the badge up instead */
  torn: number;
  share: number;
}

export function evilBadgePasses(games: readonly TalkGame[]): BadgePasses {
  const out: BadgePasses = { passes: 0, toPackmate: 0, torn: 0, share: 0 };
  for (const g of games) {
    for (const e of g.events) {
      if (e.type !== 'badge_passed' || !evil(g, e.from as number)) continue;
      if (e.to === null) out.torn++;
      else {
        out.passes++;
        if (evil(g, e.to as number)) out.toPackmate++;
      }
    }
  }
  out.share = share(out.toPackmate, out.passes);
  return out;
}

export interface Survives {
  games: number;
  /** games whose investigator (seer, detective, mafia-classic's sheriff) is alive at the end */
  alive: number;
  share: number;
}

export function investigatorSurvives(games: readonly TalkGame[]): Survives {
  let counted = 0;
  let alive = 0;
  for (const g of games) {
    const inv = investigatorOf(g);
    const seat = [...g.roles].find(([, r]) => r === inv)?.[0];
    if (seat === undefined) continue;
    counted++;
    if (!g.events.some((e) => e.type === 'died' && (e.seats as number[]).includes(seat))) alive++;
  }
  return { games: counted, alive, share: share(alive, counted) };
}
