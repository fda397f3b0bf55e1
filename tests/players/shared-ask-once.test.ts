// A ballot cast with the seat asked, or with most of the table, is brought up in a question once a day: four seats in a
// row each saying "Wren, you voted Bruno yesterday, as I did; …" read as one script (werewolf-9 at 80x24, seed 120671).
// The seats after the first say something else the record holds, not a bare question (policy/talk-plan.ts askVote).
import { describe, expect, it } from 'vitest';
import { seededGames } from './seeded-talk.js';

const SHARED = /, as (?:I|we all|most of us) did;/;
/** The same question put again, crediting who asked it (speech/lines.ts ASK_HELD_SHARED_AFTER). */
const AFTER = /^(\w+), you [^;]*? (?:too|as well)(?:, so the question (\w+) put to (\w+)|; same question (\w+) put to (\w+)|, and I'd like your answer to (\w+) as much as (\w+)'s)/;

describe('a question on a shared ballot', () => {
  it.each(['werewolf-9', 'mafia-classic'])('%s: is asked once a day at most', async (preset) => {
    let asked = 0;
    const again: string[] = [];
    const againSaid: string[] = [];
    let after = 0;
    for await (const { i, speeches } of seededGames(preset, 40)) {
      const days = new Set<number>();
      const again = new Set<number>();
      for (const e of speeches) {
        // Put again once a day at most, to another seat than the one first asked, by a seat that asked it (not itself).
        for (const s of String(e.text).split(/(?<=[.?!])\s+/)) {
          const m = AFTER.exec(s);
          if (!m) continue;
          after++;
          const [to, by, first] = [m[1], m[2] ?? m[4] ?? m[6], m[3] ?? m[5] ?? m[7]];
          if (again.has(e.day) || to === by || to === first || by === first) againSaid.push(`${i} day ${e.day}: ${s}`);
          again.add(e.day);
        }
        if (!SHARED.test(String(e.text))) continue;
        asked++;
        if (days.has(e.day)) again.push(`${i} day ${e.day}: ${e.text}`);
        days.add(e.day);
      }
    }
    expect(asked).toBeGreaterThan(5);
    expect(again).toEqual([]);
    expect(after).toBeGreaterThan(0);
    expect(againSaid).toEqual([]);
  }, 240_000);
});
