// Two moments of a Mafia game at 80x24 (mafia-classic, seed 1206903, playing the doctor), replayed from its log:
// - day 2, Vera answered three seats' questions as "Tomas, Iris and Nell, you asked me yesterday", when Iris and Nell had
//   asked that morning: an answer is dated yesterday only when every seat answered asked then;
// - day 3, the sheriff's count named the two mafiosi, and each answered with the other's backing of the sheriff as its
//   reason ("Something about Nell bothers me, since Greta defended Nell yesterday"; "…because Vera stood up for Nell"):
//   a partner's backing of a seat counts against it only through the partner's guilt, and the pack never says it.
import { describe, expect, it } from 'vitest';
import { fixtureLog, saysAt } from './from-log.js';

const log = fixtureLog('mafia-count.jsonl');
const at = (day: number, seat: number) => log.find((e) => e.type === 'speech' && e.day === day && e.seat === seat && e.context === 'discussion')!.n;

describe('a mafia-classic game, replayed', () => {
  it('answers questions asked today and yesterday together without dating them yesterday', async () => {
    for (const seed of [1, 2, 3, 4]) {
      const said = await saysAt(log, 6, at(2, 6), 'speech', seed);
      expect(said, `seed ${seed}`).toMatch(/Tomas, Iris and Nell/);
      expect(said, `seed ${seed}`).not.toMatch(/yesterday, and here is my answer|question from yesterday|asked me yesterday|your question yesterday/);
    }
  });

  it.each([[6, 'Greta'], [1, 'Vera']])("seat %i never gives its partner %s's backing of the sheriff as a reason", async (seat, partner) => {
    for (const seed of [1, 2, 3, 4]) {
      const said = await saysAt(log, seat, at(3, seat), 'speech', seed);
      expect(said, `seed ${seed}`).toMatch(/Nell/);
      expect(said, `seed ${seed}`).not.toMatch(new RegExp(`${partner} (?:defended|stood up for|spoke up for|backed|vouched for) Nell`));
    }
  });
});
