// A drill's continuations differ: each draws the other seats anew (seed, persona and level), the same
// draw for both lines, so a line's outcome over them is a spread, not one game played ten times.
import { describe, expect, it } from 'vitest';
import { continuationSeat, winners } from '../../src/practice/drill/outcome.js';
import { planDrill } from '../../src/practice/drill/run.js';
import { situationFor } from '../../src/practice/drill/situations.js';
import { findSource } from '../../src/practice/drill/source.js';
import { findBoard } from '../../src/rules/index.js';

describe("a drill's continuations", () => {
  it('draw each seat anew per continuation, from the seed alone', () => {
    const draws = Array.from({ length: 10 }, (_, i) => continuationSeat(1, i + 1, 3));
    expect(new Set(draws.map((c) => c.persona.id)).size).toBeGreaterThan(3);
    expect(new Set(draws.map((c) => c.level)).size).toBeGreaterThan(1);
    expect(new Set(draws.map((c) => c.seed)).size).toBe(10);
    expect(continuationSeat(1, 4, 3)).toEqual(draws[3]);
  });

  it("end differently: the seer's drill on werewolf seed 1 is won by each side in some continuations", async () => {
    const board = findBoard('werewolf')!;
    const source = (await findSource('werewolf', 1, 'seer', situationFor(board.ruleset, 'seer')!, 100))!;
    const d = planDrill(source);
    const ws = await winners(d, d.rewind.plan, 10);
    expect(ws).toHaveLength(10);
    expect(new Set(ws)).toEqual(new Set(['village', 'werewolves']));
    // The same seed, the same spread.
    expect(await winners(d, d.rewind.plan, 10)).toEqual(ws);
  });
});
