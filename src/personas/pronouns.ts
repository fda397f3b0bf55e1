// Which pronoun a seat is spoken of by: its persona's, when the seat is that persona's (its persona id and its
// name both), else "they". The person's seat, a model seat under a name of its own, a persona nobody has told
// this process about: "they", never a guess from a name.
import type { Persona, Pronoun } from './schema.js';

/** The personas seated in this process (by the tables set up, and by each scripted bot), by id: the latest kept. */
const known = new Map<string, { name: string; pronouns: Pronoun }>();

/** Makes these personas' pronouns known to the bots that speak of their seats. */
export function rememberPronouns(personas: Iterable<Persona>): void {
  for (const p of personas) known.set(p.id, { name: p.identity.name, pronouns: p.identity.pronouns ?? 'they' });
}

/** A seat as a game's start lists it. */
export interface SeatPersona {
  seat: number;
  name: string;
  persona: string;
}

/** The pronoun a seat is spoken of by: its persona's, when the seat sits as that persona under its name; else "they". */
export function pronounOfSeat(s: SeatPersona): Pronoun {
  return personaPronoun(s) ?? 'they';
}

/** The pronoun a seat's persona gives, when the seat sits as that persona under its name; none for any other seat. */
export function personaPronoun(s: SeatPersona): Pronoun | undefined {
  const p = known.get(s.persona);
  return p && p.name === s.name ? p.pronouns : undefined;
}

// One map per game start (every view of a game holds the same event).
const byStart = new WeakMap<object, ReadonlyMap<number, Pronoun>>();

/** Every seat's pronoun, from a game's events (its `game_started`); empty when the events have none. */
export function seatPronouns(events: readonly { type: string; seats?: unknown }[]): ReadonlyMap<number, Pronoun> {
  const start = events.find((e) => e.type === 'game_started');
  if (!start || !Array.isArray(start.seats)) return new Map();
  let m = byStart.get(start);
  if (!m) byStart.set(start, (m = new Map((start.seats as SeatPersona[]).map((s) => [s.seat, pronounOfSeat(s)]))));
  return m;
}
