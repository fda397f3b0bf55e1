// No bot shares the person's name: `--name Ada` once sat "Ada" at seat 6 beside "Ada (you)" at seat 11.
import { describe, expect, it } from 'vitest';
import { RandomPlayer } from '../../src/players/random.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { createTable } from '../../src/table/setup.js';

const person = (name: string, seat = 11) => ({ seat, name, participant: new RandomPlayer(1) });
const names = (t: ReturnType<typeof createTable>) => t.seats.map((s) => s.name);

describe('the person\'s name at the table', () => {
  const personaNames = [...new Set(loadPersonasCached().map((p) => p.identity.name))];

  it('no bot is seated under the person\'s name, whatever it is and however it is written', () => {
    for (const name of personaNames) {
      for (const seed of [1, 2, 3, 101]) {
        for (const written of [name, name.toUpperCase(), ` ${name.toLowerCase()} `]) {
          const seats = createTable({ preset: 'werewolf', seed, human: person(written) }).seats;
          const clash = seats.filter((s) => s.seat !== 11 && s.name.toLowerCase() === name.toLowerCase());
          expect(clash, `${written}, seed ${seed}`).toEqual([]);
          expect(new Set(seats.map((s) => s.name.trim().toLowerCase())).size).toBe(12);
        }
      }
    }
  });

  it('a table without a clash is seated exactly as before, and an old log\'s clash can be kept', () => {
    for (const seed of [1, 2, 3, 101]) {
      const plain = names(createTable({ preset: 'werewolf', seed, human: person('Zoë 🐺') }));
      const old = createTable({ preset: 'werewolf', seed, human: person('Zoë 🐺'), allowSameName: true }).seats;
      expect(old.map((s) => s.name)).toEqual(plain);
      // The bot at seat 1 lends its name to the person: only that seat's persona changes, and only without allowSameName.
      const taken = old[0]!.name;
      const now = names(createTable({ preset: 'werewolf', seed, human: person(taken) }));
      const then = names(createTable({ preset: 'werewolf', seed, human: person(taken), allowSameName: true }));
      expect(then[0]).toBe(taken);
      expect(now[0]).not.toBe(taken);
      expect(now.slice(1, 10)).toEqual(then.slice(1, 10));
    }
  });
});
