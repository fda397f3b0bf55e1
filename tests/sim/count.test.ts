// A simulation counts its games whether or not anyone listens for progress (the bench's games/s read 0 when
// nobody did: the count sat inside an optional call).
import { describe, expect, it } from 'vitest';
import { simulate } from '../../src/sim/run.js';
import { summarize } from '../../src/sim/summary.js';

describe('simulate', () => {
  it('counts every game played with no progress listener', async () => {
    const r = await simulate({ preset: 'mafia', games: 3, seed: 5 });
    expect(r.games).toBe(3);
    expect(r.stopped).toBeUndefined();
    expect(summarize(r).gamesPerSecond).toBeGreaterThan(0);
  });

  it('counts the same with one', async () => {
    const seen: number[] = [];
    const r = await simulate({ preset: 'mafia', games: 3, seed: 5, onProgress: (d) => seen.push(d) });
    expect(seen).toEqual([1, 2, 3]);
    expect(r.games).toBe(3);
  });
});
