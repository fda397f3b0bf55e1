// A seat that only leaned on another today (a gut read, put up "to hear the answer") made no case for the next speakers to
// take up. Mafia at 80x24 (seed 1208950), day 2, six alive and two of them mafia: Hugo said "Call it a gut read: Tomas" and put
// Tomas up; Mira answered "I have no fact of my own against Tomas; Hugo's case is what I have", Elsie "Hugo made the case on
// Tomas, and I find it hard to argue with", and the table voted a villager out and lost that night. The mafia corpus (seed
// 1208200, 100 games) held 33 such follows.
import { describe, expect, it } from 'vitest';
import { seededGames } from './seeded-talk.js';

/** A case taken up by the name of the seat that made it. */
const FOLLOW = /\b([A-Z][a-z]+)'s (?:case|read) (?:is what I have|on|against|holds)|I'm with ([A-Z][a-z]+) on|go where ([A-Z][a-z]+) is going|([A-Z][a-z]+) made the case|([A-Z][a-z]+) put the case on|Count me with ([A-Z][a-z]+)/g;

describe('a lean taken for a case', () => {
  it.each(['mafia', 'mafia-classic', 'werewolf-9'])('%s: no seat takes up as a case what its maker only leaned on', async (preset) => {
    const taken: string[] = [];
    let follows = 0;
    for await (const { i, speeches, seat } of seededGames(preset, 100)) {
      for (const e of speeches) {
        const target = ((e.claims ?? []) as { kind: string; target?: number }[]).find((c) => c.kind === 'vote' || c.kind === 'suspect')?.target;
        if (target === undefined) continue;
        for (const m of String(e.text).matchAll(FOLLOW)) {
          const by = seat(m.slice(1).find((x) => x)!);
          const theirs = speeches.filter((x) => x.seat === by && x.day === e.day && x.n < e.n);
          if (by === undefined || !theirs.length) continue;
          follows++;
          const claims = theirs.flatMap((x) => (x.claims ?? []) as { kind: string; target?: number }[]);
          const leaned = claims.some((c) => c.kind === 'lean' && c.target === target);
          const made = claims.some((c) => (c.kind === 'suspect' || c.kind === 'vote') && c.target === target);
          if (leaned && !made) taken.push(`game ${i} day ${e.day}: ${String(e.text)}`);
        }
      }
    }
    expect(taken).toEqual([]);
    expect(follows).toBeGreaterThan(20);
  }, 300_000);
});
