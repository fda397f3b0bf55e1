// A claimant whose check a death has since borne out is news again: the seats of the next day say so, with the check and the
// card that bore it out, and the day's first speaker asks for the newest check. A doctor game at 80x24 (mafia-classic, seed
// 1270101): Mira claimed the sheriff on day 1 and called Oskar mafia; Oskar was voted out and shown mafia; on day 2 the seats
// said only "Oskar put a vote on Mira yesterday, and Oskar turned out to be mafia, which counts a little in Mira's favour",
// and nobody asked Mira what she had checked since (a Mafia day's turns are asked as 'speech', which the question skipped).
import { describe, expect, it } from 'vitest';
import { corpusGames } from '../helpers/corpus.js';
import { fixtureLog, LogSeat } from './from-log.js';

const log = fixtureLog('play-1270101.jsonl');
const turn = (seat: number) => log.find((e) => e.type === 'speech' && e.day === 2 && e.seat === seat)!.n;

describe('a claim a death has borne out', () => {
  it('is said again the next day with the check and the reveal, and the first speaker asks for the newest check', async () => {
    for (let seed = 1; seed <= 6; seed++) {
      const first = await new LogSeat(log, 7, seed).says(turn(7), 'speech');
      expect(first, first).toMatch(/Mira[^.]*Oskar[^.]*mafia[^.]*,? and Oskar (?:turned out to be|was revealed as) mafia/);
      expect(first, first).toMatch(/Mira[^.?]*(?:check|result|find|look at)/i);
      expect(first, first).not.toMatch(/in Mira's favour|speaks for Mira|away from Mira|first seat I'd look at/);
      const third = await new LogSeat(log, 3, seed).says(turn(3), 'speech');
      expect(third, third).toMatch(/Mira/);
      expect(third, third).not.toMatch(/in Mira's favour|speaks for Mira|away from Mira|first seat I'd look at/);
    }
  }, 120_000);
});

describe('the question for the newest check, over seeded games', () => {
  it.each(['werewolf', 'mafia-classic'])('%s: asked before the case, never "before anyone guesses" after the speech has given its vote', async (preset) => {
    let asked = 0;
    for (const events of await corpusGames(preset, 40)) {
      for (const e of events) {
        if (e.type !== 'speech' || typeof e.text !== 'string') continue;
        const at = e.text.search(/before anyone guesses|the first thing I want today is|than guess: |before anything else/i);
        if (at < 0) continue;
        asked++;
        expect(e.text.slice(0, at), e.text).not.toMatch(/\bI'll vote\b|\bI will vote\b|\bmy vote (?:is|goes)\b|\bI nominate\b|\bgets my vote\b|\bI'm voting\b/i);
      }
    }
    expect(asked).toBeGreaterThan(0);
  }, 300_000);
});
