// A ballot is sealed: asked why it voted a seat, a bot never gives another ballot of the same round as its reason. In a relay
// game (werewolf-9, seed 1240001) Vera answered "I put a vote on Tomas yesterday, because Tomas cast a vote against Iris
// yesterday"; the blind reader: "Votes are cast at the same moment, so Tomas's ballot can't be why she voted".
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat } from './from-log.js';

const log = fixtureLog('relay-1240001.jsonl');
const at = (seat: number, day: number, context: string) => log.find((e) => e.type === 'speech' && e.seat === seat && e.day === day && e.context === context)!.n;

describe('why a seat cast its ballot', () => {
  it('is never a ballot of the same round', async () => {
    let answered = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const vera = new LogSeat(log, 5, seed);
      await vera.says(at(5, 2, 'discussion'), 'discussion');
      const said = await vera.says(at(5, 2, 'last_call'), 'last_call');
      const why = /(?:voted|vote on|vote against) Tomas yesterday, because ([^.]*)/.exec(said)?.[1];
      if (why === undefined) continue;
      answered++;
      expect(why, said).not.toMatch(/\b(?:voted|vote on|vote against|votes?)\b[^,]*\byesterday\b/);
    }
    expect(answered).toBeGreaterThan(5);
  }, 120_000);
});
