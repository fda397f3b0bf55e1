// Worlds as bitmasks: bit (seat − 1) set means that seat is evil. A seat's belief holds every mask
// with the right number of evil seats that agrees with what it knows for certain.

export const bit = (seat: number): number => 1 << (seat - 1);
export const has = (mask: number, seat: number): boolean => (mask & bit(seat)) !== 0;

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** A set of seats as a mask. */
export function maskOf(seats: Iterable<number>): number {
  let m = 0;
  for (const s of seats) m |= bit(s);
  return m;
}

/** The seats in a mask, in order. */
export function seatsOf(mask: number): number[] {
  const out: number[] = [];
  for (let m = mask, s = 1; m !== 0; m >>>= 1, s++) if (m & 1) out.push(s);
  return out;
}

/**
 * Every mask over `seats` seats with exactly `evil` bits set, all of `mustEvil` set and none of
 * `mustGood`. Empty when the constraints cannot be met.
 */
export function enumerate(seats: number, evil: number, mustEvil: number, mustGood: number): Uint32Array {
  const all = seats >= 32 ? 0xffffffff : (1 << seats) - 1;
  const free = all & ~mustEvil & ~mustGood;
  const need = evil - popcount(mustEvil);
  const freeBits = seatsOf(free).map(bit);
  if (need < 0 || need > freeBits.length || (mustEvil & mustGood) !== 0) return new Uint32Array(0);
  const out: number[] = [];
  // Gosper's hack over positions in freeBits: each k-subset of the free seats once, in order.
  const n = freeBits.length;
  if (need === 0) return Uint32Array.of(mustEvil >>> 0);
  let combo = (1 << need) - 1;
  const limit = 1 << n;
  while (combo < limit) {
    let m = mustEvil;
    for (let c = combo, i = 0; c !== 0; c >>>= 1, i++) if (c & 1) m |= freeBits[i]!;
    out.push(m >>> 0);
    const low = combo & -combo;
    const ripple = combo + low;
    combo = (((ripple ^ combo) >>> 2) / low) | ripple;
  }
  return Uint32Array.from(out);
}

/** n choose k, for sizing. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}
