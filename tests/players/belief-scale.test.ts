// A posterior's marginals and leading worlds are read off unscaled weights; its worlds are scaled to sum
// 1 only when a reader asks for them. Whichever is read first, the answers agree.
import { describe, expect, it } from 'vitest';
import { Belief } from '../../src/players/scripted/belief/belief.js';
import { OwnBelief } from '../../src/players/scripted/belief/own.js';
import type { BeliefView } from '../../src/players/scripted/belief/belief.js';

const ev = { kind: 'accusation' as const, n: 3, day: 1, by: 2, target: 5 };

function marginalsFrom(view: BeliefView, worlds: Uint32Array, p: Float64Array): number[] {
  const m = new Array<number>(view.seats + 1).fill(0);
  for (let i = 0; i < p.length; i++) for (let s = 1; s <= view.seats; s++) if (worlds[i]! & (1 << (s - 1))) m[s]! += p[i]!;
  return m;
}

function checkScaled(view: BeliefView & { posterior(): Float64Array }, worlds: Uint32Array): Float64Array {
  const marg = Array.from(view.marginals());
  const best = view.top(1)[0]!;
  const p = view.posterior();
  expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  const fromWorlds = marginalsFrom(view, worlds, p);
  for (let s = 1; s <= view.seats; s++) expect(fromWorlds[s]).toBeCloseTo(marg[s]!, 12);
  // The leading world read off the unscaled weights is the scaled world's weight, to the bit.
  expect(view.top(3)[0]).toEqual(best);
  return p;
}

describe('a posterior scaled when its worlds are read', () => {
  it('the public belief: marginals first, then the worlds, sum to 1 and agree', () => {
    const b = new Belief(12, 4);
    b.soft((m) => ((m & 0b10010) !== 0 ? 3 : 1), ev, [2, 5]);
    checkScaled(b, b.worlds);
    b.soft((m) => ((m & 0b1000000) !== 0 ? 0.2 : 1), ev, [7]);
    checkScaled(b, b.worlds);
  });

  it("a seat's own belief: the worlds it rules out stay 0 when what it knows changes", () => {
    const b = new Belief(12, 4);
    const own = new OwnBelief(b, 1);
    b.soft((m) => ((m & 0b10010) !== 0 ? 3 : 1), ev, [2, 5]);
    let p = checkScaled(own, b.worlds);
    const bit3 = 1 << 2;
    expect(Array.from(p).some((x, i) => x > 0 && (b.worlds[i]! & bit3) !== 0)).toBe(true);
    own.fix(3, false);
    b.soft((m) => ((m & 0b1000000) !== 0 ? 0.2 : 1), ev, [7]);
    p = checkScaled(own, b.worlds);
    // Seat 1 (itself) and seat 3 are known good: every world naming either weighs 0.
    for (let i = 0; i < p.length; i++) if (b.worlds[i]! & (1 | bit3)) expect(p[i]).toBe(0);
    expect(own.marginals()[3]).toBe(0);
  });
});
