// A seat killed in the night after a ballot the crowd did not cast: its last word on a seat. "Sam was killed last night, and
// turned out to be the detective. … the last we heard, Sam asked Jonah for a name yesterday", said of a detective who had
// nominated Jonah and cast the only vote on him, and the table voted out a villager for having nominated Sam (mafia, 80x24,
// seed 1230101). The pack's own chat had the reason: "Sam is onto us: they put a vote on Jonah today".
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { Position } from './positions.js';
import { daySpeech } from './speak.js';

/** Mafia day 1: P4 puts P5 up and votes P5; `with` vote P5 too, the rest skip. P4 is killed that night: the detective. */
function lone(withVoters: number[] = [], fourVotes = true): Position {
  const p = new Position('mafia', 6, 'villager');
  p.speech(4, [] as Claim[], { nomination: 5 });
  p.speech(1, [] as Claim[], { nomination: 3 });
  for (const s of [1, 2, 3, 4, 5, 6, 7]) p.vote(s, s === 4 ? (fourVotes ? 5 : null) : withVoters.includes(s) ? 5 : null);
  p.push('vote_result', { tally: [], skip: 0, eliminated: null });
  return p.night([4]).reveal(4, 'detective', 'town');
}

const s = (p: Position, seat: number) => p.mind().belief.marginals()[seat]!;

describe('a seat killed after a ballot few cast', () => {
  it('weighs against the seat it voted: the pack kills those who vote it', () => {
    expect(s(lone(), 5) - s(lone([], false), 5)).toBeGreaterThan(0.05);
  });

  it('is what the first speaker of the next day says of it, with the kill', async () => {
    for (let seed = 1; seed <= 6; seed++) {
      const said = await daySpeech(lone(), seed);
      expect(said, `seed ${seed}: ${said}`).toMatch(/P4\)? (?:voted|put a vote on|cast a vote against) (?:Seat 5 \()?P5|yesterday, (?:Seat 4 \()?P4\)? voted/);
      expect(said, `seed ${seed}`).not.toMatch(/asked P5 for/);
      // The news named its lead: no bare lean on the same seat after it.
      expect(said, `seed ${seed}: ${said}`).not.toMatch(/can't prove|\blean\b|no more\b/);
    }
  });

  it('not a ballot half the table cast with it', async () => {
    for (let seed = 1; seed <= 6; seed++) {
      const said = await daySpeech(lone([1, 2]), seed);
      expect(said, `seed ${seed}`).not.toMatch(/P4\)? (?:voted|put a vote on|cast a vote against) (?:Seat 5 \()?P5[^.]*(?:killed for it|a night later|did not see the morning)/);
    }
  });
});
