// How the bots name a seat aloud: as players at a table do, by name ("Nell"). The seat number is added
// only where the name alone would not do: two seats share it (a person may take a persona's name), or
// it reads as a word of the sentence ("I", "You", "Someone") or is not a plain name at all.
import { escapeRe } from '../../../engine/parse.js';

export interface NamedSeat {
  seat: number;
  name: string;
}

/** Words a name cannot be said bare as: the grammar's own pronouns and words that open its sentences. */
const WORDS = new Set(
  ['i', 'me', 'my', 'you', 'your', 'we', 'us', 'our', 'they', 'them', 'their', 'he', 'she', 'him', 'her', 'it', 'its', 'seat', 'nobody', 'no one', 'someone', 'somebody', 'everyone', 'everybody', 'anyone', 'anybody', 'one', 'the', 'a', 'an', 'and', 'but', 'so', 'yes', 'no', 'not', 'today', 'yesterday', 'tonight', 'day', 'night', 'sheriff', 'mafia', 'werewolf', 'wolf', 'town', 'village', 'moderator'],
);

/** A plain name: letters (and a hyphen or apostrophe inside), capitalised, at most two words. */
const PLAIN = /^\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)?$/u;

/** The table's seats, each as it is said aloud: "Nell", or "Seat 3 (Nell)" where the name alone would not do. */
export function seatNames(seats: readonly NamedSeat[]): Map<number, string> {
  const count = new Map<string, number>();
  for (const s of seats) count.set(s.name.toLowerCase(), (count.get(s.name.toLowerCase()) ?? 0) + 1);
  const out = new Map<number, string>();
  for (const s of seats) {
    const key = s.name.toLowerCase();
    const bare = count.get(key) === 1 && PLAIN.test(s.name) && !WORDS.has(key);
    // A person left unnamed is "You" on their own screen: the table calls that seat by its number.
    out.set(s.seat, bare ? s.name : key === 'you' ? `Seat ${s.seat}` : `Seat ${s.seat} (${s.name})`);
  }
  return out;
}

// One namer per table (keyed by its names: every view of a game seats the same), the latest tables kept.
const namers = new Map<string, { f: (seat: number) => string; said: string[] }>();
const KEPT = 64;

/** The label a seat is said by at this table; an unknown seat keeps its number. */
export function namer(seats: readonly NamedSeat[]): (seat: number) => string {
  const key = seats.map((s) => s.name).join('\u0000');
  let t = namers.get(key);
  if (!t) {
    const names = seatNames(seats);
    t = { f: (seat: number) => names.get(seat) ?? `Seat ${seat}`, said: [...names.values()].map((n) => n.split(' ')[0]!) };
    namers.set(key, t);
    for (const n of t.said) bare.set(n, (bare.get(n) ?? 0) + 1);
    if (namers.size > KEPT) {
      // The oldest table leaves; the names of the tables kept (this one among them) stay. Counted, not gathered
      // again from every table kept: a bench's every game seats a new table, and each one evicted another.
      const oldest = namers.keys().next().value!;
      for (const n of namers.get(oldest)!.said) {
        const left = bare.get(n)! - 1;
        if (left) bare.set(n, left);
        else bare.delete(n);
      }
      namers.delete(oldest);
    }
  }
  return t.f;
}

/** First words of the names the kept tables say bare ("Nell"), each with how many of those tables say it: a name keeps its capital mid-sentence. */
const bare = new Map<string, number>();

/** Whether a word is a seat's name said at a table (after an eviction, until its table speaks again). */
export const isName = (word: string): boolean => bare.has(word);

/**
 * The names said bare at this table, as one pattern (whole words): memory and the talk metrics read two
 * sentences that differ only in the seats they name as the same sentence. Null for a table with none.
 */
export function namePattern(seats: readonly NamedSeat[]): RegExp | null {
  const names = [...seatNames(seats).values()].filter((n) => !n.startsWith('Seat ')).map((n) => escapeRe(n.toLowerCase()));
  if (!names.length) return null;
  const alts = names.sort((a, b) => b.length - a.length).join('|');
  // Plain ASCII names (every persona's) take the quicker word-boundary pattern.
  return /^[a-z' |-]*$/.test(alts) ? new RegExp(`\\b(?:${alts})\\b`, 'g') : new RegExp(`(?<![\\p{L}'’-])(?:${alts})(?![\\p{L}'’-])`, 'gu');
}

/** The name pattern of the table a log or a view belongs to, read from its public start. */
export function namePatternOf(events: readonly { type: string; seats?: unknown }[]): RegExp | null {
  const start = events.find((e) => e.type === 'game_started');
  return Array.isArray(start?.seats) ? namePattern(start.seats as NamedSeat[]) : null;
}
