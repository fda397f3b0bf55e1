// A drill's source: a seeded bot game played until the situation arises for the role's seat. The seat
// is played by an ordinary bot whose answers are logged as a person's would be, so the drill can hand
// the seat over at that decision. A seed that never reaches the situation gives way to the next one.
import type { GameEvent } from '../../engine/events.js';
import { runGame } from '../../engine/game.js';
import type { Participant } from '../../engine/participant.js';
import { rngFor } from '../../engine/rng.js';
import { ScriptedPlayer } from '../../players/scripted/index.js';
import { createTable } from '../../table/setup.js';
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
  /** The decision the drill starts at. */
  start: Moment;
  /** Seeds tried before this one. */
  skipped: number;
}

/** The seat the person takes in a drill of this seed. */
export const drillSeat = (seed: number, seats: number): number => rngFor(seed, 0, 'drill-seat').int(seats) + 1;

class PastIt extends Error {}

/** The source game of one seed, and where the situation starts in it (null: it never does). */
export async function sourceOf(preset: string, seed: number, role: string, situation: Situation): Promise<Omit<Source, 'skipped'> | null> {
  const plain = createTable({ preset, seed });
  const seat = drillSeat(seed, plain.seats.length);
  const bot = new ScriptedPlayer(plain.personasBySeat.get(seat)!, rngFor(seed, seat, 'bot').int(2 ** 31));
  // A person's seat (its answers logged), played by the bot the table would have seated there.
  const stand: Participant = { kind: 'human', readsPrompts: false, decide: (s, u, x) => Promise.resolve(situation.hold?.[x.request.kind] ?? bot.decide(s, u, x)) };
  const events: GameEvent[] = [];
  const past = new PastIt();
  const setup = createTable({
    preset,
    seed,
    human: { seat, participant: stand, role },
    onEvent: (e) => {
      events.push(JSON.parse(JSON.stringify(e)) as GameEvent);
      if (situation.lastDay !== undefined && e.type === 'phase_started' && e.round > situation.lastDay) throw past;
    },
  });
  try {
    await runGame(setup);
  } catch (err) {
    if (err !== past) throw err;
  }
  const start = momentsOf(setup.ruleset, events, seat).find((m) => m.alive && situation.starts(m));
  return start ? { preset, seed, seat, role, situation, events, start } : null;
}

/** The first seed from `first` on whose game reaches the situation, trying at most `tries` seeds. */
export async function findSource(preset: string, first: number, role: string, situation: Situation, tries: number): Promise<Source | null> {
  for (let i = 0; i < tries; i++) {
    const found = await sourceOf(preset, first + i, role, situation);
    if (found) return { ...found, skipped: i };
  }
  return null;
}
