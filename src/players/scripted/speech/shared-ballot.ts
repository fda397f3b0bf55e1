// A ballot that is no reason against its voter, said by this seat: one it cast too, or the whole table did (and a nomination
// it made too; against its doer, an accusation it made too).
import type { Knowledge } from '../knowledge.js';
import type { Evidence } from './plan.js';

/**
 * A ballot no reason against its voter: one this seat cast the same way (same day, same seat), or one three in
 * four of its round cast (a sheriff's race too). Seen in play: Elsie, who had voted Seat 3 for sheriff with eight
 * others, said "Tomas backed Seat 3 for sheriff earlier today, and that is why I'd keep an eye on Tomas".
 */
export function sharedBallot(k: Knowledge, e: Evidence): boolean {
  // So a nomination of the seat this one put up the same day: "Iris, you put Jonah up for the vote yesterday", from a seat
  // that had put Jonah up beside her (a mafioso, at 80x24: mafia, seed 1206902), is held against one what both did.
  if (e.kind === 'nomination') return e.by !== k.me && sameNomination(k, k.me, e);
  if (e.kind !== 'vote' || e.target === null || e.voter === k.me) return false;
  // The day's run-off counts with its first round: a seat that put Elsie out in the PK voted as the first round did.
  const sheriff = e.ballot === 'sheriff';
  if (k.votes.some((v) => v.voter === k.me && v.day === e.day && v.target === e.target && (v.ballot === 'sheriff') === sheriff)) return true;
  return crowdBallot(k, e);
}

/**
 * A deed no reason against its doer, said by this seat: a shared ballot (above), or an accusation this seat made of the same seat
 * the same day: "Remember that Bruno pointed at Elsie on day 1", from Vera who had pointed at Elsie too ("So did you. So did
 * everyone": a model seat's answer, werewolf-9 relay, seed 1280801). Said for a seat, the same accusation is agreement, and counts.
 */
export function sharedDeed(k: Knowledge, e: Evidence): boolean {
  if (e.kind === 'accusation') return e.by !== k.me && k.accusations.some((a) => a.by === k.me && a.target === e.target && a.ev.day === e.day);
  return sharedBallot(k, e);
}

/**
 * A ballot three in four of its round cast (four ballots or more): no seat's own, and no mark for or against its voter. The
 * round counts its skips: four ballots on Mira beside four skips were half the table's choice, and when Mira turned out to be
 * the doctor no bot would say so ("I don't have a read yet, honestly", a relay game, mafia-classic seed 1208302), while the
 * model seats argued from who had voted her and who had held back.
 */
export function crowdBallot(k: Knowledge, e: Extract<Evidence, { kind: 'vote' }>): boolean {
  const round = k.votes.filter((v) => v.day === e.day && v.ballot === e.ballot);
  return round.length >= 4 && round.filter((v) => v.target === e.target).length * 4 >= round.length * 3;
}

/**
 * Who else held a ballot back when this held one was (`e` a vote on nobody): the whole round, three in four of it,
 * or this seat; undefined when the voter held back nearly alone. A held ballot so shared is no mark on its voter.
 */
export function heldWith(k: Knowledge, e: Evidence): 'all' | 'most' | 'me' | undefined {
  if (e.kind !== 'vote' || e.target !== null || e.voter === k.me) return undefined;
  const round = k.votes.filter((v) => v.day === e.day && v.ballot === e.ballot);
  const held = round.filter((v) => v.target === null).length;
  if (round.length >= 4 && held === round.length) return 'all';
  if (round.length >= 4 && held * 4 >= round.length * 3) return 'most';
  return round.some((v) => v.voter === k.me && v.target === null) ? 'me' : undefined;
}

/**
 * Who else cast a ballot on the same seat as this one (`e` a vote on a seat): this seat, the whole round, or three
 * in four of it; undefined when the voter's ballot was its own. Asked about, such a ballot is asked as shared.
 */
export function castWith(k: Knowledge, e: Evidence): 'all' | 'most' | 'me' | undefined {
  if (e.kind !== 'vote' || e.target === null || e.voter === k.me) return undefined;
  // As sharedBallot reads it: the day's run-off counts with its first round.
  if (k.votes.some((v) => v.voter === k.me && v.day === e.day && v.target === e.target && (v.ballot === 'sheriff') === (e.ballot === 'sheriff'))) return 'me';
  const round = k.votes.filter((v) => v.day === e.day && v.ballot === e.ballot && v.target !== null);
  const same = round.filter((v) => v.target === e.target).length;
  if (round.length >= 4 && same === round.length) return 'all';
  return crowdBallot(k, e) ? 'most' : undefined;
}

/** Whether `seat` put up the same seat on the same day as the nomination `e`. */
export function sameNomination(k: Knowledge, seat: number, e: Extract<Evidence, { kind: 'nomination' }>): boolean {
  return k.nominations.some((x) => x.by === seat && x.target === e.target && x.ev.day === e.day);
}
