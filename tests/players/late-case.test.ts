// A case made against a seat after its turn, on a day it then had no turn to answer, is answered first thing the next day:
// "That's not a read, that's settling a score. My vote is Tomas", from a model seat after Tomas (a bot) had spoken, went
// unanswered; Tomas opened the next day on the night's news and "it's between Mira and Vera for me" (relay game,
// mafia-classic, seed 1218501).
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { Position } from './positions.js';
import { daySpeech } from './speak.js';

/** Mafia-classic: P5 voted P8 on day 2, then P6 went after P5 for it; P8 was voted out and shown mafia; the sheriff P1 died. */
function dayThree(answeredAlready: boolean): Position {
  const p = new Position('mafia-classic', 5, 'villager');
  for (const s of [1, 2, 3, 4, 5, 6, 7, 8]) p.vote(s, null);
  p.night([3]).reveal(3, 'doctor', 'town');
  p.speech(5, [{ kind: 'suspect', target: 8 }, { kind: 'vote', target: 8 }] as Claim[], { text: 'P8 voted P3 yesterday, and P3 was the doctor. I vote P8.' });
  p.speech(6, [{ kind: 'suspect', target: 5 }, { kind: 'vote', target: 5 }] as Claim[], { text: "P5 picks P8, the one who said P5 was next on her watch. That's not a read, that's settling a score. My vote is P5." });
  if (answeredAlready) p.speech(5, [], { text: 'P6, I am not mafia, and my vote stays.', context: 'last_call' });
  for (const s of [1, 2, 4, 5, 7]) p.vote(s, 8);
  p.vote(6, 5).vote(8, 5);
  p.died([8], 'eliminated').reveal(8, 'mafia', 'mafia');
  p.night([1]).reveal(1, 'detective', 'town');
  return p;
}

describe('a case made after the seat spoke', () => {
  it('is answered the next day, by name and with its date', async () => {
    for (let seed = 1; seed <= 10; seed++) {
      const speech = await daySpeech(dayThree(false), seed);
      expect(speech, speech).toMatch(/Seat 6 \(P6\) (?:pointed at|accused|went after) me yesterday/);
      expect(speech, speech).toMatch(/not mafia|make me mafia|wrong seat|thinner than it sounds|answer is (?:still )?no|my answer is no|fit half this table|not enough to vote on|does not hold together|wrong player|nothing I did bears it out/);
    }
  });
  it('answered that day already (a word at the last call), is not answered again', async () => {
    for (let seed = 1; seed <= 6; seed++) {
      const speech = await daySpeech(dayThree(true), seed);
      expect(speech, speech).not.toMatch(/Seat 6 \(P6\) (?:pointed at|accused|went after) me yesterday/);
    }
  });
});
