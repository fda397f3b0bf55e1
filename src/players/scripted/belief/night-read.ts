// How the public record reads a night as the evil side's kill, one world at a time: the reader weighs
// the night with it, and a poison claim divides it back out of the worlds where the claimant poisoned.
import type { NightFact } from '../knowledge.js';
import { popcount } from './worlds.js';

export type NightRead = NonNullable<NightFact['read']>;

/** The likelihood of a world's evil seats among the night's dead (`dm`), read as the pack's kill. */
export function killReading(read: NightRead, dm: number, alone: boolean, mask: number): number {
  const e = popcount(mask & dm);
  return e === 0 ? 1 : e === 1 ? (alone ? read.one : read.ofTwo) : read.one * read.one;
}
