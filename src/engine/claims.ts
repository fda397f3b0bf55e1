// Structured claims read from a person's plain-text speech: "I am the <role>", "<role> here", "I checked 5,
// <result>", "my check on 5 came back <result>", "5 is <result>, my check", "I am the seer and 5 is
// <result>" (a checking role claimed), "I suspect 3", "I trust 4",
// "I will vote 6", "Vote 6", "Greta is lying", "Oskar is suspicious", "I think 4 is a wolf", "Greta put me
// up with no reason"; and questions put to a seat: "Priya, why did you vote Seat 2?". The ruleset
// supplies the words for its roles and results.
import type { Claim } from './core-events.js';
import { escapeRe as esc, type NamedSeat } from './parse.js';

export interface ClaimWords {
  /** role → the words that name it */
  roles: Record<string, readonly string[]>;
  /** check result → the words that say it */
  results: Record<string, readonly string[]>;
  /** night action (past tense: poisoned, saved) → the words a speaker says it with, before the seat ("used my poison on") */
  actions?: Record<string, readonly string[]>;
  /** night action → the role that takes it, so a table without that role offers no such claim */
  actors?: Record<string, string>;
  /** The result that names the evil side: "Seat 4 is a wolf" said as an opinion suspects Seat 4. */
  evil?: string;
  /** ballot kind (other than the day's own vote) → the words that name it: "why your sheriff vote…" asks about that ballot. */
  ballots?: Record<string, readonly string[]>;
  /** Roles whose claim makes the speech's plain "<seat> is <result>" a reported check ("I am the seer and Hugo is good"). */
  checkers?: readonly string[];
}

interface Compiled {
  roles: [string, RegExp][];
  /** A seat named by number or name (number in group 1, name in group 2). */
  ref: RegExp;
  /** The same, as the whole of a clause's subject. */
  subject: RegExp;
  /** Words before a seat that tell another seat's check: "she checked", "Priya checked" (`CHECKED_BY_VERB` with another subject). */
  byOther: RegExp;
  /** Every result word, longest first (so "not evil" is read before "evil"). */
  result: RegExp;
  resultOf: Map<string, string>;
  /** A result word before "check": the sentence reports the speaker's check. */
  myResult: RegExp;
  /** [action, pattern]: "I poisoned Seat 4", "I used my antidote on Mira" (a negation before it takes it back). */
  actions: [string, RegExp][];
  /** [kind, pattern, whether a negation earlier in the sentence takes it back] */
  simple: [Claim['kind'], RegExp, boolean?][];
  /** The seat a sentence speaks to: named first ("Priya, why…", "Seat 4 what…") or last ("…, Bruno?"). */
  calledFirst: RegExp;
  calledLast: RegExp;
  /** "One question for Elsie:", "a question to Seat 3,": the seat a question is put to, before it. */
  calledFor: RegExp;
  /** "Same question to Tomas", "that goes for Oskar too": the question just put to another seat, put to this one too. */
  sameTo: RegExp;
  /** "Vera voted Priya yesterday…": a sentence opening on what a seat did, which a request in it asks that seat about. */
  actedFirst: RegExp;
  /**
   * "Hugo still owes me an answer on Ada", "Mira never answered me": a question said of the seat that owes it.
   * Not "has not answered": the bots say that of a case ("Priya has not answered it to my mind"), and a bot's words
   * read again on resume must read as the claims it listed.
   */
  owes: RegExp;
  /** A seat named right after a word of voting ("your vote went to Iris", "the single vote putting the badge on Iris"). */
  votedSeat: RegExp;
  /** [ballot, its words] */
  ballots: [string, RegExp][];
}

/** What is done to the speaker when it complains of it: "put me up", "voting for me", "going after me". */
const AT_ME = String.raw`(?:put(?:s|ting)?|nominat(?:e|es|ed|ing)|push(?:es|ed|ing)?|accus(?:e|es|ed|ing)|vot(?:e|es|ed|ing)(?:\s+(?:for|against|on))?|go(?:es|ing)?\s+after|went\s+after|com(?:e|es|ing)\s+after|target(?:s|ed|ing)?|nam(?:e|es|ed|ing)|attack(?:s|ed|ing)?|point(?:s|ed|ing)?\s+at|suspect(?:s|ed|ing)?)\s+me\b`;
/** A complaint that it had no ground: "with no reason", "without any evidence", "for no reason". */
const NO_GROUND = String.raw`[^.!?;]{0,40}?\b(?:with\s+no|without(?:\s+a|\s+any)?|for\s+no)\s+(?:good\s+|real\s+)?(?:reason|evidence|cause|case)`;
/** "Why are you pushing me?" said to a seat: a complaint, and a question about its case. */
const WHY_AT_ME = new RegExp(String.raw`\bwhy\b.*\byou(?:'re|’re)?\s+(?:\w+\s+){0,2}?${AT_ME}`);
/** A request that complains of being targeted ("explain yourself: you voted me") asks for the seat's case. */
const AT_ME_RE = new RegExp(AT_ME);
/** "You put me up with no reason" said to a seat. */
const YOU_AT_ME = new RegExp(String.raw`\byou\s+(?:just\s+|only\s+)?${AT_ME}(?:\s+up)?${NO_GROUND}`);
/** A question: it asks (a question mark, or a question word first) and speaks to "you". */
const ASKS = /^(?:what|why|who|whom|which|how|did|do|does|are|were|have|has|can|could|would|will|where)\b|\?/;
const TO_YOU = /\b(?:you|your|you're|you’re)\b/;
/**
 * A request for an answer said without a question mark: "I'd like the reason", "tell us why", "you still have
 * not said why", "help us understand", "name it". Said to a named seat, it asks as a question does.
 */
const REQUEST =
  /\b(?:tell\s+(?:us|me|the\s+table)\b|explain\b|justify\b|name\s+it\b|walk\s+(?:us|me)\s+through\b|help\s+(?:us|me)\s+understand\b|give\s+(?:us|me)\s+(?:the|a|your)\s+(?:reason|check|result|answer|read|name|pick)\b|(?:i(?:'d|’d|\s+would)\s+(?:like|love|want)|i\s+want|we\s+need|i\s+need)\s+(?:to\s+(?:hear|know|understand)\b|(?:the|a|your)\s+(?:reason|answer|explanation|read|take|pick)\b|an\s+(?:answer|explanation)\b)|(?:have\s+not|haven't|haven’t|has\s+not|hasn't|hasn’t|did\s+not|didn't|didn’t|never)\s+(?:yet\s+)?(?:said|answered|explained|told\s+us|given\s+(?:us\s+)?(?:a|the|any)\s+reason)\b|you\s+(?:still\s+)?haven['’]t\b|you(?:'ve|’ve|\s+have)\s+been\s+(?:very\s+|awfully\s+|so\s+|pretty\s+|rather\s+)?quiet\b)/;
/** What a question asks about, tried in this order. */
const ASKED: [Extract<Claim, { kind: 'ask' }>['about'], RegExp][] = [
  // "Who would you look at first?" asks for a read: a soft word of looking is a check only where no "who would you" asks a pick
  // (a person's question was answered "I have no check to tell you about": mafia-classic at 80x24, seed 1205931).
  ['check', /\b(?:check(?:ed|s)?|investigat\w*|inspect\w*|results?)\b|(?<!\bwhom?\s+(?:would|should|do|will|might|could)\s+you\s+(?:\w+\s+)?)\b(?:look(?:ed)?\s+(?:at|into)|learn(?:ed|t)?|find|found|see|saw)\b/],
  // "Back" as support ("why did you back Jonah?"), not a check that came back.
  ['vote', /\b(?:vot(?:e|es|ed|ing)|ballot|nominat\w*|backed|backing|(?<!\b(?:came|come|comes|coming)\s|\bthe\s)backs?(?!\s+(?:to|up|off|down|then|in|out|when)\b)|changed\s+(?:your|her|his|their)\s+mind)\b/],
  // Asked what it meant, where it stands, to explain itself: its read is what a table wants from a seat it questions (a relay
  // game's three questions to one bot, "what did you mean by…", went unanswered, read as no question: 3 Dec).
  ['read', /\b(?:make\s+of|view|read|name|suspect\w*|think|lean\w*|trust|pick|sus|guess|feel|opinion|take|who|why|evil|bad|scum|mean|meant|saying|stand|position|explain|yourself|thoughts|quiet|believe(?!\s+(?:you|me)\b)|buy|doubt)\b/],
];

/** Sentence ends: a check's seat and its result are read within one sentence. */
const SENTENCE = /[^.!?\n]+/g;
/** Words right before a seat that make it the seat checked: "I checked 5", "my check on Mira". */
const CHECKED_BY_VERB = /\b(?:checked|checking|investigated|examined|inspected|looked\s+(?:at|into)|(?:my\s+)?(?:check|result|finding|investigation)s?\s+(?:on|of|for|into))\s+$/;
/** Words anywhere in a sentence that make its "5 is <result>" a reported check. */
const REPORTED = /\b(?:my\s+(?:check|result|finding|investigation)s?(?!\s+(?:on|of|for|into)\b)|i\s+(?:checked|investigated|examined|inspected|looked\s+at)\s+(?:them|him|her|it)|i\s+(?:checked|investigated)(?!\s+(?:the|if|whether|what|who|how|me|myself|on\s+the)\b))\b/;
/** Words between a seat and a result that report a check: "5 came back evil", "Katya checked werewolf", "Mira checks out good". */
const CAME_BACK = /\b(?:came|comes)\s+back\b|^\s*(?:checked|checks(?:\s+out)?|tested)(?:\s+as)?\s*$/;
/** Someone else's words retold: "because 7 said 9 came back evil" is not the speaker's check ("he counter-claimed me" retells none). */
const RETOLD = /\b(?:said|says|reported|reports|(?<!-)claims?|(?<!-)claimed|called|according\s+to|told)\b/;
/** "…and will vote him", "I'll vote for her": a vote on the seat named before it. */
const PRONOUN_VOTE = /\b(?:i(?:'ll|’ll|\s+will)|and\s+will|and\s+i(?:'ll|’ll))\s+vote(?:\s+for|\s+out)?\s+(?:him|her)\b/g;
/** A negation earlier in the clause: "I don't think 5 is lying". */
const NEGATED = /\b(?:not|never|no|nobody|no\s+one|don't|don’t|doesn't|doesn’t|isn't|isn’t|wouldn't|wouldn’t)\b/;
/** An opinion, not a result: "I think 5 is evil, my check was wrong" is not read as a check; nor "I doubt Bo is a villager". */
const HEDGED = /\b(?:think|suspect|feel|guess|probably|maybe|might|seems?|doubts?)\b/;
/** Between a seat and its result, nothing but a copula or a colon: "is a", "'s", ": ", "is not a", "was". */
const PLAIN_RESULT = /^\s*(?:[:—–-]\s*|(?:(?:is|was)(?:n't|n’t|\s+not)?|['’]s)(?:\s+(?:a|an|one|definitely|clearly|really|also|plainly))*\s*|(?:is|was)\s+not\s+)$/;
/** A negation right before a result ("is not a", "isn't"): the result word is denied, not said. */
const DENIED = /\b(?:not|isn't|isn’t|wasn't|wasn’t|aren't|aren’t|never)(?:\s+(?:a|an|the|one))?\s*$/;
/** Where the clause that holds a result starts: a comma, a colon, a dash, or a joining word before it. */
const CLAUSE_BREAK = /[,;:—–]|\s-\s|\b(?:and|but|so|then|because|since|if|when|while|though|although|unless)\b/g;
/**
 * A seat named right after a conclusion is inferred, not checked: "Jonah's call is invented, so Jonah is a wolf" (a seer
 * answering a rival's claim, at 80x24, was read as reporting a second check after one night, and every bot doubted him).
 */
const CONCLUDED = /\b(?:so|therefore|thus|hence|which\s+means|meaning|that\s+means|this\s+means|that\s+makes|this\s+makes)\s+$/;
/** A clause that gives a reason or a condition ("because a good player…", "if he is a wolf") reports no result. */
const NOT_A_RESULT = /^(?:because|since|if|when|while|though|although|unless)$/;
/** "<subject> is a": the words before a result that say what it is said of. */
const SAID_OF = /^(.*?)\s*(?:\b(?:is|was|are|were)|['’]s)(?:\s+(?:a|an|the|one|definitely|clearly|obviously|surely|really|actually|also))*\s*$/;
/** Subjects that stand for the seat checked, or for its result: "he is", "they are", "the answer is", "it came back". */
const THE_SEAT = /^(?:he|she|they|it|that|this|that\s+one|(?:the|my)\s+(?:answer|result|check|reading|verdict|finding|investigation))$/;

// The patterns name the seats, so they are compiled for a set of names, not once per speech; and a
// set compiled is kept, as compiling is costly (V8 makes machine code of each pattern). Games seat
// other names each time, but from one pool (the personas): the names seen so far, up to
// CLAIM_SHARED_NAMES, share one set of patterns, compiled again only when a new name comes. A sim of
// 12,000 games compiled 12,000 sets before, and its memory rose to 700 MB with their discarded code.
// The shared set reads a speech as the table's own set does whenever no one of the pool who is not
// seated stands in it as a word (standsIn): alternatives that cannot match anywhere change nothing,
// and names are tried longest first in both. Otherwise, and for tables
// beyond the pool, the table's own set is compiled; only the tables used last are kept.
export const CLAIM_CACHE_TABLES = 256;
export const CLAIM_SHARED_NAMES = 64;

interface Vocabulary {
  /** The table's own sets, by names, least recently used first. */
  tables: Map<string, Compiled>;
  /** The names the shared set knows (lower case), and the set. */
  known: Set<string>;
  shared: Compiled | null;
  /** Sets compiled so far (for the test that holds them few). */
  compilations: number;
}

const vocabularies = new WeakMap<ClaimWords, Vocabulary>();

/** Names as the patterns try them: lower case, once each, longest first (then in order, so one set of names is one key). */
const nameOrder = (names: Iterable<string>): string[] => [...new Set(names)].sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0));

const WORD_CHAR = /\w/;

/**
 * Whether `name` stands in `text` where a pattern could read it: every pattern has a name start after a
 * non-word character (or the text's start) and, when the name ends in a word character, end before one.
 */
function standsIn(text: string, name: string): boolean {
  const endsInWord = WORD_CHAR.test(name.at(-1) ?? '');
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const after = text[at + name.length];
    if ((at === 0 || !WORD_CHAR.test(text[at - 1]!)) && (!endsInWord || after === undefined || !WORD_CHAR.test(after))) return true;
  }
  return false;
}

function patternsFor(lower: string, seats: readonly NamedSeat[], words: ClaimWords): Compiled {
  let v = vocabularies.get(words);
  if (!v) vocabularies.set(words, (v = { tables: new Map(), known: new Set(), shared: null, compilations: 0 }));
  const names = seats.map((s) => s.name.toLowerCase());
  const fresh = names.filter((n) => !v.known.has(n));
  if (fresh.length && !names.includes('') && v.known.size + new Set(fresh).size <= CLAIM_SHARED_NAMES) {
    for (const n of fresh) v.known.add(n);
    v.shared = null;
  }
  const sharable = names.every((n) => v.known.has(n)) && ![...v.known].some((n) => !names.includes(n) && standsIn(lower, n));
  if (sharable) {
    if (!v.shared) {
      v.shared = compile(nameOrder(v.known), words);
      v.compilations++;
    }
    return v.shared;
  }
  const key = nameOrder(names).join('|');
  const hit = v.tables.get(key);
  if (hit) {
    // Least recently used first: a hit moves to the end of the map's order.
    v.tables.delete(key);
    v.tables.set(key, hit);
    return hit;
  }
  const c = compile(nameOrder(names), words);
  v.compilations++;
  v.tables.set(key, c);
  if (v.tables.size > CLAIM_CACHE_TABLES) v.tables.delete(v.tables.keys().next().value!);
  return c;
}

/** `lowerNames`: the seats' names in lower case, in the order the patterns try them. */
function compile(lowerNames: readonly string[], words: ClaimWords): Compiled {
  const names = lowerNames.map(esc).join('|');
  // A bare number names a seat, unless it counts nights or days ("on night 1").
  const ref = `(?:seat\\s*#?|#|player\\s*|(?<!(?:night|day|round)s?\\s))(\\d+)${names ? `|(${names})` : ''}`;
  // The evil result's words ("Seat 4 is not bad" does not match: only articles and adverbs may sit between).
  const evilWords = words.evil ? (words.results[words.evil] ?? []).map((w) => w.toLowerCase()) : [];
  const resultWords = Object.entries(words.results).flatMap(([result, ws]) => ws.map((w) => [w.toLowerCase(), result] as const));
  resultWords.sort((a, b) => b[0].length - a[0].length);
  const refRe = new RegExp(`(?<!\\w)(?:${ref})\\b`, 'g');
  const c: Compiled = {
    roles: Object.entries(words.roles).map(([role, ws]) => [
      role,
      new RegExp(`\\bi(?:'m|’m| am)\\s+(?:the\\s+|a\\s+|an\\s+|your\\s+)?(?:(?:only|real|true|actual)\\s+)?(?:${ws.map(esc).join('|')})\\b|(?:^|[^\\w\\s]\\s*)(?:${ws.map(esc).join('|')})\\s+here\\b`),
    ]),
    ref: refRe,
    subject: new RegExp(`^(?:${refRe.source})$`),
    byOther: new RegExp(`(?:\\b(?:she|he|they|you)|(?<!\\w)(?:${ref})\\b)\\s+(?:(?:has|had|just|also|then|already)\\s+)?(?:checked|investigated|examined|inspected|looked\\s+(?:at|into))\\s+$`),
    actions: Object.entries(words.actions ?? {}).map(([action, ws]) => [
      action,
      new RegExp(`\\bi\\s+(?:(?:just|already|also|then)\\s+)?(?:${ws.map(esc).join('|')})\\s+(?:(?:${ref})|him|her|them)\\b`, 'g'),
    ]),
    result: new RegExp(`\\b(?:${resultWords.map(([w]) => esc(w)).join('|')})\\b`, 'g'),
    resultOf: new Map(resultWords),
    // "Luca is my werewolf check", "Mira is my not mafia result".
    myResult: new RegExp(`\\bmy\\s+(?:${resultWords.map(([w]) => esc(w)).join('|')})\\s+(?:check|result|finding)s?\\b`),
    simple: [
      ['suspect', new RegExp(`\\b(?:i\\s+suspect|suspicious\\s+of|i\\s+accuse)\\s+(?:${ref})\\b`, 'g')],
      // "Greta is lying", "Seat 3 (Bruno) is a liar", "Mira is the fake": the speaker calls them a liar.
      ['suspect', new RegExp(`(?<!\\w)(?:${ref})(?:\\s*\\([^)]*\\))?(?:\\s+is\\s+(?:lying|a\\s+liar|(?:the\\s+|a\\s+)?fake)|['’]s\\s+lying|\\s+lies)\\b`, 'g'), true],
      // "Oskar looks suspicious", "Oskar nominating me with no reason is suspicious".
      ['suspect', new RegExp(`(?<!\\w)(?:${ref})(?:\\s*\\([^)]*\\))?(?:\\s+\\w+ing\\b[^.!?;:]{0,60}?)?\\s+(?:is|was|looks|seems|sounds|feels)\\s+(?:(?:very|really|so|pretty|quite|rather|a\\s+bit|kind\\s+of)\\s+)?(?:suspicious|shady|sus|fishy)\\b`, 'g'), true],
      // An opinion in the words of a result: "I think Seat 4 is a wolf", "Seat 5 is guilty as sin".
      ...(evilWords.length
        ? [['suspect', new RegExp(`(?<!\\w)(?:${ref})(?:\\s*\\([^)]*\\))?\\s+is\\s+(?:(?:a|an|the|one|obviously|clearly|definitely|surely|probably)\\s+)?(?:${evilWords.map(esc).join('|')})\\b`, 'g'), true] as [Claim['kind'], RegExp, boolean]]
        : []),
      // "Greta put me up with no reason", "why is Oskar pushing me": a complaint about a seat is a suspicion of it.
      ['suspect', new RegExp(`(?<!\\w)(?:${ref})(?:\\s*\\([^)]*\\))?\\s+(?:just\\s+|only\\s+)?${AT_ME}(?:\\s+up)?${NO_GROUND}`, 'g'), true],
      ['suspect', new RegExp(`\\bwhy\\s+(?:is|does|did|was|has)\\s+(?:${ref})(?:\\s*\\([^)]*\\))?\\s+(?:\\w+\\s+)?${AT_ME}`, 'g')],
      // A lean, as people say it: "I lean Wren", "I'm leaning towards 4", "Leaning Mira for now", "my lean is Hugo",
      // "Oskar is my top suspect", "I don't trust Ada" (a person at 80x24 said "I lean Wren for now" and was asked whom they suspected).
      ['suspect', new RegExp(`\\bi(?:'m|’m|\\s+am)?\\s+(?:still\\s+|now\\s+|also\\s+|slightly\\s+)?lean(?:ing|s)?\\s+(?:(?:towards?|on|at|to)\\s+)?(?:${ref})\\b`, 'g'), true],
      ['suspect', new RegExp(`(?:^|[.!?;:]\\s*)(?:still\\s+|now\\s+)?leaning\\s+(?:(?:towards?|on)\\s+)?(?:${ref})\\b`, 'g'), true],
      // "My pick: Mira", "my pick today is Mira" (asked for a name at 80x24, a witch's "my pick: Mira" was read as naming nobody),
      // but never a pick for an office ("my pick is Mira for sheriff").
      ['suspect', new RegExp(`\\bmy\\s+(?:(?:top|main|prime|first|biggest|strongest|current|early)\\s+)?(?:lean|suspect|suspicion|worry|pick)(?:\\s+(?:today|for\\s+today|for\\s+the\\s+vote))?(?:\\s*:\\s*|\\s+(?:is|stays|remains)\\s+)(?:still\\s+)?(?:on\\s+|with\\s+)?(?:${ref})\\b(?!\\s+(?:for|as)\\s+(?!the\\s+vote\\b|today\\b)(?:the\\s+)?\\w)`, 'g'), true],
      ['suspect', new RegExp(`(?<!\\w)(?:${ref})(?:\\s*\\([^)]*\\))?\\s+(?:is|stays|remains)\\s+(?:still\\s+)?my\\s+(?:(?:top|main|prime|first|biggest|strongest|current|early)\\s+)?(?:lean|suspect|suspicion|worry)\\b`, 'g'), true],
      ['suspect', new RegExp(`\\bi\\s+(?:don't|don’t|do\\s+not)\\s+trust\\s+(?:${ref})\\b`, 'g')],
      // A name given as the pick one would make: "If I had to pick, Luca" (a person at 80x24, mafia-classic seed 1214702, was
      // then told "you named nobody"), "If I had to choose now, I'd go with Mira", "if I had to vote today, it would be 2".
      ['suspect', new RegExp(`\\bif\\s+i\\s+had\\s+to\\s+(?:pick|choose|name|vote|guess|lean)(?:\\s+(?:someone|one|a\\s+name|now|today|right\\s+now))*\\s*,\\s*(?:i(?:'d|’d|\\s+would)\\s+(?:pick|say|go\\s+with|vote|name|lean(?:\\s+(?:towards?|on))?)\\s+|it(?:'d|’d|\\s+would)\\s+be\\s+|it(?:'s|’s)\\s+)?(?:${ref})\\b`, 'g'), true],
      // "I'd vouch for Hugo", as the bots say it too.
      ['trust', new RegExp(`\\bi(?:\\s+(?:trust|believe)|(?:'d|’d|\\s+would|\\s+can)?\\s+vouch\\s+for)\\s+(?:${ref})\\b`, 'g')],
      // "I will vote 6", and the call to the table: "Vote Luca.", "Everyone vote Seat 10", "let's vote 3".
      ['vote', new RegExp(`(?:\\bi(?:'ll|’ll|\\s+will)?\\s+|\\b(?:everyone|everybody|we|let's|let’s|lets)\\s+|(?:^|[.!?;:]\\s*)(?:so\\s+|now\\s+)?)vote(?:\\s+for|\\s+out)?\\s+(?:${ref})\\b`, 'g')],
      // "I'm voting for Bruno", "I am voting 6", "my vote goes to Mira", "my ballot is on 4", "Bruno gets my vote".
      ['vote', new RegExp(`\\b(?:i(?:'m|’m|\\s+am)\\s+(?:going\\s+to\\s+vote|voting)|my\\s+(?:vote|ballot)\\s+(?:goes|will\\s+go|is\\s+going|is|stays)(?:\\s+(?:to|on|for|against))?)(?:\\s+for|\\s+out|\\s+against)?\\s+(?:${ref})\\b`, 'g'), true],
      ['vote', new RegExp(`(?<!\\w)(?:${ref})(?:\\s*\\([^)]*\\))?\\s+(?:gets|has|will\\s+get)\\s+my\\s+vote\\b`, 'g'), true],
      // "My vote: Nell.", "My ballot follows my nomination: Nell." (a person in Mafia at 80x24 said the second and was read as announcing nothing).
      ['vote', new RegExp(`\\bmy\\s+(?:vote|ballot)(?:\\s+(?:follows|goes\\s+with|stays\\s+with|matches)\\s+my\\s+nomination)?\\s*:\\s*(?:${ref})\\b`, 'g'), true],
    ],
    calledFirst: new RegExp(
      `^\\s*(?:(?:so|and|ok|okay|hey|well|now|but|also|right|oh|then)[,\\s]+)*(?:${ref})(?:\\s*\\([^)]*\\))?(?:\\s*[,:—–]|(?=\\s+(?:what|why|who|whom|which|how|did|do|does|are|were|have|has|can|could|would|will|where|you)\\b))`,
    ),
    calledLast: new RegExp(`[,—–]\\s*(?:${ref})(?:\\s*\\([^)]*\\))?\\s*[?!.]*\\s*$`),
    calledFor: new RegExp(`\\b(?:question|questions|one\\s+thing|a\\s+word)\\s+(?:for|to)\\s+(?:${ref})(?:\\s*\\([^)]*\\))?\\s*[:,—–-]`),
    sameTo: new RegExp(`\\b(?:(?:the\\s+)?same\\s+(?:question\\s+|goes\\s+|applies\\s+)?|(?:that|this)\\s+(?:question\\s+)?(?:goes|applies)\\s+)(?:to|for)\\s+(?:${ref})\\b`),
    actedFirst: new RegExp(
      `^\\s*(?:(?:so|and|but|also|now|then)[,\\s]+)*(?:${ref})(?:\\s*\\([^)]*\\))?(?=\\s+(?:voted|put|nominated|pushed|went|accused|backed|defended|called|cast|pointed|switched|changed|jumped|picked)\\b)`,
    ),
    owes: new RegExp(
      `(?<!\\w)(?:${ref})(?:\\s*\\([^)]*\\))?\\s+(?:still\\s+|also\\s+)?(?:owes\\s+(?:me|us|the\\s+table|everyone|all\\s+of\\s+us)\\s+(?:an?\\s+|the\\s+)?(?:straight\\s+|real\\s+)?(?:answer|explanation|reason)|never\\s+(?:answered|explained)(?:\\s+(?:me|us|the\\s+table))?)\\b`,
    ),
    votedSeat: new RegExp(`\\b(?:vot(?:e|es|ed|ing)|back(?:s|ed|ing)?|support(?:s|ed|ing)?)\\b(?:\\s+(?!and\\b|but\\b)[\\w'’]+){0,5}?\\s+(?:${ref})\\b`),
    ballots: Object.entries(words.ballots ?? {}).map(([ballot, ws]) => [ballot, new RegExp(`\\b(?:${ws.map(esc).join('|')})\\b`)]),
  };
  return c;
}

/**
 * `speaker`: the seat speaking, never the seat a question is about (a person may sit as "You").
 * A pure function of its arguments, kept for the last few texts: an unwatched bot game says the same
 * placeholder text at every speech, and the engine reads each for questions (a copy of the claims is handed out).
 * A text that names no seat (no digit, no seated name in it) reads the same whoever speaks at whatever table.
 */
export function scanClaims(text: string, seats: readonly NamedSeat[], words: ClaimWords, speaker?: number): Claim[] {
  let byWords = SCANNED.get(words);
  if (!byWords) SCANNED.set(words, (byWords = new Map()));
  let key = text;
  if (namesSeats(text, seats)) {
    key = `${speaker ?? ''}\u0000${text}`;
    for (const s of seats) key += `\u0000${s.seat}:${s.name}`;
  }
  let claims = byWords.get(key);
  if (!claims) {
    if (byWords.size >= SCANS_KEPT) byWords.clear();
    byWords.set(key, (claims = scanAll(text, seats, words, speaker)));
  }
  return claims.map((c) => ({ ...c }));
}

/**
 * Whether a seat could be named in `text`: a digit, or a seated name in it (an empty name could be anywhere); or a question
 * put to the whole table, which asks each seat but the speaker.
 */
function namesSeats(text: string, seats: readonly NamedSeat[]): boolean {
  const lower = text.toLowerCase();
  if (/\d/.test(text) || TO_ALL.test(lower)) return true;
  return seats.some((s) => lower.includes(s.name.toLowerCase()));
}

/** The claims of the last texts scanned, per vocabulary (cleared when full: few texts repeat but the placeholder). */
const SCANNED = new WeakMap<ClaimWords, Map<string, readonly Claim[]>>();
const SCANS_KEPT = 64;

function scanAll(text: string, seats: readonly NamedSeat[], words: ClaimWords, speaker?: number): Claim[] {
  const claims: Claim[] = [];
  const lower = text.toLowerCase();
  const c = patternsFor(lower, seats, words);
  const seatOf = (num?: string, name?: string): number | undefined => {
    if (num) return seats.some((s) => s.seat === Number(num)) ? Number(num) : undefined;
    return seats.find((s) => s.name.toLowerCase() === name)?.seat;
  };
  const add = (claim: Claim) => {
    if (!claims.some((x) => JSON.stringify(x) === JSON.stringify(claim))) claims.push(claim);
  };
  for (const [role, re] of c.roles) if (re.test(lower)) add({ kind: 'role', role });
  // A speech that claims a checking role reports its results in plain words: "Hugo is good" is its check.
  const checker = claims.some((x) => x.kind === 'role' && (words.checkers ?? []).includes(x.role));
  // A seat the speech calls a liar about its claim ("Vera is lying: I am the seer"): a result said of it plainly is the
  // inference the counter-claim draws, not a check ("…Vera is a werewolf and I vote Vera", from the real seer at 80x24, was
  // read as a check on the rival, the fake counter-claim's mark: werewolf-9, seed 1206905).
  const liars = checker ? liarsIn(lower, c, seatOf) : NO_SEATS;
  for (const m of lower.matchAll(SENTENCE)) for (const check of checksIn(m[0], c, seatOf, checker && lower[m.index + m[0].length] !== '?', liars)) add(check);
  for (const [action, re] of c.actions) {
    for (const m of lower.matchAll(re)) {
      if (NEGATED.test(clauseBefore(lower, m.index))) continue;
      const t = m[1] || m[2] ? seatOf(m[1], m[2]) : lastNamed(lower.slice(0, m.index), c, seatOf, speaker);
      if (t !== undefined) add({ kind: 'acted', action, target: t });
    }
  }
  for (const [kind, re, negatable] of c.simple) {
    for (const m of lower.matchAll(re)) {
      // "I don't think Greta is lying" denies it.
      if (negatable && NEGATED.test(clauseBefore(lower, m.index))) continue;
      const t = seatOf(m[1], m[2]);
      if (t !== undefined) add({ kind, target: t } as Claim);
    }
  }
  // A vote said with a pronoun ("I lean Tomas and will vote him"): the one other seat its clause names, or none.
  for (const m of lower.matchAll(PRONOUN_VOTE)) {
    const clause = clauseBefore(lower, m.index);
    if (NEGATED.test(clause)) continue;
    const named = new Set([...clause.matchAll(c.ref)].map((r) => seatOf(r[1], r[2])).filter((x) => x !== undefined && x !== speaker));
    if (named.size === 1) add({ kind: 'vote', target: [...named][0]! });
  }
  const said = [...lower.matchAll(SAID)].flatMap((m) => calledMidway(m[0], c));
  // The question put last in the speech, which "same question to Tomas" or "and you, Tomas?" puts again.
  let prev: Ask | undefined;
  for (let i = 0; i < said.length; i++) {
    const got = spokenTo(said, i, c, seatOf, speaker, prev);
    for (const claim of got) add(claim);
    const ask = got.find((x): x is Ask => x.kind === 'ask') ?? askedAgain(said[i]!, c, seatOf, speaker, prev);
    if (ask && !got.includes(ask)) add(ask);
    if (ask) prev = ask;
  }
  // A question put to the whole table ("everybody name one person you're watching today"): asked of every other seat that
  // the speech asks nothing of its own (a model seat's request, answered by no bot: relay game, mafia-classic, seed 1218501).
  for (const sentence of said) {
    const about = askedOfAll(sentence, c);
    if (!about) continue;
    for (const s of seats) if (s.seat !== speaker && !claims.some((x) => x.kind === 'ask' && x.target === s.seat)) add({ kind: 'ask', target: s.seat, about, all: true });
  }
  for (const sentence of said) {
    const claim = owedAnswer(sentence, c, seatOf, speaker);
    if (claim && !claims.some((x) => x.kind === 'ask' && x.target === claim.target)) add(claim);
  }
  // A reported check already says what the speaker thinks of the seat.
  const checked = new Set(claims.flatMap((x) => (x.kind === 'check' ? [x.target] : [])));
  return checked.size ? claims.filter((x) => x.kind !== 'suspect' || !checked.has(x.target)) : claims;
}

/**
 * The words of the clause before `at`: a negation there denies what follows ("I don't think Greta is lying"); one in a clause
 * before it does not ("Nell claims hunter and nobody has countered it; I lean Tomas", a person's lean at 80x24, read as none).
 */
function clauseBefore(lower: string, at: number): string {
  return lower.slice(0, at).split(/[.!?;:\n]|,\s+(?:but|and|so)\b/).at(-1) ?? '';
}

/**
 * The seat a pronoun after a night action stands for: the last other seat named in its sentence or the one before ("The
 * wolves attacked Mira last night and I saved her": a person's witch claim at 80x24, werewolf, seed 1207102, read as no save).
 */
function lastNamed(before: string, c: Compiled, seatOf: (num?: string, name?: string) => number | undefined, speaker?: number): number | undefined {
  const sentences = before.split(/[.!?\n]/);
  const near = sentences.slice(-2).join('.');
  let last: number | undefined;
  for (const r of near.matchAll(c.ref)) {
    const s = seatOf(r[1], r[2]);
    if (s !== undefined && s !== speaker) last = s;
  }
  return last;
}

type Ask = Extract<Claim, { kind: 'ask' }>;

/** The question `prev` put to another seat, put to `to` too: its subject kept unless it is `to`. */
function putAgain(prev: Ask, to: number): Ask {
  const { subject, ...rest } = prev;
  return { ...rest, target: to, ...(subject !== undefined && subject !== to ? { subject } : {}) };
}

/** "Same question to Tomas", "that goes for Oskar too": the speech's last question, put to the seat named. */
function askedAgain(sentence: string, c: Compiled, seatOf: (num?: string, name?: string) => number | undefined, speaker: number | undefined, prev: Ask | undefined): Ask | undefined {
  if (!prev) return undefined;
  const m = c.sameTo.exec(sentence);
  const to = m ? seatOf(m[1], m[2]) : undefined;
  return to !== undefined && to !== speaker && to !== prev.target ? putAgain(prev, to) : undefined;
}

/** Said to a seat called by name: the question just put to another, put to it ("Tomas, same question", "and you, Tomas?"). */
const SAME_AGAIN =
  /^(?:(?:and\s+)?(?:the\s+)?same(?:\s+question)?(?:\s+(?:goes|applies|here))?(?:\s+(?:to|for)\s+you)?|(?:that|this)\s+(?:question\s+)?(?:goes|applies)\s+(?:for|to)\s+you|(?:and\s+|what\s+about\s+|how\s+about\s+)?you)(?:\s+too|\s+as\s+well)?\b[^a-z]*$|\bsame\s+question\b/;

/** A question of a few words asking why or how, said on its own: "Why?", "Why is that?", "On what grounds?". */
const SHORT_QUESTION = /^\s*(?:why|how|on\s+what|what\s+for|based\s+on\s+what)\b(?!.*\b(?:i|me|my|we|us|everyone|anyone|everybody|anybody)\b)(?:\s+[\w'’]+){0,3}\s*\?\s*$/;

/** Where a clause may start inside a sentence: after a semicolon or colon, or a comma and a joining word. */
const CLAUSE_START = /(?:[;:]|,\s+(?:so|and|but|then|now))\s+/g;

/**
 * A sentence that calls a seat partway through ("Wren pointed at Luca, so Luca, I'd like your read too"): split where
 * the call starts, so the call is read as one opening its sentence. A sentence with no such call is kept whole.
 */
function calledMidway(sentence: string, c: Compiled): string[] {
  if (c.calledFirst.test(sentence)) return [sentence];
  for (const m of sentence.matchAll(CLAUSE_START)) {
    const rest = sentence.slice(m.index + m[0].length);
    if (c.calledFirst.test(rest) && (ASKS.test(rest.replace(c.calledFirst, '').trim()) || REQUEST.test(rest))) return [sentence.slice(0, m.index + 1), rest];
  }
  return [sentence];
}

/** The whole table, spoken to: "everybody", "each of you", "the rest of you", "around the table". */
const TO_ALL = /\b(?:every(?:one|body)|each\s+of\s+you|all\s+of\s+you|every\s+one\s+of\s+you|the\s+rest\s+of\s+you|around\s+the\s+table|y['’]?all)\b/;
/** The table told to give a name: "everybody name one person", "I want each of you to tell us who", "everyone should say who". */
const ALL_TOLD = new RegExp(
  String.raw`${TO_ALL.source},?\s+(?:(?:here\s+and\s+now|please|now|today|just|simply|should|must|needs?\s+to|to|has\s+to|have\s+to)\s+)*(?:name|give|tell|say|share|pick|put\s+(?:up|down|a|one)|point)\b`,
);
/** Asking the table for its names, not told: "I want a name from everyone", "let's go around the table", "who's everyone watching?". */
const ALL_ASKED = new RegExp(String.raw`\b(?:from|of)\s+${TO_ALL.source}|\bgo(?:ing)?\s+(?:a)?round\b`);
/** What a request to the table asks for: a name, a read, a suspicion, a vote. */
const ALL_READ = /\b(?:names?|who|whom|which|suspect\w*|suspicions?|reads?|picks?|lean\w*|watch\w*|votes?|voting)\b/;

/**
 * What a sentence asks of the whole table, if it does: the seats' reads ("everybody, name one person you're watching"), or
 * their votes ("everyone, who are you voting?"). A sentence naming a seat after the table is about that seat ("everybody, vote
 * Nell" is a push, not a question), and one that tells the table something asks nothing ("everybody's in on Priya").
 */
function askedOfAll(sentence: string, c: Compiled): 'read' | 'vote' | undefined {
  const to = TO_ALL.exec(sentence);
  // A seat named before the table is called is what the sentence set out from ("Ada is gone, so everybody name one person").
  if (!to || !ALL_READ.test(sentence) || new RegExp(c.ref.source).test(sentence.slice(to.index))) return undefined;
  const question = /\?\s*$/.test(sentence) && /\b(?:who|whom|which|what)\b/.test(sentence);
  if (!question && !ALL_TOLD.test(sentence) && !ALL_ASKED.test(sentence)) return undefined;
  return /\bvot(?:e|es|ing)\b/.test(sentence) && !/\b(?:names?|suspect\w*|watch\w*|reads?|lean\w*)\b/.test(sentence) ? 'vote' : 'read';
}

/** Sentences with their closing marks ("?" tells a question). */
const SAID = /[^.!?\n]+[.!?]*/g;

/** A request for the reason, said of a seat rather than to it: "I'd like to hear why", "tell us why", "explain that". */
const WHY_REQUEST = /\b(?:(?:i(?:'d|’d|\s+would)\s+(?:like|love|want)|i\s+want|we\s+need)\s+to\s+(?:hear|know|understand)\s+why|tell\s+(?:us|me|the\s+table)\s+why|explain\s+(?:that|this|it|why)|(?:i(?:'d|’d|\s+would)\s+(?:like|love)|i\s+want|we\s+need)\s+(?:the|a)\s+reason)\b/;

/** The question a request puts to the seat whose deed the sentence opened on: about the vote it names, else its read. */
function askedOfActor(to: number, rest: string, c: Compiled, seatOf: (num?: string, name?: string) => number | undefined, speaker?: number): Claim[] {
  // What it did to the speaker is its case against the speaker ("Wren went after me…").
  if (AT_ME_RE.test(rest)) return [{ kind: 'ask', target: to, about: 'case' }];
  const about = ASKED.find(([, re]) => re.test(rest))?.[0] ?? 'read';
  if (about === 'check') return [{ kind: 'ask', target: to, about: 'read' }];
  const v = about === 'vote' ? c.votedSeat.exec(rest) : null;
  // The seat it voted, else the first other seat its deed names ("nominated Ada").
  const named = [...rest.matchAll(c.ref)].map((r) => seatOf(r[1], r[2])).find((s) => s !== undefined && s !== to && s !== speaker);
  const subject = v ? seatOf(v[1], v[2]) : about === 'vote' ? named : undefined;
  const ballot = about === 'vote' ? c.ballots.find(([, re]) => re.test(rest))?.[0] : undefined;
  return [{ kind: 'ask', target: to, about, ...(subject !== undefined && subject !== to && subject !== speaker ? { subject } : {}), ...(ballot ? { ballot } : {}) }];
}

/**
 * What one sentence says to the seat it names first or last, or puts "one question for" (Seat 3): a
 * question ("Priya, why did you vote Seat 2?" asks about a vote, on Seat 2), a request for an answer said
 * without a question mark, in it or in the next sentences ("Elsie, a small correction: you still have not
 * said why your sheriff vote went to Iris"; "Elsie, I want to believe you. Just help us understand."), and a
 * complaint ("why are you pushing me, Bruno?" suspects Bruno).
 */
function spokenTo(said: readonly string[], i: number, c: Compiled, seatOf: (num?: string, name?: string) => number | undefined, speaker?: number, prev?: Ask): Claim[] {
  const sentence = said[i]!;
  const first = c.calledFirst.exec(sentence);
  const last = first ? null : c.calledLast.exec(sentence);
  const put = first || last ? null : c.calledFor.exec(sentence);
  // Named as the one who did something, with a request in the same sentence ("Vera voted Priya yesterday out of
  // nowhere; I'd like to hear why"): asked of that seat, though not called (a person in play, werewolf, seed 88117).
  const acted = first || last || put ? null : c.actedFirst.exec(sentence);
  const m = first ?? last ?? put ?? acted;
  const to = m ? seatOf(m[1], m[2]) : undefined;
  if (!m || to === undefined) return [];
  const rest = (first || acted ? sentence.slice(m[0].length) : last ? sentence.slice(0, m.index) : sentence.slice(m.index + m[0].length)).trim();
  if (acted) return acted && to !== speaker && WHY_REQUEST.test(rest) ? askedOfActor(to, rest, c, seatOf, speaker) : [];
  const out: Claim[] = [];
  // The question just put to another seat, put to this one: "Tomas, same question", "and you, Tomas?".
  if (prev && !put && to !== speaker && to !== prev.target && SAME_AGAIN.test(rest.replace(/^[\s,:;—–-]+/, ''))) return [putAgain(prev, to)];
  const why = WHY_AT_ME.test(rest);
  if (!put && (why || (YOU_AT_ME.test(rest) && !NEGATED.test(rest.slice(0, rest.search(/\byou\b/)))))) out.push({ kind: 'suspect', target: to });
  // Called by name first, a question needs no "you": "Hugo, why Ada?" is said to Hugo. Not a seat narrated in the third person
  // ("Then Hugo — 'Hugo Boss' — strolls in after and suddenly his one check is the guy who claimed his job?": a model seat's
  // rhetorical question, answered by Hugo with "I have no check to tell you about": relay game, werewolf-9, seed 1205812).
  const narrated = !TO_YOU.test(rest) && /\b(?:he|she|his|him|her|hers)\b/.test(rest);
  const asks = ASKS.test(rest) && (TO_YOU.test(rest) || (first !== null && !narrated && /\?\s*$/.test(rest)));
  let topic = rest;
  let requested = put !== null || REQUEST.test(rest);
  // The request may follow the sentence that calls the seat, before another seat is called.
  for (let j = i + 1; !asks && !requested && j <= i + 2 && j < said.length; j++) {
    const next = said[j]!;
    if (c.calledFirst.test(next) || c.calledLast.test(next) || c.calledFor.test(next)) break;
    // A request asked of another seat, the one whose deed the next sentence opens on, is that seat's ("Luca, nothing real
    // yet. Mira jumped on you with no reason, and I want to hear why she went first": a person at 80x24, mafia, seed 1207101,
    // and Luca answered a question nobody put to him).
    const actor = c.actedFirst.exec(next);
    if (actor && seatOf(actor[1], actor[2]) !== to && WHY_REQUEST.test(next.slice(actor[0].length))) break;
    topic += ` ${next}`;
    // Or the question alone, short and said to nobody else: "Nell, you backed Jonah. Why?"
    requested = REQUEST.test(next) || (ASKS.test(next) && (TO_YOU.test(next) || SHORT_QUESTION.test(next)));
  }
  if (!asks && !requested) return out;
  // A request carries its topic in the sentence before it too, when that one names the seat ("she changed her mind… Elsie, help us understand").
  const before = !asks && i > 0 && [...said[i - 1]!.matchAll(c.ref)].some((r) => seatOf(r[1], r[2]) === to) ? said[i - 1]! : '';
  // A question naming no topic the patterns know, in a row of questions ("Greta, why did you vote Oskar? Tomas, what
  // about you?"): the one just put to another seat.
  const found = why || (!asks && AT_ME_RE.test(topic)) ? 'case' : (ASKED.find(([, re]) => re.test(rest)) ?? ASKED.find(([, re]) => re.test(topic)) ?? ASKED.find(([, re]) => re.test(before)))?.[0];
  if (!found && prev && to !== prev.target) return [...out, putAgain(prev, to)];
  // An open question to "you" on a topic the patterns do not know ("Nell, what made you do that?") asks for the seat's
  // read; a yes-or-no one ("Bruno, are you sure?") asks nothing it owes.
  if (!found && !(asks && TO_YOU.test(rest) && /^(?:what|why|who|which|how|where)\b/.test(rest))) return out;
  const about = found ?? 'read';
  // The seat the question is about: for a vote, the seat named right after it ("your vote went to Iris");
  // else, in a plain question, another seat it names ("why did you vote Seat 2").
  // A second seat called with the first ("Oskar, Iris, who would you look at first?") is asked too, not asked about.
  const also = first ? c.calledFirst.exec(rest) : null;
  const co = also ? seatOf(also[1], also[2]) : undefined;
  const other = (s: number | undefined) => s !== undefined && s !== to && s !== speaker && s !== co;
  let subject: number | undefined;
  if (about === 'vote') {
    for (const text of [topic, before]) {
      const v = c.votedSeat.exec(text);
      const s = v ? seatOf(v[1], v[2]) : undefined;
      if (other(s)) {
        subject = s;
        break;
      }
    }
  }
  if (subject === undefined && asks && about !== 'case' && about !== 'check') {
    for (const r of rest.matchAll(c.ref)) {
      const s = seatOf(r[1], r[2]);
      if (other(s)) {
        subject = s;
        break;
      }
    }
  }
  const ballot = about === 'vote' ? c.ballots.find(([, re]) => re.test(topic) || re.test(before))?.[0] : undefined;
  out.push({ kind: 'ask', target: to, about, ...(subject !== undefined && about !== 'case' && about !== 'check' ? { subject } : {}), ...(ballot ? { ballot } : {}) });
  return out;
}

/**
 * A question said of the seat that owes its answer ("Hugo still owes me an answer on Ada", "Mira never
 * answered me about her vote"): asked of that seat, about what the rest of the sentence names (a seat named
 * after it is the question's subject: its read, or its vote on it), else its case.
 */
function owedAnswer(sentence: string, c: Compiled, seatOf: (num?: string, name?: string) => number | undefined, speaker?: number): Extract<Claim, { kind: 'ask' }> | undefined {
  const m = c.owes.exec(sentence);
  const to = m ? seatOf(m[1], m[2]) : undefined;
  if (!m || to === undefined || to === speaker || NEGATED.test(sentence.slice(0, m.index))) return undefined;
  const rest = sentence.slice(m.index + m[0].length);
  let subject: number | undefined;
  for (const r of rest.matchAll(c.ref)) {
    const s = seatOf(r[1], r[2]);
    if (s !== undefined && s !== to && s !== speaker) {
      subject = s;
      break;
    }
  }
  const about = ASKED.find(([, re]) => re.test(rest))?.[0] ?? (subject !== undefined ? 'read' : 'case');
  if (about === 'check' || about === 'case') return { kind: 'ask', target: to, about };
  return { kind: 'ask', target: to, about, ...(subject !== undefined ? { subject } : {}) };
}

/**
 * The checks one sentence reports: a seat bound to a check ("I checked 5", "my check on 5"), or any seat
 * of a sentence that reports one ("5 is good, my check"; "5 came back evil"), with the first result
 * after it and before the next other seat.
 */
function checksIn(sentence: string, c: Compiled, seatOf: (num?: string, name?: string) => number | undefined, checker = false, liars: ReadonlySet<number> = NO_SEATS): Claim[] {
  const refs: { at: number; end: number; seat: number }[] = [];
  for (const m of sentence.matchAll(c.ref)) {
    const seat = seatOf(m[1], m[2]);
    const prev = refs[refs.length - 1];
    // "Seat 3 (Bruno)": the name in brackets labels the seat before it.
    if (prev && /^\s*\($/.test(sentence.slice(prev.end, m.index))) continue;
    if (seat !== undefined) refs.push({ at: m.index, end: m.index + m[0].length, seat });
  }
  if (!refs.length || RETOLD.test(sentence)) return [];
  const results = [...sentence.matchAll(c.result)].map((m) => ({ at: m.index, result: c.resultOf.get(m[0])! }));
  if (!results.length) return [];
  // Not another's check told ("She checked Vera, who the wolves then killed: a wolf knows who is safe to call good", from a
  // person faking the seer at 80x24, werewolf seed 8903, was read as their own check calling Vera a werewolf).
  const bound = refs.map((r) => CHECKED_BY_VERB.test(sentence.slice(0, r.at)) && !c.byOther.test(sentence.slice(0, r.at)));
  // "I checked 2 ... good": the check is the seat named after the verb, not any other seat of the sentence.
  const reported = !bound.includes(true) && (REPORTED.test(sentence) || c.myResult.test(sentence)) && !HEDGED.test(sentence);
  // With a checking role claimed, a result said plainly of a seat ("Hugo is good", "11: innocent") is its report.
  const plainly = (between: string) => checker && !bound.includes(true) && !HEDGED.test(sentence) && PLAIN_RESULT.test(between.replace(/\([^)]*\)/g, ' '));
  const out: Claim[] = [];
  for (const [i, r] of refs.entries()) {
    const next = refs.slice(i + 1).find((x) => x.seat !== r.seat)?.at ?? sentence.length;
    const found = results.find((x) => x.at >= r.end && x.at < next);
    if (!found) continue;
    const between = sentence.slice(r.end, found.at);
    if (!saidOfSeat(between, r.seat, c, seatOf) || conditional(sentence.slice(0, r.at))) continue;
    // "He isn't a wolf": a negation before a result word says the other result (of two), or none.
    const others = [...new Set(c.resultOf.values())].filter((x) => x !== found.result);
    const result = DENIED.test(between) ? (others.length === 1 ? others[0]! : undefined) : found.result;
    if (result === undefined) continue;
    const inferred = CONCLUDED.test(sentence.slice(0, r.at));
    const drawn = inferred || liars.has(r.seat);
    if (bound[i] || reported || (plainly(between) && !drawn) || (between.length <= 30 && CAME_BACK.test(between))) out.push({ kind: 'check', target: r.seat, result });
  }
  return out;
}

const NO_SEATS: ReadonlySet<number> = new Set();

/** Words calling a seat's claim a lie, said right after the seat ("Vera is lying", "Vera's claim is false", "Vera is the fake"). */
const LIAR = /^\s*(?:(?:is|['’]s)\s+(?:lying|a\s+liar|(?:a|the)\s+fake|faking|bluffing)|lies\b|(?:['’]s)?\s*claim\s+is\s+(?:false|a\s+lie|fake))/;

/** The seats a speech calls liars about their claim. */
function liarsIn(lower: string, c: Compiled, seatOf: (num?: string, name?: string) => number | undefined): ReadonlySet<number> {
  const out = new Set<number>();
  for (const m of lower.matchAll(c.ref)) {
    const seat = seatOf(m[1], m[2]);
    if (seat !== undefined && LIAR.test(lower.slice(m.index + m[0].length, m.index + m[0].length + 30))) out.add(seat);
  }
  return out;
}

/** Whether the clause a seat stands in is a condition or a reason ("If Bruno is a wolf…", "because 4 is evil"). */
function conditional(before: string): boolean {
  const last = [...before.matchAll(CLAUSE_BREAK)].at(-1);
  return last !== undefined && NOT_A_RESULT.test(last[0]) && before.slice(last.index + last[0].length).trim().split(/\s+/).length <= 1;
}

/**
 * Whether a result found after a seat is said of that seat: the clause that holds it has the seat itself,
 * a word for it ("he", "the answer") or nothing as its subject. "I checked Seat 3 and a fake seer is a wolf"
 * says "wolf" of "a fake seer", an opinion about fake seers, not the check's result; a clause of a reason or
 * a condition ("because…", "if he is…"), or an opinion ("I think he is…"), reports none.
 */
function saidOfSeat(between: string, seat: number, c: Compiled, seatOf: (num?: string, name?: string) => number | undefined): boolean {
  const breaks = [...between.matchAll(CLAUSE_BREAK)];
  const last = breaks.at(-1);
  if (last && NOT_A_RESULT.test(last[0])) return false;
  const clause = (last ? between.slice(last.index + last[0].length) : between).replace(/\([^)]*\)/g, ' ').trim();
  const m = SAID_OF.exec(clause);
  if (!m) return true;
  const subject = (m[1] ?? '').trim();
  if (!subject || THE_SEAT.test(subject)) return true;
  const named = c.subject.exec(subject);
  return named !== null && seatOf(named[1], named[2]) === seat;
}

/** How many tables' own sets are kept for this vocabulary (the bound above holds it). */
export const cachedTables = (words: ClaimWords): number => vocabularies.get(words)?.tables.size ?? 0;

/** How many sets of patterns this vocabulary has compiled in this process. */
export const compiledSets = (words: ClaimWords): number => vocabularies.get(words)?.compilations ?? 0;
