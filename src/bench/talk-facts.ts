// Speeches from the evidence (issue 22): later-day discussion speeches that name no fact of the record,
// and reasons that are the speaker's own claim restated. A speech's facts are the citations it makes
// that the log before it holds (talk-citations.ts reads every wording of speech/cite.ts), plus a check or
// night action the speaker reports as its own (new facts it puts on the record).
import type { Claim } from '../engine/core-events.js';
import { splitSentences } from '../players/scripted/speech/sentences.js';
import { factsOf, heardSpeeches, type Fact } from './talk-citations.js';
import { share, type TalkGame } from './talk-games.js';

export interface Bare {
  /** discussion speeches of day 2 or later */
  speeches: number;
  /** of them, the ones naming no fact */
  bare: number;
  share: number;
  examples: string[];
}

export function bareSpeeches(games: readonly TalkGame[]): Bare {
  let speeches = 0;
  let bare = 0;
  const examples: string[] = [];
  for (const { e, h, before } of heardSpeeches(games, (x) => x.context === 'discussion' && x.day >= 2)) {
    speeches++;
    const reports = ((e.claims as Claim[] | undefined) ?? []).some((c) => c.kind === 'check' || c.kind === 'acted');
    if (reports || factsOf(String(e.text), h, before).length > 0) continue;
    bare++;
    if (examples.length < 5) examples.push(String(e.text));
  }
  return { speeches, bare, share: share(bare, speeches), examples };
}

export interface Circular {
  speeches: number;
  /** speeches citing one of the speaker's own statements (a check it reported, a role it claimed, an accusation, defence or nomination it made) */
  circular: number;
  share: number;
  examples: string[];
}

/** Facts that are a seat's own words: citing one's own is offering a claim as its own proof. */
const STATEMENTS = new Set<Fact['kind']>(['role', 'check', 'suspect', 'trust', 'nomination', 'action', 'confession']);

/**
 * Speeches with a sentence whose only citations are the speaker's own statements ("The reason is simple:
 * I called Seat 8 (Ada) a werewolf earlier today"), or its own ballot against a seat the sentence names
 * again ("I cast a vote against Seat 1 yesterday, and that is why I have a bad feeling about Seat 1"). A
 * sentence that sets the speaker's statement beside another seat's fact (a counter-claim: "I claimed to be
 * the seer, yet Seat 8 claimed to be the seer") is an argument, not a restatement; so is its own ballot
 * said plainly ("I voted Seat 5 yesterday, and I would again").
 */
export function circularReasons(games: readonly TalkGame[]): Circular {
  let speeches = 0;
  let circular = 0;
  const examples: string[] = [];
  for (const { e, h, before } of heardSpeeches(games, (x) => x.context !== 'campaign')) {
    speeches++;
    const text = String(e.text);
    const all = factsOf(text, h, before);
    if (!all.some((f) => f.seat === e.seat && (STATEMENTS.has(f.kind) || f.kind === 'vote'))) continue;
    const own = sentenceSpans(text).find(({ s, start, end }) => {
      // A deed of its own answered (owned, stood by, shared, disowned) is an answer to the table, not a proof.
      if (OWNED.test(s)) return false;
      const inside = all.filter((f) => f.at >= start && f.at < end);
      const restated = (f: Fact) => f.seat === e.seat && (STATEMENTS.has(f.kind) || (f.kind === 'vote' && namedAgain(text, start, end, f, h.names ?? [])));
      return inside.length > 0 && inside.every(restated);
    });
    if (own === undefined) continue;
    circular++;
    if (examples.length < 5) examples.push(own.s);
  }
  return { speeches, circular, share: share(circular, speeches), examples };
}

/**
 * Words that answer for a deed of the speaker's own rather than offer it as a reason: owned or stood by ("and I stand
 * by it", "I would do it again", "I was wrong about Luca", "I see Luca differently now"), or shared ("and so did Bo and
 * Iris", "along with Ada": "if that ballot marks me, it marks them too"). A seat under fire answers its record so.
 */
// Stood by on its own check too ("I voted Bruno yesterday, because my own check called Bruno a werewolf, and it still does": REBUT's
// 'checked', bf29441): the deed answered by what the speaker saw, not the check offered as proof of itself.
// A word for a seat taken back before a case against it ("I stood up for Jonah on day 1; not any more": talk-plan's ownTurn) is a
// turn owned, not a proof. So REBUT's other shared answers ("…, as did Oskar and Ada; I was hardly alone"), which the answer to a
// second accuser says after its lead ("And to Nell: just now, I voted Nell, as did Oskar and Ada…": talk bench, seed 1272201).
const OWNED = /\b(?:I stand by it|my own check called \w+ .{1,20}, and it still does|my check on \w+ is why|I would (?:do it|cast it|say (?:it|the same)) again|I would say the same|I was wrong about|I was wrong to|I take that back|not any more|I read \w+ wrong|differently now|on what I had then|I've come off|nothing since has changed my mind|I still don't think|so did|along with|marks? (?:me|them|her|him)|says (?:nothing|little) about me|I was hardly alone|only I am asked|did the same, so ask|nobody is asking|the questions for \w+ still stand)\b/i;

/** A text's sentences with where each starts and ends in it. */
function sentenceSpans(text: string): { s: string; start: number; end: number }[] {
  let from = 0;
  return splitSentences(text).map((s) => {
    const start = text.indexOf(s, from);
    from = start + s.length;
    return { s, start, end: from };
  });
}

/** Whether the sentence [start, end) names the fact's seat again outside the citation itself. */
function namedAgain(text: string, start: number, end: number, f: Fact, names: readonly string[]): boolean {
  if (f.about === null) return false;
  const name = names[f.about - 1];
  const ref = new RegExp(String.raw`\bSeat ${f.about}\b${name ? String.raw`|\b${name}\b` : ''}`, 'g');
  const outside = text.slice(start, f.at) + ' ' + text.slice(f.at + f.said.length, end);
  // A label "Seat 4 (Ada)" is one mention, not two.
  return (outside.replace(/Seat (\d+) \([^)]*\)/g, 'Seat $1').match(ref)?.length ?? 0) > 0;
}

export interface SharedBallots {
  /** ballots cited in a sentence of a speech that suspects or votes the voter */
  cited: number;
  /** of them, a ballot the speaker cast on the same seat the same day, or one three in four of its round cast */
  shared: number;
  examples: string[];
}

/**
 * Words that concede a fact to the seat rather than hold it against it ("which counts for Greta"), or say the
 * ballot was shared ("Luca, you voted Priya yesterday, as I did; give us a name today": a question, not a case), or put
 * again ("Wren, you voted Priya yesterday too, so the question Ada put to Luca is yours as well").
 */
const CONCEDED = /\b(?:counts? for|speaks? for|in [^,.;]*(?:'s|s') favour|in (?:your|their|his|her) favour|as (?:I|we all|most of us) did|(?:too|as well)(?:, so the question|, and I'd like your answer to|; same question))\b/i;

/**
 * Ballots held against their voter that the speaker cast the same way, or the whole table did (seen in play:
 * Elsie, who had voted Seat 3 for sheriff with eight others, said "Tomas backed Seat 3 for sheriff earlier
 * today, and that is why I'd keep an eye on Tomas"). A ballot conceded in the voter's favour, or said as shared, is not counted.
 */
export function sharedBallots(games: readonly TalkGame[]): SharedBallots {
  let cited = 0;
  let shared = 0;
  const examples: string[] = [];
  for (const { e, h, before } of heardSpeeches(games, (x) => x.context !== 'campaign')) {
    const against = new Set(((e.claims as Claim[] | undefined) ?? []).filter((c) => c.kind === 'suspect' || c.kind === 'vote').map((c) => ('target' in c ? c.target : null)));
    const text = String(e.text);
    const votes = before.filter((x) => x.type === 'vote' && x.target !== null);
    const bounds = sentenceSpans(text);
    for (const f of factsOf(text, h, before)) {
      if (f.kind !== 'vote' || f.seat === null || f.about === null || f.seat === e.seat || !against.has(f.seat)) continue;
      const sentence = bounds.find((x) => f.at >= x.start && f.at < x.end)?.s ?? '';
      if (CONCEDED.test(sentence)) continue;
      cited++;
      const sheriff = / for sheriff/.test(f.said);
      // The day the citation names ("yesterday", "on day 3"; today when it names none).
      // A date may come first ("Yesterday, Oskar voted me"): the words just before the citation are read too.
      const dated = text.slice(Math.max(0, f.at - 14), f.at).replace(/^.*[.!?;:]\s*/, '') + f.said;
      const named = /\bon day (\d+)\b/i.exec(dated);
      const day = named ? Number(named[1]) : /\byesterday\b/i.test(dated) ? e.day - 1 : e.day;
      const castBy = (seat: unknown) => votes.find((v) => v.seat === seat && v.day === day && v.target === f.about && (v.ballot === 'sheriff') === sheriff);
      const ballot = castBy(f.seat);
      if (!ballot) continue;
      // Its round: that day's ballots of the same kind (a sheriff race; else the round the voter cast it in), its skips counted:
      // four ballots on a seat beside four skips were half the table's choice, not the whole table's (as the bots read it,
      // speech/shared-ballot.ts).
      const round = before.filter((v) => v.type === 'vote' && v.day === day && v.ballot === ballot.ballot);
      const crowd = round.length >= 4 && round.filter((v) => v.target === f.about).length * 4 >= round.length * 3;
      if (castBy(e.seat) || crowd) {
        shared++;
        if (examples.length < 5) examples.push(sentence);
      }
    }
  }
  return { cited, shared, examples };
}
