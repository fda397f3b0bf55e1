// What a speech claims and reveals, the way a table hears it: the role claimed (or none), the checks
// reported, the night actions told, whom it accuses, its announced vote and nomination. Two speeches
// with the same stance are the same move, whatever their words; the review and the drills judge these.
import type { Claim } from '../engine/core-events.js';
import type { PlayerView } from '../engine/view.js';
import { findBoard } from '../rules/index.js';

/** The check result that names the evil side at the view's table ("werewolf", "mafia"). */
export function evilResult(view: Pick<PlayerView, 'events'>): string | undefined {
  const started = view.events?.find((e) => e.type === 'game_started');
  return started?.type === 'game_started' ? findBoard(started.preset)?.ruleset.claimWords?.evil : undefined;
}

export interface Stance {
  role?: string;
  /** The role came from an earlier speech of the seat's (the table has heard it already): neither claimed nor hidden now. */
  earlier?: true;
  checks: { target: number; result: string }[];
  acted: { action: string; target: number }[];
  accused: number[];
  vote?: number;
  nomination?: number;
}

/** The role the seat of `view` claimed in an earlier speech, if it did: what the table already hears it as. */
export function claimedBefore(view: Pick<PlayerView, 'events' | 'seat'>): string | undefined {
  for (const e of view.events ?? []) if (e.type === 'speech' && e.seat === view.seat) for (const c of e.claims) if (c.kind === 'role') return c.role;
  return undefined;
}

/** A speech's stance as the table of `view` hears it: its evil result, and the role the seat claimed before. */
export function stanceIn(view: Pick<PlayerView, 'events' | 'seat'>, claims: readonly Claim[], nomination?: number): Stance {
  return stanceOf(claims, nomination, evilResult(view), claimedBefore(view));
}

/**
 * `evil`: the check result that names the evil side (a check reported so accuses its seat); `before`: the
 * role the speaker claimed in an earlier speech (a speech that does not claim again still stands on it).
 */
export function stanceOf(claims: readonly Claim[], nomination?: number, evil?: string, before?: string): Stance {
  const st: Stance = { checks: [], acted: [], accused: [] };
  for (const c of claims) {
    if (c.kind === 'role') st.role ??= c.role;
    else if (c.kind === 'check') {
      st.checks.push({ target: c.target, result: c.result });
      if (c.result === evil && !st.accused.includes(c.target)) st.accused.push(c.target);
    }
    else if (c.kind === 'acted') st.acted.push({ action: c.action, target: c.target });
    else if (c.kind === 'suspect' && !st.accused.includes(c.target)) st.accused.push(c.target);
    else if (c.kind === 'vote') st.vote ??= c.target;
  }
  if (nomination !== undefined) st.nomination = nomination;
  if (before !== undefined && (st.role === undefined || st.role === before)) {
    st.role = before;
    st.earlier = true;
  }
  return st;
}

/** Speeches that claim and reveal alike (the seats named in a set, in order). */
export function stanceKey(st: Stance): string {
  const sorted = <T>(xs: T[], key: (x: T) => string) => xs.map(key).sort().join(',');
  return [
    `role:${st.role ?? '-'}`,
    `checks:${sorted(st.checks, (c) => `${c.target}=${c.result}`)}`,
    `acted:${sorted(st.acted, (a) => `${a.action}@${a.target}`)}`,
    `accused:${[...new Set([...st.accused, ...(st.vote !== undefined ? [st.vote] : [])])].sort((a, b) => a - b).join(',')}`,
    `nominated:${st.nomination ?? '-'}`,
  ].join(' ');
}

/** Whether the speaker claimed its own role. */
export const claimsOwn = (st: Stance, ownRole: string): boolean => st.role === ownRole;

export interface StanceWords {
  label(seat: number): string;
  roleName(role: string): string;
  /** The speaker's role when it is one worth claiming or keeping back ('' otherwise). */
  ownRole: string;
  ownRoleName: string;
}

const and = (xs: readonly string[]) => (xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

/** "claim the seer, report Seat 5 (Bruno) as werewolf and accuse Seat 5 (Bruno)"; "keep the seer hidden and accuse Seat 5". */
export function stanceWords(st: Stance, w: StanceWords): string {
  const parts: string[] = [];
  if (st.earlier) {
    // Claimed in an earlier speech: the table hears it as that role whatever this one says.
  } else if (st.role !== undefined) parts.push(st.role === w.ownRole ? `claim to be the ${w.roleName(st.role)}` : `claim to be the ${w.roleName(st.role)} (a false claim)`);
  else if (w.ownRole) parts.push(`keep your role (${w.ownRoleName}) hidden`);
  if (st.checks.length) parts.push(`report ${and(st.checks.map((c) => `${w.label(c.target)} as ${c.result.replace(/_/g, ' ')}`))}`);
  if (st.acted.length) parts.push(`tell the table you ${and(st.acted.map((a) => `${a.action.replace(/_/g, ' ')} ${w.label(a.target)}`))}`);
  const accused = [...new Set([...st.accused, ...(st.vote !== undefined ? [st.vote] : [])])];
  if (accused.length) parts.push(`accuse ${and(accused.map(w.label))}`);
  if (st.nomination !== undefined) parts.push(`nominate ${w.label(st.nomination)}`);
  if (!parts.length || (parts.length === 1 && (st.role === undefined || st.earlier) && !accused.length)) parts.push('accuse nobody');
  return and(parts);
}
