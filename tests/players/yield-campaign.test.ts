// A candidate who gives way to a seer claimant it believes says so, and only so: "The jury is still out, and so am I. Two
// seats claim the seer, and I believe Seat 5 over Wren" put a persona's "no read" before the yield (werewolf at 80x24,
// seed 1206904). Katya's campaign, replayed from the game's log.
import { describe, expect, it } from 'vitest';
import { fixtureLog, saysAt } from './from-log.js';
import { loadPersonasCached } from '../../src/personas/load.js';

const log = fixtureLog('wolf-seer-1206904.jsonl');
const at = log.find((e) => e.type === 'speech' && e.context === 'campaign' && e.seat === 6)!.n;
const unsure = loadPersonasCached().find((p) => p.id === 'katya')!.phrases.unsure;

describe('a campaign that yields to a believed claimant', () => {
  it('says the yield, with no "no read" beside it', async () => {
    for (const seed of [1, 2, 3, 4]) {
      const said = await saysAt(log, 6, at, 'campaign', seed);
      expect(said, `seed ${seed}`).toMatch(/Seat 5/);
      for (const line of unsure) expect(said, `seed ${seed}`).not.toContain(line);
    }
  });
});
