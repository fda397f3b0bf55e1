// The hint reads as sentences: what the strongest offline bot would do (a speech by what it claims and
// whom it accuses, in plain words, never quoted in a persona's voice), and nothing is cut inside a word —
// the head wraps whole, and a reason that does not fit the rows is left out whole.
import { describe, expect, it } from 'vitest';
import { hintHead, hintLines } from '../../src/tui/hint-lines.js';

const speech = {
  raw: '',
  pick: 'claim to be the seer, report Seat 4 (Mira) as werewolf and accuse Seat 4 (Mira)',
  why: 'What decides it: Your own check found Seat 4 (Mira) a werewolf. Seat 6 (Ada) backed Seat 4 (Mira) for sheriff on day 1. Sure: Seat 4 (Mira) is a werewolf (your own check).',
  explanation: { act: 'claim to be the seer, report Seat 4 (Mira) as werewolf and accuse Seat 4 (Mira)', facts: [] },
};

describe('the hint as text', () => {
  it('names the adviser for what it is and says what it would do, a speech by its claims', () => {
    expect(hintHead(speech)).toBe('Hint (off the record): the strongest offline bot would claim to be the seer, report Seat 4 (Mira) as werewolf and accuse Seat 4 (Mira).');
    expect(hintHead({ pick: 'Seat 3 (Ada)' })).toBe('Hint (off the record): the strongest offline bot would answer Seat 3 (Ada).');
    expect(hintHead(speech)).not.toMatch(/the model/);
  });

  it('wraps instead of cutting, and leaves out whole reasons when the rows run out', () => {
    const all = hintLines(speech, 40);
    expect(all.every((l) => l.text.length <= 40)).toBe(true);
    const words = (s: string) => s.split(/\s+/).filter(Boolean);
    expect(words(all.filter((l) => l.head).map((l) => l.text).join(' '))).toEqual(words(hintHead(speech)));
    expect(all.filter((l) => !l.head).map((l) => l.text.trim()).join(' ')).toBe(speech.why);
    const few = hintLines(speech, 40, all.filter((l) => l.head).length + 2);
    const reasons = few.filter((l) => !l.head).map((l) => l.text.trim()).join(' ');
    expect(reasons).toBe('What decides it: Your own check found Seat 4 (Mira) a werewolf.');
  });
});
