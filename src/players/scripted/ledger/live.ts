// The worlds that carry a belief's weight, likeliest first: the ledger weighs its facts over these alone.

/**
 * The indices of the worlds of `p` (weights ≥ 0) that together carry all but `left` of the weight, by
 * weight, heaviest first, equal weights in index order: the first ones of that order whose running sum
 * (heaviest first) reaches `(1 − left)` of the whole sum, and at least one while any weighs.
 *
 * Sorted by buckets first: a positive double's leading bits order it, so the worlds are placed (in index
 * order) by their weight's exponent and first mantissa bits, heaviest bucket first, then put in order by
 * insertion, which never crosses a bucket's edge (a few weights each; equal weights keep index order). The
 * same order as a stable sort by weight, at about half the cost of a merge sort, which finishes the work
 * should insertion move too much (a bucket crowded with different weights).
 */
export function likeliest(p: Float64Array, left: number): Uint32Array {
  const N = p.length;
  if (scratch.val.length < N) scratch = newScratch(N);
  const { val, idx, key } = scratch;
  const words = new Uint32Array(p.buffer, p.byteOffset, 2 * N);
  let n = 0;
  let kmin = BUCKETS;
  let kmax = -1;
  for (let i = 0; i < N; i++) {
    if (p[i]! > 0) {
      const k = words[2 * i + HIGH]! >>> SHIFT;
      key[i] = k;
      starts[k]!++;
      if (k < kmin) kmin = k;
      if (k > kmax) kmax = k;
      n++;
    } else key[i] = -1;
  }
  // Each bucket's first place, the heaviest bucket first.
  let at = 0;
  for (let k = kmax; k >= kmin; k--) {
    const c = starts[k]!;
    starts[k] = at;
    at += c;
  }
  for (let i = 0; i < N; i++) {
    const k = key[i]!;
    if (k < 0) continue;
    const o = starts[k]!++;
    val[o] = p[i]!;
    idx[o] = i;
  }
  if (kmax >= 0) starts.fill(0, kmin, kmax + 1);
  // A heavier bucket's weights are all heavier: insertion stops at a bucket's edge. It moves a weight only
  // past a lighter one, so equal weights stay in index order, and the merge sort, stable, keeps them so.
  let budget = MOVES * n;
  for (let i = 1; i < n; i++) {
    const v = val[i]!;
    if (!(val[i - 1]! < v)) continue;
    const x = idx[i]!;
    let j = i - 1;
    while (j >= 0 && val[j]! < v) {
      val[j + 1] = val[j]!;
      idx[j + 1] = idx[j]!;
      j--;
    }
    val[j + 1] = v;
    idx[j + 1] = x;
    budget -= i - j;
    if (budget < 0) {
      const sorted = mergeSort(n);
      return cut(sorted.val, sorted.idx, n, left);
    }
  }
  return cut(val, idx, n, left);
}

/** The first weights, heaviest first, whose running sum reaches `(1 − left)` of the whole, as their indices. */
function cut(val: Float64Array, idx: Uint32Array, n: number, left: number): Uint32Array {
  let total = 0;
  for (let j = 0; j < n; j++) total += val[j]!;
  let k = 0;
  let sum = 0;
  while (k < n && sum < total * (1 - left)) sum += val[k++]!;
  return idx.slice(0, Math.min(n, Math.max(1, k)));
}

/** Leading bits of a double's high word kept as its bucket: the exponent and this many mantissa bits. */
const MANTISSA_BITS = 5;
const SHIFT = 20 - MANTISSA_BITS;
const BUCKETS = 2048 << MANTISSA_BITS;
/** Moves insertion may make per weight before the merge sort takes over. */
const MOVES = 8;
/** The high word's place in a double's two 32-bit words (1 on a little-endian machine). */
const HIGH = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0;
/** Per bucket: its count, then its next place; left all 0 between calls. */
const starts = new Int32Array(BUCKETS);

/**
 * A stable merge sort, heaviest first, of the first `n` of the scratch weights (and their indices), in runs of
 * RUN by insertion then merged pairwise (a later equal weight never passes an earlier one).
 */
function mergeSort(n: number): { val: Float64Array; idx: Uint32Array } {
  let { val, idx, val2, idx2 } = scratch;
  const RUN = 16;
  for (let lo = 0; lo < n; lo += RUN) {
    const hi = Math.min(n, lo + RUN);
    for (let i = lo + 1; i < hi; i++) {
      const v = val[i]!;
      const x = idx[i]!;
      let j = i - 1;
      while (j >= lo && val[j]! < v) {
        val[j + 1] = val[j]!;
        idx[j + 1] = idx[j]!;
        j--;
      }
      val[j + 1] = v;
      idx[j + 1] = x;
    }
  }
  for (let width = RUN; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(n, lo + width);
      const hi = Math.min(n, lo + 2 * width);
      let a = lo;
      let b = mid;
      let o = lo;
      while (a < mid && b < hi) {
        if (val[b]! > val[a]!) {
          val2[o] = val[b]!;
          idx2[o++] = idx[b++]!;
        } else {
          val2[o] = val[a]!;
          idx2[o++] = idx[a++]!;
        }
      }
      while (a < mid) {
        val2[o] = val[a]!;
        idx2[o++] = idx[a++]!;
      }
      while (b < hi) {
        val2[o] = val[b]!;
        idx2[o++] = idx[b++]!;
      }
    }
    [val, val2] = [val2, val];
    [idx, idx2] = [idx2, idx];
  }
  // The scratch arrays keep their roles by name; whichever holds the answer is read before the next call.
  return { val, idx };
}

interface Scratch {
  val: Float64Array;
  idx: Uint32Array;
  val2: Float64Array;
  idx2: Uint32Array;
  key: Int32Array;
}

const newScratch = (n: number): Scratch => ({ val: new Float64Array(n), idx: new Uint32Array(n), val2: new Float64Array(n), idx2: new Uint32Array(n), key: new Int32Array(n) });

// Scratch arrays kept between calls (a ledger asks once per decision): only the answer is new.
let scratch = newScratch(0);
