// A game nobody watches (a sim keeping only outcomes) skips composing THINK; it must be the same game,
// event for event, with only the THINK text left out.
import { describe, expect, it } from 'vitest';
import { runGame } from '../../src/engine/game.js';
import { UNWATCHED } from '../../src/players/scripted/think.js';
import { createTable } from '../../src/table/setup.js';

const lines = (events: readonly { type: string }[]) => events.map((e) => JSON.stringify(e.type === 'think' ? { ...e, text: '' } : e));

describe('THINK in an unwatched game', () => {
  for (const preset of ['werewolf', 'mafia-classic', 'werewolf-6']) {
    it(`${preset}: the same game as a watched one, its THINK not composed`, async () => {
      for (const seed of [1, 2, 3, 4]) {
        const watched = await runGame(createTable({ preset, seed }));
        const unwatched = await runGame({ ...createTable({ preset, seed }), unwatched: true });
        expect(lines(unwatched.events)).toEqual(lines(watched.events));
        expect(unwatched.events.some((e) => e.type === 'think' && e.text === UNWATCHED)).toBe(true);
        expect(watched.events.some((e) => e.type === 'think' && e.text === UNWATCHED)).toBe(false);
      }
    });
  }
});
