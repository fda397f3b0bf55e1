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
  // Not beside a word already said of that seat: a trust, or an accusation that takes the save back.
  const spoken = new Set(claims.flatMap((x) => (x.kind === 'trust' || x.kind === 'suspect' || x.kind === 'vote' ? [x.target] : [])));
  return claims.flatMap((c): Claim[] => (c.kind === 'acted' && c.action === 'saved' && !spoken.has(c.target) ? [c, { kind: 'trust', target: c.target }] : [c]));
}
