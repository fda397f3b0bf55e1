// Speaking to a seat rather than about it: an answer to Katya that names Katya says "you" ("Katya, since
// you ask: I'd point at you"), as a player answering across the table would, never "I'd point at Katya".
import { escapeRe } from '../../../engine/parse.js';

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

/**
 * `sentence` said to the seat called `label`: its name becomes "you" (its possessive "your", a verb after
 * it in the second person). Null when a verb after the name has no second-person form here: the sentence
 * is then better left naming the seat than said wrong.
 */
export function toYou(sentence: string, label: string, pronouns = false): string | null {
  if (!sentence.includes(label)) return sentence;
  // The seat is the only one the sentence names: "they" and "their" are it too ("I nominate Ada and want to hear their side").
  if (pronouns) sentence = sentence.replace(/\b(?:they|them|their|theirs|themselves)\b/g, (w) => THEY[w]!);
  const name = escapeRe(label);
  let broken = false;
  let out = sentence.replace(new RegExp(String.raw`${name}(?:['’]s\b|(?=[\s,.;:!?]|$))(?: (\w+(?:['’]t)?))?`, 'g'), (m: string, next: string | undefined, at: number) => {
    const possessive = /^[^\s]*['’]s/.test(m.slice(label.length));
    const start = at === 0;
    const you = possessive ? 'your' : 'you';
    const said = start ? you.charAt(0).toUpperCase() + you.slice(1) : you;
    if (possessive) return m.replace(new RegExp(String.raw`^${name}['’]s`), said);
    // Called by name ("Forgive me, Katya, but…") or one of a list ("Katya, Bo and Ada"): the name stays.
    if (sentence[at + label.length] === ',' && (at === 0 || /, $/.test(sentence.slice(0, at)))) return m;
    if (next === undefined) return said;
    const verb = PRESENT[next.toLowerCase()];
    if (verb) return `${said} ${verb}`;
    // A third-person verb with no form here ("Katya thinks"): keep the name.
    if (/^[a-z]+s$/.test(next) && !/(?:ss|us|is)$/.test(next) && subjectAt(sentence, at)) broken = true;
    return `${said} ${next}`;
  });
  if (broken) return null;
  // "you" said twice in a row by the swap ("for you, you …") reads fine; "you you" does not.
  out = out.replace(/\byou you\b/gi, 'you');
  return out;
}

/** Whether the seat named at `at` is the subject of its clause (it opens the sentence or a clause). */
function subjectAt(sentence: string, at: number): boolean {
  const before = sentence.slice(0, at).trimEnd();
  return before === '' || /(?:[,:;]|\b(?:and|but|so|that|because|since|why|then))$/i.test(before);
}
