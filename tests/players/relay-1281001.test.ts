// A relay game (werewolf-9, seed 1281001; model seats 2, 4, 6 and 8): the bot lines its blind reader and model seats picked out,
// said again at the same moments of its log by the same bot seats.
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat, speechAt } from './from-log.js';

const log = fixtureLog('relay-1281001.jsonl');

describe('a lean said in the turn, with no vote', () => {
  it('becomes the vote at the last call; it does not "stay"', async () => {
    // Greta: "my eye is on Elsie, not a vote yet", then "It was a hunch about Elsie, and it still is; my vote stays there."
    let leaned = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const greta = new LogSeat(log, 7, seed);
      const turn = await greta.says(speechAt(log, 7, 1, 'discussion'), 'discussion');
      const said = await greta.says(speechAt(log, 7, 1, 'last_call'), 'last_call');
      // Ada held the badge: "our sheriff" is Ada.
      const named = /(?:lean|eye is on) (our sheriff|\w+)/.exec(turn)?.[1];
      const lean = named === 'our sheriff' ? 'Ada' : named;
      if (/\bvote\b/.test(turn) || lean === undefined || !said.includes(lean)) continue;
      leaned++;
      expect(said, `${turn}\n${said}`).not.toMatch(/vote stays|stays put|has not moved|still on|still voting/);
    }
    expect(leaned).toBeGreaterThan(0);
  }, 120_000);
});

describe('the company a ballot kept', () => {
  it('names no seat the speaker has just cleared', async () => {
    // Greta: "That clears Tomas for me. My eye keeps going back to Elsie, since Elsie, Vera, Tomas and Nell all voted Ada for sheriff."
    for (let seed = 1; seed <= 6; seed++) {
      const said = await new LogSeat(log, 7, seed).says(speechAt(log, 7, 2, 'discussion'), 'discussion');
      expect(said, said).toMatch(/Tomas/);
      expect(said, said).not.toMatch(/Tomas[^.]*all (?:voted|backed)|(?:, |and )Tomas (?:and [A-Z]\w+ )?all (?:voted|backed)/);
    }
  }, 120_000);
});

describe('a case made with its reasons in a model seat\'s words', () => {
  it('is not answered as a bare name', async () => {
    // Nell (a model seat): "Priya, a borrowed case is a borrowed vote; I'll be watching where yours lands." Priya, at her last
    // call: "Nell accused me; what does it rest on besides my name?"
    const BARE = /besides my name|naming me is not a case|a name alone|somebody had to be named|we would have heard it by now|what it is built on/;
    let answered = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const said = await new LogSeat(log, 9, seed).says(speechAt(log, 9, 2, 'last_call'), 'last_call');
      if (!/Nell/.test(said)) continue;
      answered++;
      expect(said, said).not.toMatch(BARE);
    }
    expect(answered).toBeGreaterThan(2);
  }, 120_000);
});
