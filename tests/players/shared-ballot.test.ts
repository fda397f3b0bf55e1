// A ballot the speaker cast too is asked about as shared, the day's run-off counted with its first round, as
// sharedBallot reads it (talk bench, seed 6619: "yesterday, Luca voted Hugo in the run-off, so what did Hugo do to
// earn it?", from a seat that had voted Hugo in the first round).
import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../../src/players/scripted/knowledge.js';
import type { Evidence } from '../../src/players/scripted/speech/plan.js';
import { castWith, sharedBallot } from '../../src/players/scripted/speech/shared-ballot.js';

type Vote = Extract<Evidence, { kind: 'vote' }>;
const vote = (n: number, voter: number, target: number | null, ballot: string): Vote => ({ kind: 'vote', n, day: 2, voter, target, ballot });
const table = (me: number, votes: Vote[]) => ({ me, votes: votes.map((ev) => ({ ...ev, ev })) }) as unknown as Knowledge;

describe('a ballot cast with the speaker', () => {
  it('counts the run-off with its first round, for asking as for holding', () => {
    const first = [vote(1, 1, 5, 'banish'), vote(2, 2, 6, 'banish'), vote(3, 3, 5, 'banish'), vote(4, 4, 6, 'banish')];
    const runoff = vote(10, 2, 5, 'pk');
    const k = table(1, [...first, runoff]);
    expect(sharedBallot(k, runoff)).toBe(true);
    expect(castWith(k, runoff)).toBe('me');
    // Not a sheriff ballot: a race is its own round.
    expect(castWith(table(1, [vote(1, 1, 5, 'sheriff'), runoff]), runoff)).toBeUndefined();
  });
});
