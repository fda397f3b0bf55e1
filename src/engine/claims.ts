// Structured claims read from a person's plain-text speech: "I am the <role>", "I checked 5, <result>",
// "I suspect 3", "I trust 4", "I will vote 6". The ruleset supplies the words for its roles and results.
import type { Claim } from './core-events.js';
import type { NamedSeat } from './parse.js';

export interface ClaimWords {
  /** role → the words that name it */
  roles: Record<string, readonly string[]>;
  /** check result → the words that say it */
  results: Record<string, readonly string[]>;
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Compiled {
  roles: [string, RegExp][];
  checks: [string, RegExp][];
  simple: [Claim['kind'], RegExp][];
}

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
  const ref = `(?:seat\\s*#?|#|player\\s*)?(\\d+)${names ? `|(${names})` : ''}`;
  const c: Compiled = {
    roles: Object.entries(words.roles).map(([role, ws]) => [
      role,
      new RegExp(`\\bi(?:'m|’m| am)\\s+(?:the\\s+|a\\s+|an\\s+)?(?:${ws.map(esc).join('|')})\\b`),
    ]),
    checks: Object.entries(words.results).map(([result, ws]) => [
      result,
      new RegExp(`\\b(?:checked|investigated|checking)\\s+(?:${ref})\\b[^.!?]{0,24}?\\b(?:${ws.map(esc).join('|')})\\b`, 'g'),
    ]),
    simple: [
      ['suspect', new RegExp(`\\b(?:i\\s+suspect|suspicious\\s+of|i\\s+accuse)\\s+(?:${ref})\\b`, 'g')],
      ['trust', new RegExp(`\\bi\\s+(?:trust|believe)\\s+(?:${ref})\\b`, 'g')],
      ['vote', new RegExp(`\\bi(?:'ll|’ll|\\s+will)?\\s+vote(?:\\s+for|\\s+out)?\\s+(?:${ref})\\b`, 'g')],
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
  for (const [result, re] of c.checks) {
    for (const m of lower.matchAll(re)) {
      const t = seatOf(m[1], m[2]);
      if (t !== undefined) add({ kind: 'check', target: t, result });
    }
  }
  for (const [kind, re] of c.simple) {
    for (const m of lower.matchAll(re)) {
      const t = seatOf(m[1], m[2]);
      if (t !== undefined) add({ kind, target: t } as Claim);
    }
  }
  return claims;
}

/** How many tables' patterns are kept for this vocabulary (the bound above holds it). */
export const cachedTables = (words: ClaimWords): number => compiled.get(words)?.size ?? 0;
