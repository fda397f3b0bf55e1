// A seat asked for its read that answered with a name, then defended itself naming nobody, did not dodge the question:
// "Consider this: you named nobody when Hugo asked today", said of a seat that had nominated the speaker in its turn
// (mafia, 80x24, seed 1230101).
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { Position } from './positions.js';

/** Mafia day 1: P3 asks P4 for a read; P4 answers with `answer`, then defends itself naming nobody. */
function asked(answer: Record<string, unknown>, claims: Claim[] = []): Position {
  const p = new Position('mafia', 6, 'villager');
  p.speech(3, [{ kind: 'ask', target: 4, about: 'read' }] as Claim[]);
  p.speech(4, claims, answer);
  p.speech(1, [] as Claim[], { nomination: 4 });
  return p.push('speech', { seat: 4, text: 'words', context: 'defense', claims: [] });
}

describe('a question answered before a defence that names nobody', () => {
  it('is no unnamed answer: a nomination, a suspicion or an announced vote answered it', () => {
    expect(asked({ nomination: 5 }).mind().k!.unnamed).toEqual([]);
    expect(asked({}, [{ kind: 'suspect', target: 5 }] as Claim[]).mind().k!.unnamed).toEqual([]);
    expect(asked({}, [{ kind: 'vote', target: 5 }] as Claim[]).mind().k!.unnamed).toEqual([]);
  });

  it('a seat that named nobody in either speech did dodge it, once', () => {
    expect(asked({}).mind().k!.unnamed.map((u) => [u.seat, u.by])).toEqual([[4, 3]]);
  });
});
