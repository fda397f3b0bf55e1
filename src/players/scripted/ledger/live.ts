// The worlds that carry a belief's weight, likeliest first: the ledger weighs its facts over these alone.

/**
 * The indices of the worlds of `p` (weights ≥ 0) that together carry all but `left` of the weight, by
 * weight, heaviest first, equal weights in index order: the first ones of that order whose running sum
 * (heaviest first) reaches `(1 − left)` of the whole sum, and at least one while any weighs.
 *
 * Sorted by a merge sort of its own over typed arrays: a comparator sort calls back some 4,000 times a
 * belief, and a typed array's own sort is no faster here. Stable, so equal weights keep index order.
 */
export function likeliest(p: Float64Array, left: number): Uint32Array {
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
  let total = 0;
  for (let j = 0; j < n; j++) total += val[j]!;
  let k = 0;
  let sum = 0;
  while (k < n && sum < total * (1 - left)) sum += val[k++]!;
  return idx.slice(0, Math.min(n, Math.max(1, k)));
}

interface Scratch {
  val: Float64Array;
  idx: Uint32Array;
  val2: Float64Array;
  idx2: Uint32Array;
}

const newScratch = (n: number): Scratch => ({ val: new Float64Array(n), idx: new Uint32Array(n), val2: new Float64Array(n), idx2: new Uint32Array(n) });

let scratch = newScratch(0);
