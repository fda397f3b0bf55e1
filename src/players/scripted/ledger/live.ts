// The worlds that carry a belief's weight, likeliest first: the ledger weighs its facts over these alone.

/**
 * The indices of the worlds of `p` (weights ≥ 0) that together carry all but `left` of the weight, by
 * weight, heaviest first, equal weights in index order: the first ones of that order whose running sum
 * (heaviest first) reaches `(1 − left)` of the whole sum, and at least one while any weighs.
 *
 * Sorted by buckets first: a positive double's leading bits order it, so the worlds are placed (in index
 * order) by their weight's exponent and first mantissa bits, heaviest bucket first, then each bucket is put
 * in order by insertion (a few worlds each; equal weights keep index order). The same order as a stable sort
 * by weight, at about half the cost of the merge sort below, which takes a bucket too full for insertion.
 */
export function likeliest(p: Float64Array, left: number): Uint32Array {
  const N = p.length;
  if (bucketed.val.length < N) bucketed = { val: new Float64Array(N), idx: new Uint32Array(N), key: new Int32Array(N) };
  const { val, idx, key } = bucketed;
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
  // Each bucket's first place, the heaviest bucket first; a bucket too full for insertion goes to the merge sort.
  let at = 0;
  let full = 0;
  for (let k = kmax; k >= kmin; k--) {
    const c = starts[k]!;
    if (c > full) full = c;
    starts[k] = at;
    at += c;
  }
  if (full > BUCKET_MAX) {
    if (kmax >= 0) starts.fill(0, kmin, kmax + 1);
    return merged(p, left);
  }
  for (let i = 0; i < N; i++) {
    const k = key[i]!;
    if (k < 0) continue;
    const o = starts[k]!++;
    val[o] = p[i]!;
    idx[o] = i;
  }
  if (kmax >= 0) starts.fill(0, kmin, kmax + 1);
  // A heavier bucket's weights are all heavier: insertion never crosses a bucket's edge.
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
  }
  return cut(val, idx, n, left);
}

/** The first of `n` weights, heaviest first, whose running sum reaches `(1 − left)` of the whole, as their indices. */
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
/** A bucket holding more worlds than this is sorted by merging (insertion would be quadratic in it). */
const BUCKET_MAX = 48;
/** The high word's place in a double's two 32-bit words (1 on a little-endian machine). */
const HIGH = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0;
/** Per bucket: its count, then its next place; left all 0 between calls. */
const starts = new Int32Array(BUCKETS);
let bucketed = { val: new Float64Array(0), idx: new Uint32Array(0), key: new Int32Array(0) };

/**
 * The same by a merge sort of its own over typed arrays (a comparator sort calls back some 4,000 times a
 * belief, and a typed array's own sort is no faster here). Stable, so equal weights keep index order.
 */
function merged(p: Float64Array, left: number): Uint32Array {
  // Four scratch arrays kept between calls (a ledger asks once per decision): only the answer is new.
  if (scratch.val.length < p.length) scratch = newScratch(p.length);
  let val = scratch.val;
  let idx = scratch.idx;
  let val2 = scratch.val2;
  let idx2 = scratch.idx2;
  let n = 0;
  for (let i = 0; i < p.length; i++) {
    const x = p[i]!;
    if (x > 0) {
      val[n] = x;
      idx[n++] = i;
    }
  }
  // Runs of RUN sorted by insertion, then merged pairwise (a later equal weight never passes an earlier one).
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
    const v = val;
    val = val2;
    val2 = v;
    const x = idx;
    idx = idx2;
    idx2 = x;
  }
  return cut(val, idx, n, left);
}

interface Scratch {
  val: Float64Array;
  idx: Uint32Array;
  val2: Float64Array;
  idx2: Uint32Array;
}

const newScratch = (n: number): Scratch => ({ val: new Float64Array(n), idx: new Uint32Array(n), val2: new Float64Array(n), idx2: new Uint32Array(n) });

let scratch = newScratch(0);
