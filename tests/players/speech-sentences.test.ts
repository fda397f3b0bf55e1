import { describe, expect, it } from 'vitest';
import { sentenceKey, splitSentences } from '../../src/players/scripted/speech/sentences.js';

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
  });
});
