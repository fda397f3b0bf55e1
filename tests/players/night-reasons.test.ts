// A night death cited as the reason to doubt a seat says why it points there: what the victim had done
// against that seat. Seen in play: "Seat 6 is the best bet on the board, given that Seat 1 was killed last night".
import { describe, expect, it } from 'vitest';
import { Reading } from '../../src/players/scripted/reading.js';
import { citeForms } from '../../src/players/scripted/speech/cite.js';
import { gameWords } from '../../src/players/scripted/speech/words.js';
import { Position } from './positions.js';

const readingOf = (p: Position) => {
  const m = p.mind();
  return new Reading(m.k!, m.belief);
};

describe('a night death as a reason', () => {
  it('carries what the victim last did against the doubted seat, and is cited with it', () => {
    const p = new Position('mafia', 1, 'villager').speech(5, [{ kind: 'suspect', target: 3 }]).vote(5, 3, 'eliminate').vote(2, 4, 'eliminate').night([5]);
    const r = readingOf(p);
    const death = r.reasons(3, 1, 3).find((e) => e.kind === 'death');
    expect(death).toBeDefined();
    if (death?.kind !== 'death') return;
    // The vote came after the accusation: the latest act against seat 3.
    expect(death.pointed).toMatchObject({ kind: 'vote', voter: 5, target: 3 });
    const forms = citeForms(death, { me: 1, day: p.day, phase: 'day', label: (s) => `Seat ${s}`, words: gameWords('mafia') });
    expect(forms.length).toBeGreaterThan(1);
    for (const f of forms) {
      expect(f).toMatch(/^Seat 5 (?:voted|put a vote on|cast a vote against) Seat 3 yesterday, and /);
      expect(f).toMatch(/(?:Seat 5 was killed|we lost Seat 5|we found Seat 5 dead)/);
    }
  });

  it('is left bare for a seat the victim never pointed at, and never carries a later act', () => {
    const p = new Position('mafia', 1, 'villager').speech(5, [{ kind: 'suspect', target: 3 }]).night([5]);
    const r = readingOf(p);
    for (const s of [2, 4, 6, 7]) for (const e of r.reasons(s, 1, 3)) if (e.kind === 'death') expect(e.pointed).toBeUndefined();
    const death = r.reasons(3, 1, 3).find((e) => e.kind === 'death');
    if (death?.kind === 'death' && death.pointed) expect(death.pointed.n).toBeLessThan(death.n);
  });
});
