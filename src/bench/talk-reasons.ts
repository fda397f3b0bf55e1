// Vote intentions without a reason: public speeches that announce a vote (a structured vote claim for
// a seat) and cite nothing — no dated fact, check, claim, vote or death, no case followed, no check reported.
import type { Claim } from '../engine/core-events.js';
import { publicSpeeches, share, type TalkGame } from './talk-games.js';

// Every citation the grammar makes carries a date or one of these verbs (speech/cite.ts); a fact of today may go undated.
// A case taken up is a reason however it is worded ("I'm with Ada on the case against Luca", "I'm going on Ada's word",
// a first-day hunch shared: "Ada named Luca first; I have the same itch"), a point another seat made, retold by who made it
// ("one of Jonah and Mira is lying, as Hugo put it"), a check taken on the investigator's word ("I take Tomas's word on Greta",
// "Mira's result moves me too", "What Greta found on Vera settles it"), a case followed by who leads it ("I'll go where Katya is
// going on Mira"), the claims weighed ("of the two seer claims, I believe Nell's", "I take Iris as the seer") or a clearing heard.
const REASON =
  /\b(?:yesterday|earlier today|last night|this morning|on (?:day|night) \w+|checked|check|came back|claimed|came out as|accused|pointed at|went after|voted|cast a vote|backed|defended|stood up for|spoke up for|nominated|put .+ up for the vote|confessed|owned up|killed|died|dead|banished|voted out|shot|turned out|revealed|badge|reported|called .+ (?:a|an) \w+|called (?:Seat \d+ \([^)]*\)|[A-Z][\w'’-]*|you|me) (?:mafia|not mafia|good)|said .+ came back|made the case against|case against|['’]s case\b|going on .+['’]s word|trusting .+['’]s read|I follow|said against|named .+ first|I['’]m where .+ is on|next to .+ on|showed that|cannot both|both cannot|as (?:Seat \d+ \([^)]*\)|[A-Z][\w'’-]*|you) (?:said|put it|pointed out)|found on|going on .+['’]s|I['’]ll go where .+ is going|the two (?:seer )?claims|seer claims?|claim to be|(?:as|to be) the (?:seer|detective|sheriff)|clear(?:ed|s)?|made the case|is the one lying|I believe [A-Z]\w* over|say they are|about being|coming over to|I['’]m with .+ on this|I['’]m on \w+ too|Like .+, I['’]m on|Count me with|Same side as)\b/i;
// A seat's result or read taken up, after its name ("Tomas's word on Greta", "Mira's result moves me", "Oskar's read on
// Priya"): no word boundary before the apostrophe of "Seat 3 (Nell)'s".
const TAKEN = /['’]s (?:word|result|read) on\b|['’]s result\b/i;

export interface Unreasoned {
  /** speeches announcing a vote for a seat */
  intents: number;
  /** of those, the ones citing nothing */
  bare: number;
  share: number;
  examples: string[];
}

export function unreasonedIntents(games: readonly TalkGame[]): Unreasoned {
  let intents = 0;
  let bare = 0;
  const examples: string[] = [];
  for (const g of games) {
    for (const e of publicSpeeches(g)) {
      const claims = (e.claims as Claim[] | undefined) ?? [];
      if (!claims.some((c) => c.kind === 'vote' && (c as { target: number | null }).target !== null)) continue;
      intents++;
      const text = String(e.text);
      // A check reported in the same speech is its reason, however the persona words it.
      if (REASON.test(text) || TAKEN.test(text) || claims.some((c) => c.kind === 'check')) continue;
      bare++;
      if (examples.length < 5) examples.push(text);
    }
  }
  return { intents, bare, share: share(bare, intents), examples };
}
