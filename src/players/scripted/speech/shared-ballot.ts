// A ballot that is no reason against its voter, said by this seat: one it cast too, or the whole table did.
import type { Knowledge } from '../knowledge.js';
import type { Evidence } from './plan.js';

/**
 * A ballot no reason against its voter: one this seat cast the same way (same day, same seat), or one three in
 * four of its round cast (a sheriff's race too). Seen in play: Elsie, who had voted Seat 3 for sheriff with eight
 * others, said "Tomas backed Seat 3 for sheriff earlier today, and that is why I'd keep an eye on Tomas".
 */
export function sharedBallot(k: Knowledge, e: Evidence): boolean {
  if (e.kind !== 'vote' || e.target === null || e.voter === k.me) return false;
  // The day's run-off counts with its first round: a seat that put Elsie out in the PK voted as the first round did.
  const sheriff = e.ballot === 'sheriff';
  if (k.votes.some((v) => v.voter === k.me && v.day === e.day && v.target === e.target && (v.ballot === 'sheriff') === sheriff)) return true;
  const round = k.votes.filter((v) => v.day === e.day && v.ballot === e.ballot && v.target !== null);
  return round.length >= 4 && round.filter((v) => v.target === e.target).length * 4 >= round.length * 3;
}
