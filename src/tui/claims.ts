// The structured claims a person can add to a speech, and the sentence each one adds to the
// words, so what the table reads matches what the claim says.
import type { Claim } from '../engine/core-events.js';

export type ClaimKind = Claim['kind'];

export const CLAIM_KINDS: { kind: ClaimKind; label: string }[] = [
  { kind: 'role', label: 'I am the … (claim a role)' },
  { kind: 'check', label: 'I checked seat N: result' },
  { kind: 'suspect', label: 'I suspect seat N' },
  { kind: 'trust', label: 'I trust seat N' },
  { kind: 'vote', label: 'I will vote seat N' },
];

export function claimSentence(c: Claim, label: (seat: number) => string, roleName: (role: string) => string): string {
  switch (c.kind) {
    case 'role':
      return `I am ${roleName(c.role)}.`;
    case 'check':
      return `I checked ${label(c.target)}: ${c.result}.`;
    case 'suspect':
      return `I suspect ${label(c.target)}.`;
    case 'trust':
      return `I trust ${label(c.target)}.`;
    case 'vote':
      return `I will vote ${label(c.target)}.`;
  }
}

/** The raw answer of a speech: JSON the handler reads, claims included when the person added some. */
export function speechAnswer(text: string, claims: readonly Claim[], sentences: readonly string[], nomination?: number): string {
  const speech = [text.trim(), ...sentences].filter(Boolean).join(' ');
  return JSON.stringify({
    speech,
    ...(claims.length ? { claims } : {}),
    ...(nomination !== undefined ? { nomination } : {}),
  });
}
