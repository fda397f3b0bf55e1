// Sentence measures: how much of the talk repeats, and how much of it is one stock sentence.
import { escapeRe } from '../engine/parse.js';
import { namePatternOf } from '../players/scripted/speech/names.js';
import { sentenceKey, splitSentences } from '../players/scripted/speech/sentences.js';
import type { GameEvent } from '../engine/events.js';
import { fixedRuns, tableKeys } from '../players/scripted/speech/memory.js';
import { publicSpeeches, share, type TalkGame } from './talk-games.js';

export interface Repetition {
  sentences: number;
  /** sentences equal (seat names aside) to an earlier sentence of the same game, by anyone */
  repeated: number;
  /** sentences equal to an earlier sentence of the same speaker in the same game */
  ownRepeated: number;
  share: number;
  ownShare: number;
}

export function repetition(games: readonly TalkGame[]): Repetition {
  let sentences = 0;
  let repeated = 0;
  let ownRepeated = 0;
  for (const g of games) {
    const heard = new Set<string>();
    const own = new Map<number, Set<string>>();
    const names = namePatternOf(g.events);
    for (const e of publicSpeeches(g)) {
      const mine = own.get(e.seat as number) ?? new Set<string>();
      own.set(e.seat as number, mine);
      for (const s of splitSentences(String(e.text))) {
        const key = sentenceKey(s, names);
        sentences++;
        if (heard.has(key)) repeated++;
        if (mine.has(key)) ownRepeated++;
        heard.add(key);
        mine.add(key);
      }
    }
  }
  return { sentences, repeated, ownRepeated, share: share(repeated, sentences), ownShare: share(ownRepeated, sentences) };
}

export interface CommonSentence {
  speeches: number;
  /** the sentence (seat names aside) found in the most speeches, and in how many */
  sentence: string;
  holding: number;
  share: number;
}

/** The sentence that the most speeches contain, over the speeches `which` keeps. */
export function mostCommonSentence(games: readonly TalkGame[], which: (speech: GameEvent) => boolean = () => true): CommonSentence {
  const holding = new Map<string, number>();
  let speeches = 0;
  for (const g of games) {
    const names = namePatternOf(g.events);
    for (const e of publicSpeeches(g)) {
      if (!which(e)) continue;
      speeches++;
      for (const key of new Set(splitSentences(String(e.text)).map((s) => sentenceKey(s, names)))) holding.set(key, (holding.get(key) ?? 0) + 1);
    }
  }
  let best: [string, number] = ['', 0];
  for (const entry of holding) if (entry[1] > best[1]) best = entry;
  return { speeches, sentence: best[0], holding: best[1], share: share(best[1], speeches) };
}

export interface SaidTwice {
  speeches: number;
  /** speeches holding a sentence the table said before in the same game (seats and names aside) */
  holding: number;
  share: number;
  /** the sentences said again most often, and how many times each was said again */
  top: { sentence: string; again: number }[];
  /** speeches saying seven words in a row, naming no seat, that the table heard before in the game (a line's fixed words) */
  worn: number;
}

/**
 * Issue 22 (build item 8): no sentence said twice in a game by the table. Seat labels and bare names are
 * masked alike, and a persona's opener ("Quick fact-check:", "To be clear,") is set aside: the table hears
 * the sentence after it.
 */
export function saidTwice(games: readonly TalkGame[], topN = 3): SaidTwice {
  let speeches = 0;
  let holding = 0;
  let worn = 0;
  const again = new Map<string, number>();
  for (const g of games) {
    const mask = nameMask(g);
    const heard = new Set<string>();
    const runs = new Set<string>();
    for (const e of publicSpeeches(g)) {
      speeches++;
      let repeats = false;
      const said = splitSentences(mask(String(e.text))).flatMap((s) => fixedRuns(sentenceKey(s)));
      if (said.some((r) => runs.has(r))) worn++;
      for (const r of said) runs.add(r);
      for (const s of splitSentences(mask(String(e.text)))) {
        // The sentence as heard, and what follows a short head and a colon ("You asked, Elsie, so here it is: …").
        const keys = tableKeys(s, null);
        const key = keys.find((x) => heard.has(x));
        if (key !== undefined) {
          repeats = true;
          again.set(key, (again.get(key) ?? 0) + 1);
        }
        for (const x of keys) heard.add(x);
      }
      if (repeats) holding++;
    }
  }
  const top = [...again].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, topN).map(([sentence, n]) => ({ sentence, again: n }));
  return { speeches, holding, share: share(holding, speeches), top, worn };
}

/** Replaces the game's seat names said bare ("Nell") by a seat label, which sentenceKey sets aside. */
function nameMask(g: TalkGame): (text: string) => string {
  const start = g.events.find((e) => e.type === 'game_started');
  const names = ((start?.seats as { name: string }[] | undefined) ?? []).map((s) => escapeRe(s.name));
  if (names.length === 0) return (t) => t;
  const re = new RegExp(String.raw`\b(?:${names.join('|')})\b`, 'g');
  return (t) => t.replace(re, 'Seat 0');
}
