// A night's death against the seat its victim had gone after is told by a day's first seats, then taken up by name. At 80x24
// (werewolf, seed 1250101) five seats of one day retold "Oskar had gone after Luca before the night took Oskar, as Hugo said":
// the blind readers' "one heuristic carries every later-day case", heard as one speech said five times.
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat } from './from-log.js';

const log = fixtureLog('play-1250101.jsonl');
const day2 = log.filter((e) => e.type === 'speech' && e.day === 2 && e.context === 'discussion');
const retells = (text: string) => /Oskar[^.]*\b(?:accused|went after|gone after|pointed at)\b[^.]*\b(?:Luca|you)\b/.test(text);

describe('a kill retold', () => {
  it('is not told again by a follower once two other seats have told it today', async () => {
    // Bruno and Priya speak sixth and seventh; Hugo, Mira and Iris told it before them in the log.
    const before = (n: number) => day2.filter((e) => e.n < n && retells(String(e.text))).length;
    for (const seat of [7, 8]) {
      const n = day2.find((e) => e.seat === seat)!.n;
      expect(before(n)).toBeGreaterThanOrEqual(2);
      for (let seed = 1; seed <= 3; seed++) {
        const said = await new LogSeat(log, seat, seed).says(n, 'discussion');
        expect(retells(said), said).toBe(false);
        expect(said, said).toMatch(/Luca/);
      }
    }
  }, 120_000);

  it('is still told by the first seats of the day', async () => {
    const n = day2[0]!.n;
    expect(retells(await new LogSeat(log, day2[0]!.seat as number, 1).says(n, 'discussion'))).toBe(true);
  }, 60_000);
});
