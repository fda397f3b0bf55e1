// A bot's speech fits the table's limit: a longer one is refused and decided again from scratch (a fake seer's story
// re-rolled: "my check on Luca came back good", then "Luca is a werewolf"), so past the limit the count of yesterday's
// ballots, which claims nothing, is left out; the claims stand.
import { describe, expect, it } from 'vitest';
import { render } from '../../src/players/scripted/speech/index.js';
import type { Act, SpeechPlan } from '../../src/players/scripted/speech/plan.js';
import { renderCtx } from '../helpers/speech-plans.js';

const audit: Act = { act: 'audit', day: 1, groups: [{ target: 4, voters: [2, 3, 5, 6] }, { target: 7, voters: [8, 9] }, { target: 2, voters: [4] }, { target: 11, voters: [10, 12] }] };
const plan: SpeechPlan = {
  context: 'discussion',
  acts: [
    audit,
    { act: 'accuse', target: 8, strength: 'lean', because: [{ kind: 'vote', n: 20, day: 1, voter: 8, target: 7, ballot: 'banish' }] },
    { act: 'vote_intent', target: 8, because: [] },
  ],
};

describe('a speech longer than the table takes', () => {
  it('leaves out the count of the ballots, and keeps its claims', () => {
    for (let seed = 0; seed < 20; seed++) {
      const full = render(plan, renderCtx('werewolf', seed, seed, 2));
      const counted = full.text.length;
      const cut = render(plan, { ...renderCtx('werewolf', seed, seed, 2), maxLength: counted - 1 });
      expect(cut.text.length).toBeLessThan(counted);
      expect(cut.claims).toEqual(full.claims);
      expect(cut.text).not.toMatch(/Ivy|Hal and/);
      // Within the limit, it is said whole.
      expect(render(plan, { ...renderCtx('werewolf', seed, seed, 2), maxLength: counted }).text).toBe(full.text);
    }
  });
});
