// A night's death against the seat its victim had gone after is told by a day's first seats; a follower with another fact
// against the seat gives that one instead. At 80x24 (werewolf, seed 1250101) five seats of one day retold "Oskar had gone after
// Luca before the night took Oskar, as Hugo said": the blind readers' "one heuristic carries every later-day case", heard as one
// speech said five times. A follower with no other fact still says it (later-words.test: a vote names a fact about its seat).
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat } from './from-log.js';

describe('a kill retold', () => {
  // Seeded self-play (werewolf, seed 1250901, game 3), day 3: Iris told "Vera went after Wren yesterday, and we found Vera dead",
  // Luca retold it; Ada and Mira follow Iris's case on Wren after them.
  const log = fixtureLog('selfplay-werewolf-1250901-3.jsonl');
  const day3 = log.filter((e) => e.type === 'speech' && e.vis === 'public' && e.day === 3 && e.context === 'discussion');
  const retells = (text: string) => /Vera[^.]*\b(?:went after|gone after|accused|pointed at)\b[^.]*\bWren\b[^.]*\b(?:dead|night took|killed)\b|night took Vera soon after/.test(text);

  it('is not told a third time by a follower with another fact against the seat', async () => {
    for (const seat of [1, 12]) {
      const n = day3.find((e) => e.seat === seat)!.n;
      expect(day3.filter((e) => e.n < n && retells(String(e.text))).length).toBeGreaterThanOrEqual(2);
      for (let seed = 1; seed <= 3; seed++) {
        const said = await new LogSeat(log, seat, seed).says(n, 'discussion');
        expect(retells(said), said).toBe(false);
        expect(said, said).toMatch(/(?:Wren|you) (?:and Hugo both|voted|put|cast)/);
      }
    }
  }, 120_000);

  it('is still told by the first seat of the day to give it', async () => {
    const first = day3.find((e) => retells(String(e.text)))!;
    const told: boolean[] = [];
    for (let seed = 1; seed <= 4; seed++) told.push(retells(await new LogSeat(log, first.seat as number, seed).says(first.n, 'discussion')));
    expect(told.some(Boolean)).toBe(true);
  }, 60_000);
});
