// The check that a change left every bot game as it was: the same seeds give the same digests, logged
// and unwatched, and a game that differs is named.
import { describe, expect, it } from 'vitest';
import { differences, digests, type Case } from '../../src/bench/same-games.js';

const ONE: Case[] = [{ preset: 'mafia', seed: 3, share: 1 }];

describe('same games', () => {
  it('digests the same seeds the same way, logged and unwatched, and names a game that differs', async () => {
    const a = await digests(3, undefined, ONE);
    expect(Object.keys(a)).toEqual(['logged mafia 3', 'unwatched mafia 3']);
    expect(a['logged mafia 3']).toHaveLength(3);
    expect(a['unwatched mafia 3']).toHaveLength(3);
    // A log holds THINK and words, an unwatched game leaves them out: the two digests differ.
    expect(a['logged mafia 3']).not.toEqual(a['unwatched mafia 3']);
    const b = await digests(3, undefined, ONE);
    expect(differences(a, b)).toEqual([]);
    const other = await digests(3, undefined, [{ ...ONE[0]!, seed: 4 }]);
    const moved = { 'logged mafia 3': other['logged mafia 4']!, 'unwatched mafia 3': a['unwatched mafia 3']! };
    expect(differences(a, moved)).toEqual(['logged mafia 3 game 0', 'logged mafia 3 game 1', 'logged mafia 3 game 2']);
    expect(differences(a, { 'logged mafia 3': a['logged mafia 3']!.slice(0, 2) })).toEqual(['logged mafia 3 game 2', 'unwatched mafia 3 game 0', 'unwatched mafia 3 game 1', 'unwatched mafia 3 game 2']);
  });
});
