// A ballot cast with the seat asked, or with most of the table, is brought up in a question once a day: four seats in a
// row each saying "Wren, you voted Bruno yesterday, as I did; …" read as one script (werewolf-9 at 80x24, seed 120671).
// The seats after the first say something else the record holds, not a bare question (policy/talk-plan.ts askVote).
import { describe, expect, it } from 'vitest';
import { seededGames } from './seeded-talk.js';

const SHARED = /, as (?:I|we all|most of us) did;/;

describe('a question on a shared ballot', () => {
  it.each(['werewolf-9', 'mafia-classic'])('%s: is asked once a day at most', async (preset) => {
    let asked = 0;
    const again: string[] = [];
    for await (const { i, speeches } of seededGames(preset, 40, 616_801)) {
      const days = new Set<number>();
      for (const e of speeches) {
        if (!SHARED.test(String(e.text))) continue;
        asked++;
        if (days.has(e.day)) again.push(`${i} day ${e.day}: ${e.text}`);
        days.add(e.day);
      }
    }
    expect(asked).toBeGreaterThan(5);
    expect(again).toEqual([]);
  }, 240_000);
});
