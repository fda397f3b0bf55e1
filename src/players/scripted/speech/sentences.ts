// What counts as one sentence, and when two sentences are "the same": the grammar remembers what was
// said by these rules, and the talk metrics count repetition by them too.
import { ADDRESS_WORDS } from './vocatives.js';

/** Splits a speech into sentences: after . ! ? (and a closing quote or bracket), before a capital. */
export function splitSentences(text: string): string[] {
  // Most lines are one sentence: no closing mark before the end.
  if (!INNER_MARK.test(text)) {
    const t = text.trim();
    return t ? [t] : [];
  }
  return text
    .split(/(?<=[.!?]["')\]]?)\s+(?=["'(]?[A-Z0-9])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const INNER_MARK = /[.!?]["')\]]?\s+\S/;

/**
 * A sentence with its seats' names and its closing mark set aside, lower-cased, spaces collapsed. `names`:
 * the table's names said bare (speech/names.ts namePattern), set aside like "Seat 4 (Ada)".
 */
export function sentenceKey(sentence: string, names?: RegExp | null): string {
  // Called for every sentence said or weighed, so the common case (no label, single spaces) is cheap.
  let t = sentence.toLowerCase();
  if (t.includes('seat')) t = withoutSeats(t);
  if (names) t = t.replace(names, 'seat #');
  // A count of seats is no part of what a line says: "put me beside five of you on Ada" is the line the next seat says
  // as "put me beside six of you on Ada" (two speeches in a row, werewolf at 80x24, seed 8813).
  if (t.includes(' of ')) t = t.replace(COUNT_OF, '#n of $1');
  if (t.includes('  ') || /[^\S ]/.test(t)) t = t.replace(/\s+/g, ' ');
  let end = t.length;
  while (end > 0 && (t[end - 1] === '.' || t[end - 1] === '!' || t[end - 1] === '?' || t[end - 1] === ' ')) end--;
  if (end < t.length) t = t.slice(0, end);
  // A word for the table opening or closing it is no part of what it says ("put my vote down for seat #, love" is
  // "put my vote down for seat #": an address said once a speech would otherwise hide a sentence said again).
  if (t.includes(', ')) t = t.replace(ADDRESS_TAIL, '').replace(ADDRESS_HEAD, '');
  return t.trimStart();
}

const COUNT_OF = /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|\d+) of (you|us|them)\b/g;

const ADDRESS_TAIL = new RegExp(`, (?:${ADDRESS_WORDS.join('|')})$`);
const ADDRESS_HEAD = new RegExp(`^\\s*(?:${ADDRESS_WORDS.join('|')}), `);

// "seat 4 (ada)", "seat 4's", "seat 4": the seat is what changes between otherwise equal sentences.
const SEAT_LABEL = /\bseat\s+\d+(?:\s+\([^)]*\))?/g;

function withoutSeats(t: string): string {
  // The grammar's own labels ("seat 4 (ada)", single spaces) are cut by hand; other spacing goes to the pattern.
  if (LOOSE.test(t)) return t.replace(SEAT_LABEL, 'seat #');
  let out = '';
  let from = 0;
  for (let i = t.indexOf('seat ', 0); i >= 0; i = t.indexOf('seat ', i + 1)) {
    let j = i + 5;
    const digits = j;
    while (j < t.length && t.charCodeAt(j) >= 48 && t.charCodeAt(j) <= 57) j++;
    if (j === digits || (i > 0 && WORD.test(t[i - 1]!))) continue;
    if (t[j] === ' ' && t[j + 1] === '(') {
      const close = t.indexOf(')', j);
      if (close > 0) j = close + 1;
    }
    out += t.slice(from, i) + 'seat #';
    from = j;
    i = j - 1;
  }
  return out + t.slice(from);
}

const LOOSE = /seat(?: \s|[^\S ])|seat \d+(?: \s|[^\S ]+\()/;
const WORD = /\w/;
