// A ballot that followed a check the table believes is no question to put to its voter: "Oskar, you put a vote on Jonah
// yesterday, so what did Jonah do to earn it?", asked by three seats of votes on the seat the believed seer had called a
// werewolf (werewolf, 80x24, seed 1230901). The real seer's check stands in for the believed one here.
// Before: 29 such questions in 60 werewolf games and 5 in 60 werewolf-9 (seed 1231301); after: 8 and 3, most asking where
// the seat leans today ("as I did; give us a name today"). In the test corpus: 14 of the "why" questions before, 7 after the
// believed check alone (every one a werewolf asking of a vote on its partner), 0 since a partner named by a check is left too.
import { describe, expect, it } from 'vitest';
import { seededGames } from './seeded-talk.js';

const WHY = /, you (?:voted|put a vote on|cast a vote against) ([A-Z][a-z]+) yesterday(?:, and I have not heard why| and)?[;:,.]? ?(?:walk me through|what did|what made|so what)/;

describe('a question about a ballot', () => {
  it('werewolf: is seldom one that followed the real seer\'s check on the seat voted', async () => {
    let asked = 0;
    let followed = 0;
    const seen: string[] = [];
    for await (const g of seededGames('werewolf', 60)) {
      const role = new Map<number, string>(g.events.filter((e) => e.type === 'role_assigned').map((e) => [e.seat as number, String(e.role)]));
      const checks = g.speeches.flatMap((e) => (role.get(e.seat) === 'seer' ? ((e.claims ?? []) as { kind: string; target: number; result: string }[]).filter((c) => c.kind === 'check' && /wolf/.test(c.result)).map((c) => ({ t: c.target, n: e.n as number })) : []));
      for (const e of g.speeches) {
        const m = e.day >= 2 ? WHY.exec(String(e.text)) : null;
        if (!m) continue;
        asked++;
        const t = g.seat(m[1]!);
        const v = g.events.find((x) => x.type === 'vote' && x.day === e.day - 1 && x.target === t && x.ballot !== 'sheriff');
        if (v && checks.some((c) => c.t === t && c.n < v.n)) {
          followed++;
          seen.push(`game ${g.i} day ${e.day} ${role.get(e.seat)}: ${e.text}`);
        }
      }
    }
    expect(asked).toBeGreaterThan(10);
    expect(followed, seen.join('\n')).toBeLessThanOrEqual(2);
  }, 300_000);
});
