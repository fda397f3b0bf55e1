// A later-day case or lean names the seat next in line, with a fact against it ("my lean is Katya, with Bruno just
// behind"): the relay readers' strongest tell was speeches one or two sentences long. Two speeches a day at most: six seats
// in a row gave "Hugo voted Iris yesterday, and Iris was killed last night" as their second name (werewolf, seed 5170).
import { describe, expect, it } from 'vitest';
import { NEXT_LOOK } from '../../src/players/scripted/speech/lines.js';
import { seededGames } from './seeded-talk.js';

const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
const NEXT = new RegExp(NEXT_LOOK.map((l) => escape(l).replace(/\{target\}/g, '[A-Z][a-z]+')).join('|'), 'i');

describe('the seat next in line', () => {
  it('is named by two speeches a day at most, never on the first day, and by some', async () => {
    let named = 0;
    const over: string[] = [];
    for await (const { i, speeches } of seededGames('werewolf', 30)) {
      const perDay = new Map<number, number>();
      for (const e of speeches) {
        if (!NEXT.test(String(e.text))) continue;
        named++;
        if (e.day < 2) over.push(`${i} day ${e.day}: ${e.text}`);
        perDay.set(e.day, (perDay.get(e.day) ?? 0) + 1);
      }
      for (const [day, n] of perDay) if (n > 2) over.push(`${i} day ${day}: ${n} speeches`);
    }
    expect(over).toEqual([]);
    expect(named).toBeGreaterThan(10);
  }, 300_000);
});
