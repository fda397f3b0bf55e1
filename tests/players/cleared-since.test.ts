// A vote kept on a seat a claimant called good after the voter's turn says it heard the check. At 80x24 (werewolf, seed
// 1206904, playing a wolf who had won the sheriff's badge as the seer): my "check" cleared Hugo after four seats had leaned
// him, and all four voted Hugo out with no word at the last call ("Nothing to add before the vote"). Replayed from the log:
// Katya's day-2 speech, then her last call.
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat } from './from-log.js';

const log = fixtureLog('wolf-seer-1206904.jsonl');
const turn = log.find((e) => e.type === 'speech' && e.day === 2 && e.seat === 6 && e.context === 'discussion')!.n;
const lastCall = log.find((e) => e.type === 'phase_started' && e.day === 2 && e.step === 'last_call')!.n + 1;

describe('a clean check said after a seat spoke, on the seat it votes', () => {
  it('is heard in its last call', async () => {
    let kept = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const seat = new LogSeat(log, 6, seed);
      await seat.says(turn, 'discussion');
      const said = await seat.says(lastCall, 'last_call');
      // A last call that keeps Hugo says whose check it weighed.
      if (/\bHugo\b/.test(said) && !/moving|instead|not Hugo/i.test(said)) {
        kept++;
        expect(said, `seed ${seed}`).toMatch(/Seat 5\b.*\b(?:Hugo|check)|clear Hugo/);
      }
    }
    expect(kept).toBeGreaterThan(0);
  });
});
