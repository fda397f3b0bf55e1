// Continuations: each draws the other seats anew (seed, persona and level), the same draw for every line
// compared, so a line's outcome over them is a spread, not one game played twenty times; played on
// worker threads or here, continuation i of a line ends the same; a drill's lines are both played on.
import { afterAll, describe, expect, it } from 'vitest';
import { continuationSeat } from '../../src/practice/continue/draw.js';
import { ContinuationPool } from '../../src/practice/continue/pool.js';
import type { Line } from '../../src/practice/continue/line.js';
import { botLine, endings, winners } from '../../src/practice/drill/outcome.js';
import { planDrill } from '../../src/practice/drill/run.js';
import { situationFor } from '../../src/practice/drill/situations.js';
import { findSource } from '../../src/practice/drill/source.js';
import { findBoard } from '../../src/rules/index.js';

const here = new ContinuationPool(0);
const threads = new ContinuationPool(2);
afterAll(() => threads.close());

describe('continuations', () => {
  it('draw each seat anew per continuation, from the draw alone', () => {
    const draws = Array.from({ length: 10 }, (_, i) => continuationSeat(1, i + 1, 3));
    expect(new Set(draws.map((c) => c.persona.id)).size).toBeGreaterThan(3);
    expect(new Set(draws.map((c) => c.level)).size).toBeGreaterThan(1);
    expect(new Set(draws.map((c) => c.seed)).size).toBe(10);
    expect(continuationSeat(1, 4, 3)).toEqual(draws[3]);
  });

  it("end differently, the same here and on worker threads: a seer's drill on werewolf from seed 1 on", async () => {
    const board = findBoard('werewolf')!;
    // The first seer's drill from seed 1 on whose continuations do not all end alike (the bots' play moves
    // with every change to them; seed 1's all ended with the village once the pack's strategy changed).
    let found: { d: ReturnType<typeof planDrill>; line: Awaited<ReturnType<typeof botLine>>; ws: string[] } | undefined;
    for (let seed = 1; seed <= 40 && !found; ) {
      const source = (await findSource('werewolf', seed, 'seer', situationFor(board.ruleset, 'seer')!, 100))!;
      const d = planDrill(source);
      const line = await botLine(d);
      expect(line.endAt).toBeGreaterThan(d.rewind.branch.at);
      const ws = await winners(d, line, 20, here);
      expect(ws).toHaveLength(20);
      if (new Set(ws).size === 2) found = { d, line, ws };
      seed = source.seed + 1;
    }
    expect(found, 'a seer drill whose continuations end differently').toBeDefined();
    const { d, line, ws } = found!;
    expect(new Set(ws)).toEqual(new Set(['village', 'werewolves']));
    // Worker threads (two of them) play the same continuations to the same ends.
    expect(await winners(d, line, 20, threads)).toEqual(ws);
    expect(threads.mode).toBe('threads');
    expect(threads.failure).toBeUndefined();
    // A caller that stops (the screen left) drops its continuations not yet begun; another caller's go on.
    const halt = new AbortController();
    const spied: Line[] = [];
    const spy = { run: (l: Line, i: readonly number[]) => (spied.push(l), here.run(l, i, halt.signal)) };
    const stopped = endings(d, line, 6, spy).then(() => 'ended', (err: Error) => err.message);
    const other = winners(d, line, 3, here);
    halt.abort();
    expect(await stopped).toBe('the continuations were stopped');
    expect(await other).toEqual(ws.slice(0, 3));
    expect(spied).toHaveLength(1);
  }, 300_000);
});
