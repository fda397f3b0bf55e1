// Claims in a plain-text mafia speech: "I am the sheriff", "I checked 3: mafia", "investigated Mira,
// not mafia", "I suspect 5". "Not mafia" wins over the bare "mafia" it contains.
import { scanClaims } from '../../engine/claims.js';
import type { Claim } from '../../engine/core-events.js';
import type { NamedSeat } from '../../engine/parse.js';
import { CLAIM_WORDS } from './roles.js';

export function scanMafiaClaims(text: string, seats: readonly NamedSeat[], speaker: number): Claim[] {
  const claims = scanClaims(text, seats, CLAIM_WORDS, speaker).filter((c) => !('target' in c) || c.target !== speaker);
  const cleared = new Set(claims.flatMap((c) => (c.kind === 'check' && c.result === 'not_mafia' ? [c.target] : [])));
  return claims.filter((c) => !(c.kind === 'check' && c.result === 'mafia' && cleared.has(c.target)));
}
