// The reasons a bot gives are reasons (issue "reasons", seen in play on counter-claim days): no check on
// a third seat is the reason given about a claimant, and a reason the table heard today from other seats
// is not said again in the same words.
import { describe, expect, it } from 'vitest';
import { Reading } from '../../src/players/scripted/reading.js';
import { memoryOf } from '../../src/players/scripted/speech/memory.js';
import { Position } from './positions.js';

const readingOf = (p: Position) => {
  const m = p.mind();
  return new Reading(m.k!, m.belief);
};

/** Two seer claimants: seat 1 first, with a check on a third seat and one on seat 2; seat 2 answers naming seat 1. */
const counterClaimDay = () =>
  new Position('werewolf', 9, 'villager')
    .speech(1, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 5, result: 'good' }, { kind: 'check', target: 2, result: 'werewolf' }, { kind: 'vote', target: 2 }])
    .speech(2, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 1, result: 'werewolf' }, { kind: 'check', target: 6, result: 'good' }, { kind: 'vote', target: 1 }]);

describe('reasons about a claimant', () => {
  it('never are a check on some third seat', () => {
    const r = readingOf(counterClaimDay());
    for (const seat of [1, 2]) {
      for (const sign of [1, -1] as const) {
        for (const e of r.reasons(seat, sign, 6)) {
          // A check is cited about the seat it names or the claimant whose check named a rival: never about anyone else.
          if (e.kind === 'check_claim') expect([e.by, e.target]).toContain(seat);
          if (e.kind === 'check_claim' && e.by === seat) expect(e.target).not.toBe(seat === 1 ? 5 : 6);
        }
      }
    }
    // The claims term still moved them: the reasons it gave are the claims that bear on each.
    expect(r.reasons(2, 1, 6).some((e) => (e.kind === 'check_claim' && e.target === 2) || (e.kind === 'role_claim' && e.seat === 2) || e.kind === 'contradiction')).toBe(true);
  });
});

describe('the memory of a day', () => {
  it('counts the speeches of other seats that held a phrase today, and forgets them the next day', () => {
    const p = new Position('werewolf', 9, 'villager');
    p.push('speech', { seat: 3, text: 'Seat 1 (P1) called Seat 2 (P2) a werewolf today. I vote Seat 2 (P2).', context: 'discussion', claims: [] });
    p.push('speech', { seat: 4, text: 'Remember: Seat 1 (P1) called Seat 2 (P2) a werewolf today.', context: 'discussion', claims: [] });
    p.push('speech', { seat: 9, text: 'Seat 1 (P1) called Seat 2 (P2) a werewolf today, and I agree.', context: 'discussion', claims: [] });
    expect(memoryOf(p.events, 9).heardToday('Seat 1 (P1) called Seat 2 (P2) a werewolf')).toBe(2);
    expect(memoryOf(p.events, 9).heardToday('Seat 1 (P1) reported Seat 2 (P2) as a werewolf')).toBe(0);
    p.day = 2;
    p.night([]);
    p.push('speech', { seat: 5, text: 'Nothing to add.', context: 'discussion', claims: [] });
    expect(memoryOf(p.events, 9).heardToday('Seat 1 (P1) called Seat 2 (P2) a werewolf')).toBe(0);
  });
});
