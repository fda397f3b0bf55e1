// The vote that decided it: each removal played on both ways (as it was, and with its ballots on the
// removed seat moved to the runner-up), the one whose other result cost the real winner most beyond the
// noise. A fixture where one removal's other result flips every continuation finds that one; played for
// real, the other line removes the runner-up at once.
import { describe, expect, it } from 'vitest';
import { captureLog } from '../../src/practice/continue/capture.js';
import type { Ending, Line } from '../../src/practice/continue/line.js';
import { ContinuationPool, type Runner } from '../../src/practice/continue/pool.js';
import { decisiveVote } from '../../src/practice/turning-vote.js';
import { playedGame } from './played.js';

describe('the vote that decided it', () => {
  it('is the removal whose other result changes the winner, and its other line removes the runner-up', async () => {
    const g = await playedGame('werewolf', 3, 5, 'villager');
    const { capture, events } = (await captureLog(g.path))!;
    const tallies = events.filter((e) => e.type === 'banish_tally' && e.banished !== null);
    expect(tallies.length).toBeGreaterThan(1);
    const loser = g.winner === 'village' ? 'werewolves' : 'village';
    // A stand-in: the other line of the second removal loses every continuation, every other line wins them all.
    const target = tallies[1]!.n;
    const actualOf = new Map<number, string>();
    const fixture: Runner = {
      run: (line: Line, indices) => {
        const first = !actualOf.has(line.from);
        if (first) actualOf.set(line.from, 'seen');
        const flipped = !first && line.from === target;
        return indices.map(() => Promise.resolve<Ending>({ winner: flipped ? loser : g.winner, next: '[]', window: [] }));
      },
    };
    const found = await decisiveVote(capture, events, { pool: fixture });
    expect(found.tried).toBe(tallies.length);
    expect(found.decided).toMatchObject({ at: target, winner: g.winner, paired: { n: 20, a: 20, b: 0 } });

    // Played for real (a few continuations): the other line of each removal removes its runner-up instead.
    const real = new ContinuationPool(0);
    const lines: Line[] = [];
    const endings: Promise<Ending>[][] = [];
    const spy: Runner = { run: (line, indices) => (lines.push(line), endings.push(real.run(line, indices)), endings.at(-1)!) };
    await decisiveVote(capture, events, { pool: spy, continuations: 2 });
    for (let i = 0; i < lines.length; i += 2) {
      const tally = events[lines[i]!.from]!;
      if (tally.type !== 'banish_tally') throw new Error('not a tally');
      const other = (await endings[i + 1]![0]!).window.find((w) => w.type === 'banish_tally');
      const same = (await endings[i]![0]!).window.find((w) => w.type === 'banish_tally');
      expect(same?.banished).toBe(tally.banished);
      const instead = [...tally.tally].filter((t) => t.seat !== tally.banished).sort((a, b) => b.weight - a.weight)[0]!.seat;
      expect(other?.banished).toBe(instead);
    }
  }, 300_000);
});
