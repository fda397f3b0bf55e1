import { describe, expect, it } from 'vitest';
import { checkWerewolfLog } from '../helpers/invariants.js';
import { playChecked, runProperties } from '../helpers/property-run.js';

const cfg = { preset: 'werewolf', runs: 1000, privateTeam: 'werewolves', sides: ['werewolves', 'village'], referee: checkWerewolfLog };

describe('werewolf: 1,000 seeded bot games', () => {
  it('every game ends legally, folds back to its state, and leaks nothing', async () => {
    await runProperties(cfg);
  }, 240_000);

  it('the same seed gives the same log', async () => {
    for (const seed of [1, 2, 3]) {
      const a = await playChecked(cfg, seed);
      const b = await playChecked(cfg, seed);
      expect(JSON.stringify(b.events)).toBe(JSON.stringify(a.events));
    }
  });
});
