// A check the table has cited twice today is followed, not said again. In a relay game (werewolf-9, seed 1271201) the blind
// reader's first tell was one clause given as the reason by seat after seat at a last call: "Now then, I'm moving my vote to
// Iris, because Katya said Iris came back a werewolf", "Hard about; Iris gets my vote now, given that Katya called Iris a
// werewolf today", "The number that moves me: Katya said Iris came back a werewolf today"; and, the day before, "I'd swear
// Nell is a werewolf, because Katya said Nell came back a werewolf", which all four model seats quoted.
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat, speechAt } from './from-log.js';

const log = fixtureLog('relay-1271201.jsonl');
const turn = (seat: number, day: number, context: string) => speechAt(log, seat, day, context);
const restated = (checker: string, target: string) => new RegExp(`${checker} (?:said|reported|called) ${target} (?:came back |as )?a werewolf`, 'g');

describe('a check the table has cited twice today', () => {
  it('is followed by name, not said again as the reason: a case, and a vote moved at the last call', async () => {
    for (let seed = 1; seed <= 4; seed++) {
      const hugo = await new LogSeat(log, 9, seed).says(turn(9, 1, 'discussion'), 'discussion');
      expect(hugo.match(restated('Katya', 'Nell'))?.length ?? 0, hugo).toBeLessThanOrEqual(1);
      expect(hugo, hugo).not.toMatch(/Nell is a werewolf, because Katya said/);
      const vera = await new LogSeat(log, 5, seed).says(turn(5, 2, 'last_call'), 'last_call');
      expect(vera, vera).not.toMatch(restated('Katya', 'Iris'));
      expect(vera, vera).toMatch(/Katya's (?:check|word|result)/);
      expect(vera, vera).toMatch(/Iris|Priya/);
    }
  }, 120_000);
});
