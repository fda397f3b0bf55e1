// How two lines compare over paired continuations (continuation i of each line meets the same table):
// each line's rate with a 95% Wilson interval, and McNemar's exact test — a two-sided sign test on the
// continuations where the two lines ended differently. A difference it does not find at 5% is a tie.

export const CONTINUATIONS = 20;
/** The test's level: a difference less likely than this under "no difference" is called one. */
export const ALPHA = 0.05;

/** 95% Wilson score interval of `k` successes in `n`, as fractions. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959963984540054;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Two-sided exact binomial p-value of `b` against `c` discordant pairs (p = 1/2 each). */
export function signTest(b: number, c: number): number {
  const n = b + c;
  if (n === 0) return 1;
  const k = Math.min(b, c);
  let tail = 0;
  let term = Math.pow(0.5, n);
  for (let i = 0; i <= k; i++) {
    tail += term;
    term = (term * (n - i)) / (i + 1);
  }
  return Math.min(1, 2 * tail);
}

export interface Paired {
  n: number;
  /** Wins of the side in question after each line. */
  a: number;
  b: number;
  /** Continuations the first line won and the second lost, and the other way round. */
  onlyA: number;
  onlyB: number;
  p: number;
  /** 'a' or 'b': that line did better beyond the noise; 'tie': within it; 'same': every continuation ended alike. */
  better: 'a' | 'b' | 'tie' | 'same';
}

/** Compares two lines' winners, continuation by continuation, for one side. */
export function paired(side: string, a: readonly string[], b: readonly string[]): Paired {
  const n = Math.min(a.length, b.length);
  let wa = 0;
  let wb = 0;
  let onlyA = 0;
  let onlyB = 0;
  for (let i = 0; i < n; i++) {
    const x = a[i] === side;
    const y = b[i] === side;
    if (x) wa++;
    if (y) wb++;
    if (x && !y) onlyA++;
    if (y && !x) onlyB++;
  }
  const p = signTest(onlyA, onlyB);
  const better = onlyA + onlyB === 0 ? 'same' : p >= ALPHA ? 'tie' : onlyA > onlyB ? 'a' : 'b';
  return { n, a: wa, b: wb, onlyA, onlyB, p, better };
}

/** "6 of 20 (15–52%)". */
export function rate(k: number, n: number): string {
  const [lo, hi] = wilson(k, n);
  return `${k} of ${n} (${Math.round(lo * 100)}–${Math.round(hi * 100)}%)`;
}

/** "p = 0.004", "p < 0.001". */
export const pText = (p: number): string => (p < 0.001 ? 'p < 0.001' : `p = ${p < 0.01 ? p.toFixed(3) : p.toFixed(2)}`);
