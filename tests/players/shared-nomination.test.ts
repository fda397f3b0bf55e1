// A nomination two seats made of the same seat is no reason one of them gives against the other, and the seat held to it
// says who made it too. At 80x24 (mafia, seed 1206902, playing the detective): Iris, Oskar and Hugo had all put Jonah up on
// day 1; Jonah died a villager, and on day 2 Oskar (a mafioso) and Hugo held "you put Jonah up for the vote yesterday"
// against Iris, who answered only "I read Jonah wrong" and was voted out, a villager.
import { describe, expect, it } from 'vitest';
import { fixtureLog, saysAt } from './from-log.js';

const log = fixtureLog('shared-nomination.jsonl');
/** The place of `seat`'s day-2 speech of `context` in the log. */
const at = (seat: number, context: string) => log.find((e) => e.type === 'speech' && e.day === 2 && e.seat === seat && e.context === context)!.n;
const citesIrisOnJonah = (text: string) => /\b(?:Iris|you)\b[^.]*\b(?:nominated|put)\b[^.]*\bJonah\b/.test(text);

describe('a nomination the speaker made too', () => {
  it.each([[6, 'Oskar'], [7, 'Hugo']])('is not held against Iris by %s (%s), who put Jonah up beside her', async (seat) => {
    for (const seed of [1, 2, 3]) {
      const said = await saysAt(log, seat, at(seat, 'discussion'), 'speech', seed);
      expect(said, `seed ${seed}`).toMatch(/Iris/);
      expect(citesIrisOnJonah(said), `seed ${seed}: ${said}`).toBe(false);
    }
  });

  it("is answered by Iris with the seats that made it too", async () => {
    let named = 0;
    for (const seed of [1, 2, 3, 4]) {
      const said = await saysAt(log, 1, at(1, 'discussion'), 'speech', seed);
      // Put in either word the grammar has for it ("I put Jonah up…", "I nominated Jonah…").
      if (/(?:put Jonah up|nominated Jonah)[^.]*(?:so did|along with|and so did)[^.]*Oskar and Hugo/.test(said)) named++;
    }
    expect(named).toBeGreaterThan(1);
  });
});
