// Putting words together so they read as sentences: slots filled, a lead-in joined to what follows it
// (its next word in lower case unless it is "I", a seat or a name), one capital at the start, one closing mark.
import { PRONOUN_SLOT, PRONOUNS, type Pronoun } from '../../../personas/schema.js';
import { isName } from './names.js';

/** Each pronoun in the forms "they" takes in the lines: {they} {them} {their} {theirs} {themselves}. */
const FORMS: Readonly<Record<Pronoun, Readonly<Record<string, string>>>> = {
  they: { they: 'they', them: 'them', their: 'their', theirs: 'theirs', themselves: 'themselves' },
  she: { they: 'she', them: 'her', their: 'her', theirs: 'hers', themselves: 'herself' },
  he: { they: 'he', them: 'him', their: 'his', theirs: 'his', themselves: 'himself' },
};

/** Verbs whose third person singular is not the verb with an -s. */
const SINGULAR: Readonly<Record<string, string>> = { are: 'is', were: 'was', have: 'has', do: 'does' };

/** A verb as it follows the pronoun: "they are", "she is", "he holds", "she watches". */
export function agree(p: Pronoun, verb: string): string {
  if (p === 'they') return verb;
  const s = SINGULAR[verb];
  if (s) return s;
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/**
 * A pronoun slot's words for a seat spoken of by `p`: {them} → "her", {their} → "his", {they_are} → "she is",
 * {they_seem} → "he seems". Undefined for a slot that is no pronoun's.
 */
export function pronounSlot(name: string, p: Pronoun): string | undefined {
  if (!PRONOUN_SLOT.test(name)) return undefined;
  const bar = name.indexOf('_');
  if (bar < 0) return FORMS[p][name];
  return `${FORMS[p].they} ${agree(p, name.slice(bar + 1))}`;
}

const isPronoun = (x: string | undefined): x is Pronoun => (PRONOUNS as readonly string[]).includes(x ?? '');

/** How the seat a label names is spoken of, while a speech is being put into words (speech/acts.ts Speaker). */
let pronounOfLabel: ((label: string) => Pronoun) | undefined;

/** `make`, with pronoun slots filled for the seats `of` knows by their labels (the rest "they"). */
export function withPronouns<T>(of: ((label: string) => Pronoun) | undefined, make: () => T): T {
  const was = pronounOfLabel;
  pronounOfLabel = of;
  try {
    return make();
  } finally {
    pronounOfLabel = was;
  }
}

/**
 * The pronoun a template's pronoun slots say: `slots.pronoun` where it is given (a line whose pronoun is not
 * its {target}'s), else the {target} seat's, else "they".
 */
function pronounFor(slots: Readonly<Record<string, string>>): Pronoun {
  const given = slots.pronoun;
  if (isPronoun(given)) return given;
  const target = slots.target;
  return target !== undefined && pronounOfLabel ? pronounOfLabel(target) : 'they';
}

/**
 * Fills `{name}` slots; a slot with no value is left as it is (the persona schema forbids strays). The pronoun
 * slots ({them}, {their}, {they_are}…) say the {target} seat's pronoun, or `slots.pronoun`.
 */
export function fill(template: string, slots: Readonly<Record<string, string>>): string {
  // By hand, not with a replace callback: it runs for every wording weighed.
  let open = template.indexOf('{');
  if (open < 0) return template;
  let out = '';
  let from = 0;
  while (open >= 0) {
    const close = template.indexOf('}', open);
    if (close < 0) break;
    const name = template.slice(open + 1, close);
    const value = slots[name] ?? (name.charCodeAt(0) === 116 /* t */ ? pronounSlot(name, pronounFor(slots)) : undefined);
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
