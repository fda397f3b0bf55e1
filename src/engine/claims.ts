// Structured claims read from a person's plain-text speech: "I am the <role>", "<role> here", "I checked 5,
// <result>", "my check on 5 came back <result>", "5 is <result>, my check", "I suspect 3", "I trust 4",
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
}

interface Compiled {
  roles: [string, RegExp][];
  /** A seat named by number or name (number in group 1, name in group 2). */
  ref: RegExp;
  /** The same, as the whole of a clause's subject. */
  subject: RegExp;
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
}

/** What is done to the speaker when it complains of it: "put me up", "voting for me", "going after me". */
const AT_ME = String.raw`(?:put(?:s|ting)?|nominat(?:e|es|ed|ing)|push(?:es|ed|ing)?|accus(?:e|es|ed|ing)|vot(?:e|es|ed|ing)(?:\s+(?:for|against|on))?|go(?:es|ing)?\s+after|went\s+after|com(?:e|es|ing)\s+after|target(?:s|ed|ing)?|nam(?:e|es|ed|ing)|attack(?:s|ed|ing)?|point(?:s|ed|ing)?\s+at|suspect(?:s|ed|ing)?)\s+me\b`;
/** A complaint that it had no ground: "with no reason", "without any evidence", "for no reason". */
const NO_GROUND = String.raw`[^.!?;]{0,40}?\b(?:with\s+no|without(?:\s+a|\s+any)?|for\s+no)\s+(?:good\s+|real\s+)?(?:reason|evidence|cause|case)`;
/** "Why are you pushing me?" said to a seat: a complaint, and a question about its case. */
const WHY_AT_ME = new RegExp(String.raw`\bwhy\b.*\byou(?:'re|’re)?\s+(?:\w+\s+){0,2}?${AT_ME}`);
/** "You put me up with no reason" said to a seat. */
const YOU_AT_ME = new RegExp(String.raw`\byou\s+(?:just\s+|only\s+)?${AT_ME}(?:\s+up)?${NO_GROUND}`);
/** A question: it asks (a question mark, or a question word first) and speaks to "you". */
const ASKS = /^(?:what|why|who|whom|which|how|did|do|does|are|were|have|has|can|could|would|will|where)\b|\?/;
const TO_YOU = /\b(?:you|your|you're|you’re)\b/;
/** What a question asks about, tried in this order. */
const ASKED: [Extract<Claim, { kind: 'ask' }>['about'], RegExp][] = [
  ['check', /\b(?:check(?:ed|s)?|investigat\w*|inspect\w*|results?|look(?:ed)?\s+(?:at|into)|learn(?:ed|t)?|find|found|see|saw)\b/],
  ['vote', /\b(?:vot(?:e|es|ed|ing)|ballot|nominat\w*)\b/],
  ['read', /\b(?:make\s+of|view|read|suspect\w*|think|lean\w*|trust|pick|sus|guess|feel|opinion|take|who|why|evil|bad|scum)\b/],
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
/** A negation earlier in the sentence: "I don't think 5 is lying". */
const NEGATED = /\b(?:not|never|no|nobody|no\s+one|don't|don’t|doesn't|doesn’t|isn't|isn’t|wouldn't|wouldn’t)\b/;
/** An opinion, not a result: "I think 5 is evil, my check was wrong" is not read as a check. */
const HEDGED = /\b(?:think|suspect|feel|guess|probably|maybe|might|seems?)\b/;
/** Where the clause that holds a result starts: a comma, a colon, a dash, or a joining word before it. */
const CLAUSE_BREAK = /[,;:—–]|\s-\s|\b(?:and|but|so|then|because|since|if|when|while|though|although|unless)\b/g;
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
    actions: Object.entries(words.actions ?? {}).map(([action, ws]) => [
      action,
      new RegExp(`\\bi\\s+(?:(?:just|already|also|then)\\s+)?(?:${ws.map(esc).join('|')})\\s+(?:${ref})\\b`, 'g'),
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
      ['trust', new RegExp(`\\bi\\s+(?:trust|believe)\\s+(?:${ref})\\b`, 'g')],
      // "I will vote 6", and the call to the table: "Vote Luca.", "Everyone vote Seat 10", "let's vote 3".
      ['vote', new RegExp(`(?:\\bi(?:'ll|’ll|\\s+will)?\\s+|\\b(?:everyone|everybody|we|let's|let’s|lets)\\s+|(?:^|[.!?;:]\\s*)(?:so\\s+|now\\s+)?)vote(?:\\s+for|\\s+out)?\\s+(?:${ref})\\b`, 'g')],
    ],
    calledFirst: new RegExp(
      `^\\s*(?:(?:so|and|ok|okay|hey|well|now|but|also|right|oh|then)[,\\s]+)*(?:${ref})(?:\\s*\\([^)]*\\))?(?:\\s*[,:]|(?=\\s+(?:what|why|who|whom|which|how|did|do|does|are|were|have|has|can|could|would|will|where|you)\\b))`,
    ),
    calledLast: new RegExp(`[,—–]\\s*(?:${ref})(?:\\s*\\([^)]*\\))?\\s*[?!.]*\\s*$`),
  };
  return c;
}

/** `speaker`: the seat speaking, never the seat a question is about (a person may sit as "You"). */
export function scanClaims(text: string, seats: readonly NamedSeat[], words: ClaimWords, speaker?: number): Claim[] {
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
  for (const m of lower.matchAll(SENTENCE)) for (const check of checksIn(m[0], c, seatOf)) add(check);
  for (const [action, re] of c.actions) {
    for (const m of lower.matchAll(re)) {
      if (NEGATED.test(lower.slice(0, m.index).split(/[.!?\n]/).at(-1) ?? '')) continue;
      const t = seatOf(m[1], m[2]);
      if (t !== undefined) add({ kind: 'acted', action, target: t });
    }
  }
  for (const [kind, re, negatable] of c.simple) {
    for (const m of lower.matchAll(re)) {
      // "I don't think Greta is lying" denies it.
      if (negatable && NEGATED.test(lower.slice(0, m.index).split(/[.!?\n]/).at(-1) ?? '')) continue;
      const t = seatOf(m[1], m[2]);
      if (t !== undefined) add({ kind, target: t } as Claim);
    }
  }
  for (const m of lower.matchAll(SAID)) for (const claim of spokenTo(m[0], c, seatOf, speaker)) add(claim);
  // A reported check already says what the speaker thinks of the seat.
  const checked = new Set(claims.flatMap((x) => (x.kind === 'check' ? [x.target] : [])));
  return checked.size ? claims.filter((x) => x.kind !== 'suspect' || !checked.has(x.target)) : claims;
}

/** Sentences with their closing marks ("?" tells a question). */
const SAID = /[^.!?\n]+[.!?]*/g;

/**
 * What one sentence says to the seat it names first or last: a question ("Priya, why did you vote Seat 2?"
 * asks about a vote, on Seat 2) and a complaint ("why are you pushing me, Bruno?" suspects Bruno).
 */
function spokenTo(sentence: string, c: Compiled, seatOf: (num?: string, name?: string) => number | undefined, speaker?: number): Claim[] {
  const first = c.calledFirst.exec(sentence);
  const last = first ? null : c.calledLast.exec(sentence);
  const m = first ?? last;
  const to = m ? seatOf(m[1], m[2]) : undefined;
  if (!m || to === undefined) return [];
  const rest = (first ? sentence.slice(m[0].length) : sentence.slice(0, m.index)).trim();
  const out: Claim[] = [];
  const why = WHY_AT_ME.test(rest);
  if (why || (YOU_AT_ME.test(rest) && !NEGATED.test(rest.slice(0, rest.search(/\byou\b/))))) out.push({ kind: 'suspect', target: to });
  if (!ASKS.test(rest) || !TO_YOU.test(rest)) return out;
  const about = why ? 'case' : ASKED.find(([, re]) => re.test(rest))?.[0];
  if (!about) return out;
  // The seat the question is about: another seat it names ("why did you vote Seat 2").
  let subject: number | undefined;
  for (const r of rest.matchAll(c.ref)) {
    const s = seatOf(r[1], r[2]);
    if (s !== undefined && s !== to && s !== speaker) {
      subject = s;
      break;
    }
  }
  out.push({ kind: 'ask', target: to, about, ...(subject !== undefined && about !== 'case' && about !== 'check' ? { subject } : {}) });
  return out;
}

/**
 * The checks one sentence reports: a seat bound to a check ("I checked 5", "my check on 5"), or any seat
 * of a sentence that reports one ("5 is good, my check"; "5 came back evil"), with the first result
 * after it and before the next other seat.
 */
function checksIn(sentence: string, c: Compiled, seatOf: (num?: string, name?: string) => number | undefined): Claim[] {
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
  const bound = refs.map((r) => CHECKED_BY_VERB.test(sentence.slice(0, r.at)));
  // "I checked 2 ... good": the check is the seat named after the verb, not any other seat of the sentence.
  const reported = !bound.includes(true) && (REPORTED.test(sentence) || c.myResult.test(sentence)) && !HEDGED.test(sentence);
  const out: Claim[] = [];
  for (const [i, r] of refs.entries()) {
    const next = refs.slice(i + 1).find((x) => x.seat !== r.seat)?.at ?? sentence.length;
    const found = results.find((x) => x.at >= r.end && x.at < next);
    if (!found) continue;
    const between = sentence.slice(r.end, found.at);
    if (!saidOfSeat(between, r.seat, c, seatOf)) continue;
    if (bound[i] || reported || (between.length <= 30 && CAME_BACK.test(between))) out.push({ kind: 'check', target: r.seat, result: found.result });
  }
  return out;
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
