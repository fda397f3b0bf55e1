// A seat the believed seer checked good, then accused, says the check in its defence: "Seat 11 is the seer, and I'm backing
// them. … Seat 12 accused me, and I answer it plainly: I am not a werewolf", and never a word of the seer's clean check on it
// that morning (a villager cleared by the seer at 80x24, werewolf, seed 1230901).
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { Position } from './positions.js';
import { daySpeech } from './speak.js';

/** Werewolf day 2: P11's check on P6 was shown right; this morning P11 called P2 good, and P12 accused P2. */
function cleared(good: boolean): Position {
  const p = new Position('werewolf', 2, 'villager');
  p.speech(11, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 6, result: 'werewolf' }] as Claim[]);
  for (const s of [1, 3, 11]) p.vote(s, 6);
  p.died([6], 'banished').reveal(6, 'werewolf', 'werewolves');
  p.day = 2;
  p.night([9]);
  p.speech(11, [{ kind: 'check', target: good ? 2 : 4, result: 'good' }] as Claim[]);
  return p.speech(12, [{ kind: 'suspect', target: 2 }, { kind: 'vote', target: 2 }] as Claim[]);
}

const CHECK = /P11\)? (?:said I came back good|called me good|reported me as good)/;

describe('a seat the believed seer checked good, accused', () => {
  it('answers with the check', async () => {
    for (let seed = 1; seed <= 6; seed++) expect(await daySpeech(cleared(true), seed), `seed ${seed}`).toMatch(CHECK);
  });

  it('and says no such check where there is none', async () => {
    for (let seed = 1; seed <= 6; seed++) expect(await daySpeech(cleared(false), seed), `seed ${seed}`).not.toMatch(CHECK);
  });
});
