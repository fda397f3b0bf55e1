// A speech's pick that only just leads, with no fact of the ledger behind it, is said to be close to a guess, as a
// ballot's already was. Four seats left with two mafia among them sit near even, and the hint "the strongest offline
// bot would … nominate Seat 2 (Iris). What decides it: Seat 2 (Iris) is your likeliest mafia, at 51%." read as a case
// (a detective game at 80x24, mafia seed 1212600, day 2). A clear lead, or one with facts, is said as it stands.
import { describe, expect, it } from 'vitest';
import type { DecisionRequest } from '../../src/engine/participant.js';
import { explain, explanationText } from '../../src/practice/explain.js';
import { Position } from '../players/positions.js';

function speech(p: Position): DecisionRequest {
  return { kind: 'speech', seat: p.me, question: 'speak', options: [], answer: { shape: 'speech' }, freeText: true, view: p.view() } as DecisionRequest;
}

describe("a speech's pick in the hint", () => {
  it('that only just leads, with nothing against it, is close to a guess', () => {
    // The detective (seat 4) checked seat 6 clean; seat 7 died a villager: seats 1, 2, 3 and 5 hold the two mafia.
    const p = new Position('mafia', 4, 'detective');
    p.myCheck(6, 'not_mafia');
    p.night([7]).reveal(7, 'villager', 'town');
    const text = explanationText(explain(speech(p), { claims: [{ kind: 'suspect', target: 2 }], nomination: 2 }));
    expect(text).toMatch(/^What decides it: Seat 2 \(P2\) (?:is your likeliest mafia|and Seat \d \(P\d\) sit level|is at)[^.]*\d+%[^.]*, but no seat stands out yet[^.]*, so this is close to a guess\.$/);
  });

  it('that leads clearly on a fact is said as it stands', () => {
    const p = new Position('mafia', 4, 'detective');
    p.myCheck(6, 'not_mafia');
    p.speech(3, [{ kind: 'suspect', target: 2 }]);
    p.night([3]).reveal(3, 'villager', 'town');
    const text = explanationText(explain(speech(p), { claims: [{ kind: 'suspect', target: 2 }], nomination: 2 }));
    expect(text).toMatch(/Seat 2 \(P2\) is your likeliest mafia/);
    expect(text).toMatch(/Seat 3 \(P3\)/);
    expect(text).not.toMatch(/close to a guess/);
  });
});
