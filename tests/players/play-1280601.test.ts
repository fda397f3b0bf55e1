// A sheriff game played at 80x24 (mafia-classic, seed 1280601; the person in seat 4): the claimant's own check was given as the
// reason to believe the claim. Said again at the same moments of its log by the same seats.
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat, speechAt } from './from-log.js';

const log = fixtureLog('play-1280601.jsonl');

describe('a claim believed over a counter-claim', () => {
  it('rests on the counter-check that answered the claimant, not on the claimant\'s check alone', async () => {
    // "I believe Sam is the sheriff. Here is why: Sam said Katya came back mafia today."
    let cited = 0;
    for (const seat of [7, 8])
      for (let seed = 1; seed <= 4; seed++) {
        const said = await new LogSeat(log, seat, seed).says(speechAt(log, seat, 1, 'discussion'), 'speech');
        for (const s of said.split(/(?<=[.!?])\s+/)) {
          if (!/Sam (?:said|reported|called) Katya/.test(s)) continue;
          cited++;
          expect(s, said).toMatch(/Katya (?:said|reported|called) Sam/);
        }
      }
    expect(cited).toBeGreaterThan(0);
  }, 120_000);
});
