// Playing the sheriff at 80x24 (mafia-classic): my check on Hugo came back mafia, Hugo was voted out and shown mafia, and
// the next day a seat opened "I believe Seat 3 is the sheriff" with no reason, though the table had just seen the best
// one there is. A claimant whose check a death has shown right is believed for it: "I believe Iris is the sheriff.
// Remember that Iris called Tomas mafia yesterday, and Tomas turned out to be mafia". 200 games (seed 72721): 16% of
// the discussion speeches trusting such a claimant cited the reveal before, 77% now.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { seededTalkGames } from '../helpers/talk-games.js';

type E = GameEvent & Record<string, any>;

describe('a claimant whose check a death has shown right', () => {
  it('mafia-classic: is trusted for the check and the reveal together, most of the time', async () => {
    let trusts = 0;
    let cited = 0;
    for (const g of await seededTalkGames('mafia-classic', 120)) {
      const checks: { by: number; target: number; bad: boolean }[] = [];
      const revealed = new Map<number, string>();
      for (const e of g.events as E[]) {
        if (e.type === 'role_revealed') revealed.set(e.seat, String(e.role));
        if (e.type !== 'speech' || e.vis !== 'public') continue;
        const claims = (e.claims ?? []) as { kind: string; target: number; result?: string }[];
        for (const c of claims) if (c.kind === 'check') checks.push({ by: e.seat, target: c.target, bad: c.result === 'mafia' });
        if (e.context !== 'discussion') continue;
        for (const c of claims) {
          if (c.kind !== 'trust' || !checks.some((x) => x.by === c.target && revealed.has(x.target) && (revealed.get(x.target) === 'mafia') === x.bad)) continue;
          trusts++;
          if (/turned out to be|was revealed as/.test(String(e.text))) cited++;
        }
      }
    }
    expect(trusts).toBeGreaterThan(80);
    expect(cited / trusts, `${cited} of ${trusts}`).toBeGreaterThan(0.5);
  }, 300_000);
});
