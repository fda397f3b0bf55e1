// Asked about a seat its own words go after, a seat answers with that case, never with a good word for the seat.
// A doctor game at 80x24 (mafia-classic, seed 1270101): Sam asked the caught mafioso Oskar "if Mira were lying, why would
// she pick you?", and his last words answered "Sam, in answer to you: I read Mira as good, because Mira came out as the
// sheriff, and nobody has countered it. You voted out the wrong player. Look hard at Mira, who led the case against me."
import { describe, expect, it } from 'vitest';
import { ANSWER_GOOD } from '../../src/players/scripted/speech/lines.js';
import { fixtureLog, LogSeat } from './from-log.js';

const log = fixtureLog('play-1270101.jsonl');
const lastWords = log.find((e) => e.type === 'phase_started' && e.step === 'last_words' && e.day === 1)!.n + 1;
const good = ANSWER_GOOD.map((w) => new RegExp(w.replace('{subject}', 'Mira'), 'i'));

describe('an answer about the seat the speech goes after', () => {
  it('is the case against that seat: no good word for Mira in the words that go after her', async () => {
    let named = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const said = await new LogSeat(log, 4, seed).says(lastWords, 'last_words');
      for (const g of good) expect(said, said).not.toMatch(g);
      expect(said, said).not.toMatch(/trust Mira|Mira (?:is|reads) (?:good|clean)/i);
      if (/Sam\b/.test(said) && /Mira/.test(said)) named++;
    }
    // The question is still answered: Sam addressed, Mira named as the one who led the case.
    expect(named).toBeGreaterThanOrEqual(6);
  }, 120_000);
});
