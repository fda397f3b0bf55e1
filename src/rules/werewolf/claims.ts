import { scanClaims } from '../../engine/claims.js';
import type { Claim } from '../../engine/core-events.js';
import type { NamedSeat } from '../../engine/parse.js';
import { CLAIM_WORDS } from './roles.js';

/** Claims in a plain-text werewolf speech; a seat never "suspects" itself. */
export function scanWerewolfClaims(text: string, seats: readonly NamedSeat[], speaker: number): Claim[] {
  return scanClaims(text, seats, CLAIM_WORDS, speaker).filter((c) => !('target' in c) || c.target !== speaker);
}
