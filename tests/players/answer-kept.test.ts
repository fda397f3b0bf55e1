// A vote kept, when asked about, says what it rests on. In a relay game (werewolf-9, seed 1214001) Wren asked Ada why Elsie, after
// pointing out that she and Hugo had cast the same ballot on Priya that Ada held against Elsie; Ada's last call was "Wren, fair
// question: my vote is still on Elsie" (three of four model seats quoted it as a bot's tell). With nothing left in the record
// against Elsie, the answer grants the point and owns the gut read; it is never the bare vote again.
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat } from './from-log.js';

describe('a kept vote, asked about', () => {
  it("gives its ground or owns the gut read (Ada's last call, relay game 1214001)", async () => {
    const log = fixtureLog('relay-1214001.jsonl');
    const at = (context: string) => log.find((e) => e.type === 'speech' && e.seat === 9 && e.day === 3 && e.context === context)!.n;
    for (let seed = 1; seed <= 5; seed++) {
      const ada = new LogSeat(log, 9, seed);
      const turn = await ada.says(at('discussion'), 'discussion');
      const said = await ada.says(at('last_call'), 'last_call');
      // The answer to Wren, with the vote on Elsie.
      expect(said, turn).toMatch(/^(?:Wren\b|You asked, Wren|As for your question, Wren)/);
      expect(said).toMatch(/\bElsie\b/);
      expect(said).toMatch(/\b(?:gut read|feeling|hunch|because|since|given that|voted)\b/);
    }
  }, 60_000);
});
