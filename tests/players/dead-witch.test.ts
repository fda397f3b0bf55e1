// A pack whose witch died holds no fear of her antidote: "the witch's antidote is unspent, and Bruno is what she keeps it
// for" was said in a relay game (werewolf-9, seed 1312207) to a partner who had just pointed out that the witch, a seat
// outside the pack that claimed the witch in her last words, was the pack's first kill. Four such lines in 60 werewolf-9
// games (seed 1312207) before; the pack now kills the believed seer there.
import { describe, expect, it } from 'vitest';
import { seededGames } from './seeded-talk.js';

const ANTIDOTE = /witch still holds her save|spends the witch's (?:potion|antidote)|witch's (?:antidote|potion) is unspent/i;

describe('a dead witch', () => {
  it('is never the reason the pack spares a seat', async () => {
    let after = 0;
    for await (const g of seededGames('werewolf-9', 60)) {
      const role = new Map((g.events.find((e) => e.type === 'game_over')!.roles as { seat: number; role: string }[]).map((r) => [r.seat, r.role]));
      const claimed = new Set<number>();
      const dead = new Set<number>();
      for (const e of g.events) {
        if (e.type === 'died') for (const s of e.seats as number[]) dead.add(s);
        if (e.type === 'speech' && e.vis === 'public' && role.get(e.seat) !== 'werewolf' && (e.claims ?? []).some((c: { kind: string; role?: string }) => c.kind === 'role' && c.role === 'witch')) claimed.add(e.seat);
        if (e.type !== 'wolf_proposal' || e.alone || ![...claimed].some((s) => dead.has(s))) continue;
        after++;
        expect(e.message, `game ${g.i}`).not.toMatch(ANTIDOTE);
      }
    }
    expect(after).toBeGreaterThan(0);
  }, 300_000);
});
