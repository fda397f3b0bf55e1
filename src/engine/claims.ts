// Structured claims read from a person's plain-text speech: "I am the <role>", "<role> here", "I checked 5,
// <result>", "my check on 5 came back <result>", "5 is <result>, my check", "I suspect 3", "I trust 4",
// "I will vote 6", "Vote 6", "Greta is lying", "Oskar is suspicious", "I think 4 is a wolf". The ruleset
// supplies the words for its roles and results.
import type { Claim } from './core-events.js';
import { escapeRe as esc, type NamedSeat } from './parse.js';

export interface ClaimWords {
  /** role → the words that name it */
  roles: Record<string, readonly string[]>;
  /** check result → the words that say it */
  results: Record<string, readonly string[]>;
  /** The result that names the evil side: "Seat 4 is a wolf" said as an opinion suspects Seat 4. */
  evil?: string;
}

interface Compiled {
  roles: [string, RegExp][];
  /** A seat named by number or name (number in group 1, name in group 2). */
  ref: RegExp;
  /** Every result word, longest first (so "not evil" is read before "evil"). */
  result: RegExp;
  resultOf: Map<string, string>;
  /** A result word before "check": the sentence reports the speaker's check. */
  myResult: RegExp;
  /** [kind, pattern, whether a negation earlier in the sentence takes it back] */
  simple: [Claim['kind'], RegExp, boolean?][];
}

/** Sentence ends: a check's seat and its result are read within one sentence. */
const SENTENCE = /[^.!?\n]+/g;
/** Words right before a seat that make it the seat checked: "I checked 5", "my check on Mira". */
const CHECKED_BY_VERB = /\b(?:checked|checking|investigated|examined|inspected|looked\s+(?:at|into)|(?:my\s+)?(?:check|result|finding|investigation)s?\s+(?:on|of|for|into))\s+$/;
/** Words anywhere in a sentence that make its "5 is <result>" a reported check. */
const REPORTED = /\b(?:my\s+(?:check|result|finding|investigation)s?(?!\s+(?:on|of|for|into)\b)|i\s+(?:checked|investigated|examined|inspected|looked\s+at)\s+(?:them|him|her|it)|i\s+(?:checked|investigated)(?!\s+(?:the|if|whether|what|who|how|me|myself|on\s+the)\b))\b/;
/** Words between a seat and a result that report a check: "5 came back evil". */
const CAME_BACK = /\b(?:came|comes)\s+back\b/;
/** Someone else's words retold: "because 7 said 9 came back evil" is not the speaker's check ("he counter-claimed me" retells none). */
const RETOLD = /\b(?:said|says|reported|reports|(?<!-)claims?|(?<!-)claimed|called|according\s+to|told)\b/;
/** A negation earlier in the sentence: "I don't think 5 is lying". */
const NEGATED = /\b(?:not|never|no|nobody|no\s+one|don't|don’t|doesn't|doesn’t|isn't|isn’t|wouldn't|wouldn’t)\b/;
/** An opinion, not a result: "I think 5 is evil, my check was wrong" is not read as a check. */
const HEDGED = /\b(?:think|suspect|feel|guess|probably|maybe|might|seems?)\b/;

// Compiled once per table (seat names) and vocabulary, not once per speech. Every game seats other
// names, so only the tables used last are kept: memory stays flat over any number of games.
export const CLAIM_CACHE_TABLES = 256;
const compiled = new WeakMap<ClaimWords, Map<string, Compiled>>();

function compile(seats: readonly NamedSeat[], words: ClaimWords): Compiled {
  const key = seats.map((s) => s.name).join('|');
  let byNames = compiled.get(words);
  if (!byNames) compiled.set(words, (byNames = new Map()));
  const hit = byNames.get(key);
  if (hit) {
    // Least recently used first: a hit moves to the end of the map's order.
    byNames.delete(key);
    byNames.set(key, hit);
    return hit;
  }
  const names = seats.map((s) => esc(s.name.toLowerCase())).join('|');
  // A bare number names a seat, unless it counts nights or days ("on night 1").
  const ref = `(?:seat\\s*#?|#|player\\s*|(?<!(?:night|day|round)s?\\s))(\\d+)${names ? `|(${names})` : ''}`;
  // The evil result's words ("Seat 4 is not bad" does not match: only articles and adverbs may sit between).
  const evilWords = words.evil ? (words.results[words.evil] ?? []).map((w) => w.toLowerCase()) : [];
  const resultWords = Object.entries(words.results).flatMap(([result, ws]) => ws.map((w) => [w.toLowerCase(), result] as const));
  resultWords.sort((a, b) => b[0].length - a[0].length);
  const c: Compiled = {
    roles: Object.entries(words.roles).map(([role, ws]) => [
      role,
      new RegExp(`\\bi(?:'m|’m| am)\\s+(?:the\\s+|a\\s+|an\\s+|your\\s+)?(?:(?:only|real|true|actual)\\s+)?(?:${ws.map(esc).join('|')})\\b|(?:^|[^\\w\\s]\\s*)(?:${ws.map(esc).join('|')})\\s+here\\b`),
    ]),
    ref: new RegExp(`(?<!\\w)(?:${ref})\\b`, 'g'),
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
      ['trust', new RegExp(`\\bi\\s+(?:trust|believe)\\s+(?:${ref})\\b`, 'g')],
      // "I will vote 6", and the call to the table: "Vote Luca.", "Everyone vote Seat 10", "let's vote 3".
      ['vote', new RegExp(`(?:\\bi(?:'ll|’ll|\\s+will)?\\s+|\\b(?:everyone|everybody|we|let's|let’s|lets)\\s+|(?:^|[.!?;:]\\s*)(?:so\\s+|now\\s+)?)vote(?:\\s+for|\\s+out)?\\s+(?:${ref})\\b`, 'g')],
    ],
  };
  byNames.set(key, c);
  if (byNames.size > CLAIM_CACHE_TABLES) byNames.delete(byNames.keys().next().value!);
  return c;
}

export function scanClaims(text: string, seats: readonly NamedSeat[], words: ClaimWords): Claim[] {
  const claims: Claim[] = [];
  const lower = text.toLowerCase();
  const c = compile(seats, words);
  const seatOf = (num?: string, name?: string): number | undefined => {
    if (num) return seats.some((s) => s.seat === Number(num)) ? Number(num) : undefined;
    return seats.find((s) => s.name.toLowerCase() === name)?.seat;
  };
  const add = (claim: Claim) => {
    if (!claims.some((x) => JSON.stringify(x) === JSON.stringify(claim))) claims.push(claim);
  };
  for (const [role, re] of c.roles) if (re.test(lower)) add({ kind: 'role', role });
  for (const m of lower.matchAll(SENTENCE)) for (const check of checksIn(m[0], c, seatOf)) add(check);
  for (const [kind, re, negatable] of c.simple) {
    for (const m of lower.matchAll(re)) {
      // "I don't think Greta is lying" denies it.
      if (negatable && NEGATED.test(lower.slice(0, m.index).split(/[.!?\n]/).at(-1) ?? '')) continue;
      const t = seatOf(m[1], m[2]);
      if (t !== undefined) add({ kind, target: t } as Claim);
    }
  }
  // A reported check already says what the speaker thinks of the seat.
  const checked = new Set(claims.flatMap((x) => (x.kind === 'check' ? [x.target] : [])));
  return checked.size ? claims.filter((x) => x.kind !== 'suspect' || !checked.has(x.target)) : claims;
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
    if (bound[i] || reported || (between.length <= 30 && CAME_BACK.test(between))) out.push({ kind: 'check', target: r.seat, result: found.result });
  }
  return out;
}

/** How many tables' patterns are kept for this vocabulary (the bound above holds it). */
export const cachedTables = (words: ClaimWords): number => compiled.get(words)?.size ?? 0;
