// The votes the table has said today, counted for a seat about to speak or vote: each living seat's latest
// announced vote (a vote claim in a speech since the current phase began: none at night), grouped by the seat
// it names. Four relay readers, each at a last call, counted them by hand from the talk and asked for the tally (3 Dec).
import type { Claim } from './core-events.js';
import type { GameEvent } from './events.js';

/**
 * "I abstain", "I'll abstain today", "I take my vote off Tomas and abstain": the speaker's own abstention, said plainly in one
 * sentence, "I" its subject. Not another's: "Hugo, your abstain yesterday I still dislike" listed its speaker as abstaining
 * beside the lean it named (relay game, mafia-classic, seed 1220501).
 */
const OWN = /\bI(?:'ll|’ll|'m|’m| will| am| shall)?(?:\s+(?!your\b|his\b|her\b|their\b|think\b|guess\b|bet\b|expect\b|suspect\b|hope\b|know\b|believe\b|doubt\b|heard\b|saw\b|noticed\b|said\b)[\w'’]+){0,6}?\s+(?:abstain(?:ing)?|vote to skip)\b|\bmy (?:vote|ballot) (?:is|goes to|will be|stays)\s+(?:an? )?(?:abstain|abstention|skip)\b/i;
const abstains = (text: string): boolean =>
  /\b(?:abstain(?:ing)?|vote to skip)\b/i.test(text) &&
  text.split(/(?<=[.!?])\s+/).some((s) => OWN.test(s) && !/\b(?:if|unless|not|never|would|should|might|may|why)\b|n't\b/i.test(s));

/** Where the count starts again: a phase of the script's top level (a day, a night), or ballots cast. */
const resets = (e: GameEvent): boolean => (e.type === 'phase_started' && e.phase === e.step) || e.type === 'vote';

/** One line, "Votes said today (…): on Seat 6 (Tomas): Seat 5 (Jonah), Seat 3 (Iris); …", or null with fewer than two said. */
export function announcedVotes(
  events: readonly GameEvent[],
  o: { label: (seat: number) => string; claims: (list: readonly Claim[]) => readonly Claim[]; alive: (seat: number) => boolean; weight?: (seat: number) => number },
): string | null {
  const latest = new Map<number, number | null>();
  // A phase of the script's top level (a day, a night) starts the count again. Once ballots are cast the words before them are
  // spent: last words after the vote are not told of a tally the ballots just overturned (a relay reader, 4 Dec); a run-off's
  // speeches count again. So only the words since the last of those count (read from there: every prompt of a game asks).
  let from = events.length;
  while (from > 0 && !resets(events[from - 1]!)) from--;
  for (let i = from; i < events.length; i++) {
    const e = events[i]!;
    if (e.type !== 'speech' || typeof e.seat !== 'number') continue;
    let voted = false;
    for (const c of o.claims((e.claims as Claim[] | undefined) ?? [])) if (c.kind === 'vote' && typeof c.target === 'number') (latest.set(e.seat, c.target), (voted = true));
    // An abstention said is a word too ("I take my vote off Tomas and abstain today": a relay reader's tally kept the old vote).
    // Not beside a lean or a suspicion the same speech names: that is where its vote leans.
    const leans = o.claims((e.claims as Claim[] | undefined) ?? []).some((c) => c.kind === 'lean' || c.kind === 'suspect');
    if (!voted && !leans && abstains(String(e.text ?? ''))) latest.set(e.seat, null);
  }
  const on = new Map<number, number[]>();
  const abstaining: number[] = [];
  for (const [by, target] of latest) {
    if (!o.alive(by)) continue;
    if (target === null) abstaining.push(by);
    else if (o.alive(target)) on.set(target, [...(on.get(target) ?? []), by]);
  }
  const said = [...on.values()].reduce((n, xs) => n + xs.length, 0) + abstaining.length;
  if (said < 2) return null;
  // A ballot that weighs more than one (a sheriff's) is said with its weight, and each group with its total, as the count
  // will be made (a relay reader's tally left the sheriff's 1.5 out: 4 Dec). Most weight first; ties in seat order.
  const weight = (s: number) => o.weight?.(s) ?? 1;
  const weighted = [...on.values()].some((by) => by.some((s) => weight(s) !== 1));
  const total = (by: readonly number[]) => by.reduce((n, s) => n + weight(s), 0);
  const groups = [...on].sort(([a, x], [b, y]) => total(y) - total(x) || a - b);
  const voter = (s: number) => (weight(s) !== 1 ? `${o.label(s)} (weighs ${weight(s)})` : o.label(s));
  // "On Katya: Tomas, Vera", not "Katya ← Tomas, Vera": relay readers took the arrow's seat for a voter ("Mira ← Oskar; abstaining:
  // Mira" read as Mira both voting and abstaining, mafia-classic, seed 1218501).
  const items = groups.map(([target, by]) => `on ${o.label(target)}: ${by.sort((a, b) => a - b).map(voter).join(', ')}${weighted ? ` = ${total(by)}` : ''}`);
  if (abstaining.length) items.push(`abstaining: ${abstaining.sort((a, b) => a - b).map(o.label).join(', ')}`);
  return `Votes said today (each living player's latest word; a ballot may still differ): ${items.join('; ')}.`;
}
