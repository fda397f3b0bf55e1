// The hint reads as sentences: a speech is "would say …", not "would answer say: …", and nothing is cut
// inside a word — the head wraps whole, and a reason that does not fit the rows is left out whole.
import { describe, expect, it } from 'vitest';
import { hintHead, hintLines } from '../../src/tui/hint-lines.js';

const speech = {
  raw: '',
  pick: 'say: "First day, so I will mostly listen. Seat 4 was quick to accuse Seat 2. I would like to hear from Seat 6 before we vote.", nominating Seat 4 (Mira)',
  why: 'Likeliest wolves: 2, 4 (12%), or 4, 6 (9%). Seat 4 (Mira) at 40% (accused Seat 2 first). Nobody has claimed yet.',
};

describe('the hint as text', () => {
  it('says a speech as a sentence, its first two sentences quoted, and a pick as an answer', () => {
    expect(hintHead(speech)).toBe('Hint (off the record): a bot in your seat would say "First day, so I will mostly listen. Seat 4 was quick to accuse Seat 2. …", nominating Seat 4 (Mira).');
    expect(hintHead({ pick: 'Seat 3 (Ada)' })).toBe('Hint (off the record): a bot in your seat would answer Seat 3 (Ada).');
  });

  it('wraps instead of cutting, and leaves out whole reasons when the rows run out', () => {
    const all = hintLines(speech, 40);
    expect(all.every((l) => l.text.length <= 40)).toBe(true);
    const words = (s: string) => s.split(/\s+/).filter(Boolean);
    expect(words(all.filter((l) => l.head).map((l) => l.text).join(' '))).toEqual(words(hintHead(speech)));
    expect(all.filter((l) => !l.head).map((l) => l.text.trim()).join(' ')).toBe(speech.why);
    const few = hintLines(speech, 40, all.filter((l) => l.head).length + 2);
    const reasons = few.filter((l) => !l.head).map((l) => l.text.trim()).join(' ');
    expect(reasons).toBe('Likeliest wolves: 2, 4 (12%), or 4, 6 (9%).');
  });
});
