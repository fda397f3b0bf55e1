// The structured claims a person can add to a speech, and the sentence each one adds to the
// words, so what the table reads matches what the claim says.
import type { Claim } from '../engine/core-events.js';
import type { Presentation } from '../engine/presentation.js';
import { describeClaims } from '../engine/prompt.js';

export type ClaimKind = Claim['kind'];

export const CLAIM_KINDS: { kind: ClaimKind; label: string }[] = [
  { kind: 'role', label: 'I am the … (claim a role)' },
  { kind: 'check', label: 'I checked seat N: result' },
  { kind: 'suspect', label: 'I suspect seat N' },
  { kind: 'trust', label: 'I trust seat N' },
  { kind: 'vote', label: 'I will vote seat N' },
];

const QUESTION: Record<Extract<Claim, { kind: 'ask' }>['about'], (subject?: string) => string> = {
  vote: (s) => (s ? `why did you vote ${s}` : 'whom will you vote'),
  read: (s) => (s ? `what do you make of ${s}` : 'what is your read'),
  check: () => 'what did you check',
  case: () => 'why are you after me',
};

/** A claimed result in the ruleset's words ("not_mafia" reads "not mafia"). */
export const resultWord = (show: Pick<Presentation, 'results'>, result: string): string =>
  show.results.find((r) => r.value === result)?.label ?? result.replace(/_/g, ' ');

export function claimSentence(c: Claim, label: (seat: number) => string, roleName: (role: string) => string, show: Pick<Presentation, 'results'>): string {
  switch (c.kind) {
    case 'role':
      return `I am ${roleName(c.role)}.`;
    case 'check':
      return `I checked ${label(c.target)}: ${resultWord(show, c.result)}.`;
    case 'suspect':
      return `I suspect ${label(c.target)}.`;
    case 'trust':
      return `I trust ${label(c.target)}.`;
    case 'vote':
      return `I will vote ${label(c.target)}.`;
    case 'lean':
      return `I lean ${label(c.target)}.`;
    case 'ask':
      return `${label(c.target)}, ${QUESTION[c.about](c.subject !== undefined ? label(c.subject) : undefined)}?`;
    case 'acted':
      return `I ${c.action.replace(/_/g, ' ')} ${label(c.target)}.`;
  }
}

/** What a speech claimed, under its text, in the table's words: "claims the seer; says Seat 3 (Cy) is not mafia; nominates Seat 4 (Di)". */
export function claimsLine(claims: readonly Claim[], label: (seat: number) => string, roleName: (role: string) => string, show: Pick<Presentation, 'results'>, nomination?: number): string {
  const worded = claims.map((c): Claim => (c.kind === 'role' ? { ...c, role: roleName(c.role) } : c.kind === 'check' ? { ...c, result: resultWord(show, c.result) } : c));
  return [describeClaims(worded, label), ...(nomination !== undefined ? [`nominates ${label(nomination)}`] : [])].filter(Boolean).join('; ');
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
