// A later-day lean with no fact against its seat that moved the belief enough to weigh: the seat's own
// ballot is still a fact of the record, however faint. Said beside the seat a ballot cleared ("Greta voted
// Luca on day 1, so Greta is off my list"), it is the same round's other ballot ("Mira voted Jonah that
// day"): the lean follows from the clearing instead of sitting beside it. Seen in self-play: "Something
// about Mira bothers me. Nell cast a vote against Luca on day 1, so Nell is off my list. I'm putting my
// vote on Mira", a reason about another seat and none about the seat voted.
import type { BotInput } from '../bot.js';
import type { Evidence } from '../speech/plan.js';
import { onReading } from './claim-reading.js';
import { crowdBallot, sharedBallot } from '../speech/shared-ballot.js';

type Vote = Extract<Evidence, { kind: 'vote' }>;

/**
 * `t`'s ballot that speaks against it in the speaker's reading (on a seat not taken for evil), one the speaker
 * did not cast the same way nor the whole table did: the one of the same round as `beside` (a ballot that
 * cleared another seat) when `t` voted elsewhere in it, else `t`'s newest.
 */
export function weakBallot(b: BotInput, sincere: boolean, t: number, beside?: Evidence): Vote | undefined {
  const { k } = b;
  const usable = (e: Vote) => e.target !== null && !sharedBallot(k, e) && !crowdBallot(k, e) && b.r.bears(e, t, 1) && onReading(b, sincere, [e]).length > 0;
  const mine = k.votes.filter((v) => v.voter === t && v.ballot !== 'sheriff' && usable(v.ev)).map((v) => v.ev);
  if (beside?.kind === 'vote' && beside.ballot !== 'sheriff') {
    const same = mine.filter((e) => e.day === beside.day && e.ballot === beside.ballot && e.target !== beside.target);
    if (same.length) return same.reduce((x, y) => (Math.abs(y.n - beside.n) < Math.abs(x.n - beside.n) ? y : x));
  }
  return mine[mine.length - 1];
}
