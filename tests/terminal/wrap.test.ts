// wrapLines wraps text without escapes itself (wrap-ansi measured every word with string-width, most of a
// streamed frame): the lines must be wrap-ansi's (on ASCII, wherever no word is longer than a line).
import fc from 'fast-check';
import wrapAnsi from 'wrap-ansi';
import { describe, expect, it } from 'vitest';
import { wrapLines } from '../../src/terminal/width.js';

describe('wrapLines', () => {
  it('breaks where wrap-ansi (hard, trimmed) breaks, runs of spaces included', () => {
    const word = fc.constantFrom('a', 'bb', 'ccc', '', ' ', 'word', 'fourteen-chars', 'x.', 'Seat 4,');
    const text = fc.array(word, { maxLength: 40 }).map((ws) => ws.join(' '));
    fc.assert(
      fc.property(text, fc.integer({ min: 14, max: 60 }), (t, w) => {
        expect(wrapLines(t, w)).toEqual(wrapAnsi(t, w, { hard: true, trim: true }).split('\n'));
      }),
      { numRuns: 2000, seed: 12 },
    );
  });

  it('breaks where wrap-ansi breaks on wide and accented letters, emoji, marks and words longer than a line', () => {
    const word = fc.constantFrom('a', 'bb', '', ' ', '人们', '说。', 'café', '—', '“quoted”', '😀', '❯', 'Seat 4,', '謝謝你的發言', 'x'.repeat(23), '一二三四五六七八九十一二三四五六七八九十一二三');
    const text = fc.array(word, { maxLength: 40 }).map((ws) => ws.join(' '));
    fc.assert(
      fc.property(text, fc.integer({ min: 8, max: 60 }), (t, w) => {
        expect(wrapLines(t, w)).toEqual(wrapAnsi(t, w, { hard: true, trim: true }).split('\n'));
      }),
      { numRuns: 2000, seed: 12 },
    );
  });

  it('breaks a word longer than a line, and keeps paragraphs', () => {
    expect(wrapLines('一二三四五六七', 4)).toEqual(['一二', '三四', '五六', '七']);
    expect(wrapLines('ab 人', 1)).toEqual(['a', 'b', '人']);
    expect(wrapLines('ab abcdefghij', 4)).toEqual(['ab', 'abcd', 'efgh', 'ij']);
    expect(wrapLines('one two\n\nthree', 20)).toEqual(['one two', '', 'three']);
    expect(wrapLines('', 10)).toEqual(['']);
  });
});
