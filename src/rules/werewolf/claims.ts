import { scanClaims } from '../../engine/claims.js';
import type { Claim } from '../../engine/core-events.js';
import type { NamedSeat } from '../../engine/parse.js';
import { CLAIM_WORDS } from './roles.js';

/**
 * Claims in a plain-text werewolf speech; a seat never "suspects" itself. A save said is a word for the seat saved, as a
 * bot witch's own claims put it.
 */
export function scanWerewolfClaims(text: string, seats: readonly NamedSeat[], speaker: number): Claim[] {
  const claims = scanClaims(text, seats, CLAIM_WORDS, speaker).filter((c) => !('target' in c) || c.target !== speaker);
  for (const c of [...claims]) {
    if (c.kind === 'acted' && c.action === 'saved' && !claims.some((x) => x.kind === 'trust' && x.target === c.target) && !claims.some((x) => (x.kind === 'suspect' || x.kind === 'vote') && x.target === c.target)) {
      claims.splice(claims.indexOf(c) + 1, 0, { kind: 'trust', target: c.target });
    }
  }
  return claims;
}
