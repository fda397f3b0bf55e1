// A seat handed the badge this morning by a seat now dead says so in its first speech, with that seat's check on it when the
// check called it good: Nell, cleared by the seer and handed her badge, only echoed others ("Bruno went after Vera just now,
// and I've had the same feeling"), and a blind reader took it for a bot (relay game, werewolf-9, seed 1221001).
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { Position } from './positions.js';
import { daySpeech } from './speak.js';

function handed(cleared: boolean): Position {
  const p = new Position('werewolf-9', 7, 'villager');
  p.speech(2, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: cleared ? 7 : 5, result: 'good' }] as Claim[], { context: 'campaign' });
  p.died([2], 'night');
  p.push('badge_passed', { from: 2, to: 7 });
  p.speech(6, [{ kind: 'suspect', target: 3 }] as Claim[], { text: 'P3 backed P2 with no reason. My vote leans to P3.' });
  return p;
}

describe('a seat handed the badge this morning', () => {
  it('says so, with the check that cleared it', async () => {
    for (let seed = 1; seed <= 6; seed++) {
      const speech = await daySpeech(handed(true), seed);
      if (process.env.SHOW) console.log(speech);
      expect(speech, speech).toMatch(/badge/);
      expect(speech, speech).toMatch(/checked me and found me good|check on me came back good|cleared me/);
    }
  });
  it('says so without a check it never had', async () => {
    for (let seed = 1; seed <= 6; seed++) {
      const speech = await daySpeech(handed(false), seed);
      expect(speech, speech).toMatch(/badge/);
      expect(speech, speech).not.toMatch(/checked me and found me good|check on me came back good|cleared me/);
    }
  });
  it('said once, where a defence says it too', async () => {
    for (let seed = 1; seed <= 6; seed++) {
      const p = handed(true);
      p.speech(9, [{ kind: 'suspect', target: 7 }] as Claim[], { text: 'P7 is a wolf. I vote P7.' });
      p.speech(8, [{ kind: 'suspect', target: 7 }] as Claim[], { text: 'I agree: P7.' });
      const speech = await daySpeech(p, seed);
      expect(speech.match(/badge/g)?.length ?? 0, speech).toBe(1);
    }
  });
});
