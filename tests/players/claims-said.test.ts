// A seat a speech claims to suspect, trust or vote is named in its words (or spoken to, or called by its office): "My trust in
// Sam as the seer is for today…", claimed as suspecting Mira too, and Mira answered "Katya pointed at me" of words that never
// named her (werewolf, 80x24, seed 1230901). The doubt of a claimant, said after believing its rival, had been left out.
// Before: 5 such claims in 100 werewolf-9 games (seed 1231101), none since; werewolf 0.
import { describe, expect, it } from 'vitest';
import { seededGames } from './seeded-talk.js';

describe('the seats a speech claims', () => {
  it.each(['werewolf-9', 'mafia-classic'])('%s: are named in its words', async (preset) => {
    const unsaid: string[] = [];
    let claims = 0;
    for await (const g of seededGames(preset, 150)) {
      for (const e of g.speeches) {
        for (const c of (e.claims ?? []) as { kind: string; target?: number }[]) {
          if (!['suspect', 'trust', 'vote', 'lean'].includes(c.kind) || c.target === undefined || c.target === e.seat) continue;
          claims++;
          const named = new RegExp(`\\b${g.name(c.target)}\\b|Seat ${c.target}\\b|\\byou\\b|sheriff`, 'i').test(String(e.text));
          if (!named) unsaid.push(`game ${g.i} day ${e.day}: ${c.kind} ${g.name(c.target)}: ${e.text}`);
        }
      }
    }
    expect(claims).toBeGreaterThan(1000);
    expect(unsaid).toEqual([]);
  }, 300_000);
});
