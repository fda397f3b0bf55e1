// A first-day mark ("named nobody when asked") never falls on a seat a claimant the speaker believes has cleared. In a relay game
// (werewolf-9, seed 1240001) Tomas took Wren as the seer and, in the same speech, leaned on Iris, whom Wren had cleared that
// morning, "since Iris asked Priya for a name today and named nobody herself". The blind reader: "He is suspicious of the one
// player the seer cleared, for asking a question".
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat } from './from-log.js';

const log = fixtureLog('relay-1240001.jsonl');
const turn = log.find((e) => e.type === 'speech' && e.seat === 3 && e.day === 1 && e.context === 'discussion')!.n;

describe('a seat the believed seer cleared', () => {
  it('is not the day-1 mark of a seat that believes the seer', async () => {
    let believing = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const said = await new LogSeat(log, 3, seed).says(turn, 'discussion');
      if (!/Wren|[Ss]heriff|the seer/.test(said)) continue;
      believing++;
      expect(said, said).not.toMatch(/\bIris asked\b|lean(?:ing)? Iris|Iris is my lean|at Iris|on Iris/);
    }
    expect(believing).toBeGreaterThan(5);
  }, 120_000);
});
