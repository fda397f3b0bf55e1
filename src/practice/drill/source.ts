// A drill's source: a seeded bot game played until the situation arises for the role's seat. The seat
// is played by an ordinary bot whose answers are logged as a person's would be, so the drill can hand
// the seat over at that decision; every seat's answers are heard too, so continuations need not think
// again. A position counts only where its answer matters: its key decision's two best answers must not
// end alike in every continuation (key.ts); otherwise the next moment, then the next seed, is tried.
import type { GameEvent } from '../../engine/events.js';
import { runGame } from '../../engine/game.js';
import type { Participant } from '../../engine/participant.js';
import { rngFor } from '../../engine/rng.js';
import { ScriptedPlayer } from '../../players/scripted/index.js';
import { planOf } from '../../storage/resume-plan.js';
import { boardFor, createTable } from '../../table/setup.js';
import { Capture } from '../continue/capture.js';
import { tableOf } from '../continue/line.js';
import type { Runner } from '../continue/pool.js';
import { keyCheck, weight, type KeyCheck } from './key.js';
import { momentsOf, type Moment } from './moment.js';
import type { Situation } from './situation.js';

export interface Source {
  preset: string;
  seed: number;
  seat: number;
  role: string;
  situation: Situation;
  /** The source game's log, as far as it was played. */
  events: GameEvent[];
  /** Every seat's answers in the source game. */
  capture: Capture;
  /** The decision the drill starts at. */
  start: Moment;
  /** The key decision's two best answers over continuations (when the search checked them). */
  key?: KeyCheck;
  /** Seeds tried before this one. */
  skipped: number;
  /** Positions of this seed passed over because their answers ended alike. */
  passed?: number;
}

/** The seat the person takes in a drill of this seed. */
export const drillSeat = (seed: number, seats: number): number => rngFor(seed, 0, 'drill-seat').int(seats) + 1;

class PastIt extends Error {}

/** The source game of one seed and every moment the situation holds in it (the seat alive), in order. */
export async function sourceGame(preset: string, seed: number, role: string, situation: Situation): Promise<{ events: GameEvent[]; capture: Capture; seat: number; moments: Moment[] }> {
  const plain = createTable({ preset, seed });
  const seat = drillSeat(seed, plain.seats.length);
  const bot = new ScriptedPlayer(plain.personasBySeat.get(seat)!, rngFor(seed, seat, 'bot').int(2 ** 31));
  // A person's seat (its answers logged), played by the bot the table would have seated there.
  const stand: Participant = { kind: 'human', readsPrompts: false, decide: (s, u, x) => Promise.resolve(situation.hold?.[x.request.kind] ?? bot.decide(s, u, x)) };
  const events: GameEvent[] = [];
  const past = new PastIt();
  const capture = new Capture({ preset, seed, options: {}, seats: [], human: { seat, name: '' } }, seat);
  const setup = createTable({
    preset,
    seed,
    human: { seat, participant: stand, role },
    onEvent: (e) => {
      events.push(JSON.parse(JSON.stringify(e)) as GameEvent);
      capture.event(e);
      if (situation.lastDay !== undefined && e.type === 'phase_started' && e.round > situation.lastDay) throw past;
    },
  });
  setup.participants = setup.participants.map((p, i) => capture.wrap(p, i + 1));
  try {
    await runGame(setup);
  } catch (err) {
    if (err !== past) throw err;
  }
  capture.cut(events.length);
  const { ruleset, preset: p } = boardFor(preset);
  const plan = planOf({ log: { path: 'source', events, goodBytes: 0, torn: null }, ruleset, preset: p });
  capture.table = tableOf({ ...plan, human: plan.human! });
  const moments = momentsOf(setup.ruleset, events, seat).filter((m) => m.alive && situation.starts(m));
  return { events, capture, seat, moments };
}

/** The source game of one seed and where the situation starts in it (null: it never does). */
export async function sourceOf(preset: string, seed: number, role: string, situation: Situation): Promise<Omit<Source, 'skipped'> | null> {
  const g = await sourceGame(preset, seed, role, situation);
  const start = g.moments[0];
  return start ? { preset, seed, seat: g.seat, role, situation, events: g.events, capture: g.capture, start } : null;
}

export interface Search {
  /** Check each position's key decision over continuations and keep only one whose answers do not all end alike. */
  decisive?: { pool: Runner; continuations?: number };
  /** Told as each seed is tried. */
  onSeed?: (seed: number) => void;
}

/** Continuations of 20 that must end differently for a position whose two answers differ at once to be taken without looking further. */
export const DISCORDANT = 3;

/** How often the two best answers' games ended with different winners. */
const discordant = (k: KeyCheck): number => k.paired.onlyA + k.paired.onlyB;

/** A position taken at once: its answers end differently beyond the noise, or differ at once and end differently in several continuations. */
export const decisive = (k: KeyCheck): boolean => weight(k) === 3 || (weight(k) === 2 && discordant(k) >= DISCORDANT);

/** Which of two positions matters more: by weight, then by how many continuations ended differently. */
const rank = (k: KeyCheck): number => weight(k) * 100 + discordant(k);

/** Moments of one seed worth checking before the next seed is tried. */
const MOMENTS_PER_SEED = 3;
/** Positions checked before the search settles for the one that mattered most so far. */
const CHECKS = 6;

/**
 * The first seed from `first` on whose game reaches the situation, trying at most `tries` seeds. With
 * `decisive`, a position whose answers end differently beyond the noise, or lead to different results at
 * once and end differently in at least DISCORDANT continuations; after a few checks, the one that mattered
 * most so far (never one whose answers always end alike).
 */
export async function findSource(preset: string, first: number, role: string, situation: Situation, tries: number, search: Search = {}): Promise<Source | null> {
  let best: Source | undefined;
  let checks = 0;
  let passed = 0;
  for (let i = 0; i < tries; i++) {
    const seed = first + i;
    search.onSeed?.(seed);
    const g = await sourceGame(preset, seed, role, situation);
    for (const start of g.moments.slice(0, search.decisive ? MOMENTS_PER_SEED : 1)) {
      const base = { preset, seed, seat: g.seat, role, situation, events: g.events, capture: g.capture, start, skipped: i };
      if (!search.decisive) return base;
      const key = await keyCheck({ preset, seed, seat: g.seat, events: g.events, capture: g.capture }, start.decision.index, search.decisive.pool, search.decisive.continuations);
      checks++;
      if (key && decisive(key)) return { ...base, key, ...(passed ? { passed } : {}) };
      if (key && weight(key) > 0 && (!best?.key || rank(key) > rank(best.key))) best = { ...base, key, passed };
      passed++;
      if (checks >= CHECKS && best) return best;
    }
  }
  return best ?? null;
}
