// The public talk of seeded bot games, one game at a time: the harness of the tests that read what the bots say.
import type { GameEvent } from '../../src/engine/events.js';
import { corpusGames } from '../helpers/corpus.js';

export type E = GameEvent & Record<string, any>;

export interface Played {
  /** the game's place in the run */
  i: number;
  events: E[];
  /** its public speeches, in order */
  speeches: E[];
  seats: { seat: number; name: string }[];
  name: (seat: number) => string;
  seat: (name: string) => number | undefined;
}

/** The first `games` bot games of `preset`'s shared corpus (helpers/corpus.ts), each read in turn. */
export async function* seededGames(preset: string, games: number): AsyncGenerator<Played> {
  const played = await corpusGames(preset, games);
  for (let i = 0; i < games; i++) {
    const events = played[i] as E[];
    const seats = events.find((e) => e.type === 'game_started')!.seats as { seat: number; name: string }[];
    yield {
      i,
      events,
      speeches: events.filter((e) => e.type === 'speech' && e.vis === 'public'),
      seats,
      name: (seat) => seats.find((s) => s.seat === seat)?.name ?? `Seat ${seat}`,
      seat: (name) => seats.find((s) => s.name === name)?.seat,
    };
  }
}

/** A speech's sentences. */
export const sentencesOf = (text: unknown): string[] => String(text).split(/(?<=[.!?])\s+/);
