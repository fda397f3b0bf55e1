// The votes the table has said today, counted for a seat about to speak or vote: each living seat's latest
// announced vote (a vote claim in a speech since the current phase began: none at night), grouped by the seat
// it names. Four relay readers, each at a last call, counted them by hand from the talk and asked for the tally (3 Dec).
import type { Claim } from './core-events.js';
import type { GameEvent } from './events.js';

/** One line, "Votes said today (…): Seat 6 (Tomas) ← Seat 5 (Jonah), Seat 3 (Iris); …", or null with fewer than two said. */
export function announcedVotes(
  events: readonly GameEvent[],
  o: { label: (seat: number) => string; claims: (list: readonly Claim[]) => Claim[]; alive: (seat: number) => boolean },
): string | null {
  const latest = new Map<number, number>();
  for (const e of events) {
    // A phase of the script's top level (a day, a night) starts the count again.
    if (e.type === 'phase_started' && e.phase === e.step) latest.clear();
    // Once ballots are cast the words before them are spent: last words after the vote are not told of a tally the
    // ballots just overturned (a relay reader, 4 Dec); a run-off's speeches count again.
    if (e.type === 'vote') latest.clear();
    if (e.type !== 'speech' || typeof e.seat !== 'number') continue;
    for (const c of o.claims((e.claims as Claim[] | undefined) ?? [])) if (c.kind === 'vote' && typeof c.target === 'number') latest.set(e.seat, c.target);
  }
  const on = new Map<number, number[]>();
  for (const [by, target] of latest) if (o.alive(by) && o.alive(target)) on.set(target, [...(on.get(target) ?? []), by]);
  const said = [...on.values()].reduce((n, xs) => n + xs.length, 0);
  if (said < 2) return null;
  // Most voices first; ties in seat order.
  const groups = [...on].sort(([a, x], [b, y]) => y.length - x.length || a - b);
  const items = groups.map(([target, by]) => `${o.label(target)} ← ${by.sort((a, b) => a - b).map(o.label).join(', ')}`);
  return `Votes said today (each living player's latest word; a ballot may still differ): ${items.join('; ')}.`;
}
