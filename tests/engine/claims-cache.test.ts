// The claim patterns are compiled per table and cached; every game seats other names, so the cache
// must stay bounded however many games a process plays (a sim of 15,000 games ran out of memory).
import { describe, expect, it } from 'vitest';
import { CLAIM_CACHE_TABLES, cachedTables, scanClaims, type ClaimWords } from '../../src/engine/claims.js';

const words: ClaimWords = { roles: { seer: ['seer'] }, results: { wolf: ['wolf', 'werewolf'] } };
const table = (game: number) => [1, 2, 3, 4, 5, 6].map((seat) => ({ seat, name: `P${game}x${seat}` }));

describe('claim pattern cache', () => {
  it('keeps at most a bounded number of tables, over thousands of different tables', () => {
    for (let g = 0; g < 3 * CLAIM_CACHE_TABLES + 17; g++) {
      const seats = table(g);
      expect(scanClaims(`I am the seer and I checked ${seats[2]!.name}, a wolf`, seats, words)).toEqual([
        { kind: 'role', role: 'seer' },
        { kind: 'check', target: 3, result: 'wolf' },
      ]);
    }
    expect(cachedTables(words)).toBe(CLAIM_CACHE_TABLES);
  });

  it('claims read the same while tables come and go (an evicted table is compiled again)', () => {
    const mine = table(-1);
    scanClaims('I suspect 2', mine, words);
    for (let g = 0; g < 2 * CLAIM_CACHE_TABLES; g++) {
      scanClaims('I suspect 2', table(10_000 + g), words);
      if (g % 8 === 0) expect(scanClaims(`I suspect ${mine[1]!.name}`, mine, words)).toEqual([{ kind: 'suspect', target: 2 }]);
    }
    expect(cachedTables(words)).toBeLessThanOrEqual(CLAIM_CACHE_TABLES);
  });
});
