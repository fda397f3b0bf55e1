// A night victim who had claimed a role was killed for the claim. In a relay game (werewolf-9, seed 1240001) the pack killed
// Wren, the claimed seer and sheriff, and two wolves argued "Wren had gone after Priya and was killed for it" (Priya, a
// villager, was banished on it). The blind reader: "A claimed seer who is also sheriff is the obvious night kill whatever she
// said, so the death says nothing about Priya". Self-play, 300 games (seed 1240401): werewolf 67.0 -> 66.7%, werewolf-9 60.0 ->
// 60.0%, mafia 55.7 -> 56.0%, mafia-classic 56.3 -> 56.0% (seed 1240501: werewolf 65.7 -> 65.0%, werewolf-9 59.7 -> 59.3%).
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat } from './from-log.js';

const log = fixtureLog('relay-1240001.jsonl');
const turn = (seat: number, day: number) => log.find((e) => e.type === 'speech' && e.seat === seat && e.day === day && e.context === 'discussion')!.n;

describe("a claimed seer's death", () => {
  it('is not cited against the seat the seer had gone after', async () => {
    for (const seat of [1, 5, 9])
      for (let seed = 1; seed <= 8; seed++) {
        const said = await new LogSeat(log, seat, seed).says(turn(seat, 2), 'discussion');
        expect(said, said).not.toMatch(/Wren (?:had gone|went|pointed) (?:after|at) (?:Priya|you)[^.]*(?:killed|dead|took Wren|lost Wren|night)/);
      }
  }, 120_000);
});
