// A mafia game at 80x24 (mafia-classic, seed 1291001; the person, a mafioso, in seat 5): bot lines read in play, said again at the
// same moments of its log by the same bot seats.
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat, speechAt } from './from-log.js';

const log = fixtureLog('play-1291001.jsonl');

describe("a person's case followed by a second seat", () => {
  it('is not followed in the wording a seat used before it that day', async () => {
    // Iris: "Sam's read on Vera is the one I'd back today." Bruno, two speeches later: "Sam's read on Vera is the one I'd back
    // today, as I see it."
    const iris = log.find((e) => e.type === 'speech' && e.seat === 1 && e.day === 2)!.text as string;
    const heard = /read on Vera is the one I'd back today|I'll go where Sam is going on Vera|made the case on Vera, and I find it hard to argue with/.exec(iris)?.[0];
    expect(heard).toBeDefined();
    for (let seed = 1; seed <= 8; seed++) {
      const said = await new LogSeat(log, 4, seed).says(speechAt(log, 4, 2, 'discussion'), 'speech');
      expect(said, said).not.toContain(heard!);
    }
  }, 120_000);
});
