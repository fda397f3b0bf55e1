// A ballot held back from a seat the record shows evil, while the table votes it out, is its partner's: a good voter votes
// the caught liar. In a mafia game at 80x24 (seed 1270801, I played a mafioso) my fake detective check was shown false and
// the town voted me out on day 2; my partner Vera had said she doubted me and then skipped. On day 3, three alive, the town
// held her at 51-53% and gave as its reasons that she had nominated Hugo on day 1, or nothing.
import { describe, expect, it } from 'vitest';
import { beliefOf } from '../../src/players/scripted/belief/index.js';
import { fixtureLog, LogSeat, viewAt } from './from-log.js';

const log = fixtureLog('play-1270801.jsonl');
const dayThree = log.find((e) => e.type === 'phase_started' && e.day === 3 && e.step === 'discussion')!.n + 1;

describe('a ballot held back from the caught liar the table voted out', () => {
  it('marks its voter, and is the reason given', () => {
    for (const seat of [3, 5]) {
      const b = beliefOf(viewAt(log, seat, dayThree, 'speech'));
      expect(b.suspicion[4]!).toBeGreaterThan(0.7);
      expect(b.reasons(4, 1, 1)[0]).toMatchObject({ kind: 'vote', voter: 4, target: null, day: 2 });
    }
  });

  it('is said with the seat the table put out and what it was, never as a bare skip', async () => {
    for (const seat of [3, 5]) {
      const turn = log.find((e) => e.type === 'speech' && e.day === 3 && e.seat === seat)!.n;
      for (let s = 1; s <= 4; s++) {
        const said = await new LogSeat(log, seat, s).says(turn, 'speech');
        expect(said, said).toMatch(/(?:Vera|you) (?:held back a vote|voted to skip) yesterday, (?:when the table put out|while the rest of us voted out) Sam, who (?:turned out to be|was) mafia/);
      }
    }
  }, 120_000);
});

describe("a mafioso whose caught partner the town's said votes put out anyway", () => {
  // The same game, day 2: three of five had said they vote Sam out. Held back at the last stand (five alive, two mafia), Vera's
  // ballot changed nothing and marked her; dropped, it is one more ballot beside the town's.
  it('votes him out with the town, where the skip had marked her', async () => {
    const round = log.find((e) => e.type === 'phase_started' && e.day === 2 && e.step === 'vote')!.n + 1;
    for (let seed = 1; seed <= 4; seed++) expect(await new LogSeat(log, 4, seed).votes(round, [2, 6])).toBe(6);
  }, 60_000);
});
