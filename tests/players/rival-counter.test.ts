// A good seat whose own role another seat claims after its turn says so at its last call, not a day late. In a relay game
// (werewolf-9, seed 1241301) Vera, a wolf, claimed the hunter in her turn on day 2; Greta, the real hunter, spoke again at
// the last call and said only "I'm simply not a werewolf", claimed the next morning, and was banished as the late claimant
// ("Greta heard Vera claim it and let it pass; the real one would have said so at the first chance"). The blind reader: "A
// real hunter would have said at once: 'That's a lie, I'm the hunter.'"
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat } from './from-log.js';

const log = fixtureLog('relay-1241301.jsonl');
const at = (seat: number, day: number, context: string) => log.find((e) => e.type === 'speech' && e.seat === seat && e.day === day && e.context === context)!.n;

describe('a claim of this seat’s own role, heard after its turn', () => {
  it('is countered at the last call', async () => {
    for (let seed = 1; seed <= 6; seed++) {
      const greta = new LogSeat(log, 9, seed);
      await greta.says(at(9, 2, 'discussion'), 'discussion');
      const said = await greta.says(at(9, 2, 'last_call'), 'last_call');
      expect(said, said).toMatch(/\bI(?:'m| am) the (?:real )?hunter\b|only one hunter here, and it is me/);
      expect(said, said).toMatch(/\bVera\b/);
    }
  }, 60_000);
});
