// The ledger's likeliest worlds: the same worlds, in the same order, as a stable sort of them by weight.
import { describe, expect, it } from 'vitest';
import { likeliest } from '../../src/players/scripted/ledger/live.js';

/** The plain reading: a stable sort by weight, heaviest first, cut where the running sum reaches the share. */
function bySort(p: Float64Array, left: number): number[] {
  const idx: number[] = [];
  for (let i = 0; i < p.length; i++) if (p[i]! > 0) idx.push(i);
  idx.sort((a, b) => p[b]! - p[a]!);
  let total = 0;
  for (const i of idx) total += p[i]!;
  let n = 0;
  let sum = 0;
  while (n < idx.length && sum < total * (1 - left)) sum += p[idx[n++]!]!;
  return idx.slice(0, Math.max(1, n));
}

/** A deterministic stream of numbers in [0, 1). */
function stream(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

describe('likeliest worlds', () => {
  it('orders by weight, equal weights by index, and cuts where the weight is carried', () => {
    const p = Float64Array.from([0.1, 0, 0.3, 0.1, 0.3, 0.2, 0, 1e-9]);
    expect([...likeliest(p, 1e-4)]).toEqual([2, 4, 5, 0, 3]);
    expect([...likeliest(p, 0)]).toEqual([2, 4, 5, 0, 3, 7]);
    expect([...likeliest(new Float64Array(4), 1e-4)]).toEqual([]);
    expect([...likeliest(Float64Array.from([0, 0.5]), 0.9)]).toEqual([1]);
  });

  it('gives what a stable sort gives on many weights with ties', () => {
    const rnd = stream(7);
    for (let t = 0; t < 300; t++) {
      const n = 1 + Math.floor(rnd() * 600);
      const levels = 1 + Math.floor(rnd() * 40);
      const p = new Float64Array(n);
      for (let i = 0; i < n; i++) p[i] = rnd() < 0.2 ? 0 : Math.floor(rnd() * levels) / levels + (rnd() < 0.3 ? rnd() * 1e-6 : 0);
      for (const left of [1e-4, 0.01, 0.3]) expect([...likeliest(p, left)]).toEqual(bySort(p, left));
    }
  });

  it('gives the same on weights spread over many orders of magnitude, and on weights crowded near one value', () => {
    const rnd = stream(11);
    for (let t = 0; t < 200; t++) {
      const n = 1 + Math.floor(rnd() * 500);
      const crowded = t % 2 === 1;
      const p = new Float64Array(n);
      // A posterior's weights: most far apart (products of likelihoods), some equal; or nearly flat (the first day).
      for (let i = 0; i < n; i++) p[i] = rnd() < 0.15 ? 0 : crowded ? 0.01 * (1 + rnd() * 1e-3) : Math.pow(2, -60 * rnd()) * (rnd() < 0.2 ? 1 : 1 + rnd());
      for (let i = 0; i + 1 < n; i += 7) p[i + 1] = p[i]!;
      for (const left of [1e-4, 0.01, 0.3]) expect([...likeliest(p, left)]).toEqual(bySort(p, left));
    }
  });
});
