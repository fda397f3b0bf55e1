// A first day of one-line questions reads as a program: in mafia-classic, where the town holds its first ballot, 52% of
// day-1 discussion speeches were one sentence, 21 words on average (60 games, seed 1312046). A seat that will hold its
// ballot says so beside its question or its news, in a wording the table has not used that day.
import { describe, expect, it } from 'vitest';
import { NO_READ } from '../../src/players/scripted/speech/lines.js';
import { seededGames } from './seeded-talk.js';

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean).length;
const HOLD = NO_READ.hold_first!.map((l) => l.replace(/^./, (c) => c.toUpperCase()));

describe('a first-day speech in Mafia', () => {
  it('is more than one sentence, and says a held ballot once per wording a day', async () => {
    let speeches = 0;
    let one = 0;
    let held = 0;
    const twice: string[] = [];
    for await (const { speeches: said } of seededGames('mafia-classic', 40, 1_312_050)) {
      const heard = new Set<string>();
      for (const s of said) {
        if (s.day !== 1 || s.context !== 'discussion') continue;
        speeches++;
        const text = String(s.text);
        if (sentences(text) === 1) one++;
        for (const line of HOLD) {
          if (!text.includes(line)) continue;
          held++;
          if (heard.has(line)) twice.push(text);
          heard.add(line);
        }
      }
    }
    expect(speeches).toBeGreaterThan(100);
    expect(one / speeches).toBeLessThan(0.15);
    expect(held).toBeGreaterThan(speeches / 4);
    expect(twice).toEqual([]);
  }, 300_000);
});
