// A first-day hold is said beside a seat that held before it ("like Iris, I hold my vote until someone makes a case") only if
// that seat said it holds: of a seat that had only asked a question, it put words in its mouth (a model seat's question, then
// "Like Seat 3, I hold my vote…", in a hand-made position like the relay game's first day, mafia-classic, seed 1218501).
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { Position } from './positions.js';
import { daySpeech } from './speak.js';

/** Every hold-beside wording (HOLD_WITH, HOLD_MANY_WITH) with Seat 3 in it. */
const BESIDE_3 = /like seat 3 \(p3\), i hold|with seat 3 \(p3\) on this|seat 3 \(p3\) (?:put it well|is holding|holds, and so do i)|same as seat 3 \(p3\)|seat 3 \(p3\)'s and mine|with seat 3 \(p3\), that makes/i;

describe('a first-day hold beside another seat', () => {
  it('names only a seat that said it holds', async () => {
    let withHolder = 0;
    for (let seed = 1; seed <= 24; seed++) {
      const p = new Position('mafia-classic', 7, 'villager');
      p.speech(3, [{ kind: 'ask', target: 8, about: 'read' }] as Claim[], { text: 'P8, who do you suspect, and why?' });
      const speech = await daySpeech(p, seed);
      expect(speech, speech).not.toMatch(BESIDE_3);
      // The same seat, having said it holds, is named beside.
      const q = new Position('mafia-classic', 7, 'villager');
      q.speech(3, [{ kind: 'ask', target: 8, about: 'read' }] as Claim[], { text: 'P8, who do you suspect, and why? My vote waits for a reason.' });
      if (BESIDE_3.test(await daySpeech(q, seed))) withHolder++;
    }
    expect(withHolder).toBeGreaterThan(4);
  });
});
