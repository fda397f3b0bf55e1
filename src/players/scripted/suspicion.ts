// The bot's model of who is evil, from public claims, votes and deaths plus its own private results.
// Scores are 0..1; "trust" in a claimed investigator grows with evidence (died at night, first to
// claim) and collapses when a claim is proven false.
import type { Knowledge } from './knowledge.js';

export interface Model {
  score: Map<number, number>;
  /** claimant → how much this seat believes their investigation claims */
  trust: Map<number, number>;
}

/** `investigator` is the role whose checks are claimed ("seer", "detective"). */
export function model(k: Knowledge, investigator: string, prior: number): Model {
  const trust = new Map<number, number>();
  const claimants = [...k.roleClaims].filter(([, c]) => c.role === investigator).sort((a, b) => a[1].order - b[1].order);
  const iAmInvestigator = k.role === investigator;
  claimants.forEach(([seat], i) => {
    let t: number;
    if (seat === k.me) t = iAmInvestigator ? 1 : 0;
    else if (iAmInvestigator || k.teammates.has(seat)) t = 0;
    else {
      t = claimants.length === 1 ? 0.85 : 0.45;
      if (k.nightKilled.has(seat)) t += 0.4;
      if (i === 0 && claimants.length > 1) t += 0.1;
      if (k.revealed.has(seat)) t = k.revealed.get(seat) === investigator ? 1 : 0;
      for (const c of k.checkClaims) {
        if (c.by !== seat) continue;
        // A check that calls a night victim evil, or calls me evil when I am not, is a lie.
        if (c.bad && k.nightKilled.has(c.target) && !k.revealed.has(c.target)) t = 0.05;
        if (c.target === k.me && c.bad !== (k.team !== 'village' && k.team !== 'town')) t = 0;
        const shown = k.revealed.get(c.target);
        if (shown !== undefined && c.bad !== isEvilRole(shown)) t = 0;
      }
    }
    trust.set(seat, Math.max(0, Math.min(1, t)));
  });

  const score = new Map<number, number>();
  for (let s = 1; s <= k.seats; s++) if (s !== k.me) score.set(s, prior);
  const add = (s: number, d: number) => {
    if (score.has(s)) score.set(s, score.get(s)! + d);
  };
  for (const c of k.checkClaims) add(c.target, (trust.get(c.by) ?? 0) * (c.bad ? 0.75 : -0.3));
  if (claimants.length > 1) for (const [seat] of claimants) add(seat, (1 - (trust.get(seat) ?? 0)) * 0.6);
  // A believed investigator is very likely good.
  for (const [seat] of claimants) if ((trust.get(seat) ?? 0) >= 0.5) add(seat, -0.35 * (trust.get(seat) ?? 0));
  const trustedSeer = claimants.find(([s]) => (trust.get(s) ?? 0) >= 0.7)?.[0];
  const cleared = new Set(k.nightKilled);
  if (trustedSeer !== undefined) cleared.add(trustedSeer);
  for (const c of k.checkClaims) if (!c.bad && (trust.get(c.by) ?? 0) >= 0.7) cleared.add(c.target);
  const provenGood = (s: number) => cleared.has(s);

  // Votes: on a player later proven good is suspicious; so is drifting from the table's choice.
  for (const v of k.votes) {
    if (v.ballot === 'sheriff') continue;
    if (v.target !== null && provenGood(v.target)) add(v.seat, 0.15);
    if (v.target !== k.dayTop.get(v.day)) add(v.seat, v.target === null ? 0.05 : 0.04);
  }
  for (const a of k.accusations) {
    if (provenGood(a.target)) add(a.by, 0.1);
    if (k.nightKilled.has(a.by)) add(a.target, 0.1);
  }
  // Two players claiming the same unique power role: at least one is lying.
  const roleCount = new Map<string, number[]>();
  for (const [seat, c] of k.roleClaims) if (c.role !== investigator) roleCount.set(c.role, [...(roleCount.get(c.role) ?? []), seat]);
  for (const [role, seats] of roleCount) {
    if (role === 'villager' || role === 'town') continue;
    if (role === k.role) for (const s of seats) add(s, 0.7);
    else if (seats.length > 1) for (const s of seats) add(s, 0.25);
    // A lone claim of a power role paints a target on the claimer's back: it is rarely a bluff.
    else add(seats[0]!, -0.2);
  }
  // Seats the killers went for at night (known to a witch) are very likely good.
  for (const s of (k.extra.attacked as number[] | undefined) ?? []) if (score.has(s)) score.set(s, Math.min(score.get(s)!, 0.05));
  for (const [s, role] of k.revealed) score.set(s, isEvilRole(role) ? 1 : 0);
  for (const [s, bad] of k.myChecks) score.set(s, bad ? 1 : 0);
  for (const s of k.teammates) score.set(s, 0);
  for (const [s, v] of score) score.set(s, Math.max(0, Math.min(1, v)));
  return { score, trust };
}

export const isEvilRole = (role: string): boolean => role === 'werewolf' || role === 'mafia';

/** The highest-scoring seat among `among` (ties to the earlier seat), with a little noise. */
export function top(score: ReadonlyMap<number, number>, among: readonly number[], noise: () => number = () => 0): number | undefined {
  let best: number | undefined;
  let bestV = -Infinity;
  for (const s of among) {
    const v = (score.get(s) ?? 0) + noise();
    if (v > bestV) {
      best = s;
      bestV = v;
    }
  }
  return best;
}
