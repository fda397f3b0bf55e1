// What the model seats of a relay game (werewolf-9, seed 1280401; model seats 2, 4, 6 and 8) called the least human lines of
// the bots, said again at the same moments of its log by the same bot seats.
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat, speechAt } from './from-log.js';

const log = fixtureLog('relay-1280401.jsonl');
const turn = (seat: number, day: number, context: string) => speechAt(log, seat, day, context);

describe('a vote moved off a claimant onto a seat the record holds nothing against', () => {
  it('says the new seat is a lean, not a landing with the old seat\'s fact as its reason', async () => {
    // "Fresh out of the oven: Ada claimed to be the witch earlier today, so I'm taking my vote off Ada and putting it on Nell."
    let moved = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const greta = new LogSeat(log, 7, seed);
      await greta.says(turn(7, 1, 'discussion'), 'discussion');
      const said = await greta.says(turn(7, 1, 'last_call'), 'last_call');
      expect(said, said).not.toMatch(/fresh out of the oven/i);
      if (!/off (?:Ada|her)\b/.test(said)) continue;
      moved++;
      expect(said, said).toMatch(/lean|gut feeling/);
      expect(said, said).not.toMatch(/putting it on Nell\.$/);
    }
    expect(moved).toBeGreaterThan(0);
  }, 120_000);
});

describe('a line another seat said with a pronoun', () => {
  it('is not said again with the name in its place', async () => {
    // Vera: "Nell followed Tomas onto me, and I would ask her what that adds." Bruno, later that day: "Ada followed Vera onto me,
    // and I would ask Ada what that adds." (Before: 3 of these 12 seeds said it again.)
    for (let seed = 1; seed <= 12; seed++) {
      const said = await new LogSeat(log, 5, seed).says(turn(5, 1, 'discussion'), 'discussion');
      expect(said, said).not.toMatch(/what that adds/);
    }
  }, 120_000);
});
