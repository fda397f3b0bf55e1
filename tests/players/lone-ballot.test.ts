// The round's only ballot on a seat is said as the choice apart it was. In a relay game (werewolf-9, seed 1250701) Mira said
// "Bruno cast a vote against Jonah yesterday. I'll vote Bruno out": its blind reader's first tell, a logged event dropped into a
// sentence, when what made it count (nobody else voted Jonah) went unsaid; the model seats said it ("voted Jonah anyway, alone").
// And a question asked ("why Jonah?") is not answered "my answer is no" (both model seats quoted Bruno's reply as a bot's).
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat } from './from-log.js';

const log = fixtureLog('relay-1250701.jsonl');
const turn = (seat: number, day: number) => log.find((e) => e.type === 'speech' && e.seat === seat && e.day === day && e.context === 'discussion')!.n;

describe('a lone ballot', () => {
  it("is said as the round's only ballot on its seat", async () => {
    let cited = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const said = await new LogSeat(log, 5, seed).says(turn(5, 2), 'discussion');
      if (!/Bruno\b[^.]*\bvot\w* (?:on )?Jonah|vote on Jonah/.test(said)) continue;
      cited++;
      expect(said, said).toMatch(/Bruno (?:cast|put) the only vote on Jonah|Bruno was the only one to vote Jonah/);
    }
    expect(cited).toBeGreaterThan(3);
  }, 120_000);

  it('a ballot that was not alone is not said as one', async () => {
    // Day 1: Priya was banished on a pile of ballots; nobody's ballot on Priya was the only one.
    const votes = log.filter((e) => e.type === 'vote' && e.day === 1 && e.ballot !== 'sheriff');
    const onPriya = votes.filter((v) => v.target === 3).length;
    expect(onPriya).toBeGreaterThan(1);
    for (let seed = 1; seed <= 4; seed++) {
      const said = await new LogSeat(log, 5, seed).says(turn(5, 2), 'discussion');
      expect(said, said).not.toMatch(/only (?:one to )?vote(?: on)? Priya/);
    }
  }, 120_000);

  it('a question about it is never answered "my answer is no"', async () => {
    for (let seed = 1; seed <= 20; seed++) expect(await new LogSeat(log, 9, seed).says(turn(9, 2), 'discussion')).not.toMatch(/my answer is no/);
  }, 120_000);
});
