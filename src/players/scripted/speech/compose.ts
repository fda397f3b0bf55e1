// Putting words together so they read as sentences: slots filled, a lead-in joined to what follows it
// (its next word in lower case unless it is "I", a seat or a name), one capital at the start, one closing mark.
import { isName } from './names.js';

/** Fills `{name}` slots; a slot with no value is left as it is (the persona schema forbids strays). */
export function fill(template: string, slots: Readonly<Record<string, string>>): string {
  // By hand, not with a replace callback: it runs for every wording weighed.
  let open = template.indexOf('{');
  if (open < 0) return template;
  let out = '';
  let from = 0;
  while (open >= 0) {
    const close = template.indexOf('}', open);
    if (close < 0) break;
    const value = slots[template.slice(open + 1, close)];
    if (value !== undefined) {
      out += template.slice(from, open) + value;
      from = close + 1;
    }
    open = template.indexOf('{', close + 1);
  }
  return out + template.slice(from);
}

// Words that keep their capital inside a sentence (and the table's names: speech/names.ts).
const KEEP_CAPITAL = /^(?:I|I'm|I'd|I've|I'll|Seat)\b/;

/** The start of `s` as it reads after a comma: "Let's go" → "let's go", "I think" stays. */
export function lowerStart(s: string): string {
  return KEEP_CAPITAL.test(s) || isName(/^[^\s,;:'’.!?]+/.exec(s)?.[0] ?? '') ? s : s.charAt(0).toLowerCase() + s.slice(1);
}

export const upperStart = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "A", "A and B", "A, B and C". */
export const and = (xs: readonly string[]): string => (xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

/** Small counts in words ("five of you"). */
export const COUNT: Readonly<Record<number, string>> = { 1: 'one', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 8: 'eight', 9: 'nine', 10: 'ten', 11: 'eleven' };

/** Trims, tidies spaces around punctuation, capitalises, and ends with exactly one closing mark. */
export function finish(s: string): string {
  // Runs for every wording weighed, so each repair is tried only when it is needed.
  let t = s;
  if (t.includes('  ') || t.includes('\n') || t.includes('\t')) t = t.replace(/\s+/g, ' ');
  if (SPACE_BEFORE_MARK.test(t)) t = t.replace(/ +([,;:.!?])/g, '$1');
  if (t.includes(',,')) t = t.replace(/,{2,}/g, ',');
  let end = t.length;
  while (end > 0 && TRAILING.includes(t[end - 1]!)) end--;
  t = t.slice(0, end).trim();
  if (!CLOSED.test(t)) t += '.';
  // A line of two sentences, the second started by a slot ("Seat 4? a werewolf."), gets its capital too.
  if (INNER_START.test(t)) t = t.replace(INNER_START_ALL, (m) => m.toUpperCase());
  return t.charAt(0).toUpperCase() + t.slice(1);
}

const INNER_START = /[.!?]["')]? [a-z]/;
const INNER_START_ALL = /(?<=[.!?]["')]? )[a-z]/g;

const SPACE_BEFORE_MARK = / [,;:.!?]/;
const TRAILING = ',;:—- ';
const CLOSED = /[.!?]["')]?$/;

/**
 * A lead-in and a sentence as one sentence: "Now then," + "Let's vote." → "Now then, let's vote." A sentence
 * that already says the lead-in's words takes none ("I'm afraid," + "I'm afraid I don't believe Hugo…" is not
 * "I'm afraid, I'm afraid I don't…").
 */
export function lead(opener: string, sentence: string): string {
  return echoes(opener, sentence) ? finish(sentence) : finish(`${opener} ${lowerStart(sentence)}`);
}

/** A lead-in that calls the whole table ("Okay, everybody,", "Hot take, folks:", "Members of the jury,"). */
const TO_THE_TABLE = /\b(?:everybody|everyone|folks|friends|kids|crew|jury|all hands|listen up)\b/i;

/**
 * Whether a lead-in fits the sentence: one that calls the whole table does not go before words said to one
 * seat ("Everybody, I'm voting you" reads as voting the table).
 */
export const leadFits = (opener: string, sentence: string): boolean => !(TO_THE_TABLE.test(opener) && /\b(?:you|your|yours|yourself)\b/i.test(sentence));

/** Whether the sentence holds the lead-in's words already, as words (case and closing comma aside). */
function echoes(opener: string, sentence: string): boolean {
  const words = opener.trim().replace(/[,;:—.!?\s-]+$/, '').toLowerCase();
  if (!words) return false;
  const at = sentence.toLowerCase().indexOf(words);
  return at >= 0 && !/\w/.test(sentence[at - 1] ?? '') && !/\w/.test(sentence[at + words.length] ?? '');
}

/** A sentence (closing mark dropped) carried on by a clause: "I trust Ada." + "because …". */
export function extend(sentence: string, joiner: string, clause: string): string | null {
  const m = /^(.*[^.!?])\.$/.exec(sentence.trim());
  // A sentence that already gives a reason, or runs on, takes no second one.
  if (!m || /\b(?:because|since|seeing|given|as)\b/i.test(m[1]!) || (m[1]!.match(/,/g)?.length ?? 0) > 1) return null;
  return finish(`${m[1]}, ${joiner} ${clause}`);
}

// An order to the table ("Let's keep our voices down") reads wrong after a lead-in of stance ("I'm afraid, let's …").
const ORDER = /^(?:let['’]s|let us|keep|think|wait|listen|hear|give|tell|look|remember|watch|hold|take|ask|stop|slow|don['’]t|do not)\b/i;

/** Whether a sentence takes no lead-in: it opens with one ("Now then, …"), turns on a colon, or gives the table an order. */
export function hasLead(sentence: string): boolean {
  if (sentence.includes(':') || ORDER.test(sentence)) return true;
  const n = Math.min(sentence.length - 1, 31);
  for (let i = 0; i < n; i++) {
    const c = sentence[i];
    if (c === ',' || c === '—') return i >= 1 && (sentence[i + 1] === ' ' || sentence[i + 1] === '\n');
    if (c === '.' || c === '!' || c === '?') return false;
  }
  return false;
}
