// A vote moved at the last call says why the seat it goes to, not only why the seat it leaves. In a relay game (werewolf-9,
// seed 1206961) the seer cleared Nell and five seats moved off her as one ("Bruno called Nell good today, so I'm taking my
// vote off Nell and putting it on Ada"): a blind reader's second tell, a landing on a name for nothing. Replayed from the
// game's log: Katya's and Luca's day-2 speech, then their last call.
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat } from './from-log.js';

const log = fixtureLog('relay-1206961.jsonl');
const turn = (seat: number) => log.find((e) => e.type === 'speech' && e.day === 2 && e.seat === seat && e.context === 'discussion')!.n;
const lastCall = log.find((e) => e.type === 'phase_started' && e.day === 2 && e.step === 'last_call')!.n + 1;

describe('a vote moved off a seat the seer cleared', () => {
  it.each([[3, 'Katya'], [1, 'Luca']])('seat %i (%s) says why the seat it moves to', async (seat) => {
    for (const seed of [1, 2]) {
      const s = new LogSeat(log, seat, seed);
      await s.says(turn(seat), 'discussion');
      const said = await s.says(lastCall, 'last_call');
      const m = /(?:putting it on|my vote goes to|my vote is on) ([A-Z][a-z]+)|([A-Z][a-z]+) gets my vote now/.exec(said);
      const to = m?.[1] ?? m?.[2];
      expect(to, `seed ${seed}: ${said}`).toBeDefined();
      // Why, where the record holds a fact against it that is no deed the speaker shared; else said as the lean it is (acts.ts CHANGED_OFF_LEAN).
      expect(said, `seed ${seed}`).toMatch(new RegExp(`${to}[^.]*, (?:because|since|given that) [^.]*\\b${to}\\b|\\blean\\b[^.]*\\b${to}\\b|\\b${to}\\b[^.]*\\blean\\b|read on (?:her|him|them) is a gut feeling|that one is a lean`));
    }
  });
});
