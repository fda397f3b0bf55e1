// A summary of the votes: on a later day one seat of the table goes over the day before's ballots aloud, who
// voted whom, before its own case, as players do ("Let's go over yesterday's vote: …"). One seat a day, and
// which one is read from the ballots themselves, so every seat works it out alike from the public record
// alone and no two bots count the same vote on one day. Only a vote worth counting: four ballots or more,
// split over two seats at least. The ballot the speech's own case goes on to cite is named in the count.
import type { BotInput } from '../bot.js';
import type { Knowledge, VoteFact } from '../knowledge.js';
import type { Act, Evidence } from '../speech/plan.js';

type Audit = Extract<Act, { act: 'audit' }>;
type VoteEv = Extract<Evidence, { kind: 'vote' }>;

/** Fewer ballots than this, or all on one seat, and there is nothing to go over. */
const WORTH = 4;

/** The first day-vote round of the day before (its main vote, not a run-off): every ballot, in the order cast. */
function yesterdaysVote(k: Knowledge): VoteFact[] {
  const day = k.day - 1;
  const ballots = k.votes.filter((v) => v.day === day && v.ballot !== 'sheriff');
  const round = ballots[0]?.ballot;
  return ballots.filter((v) => v.ballot === round);
}

/** Which of the day's speakers counts the vote: the second, third or fourth, fixed by the ballots themselves. */
function slotOf(day: number, round: readonly VoteFact[]): number {
  let h = day;
  for (const v of round) h = (h * 31 + v.voter * 7 + (v.target ?? 0)) % 1009;
  return 1 + (h % 3);
}

/** The audit this speech opens its case with, if this seat is the day's counter and the vote is worth it. */
export function audit(b: BotInput, acts: readonly Act[], t: number | undefined): Audit | undefined {
  const { k } = b;
  // A count opens a case: a speech with no seat to vote says nothing after it.
  if (k.day < 2 || auditAt(acts) < 0) return undefined;
  const round = yesterdaysVote(k);
  const voted = new Set(round.flatMap((v) => (v.target === null ? [] : [v.target])));
  if (round.length < WORTH || voted.size < 2) return undefined;
  const before = k.speechesToday.filter((x) => x.seat !== k.me && x.context === 'discussion').length;
  if (before !== slotOf(k.day, round)) return undefined;
  const by = new Map<number | null, number[]>();
  for (const v of round) by.set(v.target, [...(by.get(v.target) ?? []), v.voter]);
  // The most voted first; ballots for nobody last.
  const groups = [...by]
    .map(([target, voters]) => ({ target, voters }))
    .sort((x, y) => Number(x.target === null) - Number(y.target === null) || y.voters.length - x.voters.length);
  const removed = k.deaths.find((d) => d.day === k.day - 1 && voted.has(d.seat) && (d.cause === 'banished' || d.cause === 'eliminated'));
  const shown = removed ? k.revealed.get(removed.seat) : undefined;
  const odd = t === undefined ? undefined : restsOn(acts, t, new Set(round.map((v) => v.ev.n)));
  return {
    act: 'audit',
    day: k.day - 1,
    groups,
    ...(removed && shown ? { shown: { seat: removed.seat, role: shown.role } } : {}),
    ...(odd ? { odd } : {}),
  };
}

/** The ballot of `t`'s in the round counted that this speech's case against `t` cites, if any. */
function restsOn(acts: readonly Act[], t: number, round: ReadonlySet<number>): VoteEv | undefined {
  for (const a of acts) {
    if (a.act !== 'accuse' && a.act !== 'vote_intent') continue;
    if (a.target !== t) continue;
    const e = a.because.find((x): x is VoteEv => x.kind === 'vote' && x.voter === t && x.target !== null && round.has(x.n));
    if (e) return e;
  }
  return undefined;
}

/** Where the audit goes: before the speech's case (its first act about a seat to vote); −1 for a speech with none. */
export function auditAt(acts: readonly Act[]): number {
  return acts.findIndex((a) => a.act === 'accuse' || a.act === 'lean' || a.act === 'vote_intent' || a.act === 'nominate' || a.act === 'ask_vote');
}
