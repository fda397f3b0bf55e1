// The evidence ledger on hand-made positions (issue 22, "Tests"): each fact weighed as it bears now,
// measured by leaving it out — a vote on a revealed wolf clears the voter, a badge passed by a seat later
// shown evil marks the receiver, sheriff ballots for a proven liar mark the voters, the witch's save
// marks the saved seat good for her alone.
import { describe, expect, it } from 'vitest';
import { WEIGHTS } from '../../src/players/scripted/belief/params.js';
import type { Entry } from '../../src/players/scripted/ledger/ledger.js';
import { Reading } from '../../src/players/scripted/reading.js';
import type { Evidence } from '../../src/players/scripted/speech/plan.js';
import { Position } from './positions.js';

const readingOf = (p: Position) => {
  const m = p.mind();
  return new Reading(m.k!, m.belief, WEIGHTS.normal);
};

/** The ledger's entry about `seat` for the fact matching `is`. */
function entry(r: Reading, seat: number, is: (e: Evidence) => boolean): Entry | undefined {
  return r.ledger.about(seat).find((x) => is(x.fact));
}

describe('the ledger', () => {
  it('reads a vote on a seat later shown evil as clearing the voter, and the same vote on a villager as against him', () => {
    // Mafia (no nominations): seats 3, 4, 5 vote seat 6 out and seat 6 is shown as mafia; seat 2 voted seat 3.
    const p = new Position('mafia-classic', 1, 'villager').night([7]).reveal(7, 'villager', 'town');
    for (const s of [3, 4, 5]) p.vote(s, 6, 'eliminate');
    p.vote(2, 3, 'eliminate');
    const votedOnMafia = (voter: number) => (e: Evidence) => e.kind === 'vote' && e.voter === voter && e.target === 6;
    // Before the reveal the vote on seat 6 weighs little either way; after it, it clears the voter.
    p.died([6], 'eliminated').reveal(6, 'mafia', 'mafia');
    const r = readingOf(p);
    const cleared = entry(r, 4, votedOnMafia(4));
    expect(cleared?.sign).toBe(-1);
    expect(cleared!.weight).toBeGreaterThan(0.05);
    // Never given as a reason to suspect the voter, and given as one to trust him.
    expect(r.reasons(4, 1, 6).some(votedOnMafia(4))).toBe(false);
    expect(r.reasons(4, -1, 6).some(votedOnMafia(4))).toBe(true);
    // A vote on seat 3, who stands with those who voted the shown mafioso, speaks against its voter.
    expect(entry(r, 2, (e) => e.kind === 'vote' && e.voter === 2 && e.target === 3)?.sign).toBe(1);
  });

  it('reads a badge passed by a seat the seer knows is a wolf as marking the receiver', () => {
    // The seer (seat 12) checked seat 3: werewolf. Seat 3 held the badge and passed it to seat 6 when it died.
    const p = new Position('werewolf', 12, 'seer').night([]);
    p.myCheck(3, 'werewolf');
    p.push('sheriff_elected', { seat: 3, reason: 'most votes', tally: [] });
    p.died([3], 'banished');
    p.push('badge_passed', { from: 3, to: 6 });
    const badge = (e: Evidence) => e.kind === 'badge' && e.from === 3 && e.to === 6;
    const seer = entry(readingOf(p), 6, badge);
    expect(seer?.sign).toBe(1);
    // A seat that does not know seat 3's side reads the same badge as a mark far fainter, if one at all.
    const p2 = new Position('werewolf', 11, 'villager').night([]);
    p2.push('sheriff_elected', { seat: 3, reason: 'most votes', tally: [] });
    p2.died([3], 'banished');
    p2.push('badge_passed', { from: 3, to: 6 });
    const other = entry(readingOf(p2), 6, badge);
    expect((other?.sign ?? 0) * (other?.weight ?? 0)).toBeLessThan(seer!.weight / 3);
  });

  it('reads sheriff ballots for a claimant the real seer knows is lying as marking the voters', () => {
    // Seat 1 claims the seer and runs; seat 2 runs too. Seats 5 and 6 back seat 1, seats 7 and 8 back seat 2.
    const p = new Position('werewolf', 12, 'seer');
    p.push('sheriff_run', { seat: 1, run: true }).push('sheriff_run', { seat: 2, run: true });
    p.speech(1, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 9, result: 'good' }], { context: 'campaign' });
    for (const [voter, target] of [[5, 1], [6, 1], [7, 2], [8, 2]] as const) p.vote(voter, target, 'sheriff');
    const r = readingOf(p);
    // The real seer knows seat 1 lies.
    expect(r.s(1)).toBeGreaterThan(0.7);
    const backed = (voter: number) => (e: Evidence) => e.kind === 'vote' && e.ballot === 'sheriff' && e.voter === voter;
    expect(entry(r, 5, backed(5))?.sign).toBe(1);
    expect(entry(r, 6, backed(6))?.sign).toBe(1);
    // Backing the other candidate is no mark.
    expect(entry(r, 7, backed(7))?.sign ?? -1).toBe(-1);
    // And the backers of the liar stand darker than the backers of the other candidate.
    expect(r.s(5)).toBeGreaterThan(r.s(7));
  });

  it("reads the pack's target of the night as good for the witch alone", () => {
    const p = new Position('werewolf', 5, 'witch').night([]);
    p.push('witch_told', { seat: 5, target: 8 }, p.day, { seats: [5] });
    const attacked = (e: Evidence) => e.kind === 'attacked' && e.target === 8;
    const witch = entry(readingOf(p), 8, attacked);
    expect(witch?.sign).toBe(-1);
    expect(witch?.own).toBe(true);
    // Another seat's view holds no such fact: its ledger never names it.
    const other = new Position('werewolf', 9, 'villager').night([]);
    expect(entry(readingOf(other), 8, attacked)).toBeUndefined();
  });

  it('weighs a certain fact as settling the seat: a seer sees its own check first', () => {
    const p = new Position('werewolf', 12, 'seer').night([]);
    p.myCheck(4, 'werewolf');
    p.speech(4, [{ kind: 'suspect', target: 7 }]);
    const top = readingOf(p).ledger.about(4)[0]!;
    expect(top.fact.kind).toBe('my_result');
    expect(top.certain).toBe(true);
    expect(top.sign).toBe(1);
  });
});
