// A kill's reason says what its fact means to the pack (issue 9, team chat that plans). Seen in play: "Oskar
// tonight … Oskar put a vote on Seat 9 (Priya) today" read like a charge against Oskar, when that vote (on the
// real seer) is why the village trusted him; and the sheriff was proposed with no word of the badge.
import { describe, expect, it } from 'vitest';
import { runGame } from '../../src/engine/game.js';
import { gameSeed } from '../../src/sim/run.js';
import { createTable } from '../../src/table/setup.js';

const FRAMES = /trusts|table's ear|they believe|onto us|getting close|hunting us|badge/i;

describe('wolf chat over seeded games', () => {
  it("a proposal citing the target's own vote says what it means to the pack; the sheriff's proposals name the badge", async () => {
    let citing = 0;
    let sheriffProposals = 0;
    const bare: string[] = [];
    for (let i = 0; i < 40; i++) {
      // An easy pack (issue 22): a normal one no longer kills a partner's accusers for their votes, so its proposals seldom cite one.
      const { events } = await runGame(createTable({ preset: 'werewolf', seed: gameSeed(20261124, i), levels: { werewolves: 'easy' } }));
      let sheriff: number | undefined;
      const names = new Map((events.find((e) => e.type === 'game_started')!.seats as { seat: number; name: string }[]).map((x) => [x.seat, x.name]));
      for (const e of events) {
        if (e.type === 'sheriff_elected') sheriff = e.seat as number;
        if (e.type === 'badge_passed') sheriff = (e.to as number | null) ?? undefined;
        if (e.type !== 'wolf_proposal' || typeof e.target !== 'number') continue;
        const text = String(e.message ?? '');
        // Named once, the target is "he", "she" or "they" in its own facts ("Hugo is onto us: he voted Greta today").
        const votedBy = new RegExp(`(?:Seat ${e.target} \\([^)]*\\)|\\b${names.get(e.target)}|\\b${names.get(e.target)}\\b[^.]*\\b(?:he|she|they)) (?:voted|put a vote|cast a vote)`);
        if (votedBy.test(text)) {
          citing++;
          if (!FRAMES.test(text)) bare.push(`${i}: ${text}`);
        }
        if (e.target === sheriff && /badge/.test(text)) sheriffProposals++;
      }
    }
    expect(citing).toBeGreaterThan(30);
    expect(bare).toEqual([]);
    expect(sheriffProposals).toBeGreaterThan(0);
  }, 300_000);
});
