// A seat the speech has just named, named again, is "she", "he" or "they" ("her", "him", "them"), as a player would say
// it: "Here is why: yesterday, Nell voted me. She is the outlier, and she has not answered it", not "…Nell voted me. Nell
// is the outlier, and Nell has not answered it" (18% of werewolf-9 speeches named one seat four times or more; relay
// readers quoted the repetition as a bot's tell). Only where nobody could read the pronoun as another seat: the name said
// before is in this sentence or the one before; no other seat it could be is named from that sentence on; this sentence
// holds no pronoun of that form already, asks nothing, and is no count of the ballots. A fact of the record keeps its
// seat's name ("Nell voted me", "we lost Vera last night"), and so do a verdict on a seat ("so Hugo is off my list"), a
// seat called ("Greta, …"), one of a list ("Tomas and Nell") and the seat a vote names ("I'll vote Nell"): who did what,
// and who is cleared, is the point of those sentences, for the table and for every reader of the talk (bench/talk-*.ts).
import { escapeRe } from '../../../engine/parse.js';
import { PRONOUNS, type Pronoun } from '../../../personas/schema.js';
import { secondPerson } from './address.js';
import { pronounSlot } from './compose.js';
import { WEIGH, WEIGH_FAINT } from './lines.js';

/** Words that may stand between a subject and its verb. */
const ADVERBS = new Set(['also', 'never', 'just', 'already', 'still', 'then', 'only', 'even', 'first', 'again', 'alone', 'really', 'clearly', 'simply', 'probably', 'actually']);

/**
 * Verbs in the present, or with a modal, after which a seat named again is its pronoun ("she is the outlier", "he has taken
 * my role", "they keep pushing"). A verb in the past keeps the name: "Nell voted me", "Vera was killed" are the record's
 * facts, said with the seat they are of, as every reader of the talk (and every player) finds them.
 */
const PRESENT = new Set(
  "is isn't has hasn't does doesn't will won't would wouldn't can can't could couldn't should shouldn't might must".split(' '),
);
/** Words in -s that are not verbs. */
const NOT_VERBS = new Set(['as', 'is', 'his', 'this', 'thus', 'plus', 'less', 'unless', 'yes', 'its', 'us', 'was', 'has', 'does']);

/** Verbs in the past, which make the seat before them their subject. */
const PAST = new Set("put cast said made gave took held ran shot told came went kept left got sat spoke thought knew saw found led hid stood brought fought won lost chose did didn't was wasn't had hadn't".split(' '));
const isPast = (w: string): boolean => PAST.has(w) || /^[a-z]{3,}ed$/.test(w);

const isPresent = (w: string): boolean => PRESENT.has(w) || (/^[a-z]{3,}s$/.test(w) && !NOT_VERBS.has(w));

/**
 * The forms of each pronoun a sentence may hold already (the grammar's own, compose.ts: "she", "her", "hers", "herself"), which a
 * new one of that form could be confused with.
 */
const FORMS = Object.fromEntries(
  PRONOUNS.map((p) => [p, new RegExp(`\\b(?:${['they', 'them', 'their', 'theirs', 'themselves'].map((slot) => pronounSlot(slot, p)).join('|')})\\b`, 'i')]),
) as Readonly<Record<Pronoun, RegExp>>;

interface Mention {
  sentence: number;
  at: number;
  seat: number;
}

/**
 * `sentences` with a seat named again said as its pronoun, as a subject or an object, where that is unambiguous (see
 * above); `seats` is each seat's pronoun, `label` how it is named. The speaker's own seat (`me`) is never named by the
 * grammar, so never matched.
 */
export function namedOnce(sentences: readonly string[], seats: ReadonlyMap<number, Pronoun>, label: (seat: number) => string, me: number): string[] {
  const bySeat = new Map<string, number>();
  for (const seat of seats.keys()) if (seat !== me && !/^Seat \d/.test(label(seat))) bySeat.set(label(seat), seat);
  if (bySeat.size === 0) return [...sentences];
  const any = new RegExp(`\\b(?:${[...bySeat.keys()].map(escapeRe).join('|')})\\b`, 'g');
  const out = [...sentences];
  const mentions: Mention[] = [];
  out.forEach((s, i) => {
    for (const m of s.matchAll(any)) mentions.push({ sentence: i, at: m.index, seat: bySeat.get(m[0])! });
  });
  // Last to first, so each change leaves the positions before it as found.
  for (let k = mentions.length - 1; k > 0; k--) {
    const m = mentions[k]!;
    const before = mentions.slice(0, k).findLast((x) => x.seat === m.seat);
    if (before === undefined || m.sentence - before.sentence > 1) continue;
    // No other seat the pronoun could be named in the sentence of the name before, nor in this one before it. A seat of
    // another pronoun may be, never beside "they", and only once this sentence has named the seat itself ("Nell claimed
    // first, and Oskar only came out once she had"; "The order matters: Tomas spoke first, Greta answered" keeps both).
    const p = seats.get(m.seat) ?? 'they';
    const between = mentions.filter((x) => x.seat !== m.seat && x.sentence >= before.sentence && (x.sentence < m.sentence || (x.sentence === m.sentence && x.at < m.at)));
    if (between.length && (before.sentence !== m.sentence || between.some((x) => p === 'they' || (seats.get(x.seat) ?? 'they') === 'they' || seats.get(x.seat) === p))) continue;
    const text = out[m.sentence]!;
    const name = label(m.seat);
    const kept =
      FORMS[p].test(sentences[m.sentence]!) ||
      (OWN_VOTE.test(text) && before.sentence !== m.sentence) ||
      VERDICT.test(text) ||
      BALLOTS.test(text) ||
      /["“”?]/.test(text) ||
      called(out[before.sentence]!, before.at, label(before.seat));
    if (kept) continue;
    const head = text.slice(0, m.at);
    const rest = text.slice(m.at + name.length);
    const said = spoken(head, rest, p);
    if (said === null) continue;
    out[m.sentence] = head + said.words + rest.slice(said.used);
  }
  return out;
}

/** Words before a seat's name that keep it: its vote or nomination ("I'll vote Nell"), a list it ends ("Tomas and Nell"). */
const KEEP_BEFORE = /(?:\bvot(?:e|es|ed|ing)|\bnominat(?:e|es|ed|ing)|(?<!,) and|(?<!,) or|\bnor) $/i;
/** Words after a name that make it one of several ("Nell and Vera", "Nell, Vera…"). */
// Nor a seat "as" a role, the phrase the clause is about ("that is why him as the seer does not add up": all four seats of a
// relay game quoted it, werewolf-9, seed 1251301).
const KEEP_AFTER = /^(?: and\b| or\b| nor\b|, [A-Z]| as\b)/;

/** A sentence saying where the speaker's vote goes names the seat it goes to ("My vote goes to Oskar"), once at least. */
const OWN_VOTE = /\bmy (?:vote|ballot)\b|\bI(?:'ll|'m| will| am)? vot/i;

/**
 * A sentence that clears a seat, speaks for it, or owns a read of it changed ("so Hugo is off my list", "it speaks for Katya",
 * "I see Nell differently now") names whom it is about: who is cleared is the point of it.
 */
const VERDICT = new RegExp(
  [
    String.raw`off my list|differently|wrong about|\bread \w+ wrong|questions to answer|speaks? for|counts? for|favou?r|come off|\bclean|\bclear|\btrust|not the one|not where I`,
    // Every way the grammar weighs a fact for a seat ("so I would look past Hugo").
    ...[...WEIGH, ...WEIGH_FAINT].map((l) => escapeRe(l).replace(escapeRe('{target}'), '[^,.;]+?')),
  ].join('|'),
  'i',
);

/** A count of the ballots ("four of us on Tomas; Tomas alone on Nell") names each seat it counts. */
const BALLOTS = /\b(?:of us|alone|apiece) on\b|\bthe rest one apiece\b/;

/**
 * A word after which a seat is the object whatever follows ("something about Ada bothers me"); a verb in -ing too ("the
 * downside of leaving Iris alone is…": not "leaving she alone"), though not "something", "nothing" and the like.
 */
const PREPOSITION = /\b(?:about|at|on|for|to|with|of|from|against|past|after|before|behind|over|by|like|than|into|onto|toward|towards|(?!(?:some|no|any|every)thing\b)[a-z]{2,}ing) $/i;

/** Words that are prepositions before a seat, or open a clause whose subject the seat is ("before Luca claimed"). */
const CONJUNCTION = /\b(?:before|after|since|until|till|than|like) $/i;

/** Words before a seat that make it part of a fact of the record ("put a vote on Nell", "we lost Nell"): it keeps its name. */
const FACT_BEFORE =
  /\b(?:voted|vote on|vote against|accused|pointed at|went after|gone after|backed|defended|stood up for|spoke up for|nominated|called|reported|lost|found|named|checked|looked at|saved|protected|poisoned|guard over|badge to|up for|claim|claimed|took|naming|over|with|and|on|against) $/i;
/**
 * A date after a seat, in its clause: the seat is part of a dated fact ("…on Nell yesterday", "I put Oskar up for the vote on day
 * 1": "I put him up for the vote on day 1" left the talk bench a date no citation explained, mafia, seed 1218901).
 */
const DATED = /^[^,.;:!?]*?\b(?:yesterday|today|earlier today|just now|last night|this morning|on (?:day|night) \w+)\b/;
/** …or a date before it in its clause ("Elsie went out this morning naming Hugo"). */
const DATED_BEFORE = /\b(?:yesterday|today|just now|last night|this morning|on (?:day|night) \w+)\b[^,;:.]* $/;

/**
 * The pronoun said for a name between `head` and `rest`, and how much of `rest` it takes with it: "she" (and its verb, which
 * "they" makes agree) where a verb in the present follows; "her" after a word of the clause ("place her", "about her").
 * Null where the name is better kept: in a fact of the record, in a list, after "vote", called.
 */
function spoken(head: string, rest: string, p: Pronoun): { words: string; used: number } | null {
  const cap = (w: string) => (head === '' || /[.!?] $/.test(head) ? w.charAt(0).toUpperCase() + w.slice(1) : w);
  if (/^['’]s\b/.test(rest)) return null;
  const words = /^ (\w+(?:'t)?)(?: (\w+(?:'t)?))?/.exec(rest);
  const first = words?.[1];
  const verb = first !== undefined && ADVERBS.has(first) ? words![2] : first;
  if (words && verb !== undefined && isPresent(verb) && !KEEP_BEFORE.test(head) && !KEEP_AFTER.test(rest) && !PREPOSITION.test(head)) {
    const agreed = p === 'they' ? secondPerson(verb) : verb;
    const used = verb === first ? first.length + 1 : words[0].length;
    return { words: `${cap(p)}${verb === first ? '' : ` ${first}`} ${agreed}`, used };
  }
  // The object of a word of this clause (never a seat called: "…, Vera, but"), the clause ending or going on without a verb of its own.
  const object = /[a-z] $/.test(head) && !/\b(?:is|are|was|were) $/.test(head);
  if (!object || KEEP_BEFORE.test(head) || KEEP_AFTER.test(rest) || FACT_BEFORE.test(head) || DATED.test(rest) || DATED_BEFORE.test(head)) return null;
  if (!/^(?:[.;:!?]|,(?! \w+,)| (?!and\b|or\b)[a-z])/.test(rest) || (first !== undefined && (ADVERBS.has(first) || /ly$/.test(first)))) return null;
  // The subject of a verb after it, in the past ("given that Oskar reported…"): a fact, which keeps the name. So too after a word
  // that joins a clause as often as it takes an object ("I put my name in before Luca claimed the seer", not "before him claimed").
  if (verb !== undefined && (!PREPOSITION.test(head) || CONJUNCTION.test(head)) && (isPast(verb) || isPresent(verb))) return null;
  // "Them" for one seat reads as the table ("I'm suspicious of them, more than anyone else here"): a seat spoken of as
  // "they" keeps its name as the object.
  if (p === 'they') return null;
  return { words: pronounSlot('them', p)!, used: 0 };
}

/** Whether the name at `at` calls the seat ("Greta, …" opening a sentence; "…, Greta: …"): then it is spoken to, not of. */
function called(sentence: string, at: number, name: string): boolean {
  const after = sentence.charAt(at + name.length);
  // Called among others too: "Vera and Hugo, in answer to you: I lean him" left "him" either of them (a wolf game at 80x24,
  // werewolf-9, seed 1221601).
  const before = sentence.slice(0, at);
  return (after === ':' || after === ',') && (at === 0 || /, $/.test(before) || /^(?:[A-Z][\w'’-]*(?:, | and ))+$/.test(before));
}
