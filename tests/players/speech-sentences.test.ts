import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sentenceKey, splitSentences } from '../../src/players/scripted/speech/sentences.js';
import { tableKeys } from '../../src/players/scripted/speech/memory.js';

describe('sentences', () => {
  it('split after a closing mark before a capital, a digit or an opening quote', () => {
    expect(splitSentences('I am the seer. I checked Seat 4 (Ada): good! Why? "Fine." 3 votes.')).toEqual([
      'I am the seer.',
      'I checked Seat 4 (Ada): good!',
      'Why?',
      '"Fine."',
      '3 votes.',
    ]);
  });

  it('keep a sentence whole across commas, dashes, colons and seat labels', () => {
    expect(splitSentences('Now then, Seat 4 (Ada) — voted Seat 2 (Bo): odd.')).toEqual(['Now then, Seat 4 (Ada) — voted Seat 2 (Bo): odd.']);
    expect(splitSentences('  ')).toEqual([]);
  });

  it('key a sentence with seats, case, spacing and the closing mark set aside', () => {
    expect(sentenceKey('I will vote Seat 4 (Ada).')).toBe(sentenceKey('i will  vote Seat 11 (Zed)!'));
    expect(sentenceKey("Seat 4's vote")).toBe("seat #'s vote");
    expect(sentenceKey('I will vote Seat 4 (Ada).')).not.toBe(sentenceKey('I will back Seat 4 (Ada).'));
    // A word for the table at either end is set aside: an address said once a speech must not hide a sentence said again.
    expect(sentenceKey('Put my vote down for Seat 4 (Ada), love.')).toBe(sentenceKey('Put my vote down for Seat 6 (Bo).'));
    expect(sentenceKey('Folks, the tape says good.')).toBe(sentenceKey('The tape says good.'));
    expect(sentenceKey('Love is blind.')).toBe('love is blind');
    // A count of seats too: the next seat saying the line with one more on the case says it again.
    expect(sentenceKey("Put me beside five of you on Seat 7 (Ada); Seat 5 (Priya)'s check is enough for me.")).toBe(
      sentenceKey("Put me beside six of you on Seat 7 (Ada); Seat 5 (Priya)'s check is enough for me."),
    );
    expect(sentenceKey('Three of us voted Seat 2.')).toBe(sentenceKey('4 of us voted Seat 2.'));
    expect(sentenceKey('One of you is lying.')).not.toBe(sentenceKey('Two of you are lying.'));
  });

  it('are heard by the table with a seat said as "her", "him" or "them" as a seat; a possessive "her" stays', () => {
    const names = /\b(?:nell|tomas|ada|vera)\b/g;
    const heard = tableKeys('Nell followed Tomas onto me, and I would ask her what that adds.', names);
    expect(heard).toContain(sentenceKey('Ada followed Vera onto me, and I would ask Ada what that adds.', names));
    expect(heard).toContain(sentenceKey('Nell followed Tomas onto me, and I would ask her what that adds.', names));
    expect(tableKeys('I voted him yesterday.', null)).toContain(sentenceKey('I voted Seat 4 yesterday.'));
    expect(tableKeys('Her check on Seat 4 came back good.', null)).toEqual(['her check on seat # came back good']);
  });

  it('key seats the same way a plain pattern does, over random text', () => {
    const reference = (x: string) =>
      x.toLowerCase().replace(/\bseat\s+\d+(?:\s+\([^)]*\))?/g, 'seat #').replace(/[.!?\s]+$/, '').replace(/\s+/g, ' ').trimStart();
    const piece = fc.constantFrom('Seat 4 (Ada)', 'seat 12', 'Seat 3', 'seat  7 (Bo)', 'subseat 5', 'seats', '(', ')', ' ', ', ', 'voted', 'I', '.', '!', 'Seat ', '4', 'seat 9 (x', 'Seat 10 (Kit)\'s', '\t', 'seat\n3', 'Seat 5 \t(Bo)', 'Seat 6  (Cy)');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        expect(sentenceKey(text)).toBe(reference(text));
      }),
      { numRuns: 2000, seed: 3 },
    );
  });
});

describe('composing', () => {
  it('fills slots, leaves unknown ones, and reads a lead-in the way a pattern does', async () => {
    const { fill, hasLead } = await import('../../src/players/scripted/speech/compose.js');
    expect(fill('{target} voted {other} for {target}', { target: 'Seat 4 (Ada)' })).toBe('Seat 4 (Ada) voted {other} for Seat 4 (Ada)');
    expect(fill('no slots', { target: 'x' })).toBe('no slots');
    expect(fill('{broken', { broken: 'x' })).toBe('{broken');
    const pattern = (s: string) => /^[^,.!?:—]{1,30}[,:—]\s/.test(s) || s.includes(':');
    fc.assert(
      fc.property(fc.array(fc.constantFrom('Now then', ',', ' ', 'I', '.', '—', ':', 'a', 'long words here', '!', 'x'), { maxLength: 10 }), (parts) => {
        const s = parts.join('');
        expect(hasLead(s), JSON.stringify(s)).toBe(pattern(s));
      }),
      { numRuns: 3000, seed: 5 },
    );
  });
});
