// Speaking to a seat rather than about it: an answer to Katya that names Katya says "you" ("Katya, since
// you ask: I'd point at you"), as a player answering across the table would, never "I'd point at Katya".
import { escapeRe } from '../../../engine/parse.js';
import type { Pronoun } from '../../../personas/schema.js';

/** Verbs the grammar puts after a seat in the present tense, in the second person. */
const PRESENT: Record<string, string> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  "doesn't": "don't",
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
  looks: 'look',
  reads: 'read',
  sits: 'sit',
  gets: 'get',
  keeps: 'keep',
  stands: 'stand',
  seems: 'seem',
  needs: 'need',
};

const THEY: Record<string, string> = { they: 'you', them: 'you', their: 'your', theirs: 'yours', themselves: 'yourself' };

/** The words of "she" and "he" that become "you" (or "your"), each with the word after it; "her" is read by that word. */
const SINGULAR: Record<'she' | 'he', RegExp> = {
  she: /\b(?:she|her|hers|herself)\b(?: (\w+(?:['’]t)?))?/gi,
  he: /\b(?:he|him|his|himself)\b(?: (\w+(?:['’]t)?))?/gi,
};
const SINGLE: Record<string, string> = { she: 'you', he: 'you', him: 'you', his: 'your', hers: 'yours', herself: 'yourself', himself: 'yourself' };

/**
 * Words after "her" that show it is the object ("hear her speak", "her too", "tell her the truth"), not the
 * possessive ("her check"): a preposition, a joining word, an article or a bare verb the grammar puts after it.
 */
const AFTER_OBJECT = new Set(
  'to for about at on in with from of by into over off out up down back and or but so too again now yet first if as when because since before after than a an the that this any some there here more alone go be speak answer explain talk try settle know say tell see do make'.split(' '),
);

/** A verb as it follows "you", from its form after "she" or "he": "is" → "are", "holds" → "hold"; as it is when not an -s form. */
export function secondPerson(verb: string): string {
  const v = PRESENT[verb.toLowerCase()];
  if (v) return v;
  if (/[^aeiou]ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z|o)es$/.test(verb)) return verb.slice(0, -2);
  if (/[^su]s$/.test(verb) && verb.length > 3) return verb.slice(0, -1);
  return verb;
}

/** "she"/"he" and their other forms said to the seat: "you", "your", with a verb after "she" in the second person. */
function singularToYou(sentence: string, p: 'she' | 'he'): string {
  return sentence.replace(SINGULAR[p], (m: string, next: string | undefined) => {
    const word = m.split(' ')[0]!;
    const lower = word.toLowerCase();
    let you: string;
    // "her" before a mark or the end ("…for her.") is the object: the match then holds no word after it.
    if (lower === 'her') you = next === undefined || AFTER_OBJECT.has(next.toLowerCase()) ? 'you' : 'your';
    else you = SINGLE[lower]!;
    if (word.charAt(0) !== lower.charAt(0)) you = you.charAt(0).toUpperCase() + you.slice(1);
    // Only after the subject does the verb agree: "she is" → "you are"; "her check is" keeps its verb.
    const after = next === undefined ? '' : ` ${lower === 'she' || lower === 'he' ? secondPerson(next) : next}`;
    return `${you}${after}`;
  });
}

/**
 * `sentence` said to the seat called `label`: its name becomes "you" (its possessive "your", a verb after
 * it in the second person), and with `pronouns` (the seat is the only one the sentence names) its pronoun
 * too: "they" (`true`), or the seat's "she" or "he" ("her check" → "your check", "hear her speak" → "hear
 * you speak"). Null when a verb after the name has no second-person form here: the sentence is then better
 * left naming the seat than said wrong.
 */
export function toYou(sentence: string, label: string, pronouns: boolean | Pronoun = false): string | null {
  if (!sentence.includes(label)) return sentence;
  // The seat is the only one the sentence names: its pronouns are it too ("I nominate Ada and want to hear their side",
  // "I looked at Ada, and she is a werewolf"). `true`: the seat is spoken of as "they".
  if (pronouns === true || pronouns === 'they') sentence = sentence.replace(/\b(?:they|them|their|theirs|themselves)\b/g, (w) => THEY[w]!);
  else if (pronouns) sentence = singularToYou(sentence, pronouns);
  const name = escapeRe(label);
  let broken = false;
  // Where, in the sentence said, the seat became the subject "you": a verb joined by ", and" after it is the seat's too. Each
  // swap before it moved it by `shift` (a label is longer than "you").
  let subjectFrom = -1;
  let shift = 0;
  const swap = (m: string, next: string | undefined, at: number): string => {
    const said = swapped(m, next, at);
    shift += said.length - m.length;
    return said;
  };
  const swapped = (m: string, next: string | undefined, at: number): string => {
    const possessive = /^[^\s]*['’]s/.test(m.slice(label.length));
    const start = at === 0;
    const you = possessive ? 'your' : 'you';
    const said = start ? you.charAt(0).toUpperCase() + you.slice(1) : you;
    if (possessive) return m.replace(new RegExp(String.raw`^${name}['’]s`), said);
    // Called by name ("Forgive me, Katya, but…") or one of a list ("Katya, Bo and Ada"): the name stays.
    if (sentence[at + label.length] === ',' && (at === 0 || /, $/.test(sentence.slice(0, at)))) return m;
    if (next === undefined) return said;
    if (!objectAt(sentence, at) && (start || subjectAt(sentence, at))) subjectFrom = at + shift;
    const verb = PRESENT[next.toLowerCase()];
    // After a preposition the seat is no subject: "what Nell said against Luca stands" keeps its verb ("…against you stand": a seer game at 80x24).
    if (verb) return `${said} ${objectAt(sentence, at) ? next : verb}`;
    // A third-person verb with no form here ("Katya thinks"): keep the name.
    if (/^[a-z]+s$/.test(next) && !/(?:ss|us|is)$/.test(next) && subjectAt(sentence, at)) broken = true;
    return `${said} ${next}`;
  };
  let out = sentence.replace(new RegExp(String.raw`${name}(?:['’]s\b|(?=[\s,.;:!?]|$))(?: (\w+(?:['’]t)?))?`, 'g'), swap);
  if (broken) return null;
  if (subjectFrom >= 0) out = joinedVerbs(out, subjectFrom);
  // "you" said twice in a row by the swap ("for you, you …") reads fine; "you you" does not.
  out = out.replace(/\byou you\b/gi, 'you');
  return out;
}

/** Verbs the grammar joins to a seat's first one with ", and", beside those of PRESENT. */
const JOINED = new Set(['hears', 'says', 'goes', 'answers', 'owes', 'wants', 'knows', 'gives', 'takes', 'makes', 'hopes']);

/**
 * A second verb of the seat said to as "you", joined to its first by ", and": "You came in behind Bruno on me, and get the same
 * answer", never "…, and gets" (a replay of a mafia game, seed 1270301: a defence moved up to answer the seat it also answered).
 * Only the first such verb after the swap at `from`, in the same sentence.
 */
function joinedVerbs(sentence: string, from: number): string {
  const rest = sentence.slice(from);
  const end = rest.search(/[.!?](?:\s|$)/);
  const clause = end < 0 ? rest : rest.slice(0, end);
  const fixed = clause.replace(/, and ([a-z]+(?:['’]t)?)\b/, (m: string, verb: string) => {
    if (!PRESENT[verb] && !JOINED.has(verb)) return m;
    return `, and ${secondPerson(verb)}`;
  });
  return sentence.slice(0, from) + fixed + rest.slice(clause.length);
}

/** Whether the seat named at `at` is the subject of its clause (it opens the sentence or a clause). */
/** Whether the seat at `at` follows a preposition: the object of it, not the subject of the verb after it. */
function objectAt(sentence: string, at: number): boolean {
  return /\b(?:against|on|at|with|for|to|about|of|from|by|behind|over|after|into|beside|onto|toward|towards)$/i.test(sentence.slice(0, at).trimEnd());
}

function subjectAt(sentence: string, at: number): boolean {
  const before = sentence.slice(0, at).trimEnd();
  return before === '' || /(?:[,:;]|\b(?:and|but|so|that|because|since|why|then))$/i.test(before);
}
