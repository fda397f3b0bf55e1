// How seats are named (issue 22): players say "Nell", "you", "our sheriff"; a seat tag on every mention
// ("Seat 3 (Nell)") is the first tell a reader names. Counts the public speeches that tag seats so three
// times or more.
import { publicSpeeches, share, type TalkGame } from './talk-games.js';

const TAG = /\bSeat \d+ \([^)]*\)/g;

export interface Tagged {
  speeches: number;
  /** speeches naming seats as "Seat 3 (Nell)" three times or more */
  tagged: number;
  share: number;
  example: string;
}

export function seatTags(games: readonly TalkGame[], atLeast = 3): Tagged {
  let speeches = 0;
  let tagged = 0;
  let example = '';
  for (const g of games) {
    for (const e of publicSpeeches(g)) {
      speeches++;
      if ((String(e.text).match(TAG)?.length ?? 0) < atLeast) continue;
      tagged++;
      example ||= String(e.text);
    }
  }
  return { speeches, tagged, share: share(tagged, speeches), example };
}
