// Reasons the wrong way round (issue 22): reasoning that gives "X voted Y" as a reason to suspect X when
// Y was at that moment known evil — revealed evil on death, checked evil by the thinker, or believed
// evil by it (its last notes put Y at 80% or more). A vote on a known-evil seat clears the voter; a
// sheriff ballot for one does not (it backed the seat), so "X backed Y for sheriff" is not counted.
// Read from the THINK lines of the logs; hints and the review's reasons (src/practice) go through the
// same reader (talk-hints.ts).
import type { GameEvent } from '../engine/events.js';
import { ballotsCited, seatNames } from './talk-citations.js';
import { share, type TalkGame } from './talk-games.js';

/** A thinker's belief at or above this is "believed evil". */
export const BELIEVED_EVIL = 0.8;

const GOOD_TEAMS = new Set(['village', 'town']);
const BAD_RESULTS = new Set(['werewolf', 'mafia']);

/** Words that set a cited vote in the voter's favour, in the clause that cites it. */
const FAVOUR = /\b(?:clear(?:s|ed|ing)?|in (?:their|his|her|its|my) favou?r|in [\w ()'’-]+?['’]s favou?r|speaks? for|counts? for|for (?:them|him|her)\b|good sign|trust(?:s|ed)?|vouch)/i;

/** "Seat 7 (Bruno) at 33%" or "Bruno at 33%": the seat a reason in parentheses after it is about. */
const SUBJECT = /(?:Seat (\d+)(?: \([^)]*\))?|([A-Z][a-z]+)) at \d+%/g;

/** Whether a sentence before a cited ballot already set its voter in their favour ("The table trusts Seat 8 (Vera): …", "Vera reads as good"): the facts after it are that trust's reasons. */
function favoured(before: string, voter: number, names: readonly string[]): boolean {
  const name = names[voter - 1];
  const seat = `(?:Seat ${voter}(?: \\([^)]*\\))?${name ? `|${name}` : ''})`;
  return new RegExp(`\\btrusts? ${seat}(?![\\w(])|\\b${seat} reads as good`, 'i').test(before);
}

/** Whether the words right after a cited ballot say its voter was then killed: the ballot is cited against its target. */
function killedAfter(after: string, voter: number, names: readonly string[]): boolean {
  const name = names[voter - 1];
  const seat = `(?:Seat ${voter}(?: \\([^)]*\\))?${name ? `|${name}` : ''}|they|she|he)`;
  return new RegExp(`^,? and ${seat} (?:was killed|died|was found dead)\\b`, 'i').test(after);
}

/** How the thinker knew a seat evil: shown on death, its own check, or its belief (its last notes, or the hint's model). */
export type Known = 'revealed' | 'checked' | 'believed';

export interface WrongWayLine {
  /** the text of the line (a THINK, a hint's reason) */
  text: string;
  /** the cited ballot on a known-evil seat, as said */
  said: string;
}

/**
 * The ballots a reasoning text gives against their voter, each with whether its target was then known
 * evil. A ballot is given against its voter when the clause citing it is about the voter ("Seat 7 at 40%
 * (Seat 7 voted Seat 4)", or no other seat is its subject) and says nothing of it in the voter's favour.
 */
export function votesAgainstVoter(text: string, thinker: number, names: readonly string[], knownEvil: (seat: number) => Known | undefined): Cited[] {
  const out: Cited[] = [];
  for (const b of ballotsCited(text, thinker, names)) {
    // A sheriff ballot backs its candidate: backing a seat known evil is a fair reason to doubt the voter.
    if (/ for sheriff\b/.test(b.said)) continue;
    const from = Math.max(text.lastIndexOf('. ', b.at), text.lastIndexOf('; ', b.at)) + 1;
    const ends = ['. ', '; '].map((m) => text.indexOf(m, b.at + b.said.length)).filter((i) => i >= 0);
    const clause = text.slice(from, ends.length ? Math.min(...ends) : text.length);
    if (FAVOUR.test(clause) || favoured(text.slice(0, b.at), b.voter, names)) continue;
    // "Hugo voted Bruno yesterday, and Hugo was killed last night": the pack silenced a voice against Bruno, a reason about Bruno.
    if (killedAfter(text.slice(b.at + b.said.length), b.voter, names)) continue;
    let subject: number | undefined;
    for (const m of text.slice(from, b.at).matchAll(SUBJECT)) {
      const i = m[1] !== undefined ? Number(m[1]) : names.indexOf(m[2]!) + 1;
      if (i > 0) subject = i;
    }
    if (subject !== undefined && subject !== b.voter) continue;
    const known = knownEvil(b.target);
    out.push(known ? { said: b.said, known } : { said: b.said });
  }
  return out;
}

/** What a seat knows of who is evil, as the log runs: reveals, its own checks, its latest notes. */
export class EvilKnown {
  private readonly revealed = new Set<number>();
  private readonly checked = new Map<number, Set<number>>();
  private readonly notes = new Map<number, Record<string, number>>();

  add(e: GameEvent): void {
    if (e.type === 'role_revealed' && e.vis === 'public' && !GOOD_TEAMS.has(String(e.team))) this.revealed.add(e.seat as number);
    if ((e.type === 'seer_checked' || e.type === 'investigated') && BAD_RESULTS.has(String(e.result))) {
      const mine = this.checked.get(e.seat as number) ?? new Set<number>();
      mine.add(e.target as number);
      this.checked.set(e.seat as number, mine);
    }
    if (e.type === 'memory') {
      const s = (e.notes as { suspicion_updates?: Record<string, number> } | undefined)?.suspicion_updates;
      if (s) this.notes.set(e.seat as number, s);
    }
  }

  /** Whether `seat` is known evil to `thinker` now, and how. */
  by(thinker: number, seat: number): Known | undefined {
    if (this.revealed.has(seat)) return 'revealed';
    if (this.checked.get(thinker)?.has(seat)) return 'checked';
    return (this.notes.get(thinker)?.[String(seat)] ?? 0) >= BELIEVED_EVIL ? 'believed' : undefined;
  }
}

export interface WrongWay {
  /** reasoning lines giving a ballot as a reason to suspect its voter */
  lines: number;
  /** of them, lines where that ballot was on a seat then known evil */
  onEvil: number;
  share: number;
  /** the lines on a known-evil seat, by how it was known (the first of revealed, checked, believed) */
  byKnown: Record<Known, number>;
  examples: WrongWayLine[];
}

/** A ballot a reasoning text gives against its voter; `known`: how its target was then known evil. */
export interface Cited {
  said: string;
  known?: Known;
}

export const noWrongWay = (): WrongWay => ({ lines: 0, onEvil: 0, share: 0, byKnown: { revealed: 0, checked: 0, believed: 0 }, examples: [] });

/** Every THINK line of the logs, read as the thinker knew the game at that moment. */
export function thinkWrongWay(games: readonly TalkGame[]): WrongWay {
  const out = noWrongWay();
  for (const g of games) {
    const names = seatNames(g.events);
    const known = new EvilKnown();
    for (const e of g.events) {
      known.add(e);
      if (e.type !== 'think') continue;
      const thinker = e.seat as number;
      count(out, String(e.text), votesAgainstVoter(String(e.text), thinker, names, (s) => known.by(thinker, s)));
    }
  }
  out.share = share(out.onEvil, out.lines);
  return out;
}

/** Adds one line's reading to the tally. */
export function count(out: WrongWay, text: string, found: readonly Cited[]): void {
  if (found.length === 0) return;
  out.lines++;
  const bad = found.find((f) => f.known);
  if (!bad?.known) return;
  out.onEvil++;
  out.byKnown[bad.known]++;
  if (out.examples.length < 3) out.examples.push({ text, said: bad.said });
}
