// The claims as facts of the ledger. The belief weighs every claim together (one real seer: claims
// interact), so a claim's weight is measured by rebuilding the claims term without it. What one seat
// claimed in one speech is one fact (a seer claim and the checks it came with stand or fall together).
import type { Knowledge, RoleClaim } from '../knowledge.js';
import type { Evidence } from '../speech/plan.js';

type Ev<K extends Evidence['kind']> = Extract<Evidence, { kind: K }>;

export interface ClaimGroup {
  by: number;
  n: number;
  role?: Ev<'role_claim'>;
  checks: Ev<'check_claim'>[];
  actions: Ev<'action_claim'>[];
  confession?: Ev<'confession'>;
  /** Whether the group can move `seat` directly: its claimant, a seat it checked or acted on, a rival for its role. */
  bearsOn(seat: number): boolean;
  /** The part of the group cited about `seat`. */
  factFor(seat: number): Evidence;
}

/** Every claim group of the record, in order. */
export function claimGroups(k: Knowledge): ClaimGroup[] {
  const byKey = new Map<string, ClaimGroup>();
  const group = (by: number, n: number): ClaimGroup => {
    const key = `${by}:${n}`;
    let g = byKey.get(key);
    if (!g) byKey.set(key, (g = newGroup(k, by, n)));
    return g;
  };
  for (const c of k.claimLog) group(c.seat, c.ev.n).role ??= c.ev;
  for (const c of k.checkClaims) group(c.by, c.ev.n).checks.push(c.ev);
  for (const c of k.actionClaims) group(c.by, c.ev.n).actions.push(c.ev);
  for (const c of k.confessions) group(c.seat, c.n).confession ??= c;
  return [...byKey.values()].sort((a, b) => a.n - b.n);
}

function newGroup(k: Knowledge, by: number, n: number): ClaimGroup {
  const g: ClaimGroup = {
    by,
    n,
    checks: [],
    actions: [],
    bearsOn(seat) {
      if (seat === by) return true;
      if (g.checks.some((c) => c.target === seat) || g.actions.some((a) => a.target === seat)) return true;
      // A seat whose rival claimant the group checked or acted on ("I poisoned Seat 5", the other seer).
      if (g.checks.some((c) => claimSameRole(k, c.target, seat)) || g.actions.some((a) => claimSameRole(k, a.target, seat))) return true;
      // A seat that checked the claimant: the claim answers (or bears out) its check.
      if (g.role && k.checkClaims.some((c) => c.by === seat && c.target === by)) return true;
      const role = g.role?.role ?? (g.checks.length ? investigatorClaim(k, by) : undefined);
      return role !== undefined && claimsRole(k, seat, role);
    },
    factFor(seat) {
      const check = g.checks.find((c) => c.target === seat);
      if (check && seat !== by) return check;
      const action = g.actions.find((a) => a.target === seat);
      if (action && seat !== by) return action;
      // About a seat whose rival claimant the group named: that check or action.
      const onRival = seat !== by ? (g.checks.find((c) => claimSameRole(k, c.target, seat)) ?? g.actions.find((a) => claimSameRole(k, a.target, seat))) : undefined;
      if (onRival) return onRival;
      // About a seat that called the claimant evil: its check against what the claimant now claims.
      const named = g.role && seat !== by ? k.checkClaims.find((c) => c.by === seat && c.target === by && c.bad && c.ev.n < g.n) : undefined;
      if (named && g.role) return { kind: 'contradiction', a: named.ev, b: g.role };
      // About the claimant: a check a shown role proved wrong says more than the claim itself.
      if (seat === by) {
        for (const c of g.checks) {
          const shown = k.revealed.get(c.target);
          if (shown && k.evilRoles.has(shown.role) !== c.bad) return { kind: 'contradiction', a: c, b: shown.ev };
        }
      }
      return g.role ?? g.confession ?? g.checks[0] ?? g.actions[0]!;
    },
  };
  return g;
}

/** Two seats claiming the same role. */
export function claimSameRole(k: Knowledge, a: number, b: number): boolean {
  if (a === b) return false;
  const role = k.roleClaims.get(a)?.role;
  return role !== undefined && k.roleClaims.get(b)?.role === role;
}

/** The role a seat reporting checks claims (its claimed role, or the investigator's by its checks). */
function investigatorClaim(k: Knowledge, seat: number): string | undefined {
  return k.roleClaims.get(seat)?.role ?? (k.ruleset === 'mafia' ? 'detective' : 'seer');
}

function claimsRole(k: Knowledge, seat: number, role: string): boolean {
  return k.claimLog.some((c) => c.seat === seat && c.role === role) || (k.checkClaims.some((c) => c.by === seat) && investigatorClaim(k, seat) === role);
}

/** The knowledge as it would be had the group never been said: the claims term is rebuilt from it. */
export function withoutClaims(k: Knowledge, g: ClaimGroup): Knowledge {
  const out = Object.create(k) as Knowledge;
  const said = (by: number, n: number) => by === g.by && n === g.n;
  if (g.role) {
    out.claimLog = k.claimLog.filter((c) => !said(c.seat, c.ev.n));
    const latest = new Map<number, RoleClaim>();
    for (const c of out.claimLog) latest.set(c.seat, c);
    out.roleClaims = latest;
  }
  if (g.checks.length) out.checkClaims = k.checkClaims.filter((c) => !said(c.by, c.ev.n));
  if (g.actions.length) out.actionClaims = k.actionClaims.filter((c) => !said(c.by, c.ev.n));
  if (g.confession) out.confessions = k.confessions.filter((c) => !said(c.seat, c.n));
  return out;
}
