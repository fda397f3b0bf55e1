// A wolf game played at 80x24 (werewolf-9, seed 1280901; the person in seat 9): a seat took up the case of the seat it was
// voting. Said again at the same moment of its log by the same seat.
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat, speechAt } from './from-log.js';

const log = fixtureLog('play-1280901.jsonl');

describe('at the run-off', () => {
  it('a seat does not follow the case of the seat it voted in the first round', async () => {
    // Tomas, who had voted Nell: "I heard Oskar speak after Nell's case today, and I am not moved."
    for (let seed = 1; seed <= 6; seed++) {
      const tomas = new LogSeat(log, 6, seed);
      await tomas.says(speechAt(log, 6, 1, 'discussion'), 'discussion');
      await tomas.says(speechAt(log, 6, 1, 'last_call'), 'last_call');
      const said = await tomas.says(speechAt(log, 6, 1, 'pk'), 'pk');
      expect(said, said).not.toMatch(/Nell's case|with Nell on|Nell made the case|Nell put the case/);
    }
  }, 120_000);
});
