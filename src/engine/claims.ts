// Structured claims read from a person's plain-text speech: "I am the seer", "I checked 5, werewolf",
// "I suspect 3", "I trust 4", "I will vote 6". The ruleset supplies the words for its roles and results.
import type { Claim } from './core-events.js';
import type { NamedSeat } from './parse.js';

export interface ClaimWords {
  /** role → words that name it ("seer", "prophet") */
  roles: Record<string, readonly string[]>;
  /** check result → words ("werewolf", "wolf", "bad") */
  results: Record<string, readonly string[]>;
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function scanClaims(text: string, seats: readonly NamedSeat[], words: ClaimWords): Claim[] {
  const claims: Claim[] = [];
  const lower = text.toLowerCase();
  const names = seats.map((s) => esc(s.name.toLowerCase())).join('|');
  const ref = `(?:seat\\s*#?|#|player\\s*)?(\\d+)${names ? `|(${names})` : ''}`;
  const seatOf = (num?: string, name?: string): number | undefined => {
    if (num) return seats.some((s) => s.seat === Number(num)) ? Number(num) : undefined;
    return seats.find((s) => s.name.toLowerCase() === name)?.seat;
  };
  const add = (c: Claim) => {
    if (!claims.some((x) => JSON.stringify(x) === JSON.stringify(c))) claims.push(c);
  };

  for (const [role, ws] of Object.entries(words.roles)) {
    const re = new RegExp(`\\bi(?:'m|’m| am)\\s+(?:the\\s+|a\\s+|an\\s+)?(?:${ws.map(esc).join('|')})\\b`);
    if (re.test(lower)) add({ kind: 'role', role });
  }
  for (const [result, ws] of Object.entries(words.results)) {
    const re = new RegExp(`\\b(?:checked|investigated|checking)\\s+(?:${ref})\\b[^.!?]{0,24}?\\b(?:${ws.map(esc).join('|')})\\b`, 'g');
    for (const m of lower.matchAll(re)) {
      const t = seatOf(m[1], m[2]);
      if (t !== undefined) add({ kind: 'check', target: t, result });
    }
  }
  const simple: [Claim['kind'], string][] = [
    ['suspect', `\\b(?:i\\s+suspect|suspicious\\s+of|i\\s+accuse)\\s+(?:${ref})\\b`],
    ['trust', `\\bi\\s+(?:trust|believe)\\s+(?:${ref})\\b`],
    ['vote', `\\bi(?:'ll|’ll|\\s+will)?\\s+vote(?:\\s+for|\\s+out)?\\s+(?:${ref})\\b`],
  ];
  for (const [kind, pattern] of simple) {
    for (const m of lower.matchAll(new RegExp(pattern, 'g'))) {
      const t = seatOf(m[1], m[2]);
      if (t !== undefined) add({ kind, target: t } as Claim);
    }
  }
  return claims;
}
