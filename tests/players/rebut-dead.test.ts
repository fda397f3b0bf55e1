// A deed held against a seat, answered: never as a read it has "come off" when the seat it voted or accused was killed in
// the night since. "I put a vote on Hugo yesterday, and I've come off Hugo since, which is what a read is for" was said of
// a Hugo the pack had killed (werewolf-9 at 80x24, seed 6402); six such speeches in 60 werewolf-9 games (seed 3131).
// The ballot was wrong, and is said so; a defence of the dead seat stands.
import { describe, expect, it } from 'vitest';
import { seededGames } from './seeded-talk.js';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The answers of a seat that changed its read of `name` ("moved") or keeps pressing it ("stand"). */
const live = (name: string) =>
  new RegExp(`I've come off ${esc(name)} since|I see ${esc(name)} differently now|nothing since has changed my mind about ${esc(name)}|${esc(name)} still has questions to answer`);

describe('a rebuttal about a seat killed in the night', () => {
  it('never speaks of a read of it still moving', async () => {
    let answered = 0;
    for await (const g of seededGames('werewolf-9', 60)) {
      const nightDead = new Set<number>();
      for (const e of g.events) {
        if (e.type === 'died' && !/banish|eliminat|shot/.test(String(e.reason))) for (const s of e.seats as number[]) nightDead.add(s);
        if (e.type !== 'speech' || e.vis !== 'public') continue;
        for (const s of nightDead) {
          expect(e.text, `game ${g.i}`).not.toMatch(live(g.name(s)));
          if (new RegExp(`I was wrong about ${esc(g.name(s))}|I read ${esc(g.name(s))} wrong`).test(String(e.text))) answered++;
        }
      }
    }
    // The ballots are answered, as a mistake owned.
    expect(answered).toBeGreaterThan(0);
  }, 300_000);
});
