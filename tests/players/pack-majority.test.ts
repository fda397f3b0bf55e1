// A pack whose ballots outweigh the rest of the table's banishes whom it likes: it drops no partner and doubts no partner's
// claim. In a seeded game (werewolf, day 4) three wolves of five alive, Iris, Wren and Greta, voted out Greta, their own fake
// seer, with the village ("Greta as the seer doesn't balance… My vote is booked against Greta"), when any good seat would have
// gone instead (the game then ran two more days).
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat } from './from-log.js';

const log = fixtureLog('pack-majority.jsonl');
const turn = (seat: number) => log.find((e) => e.type === 'speech' && e.seat === seat && e.day === 4 && e.context === 'discussion')!.n;

describe('a pack that holds the vote', () => {
  it('pushes a good seat, not its partner', async () => {
    for (const seat of [3, 9])
      for (let seed = 1; seed <= 6; seed++) {
        const said = await new LogSeat(log, seat, seed).says(turn(seat), 'discussion');
        // Not a count of yesterday's ballots ("Jonah, Ada and Hugo on Greta"): what the speech says of today's.
        const today = said.split(/(?<=[.!?])\s+/).filter((x) => !/ballots|vote from yesterday|yesterday's vote/.test(x)).join(' ');
        expect(said, said).not.toMatch(/doubt Greta|Greta as the seer|buy Greta/);
        expect(today, said).not.toMatch(/(?:vote|voting)[^.]*\bGreta\b|\bGreta\b[^.]*(?:gets my vote|is a werewolf)/);
        expect(said, said).toMatch(/\b(?:Ada|Jonah)\b/);
      }
  }, 120_000);
});
