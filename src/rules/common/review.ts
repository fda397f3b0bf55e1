// The review's verdicts both games share: a pick against the other side is good, a pick for your
// own side is good when it helps them (a vote for a sheriff, a save), and what a speech claimed.
import type { GameEvent } from '../../engine/events.js';
import type { ReviewRow, ReviewTruth, Verdict } from '../../engine/presentation.js';

export interface Judge {
  /** "Seat 3 (Cy), the seer" */
  who(seat: number): string;
  /** Good when the seat is on the other side (a vote, a kill, a shot). */
  against(seat: number | null): Verdict;
  /** Good when the seat is on the person's side (a save, a vote for an office). */
  for(seat: number | null): Verdict;
  enemy(seat: number): boolean;
  row(e: GameEvent, what: string, truth: string, verdict: Verdict): ReviewRow;
}

export function judge(me: number, t: ReviewTruth): Judge {
  const mine = t.teamOf(me);
  const enemy = (seat: number) => t.teamOf(seat) !== mine;
  return {
    who: (seat) => `${t.label(seat)}, ${t.roleName(t.roleOf(seat))}`,
    against: (seat) => (seat === null ? 'neutral' : enemy(seat) ? 'good' : 'bad'),
    for: (seat) => (seat === null ? 'neutral' : enemy(seat) ? 'bad' : 'good'),
    enemy,
    row: (e, what, truth, verdict) => ({ e, what, truth, verdict }),
  };
}

/** A ballot: `name` the vote's name in the review ("vote", "PK vote"); `friendly` when it elects rather than removes. */
export function voteRow(e: GameEvent & { target: number | null }, name: string, none: string, friendly: boolean, t: ReviewTruth, j: Judge): ReviewRow {
  if (e.target === null) return j.row(e, `${name}: ${none}`, '', 'neutral');
  return j.row(e, `${name} → ${t.label(e.target)}`, j.who(e.target), friendly ? j.for(e.target) : j.against(e.target));
}

/**
 * What the person claimed and revealed in a speech, beside the truth: the role, the checks, and whom it
 * accused (a suspicion or an announced vote; a seat it reported a check on, or `nominated` by the same
 * speech, has its own row). An accusation is judged as a vote is: good when it goes at the other side.
 */
export function claimRows(e: GameEvent, me: number, t: ReviewTruth, j: Judge, result: (value: string) => string, nominated?: number): ReviewRow[] {
  if (e.type !== 'speech') return [];
  const rows: ReviewRow[] = [];
  const checked = new Set<number>();
  for (const c of e.claims) {
    if (c.kind === 'role') rows.push(j.row(e, `claimed ${t.roleName(c.role)}`, `you were ${t.roleName(t.roleOf(me))}`, 'neutral'));
    if (c.kind === 'check') {
      checked.add(c.target);
      rows.push(j.row(e, `said ${t.label(c.target)} is ${result(c.result)}`, j.who(c.target), 'neutral'));
    }
  }
  const accused = [...new Set(e.claims.flatMap((c) => ((c.kind === 'suspect' || c.kind === 'vote') && c.target !== me ? [c.target] : [])))];
  for (const seat of accused) if (!checked.has(seat) && seat !== nominated) rows.push(j.row(e, `accused ${t.label(seat)}`, j.who(seat), j.against(seat)));
  return rows;
}
