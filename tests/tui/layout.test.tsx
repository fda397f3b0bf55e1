import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { SessionApp } from '../../src/tui/apps.js';
import fc from 'fast-check';
import stringWidth from 'string-width';
import cachedStringWidth from '../../src/tui/cached-string-width.js';
import { bodyRows, clip, playerGrid, tail, tailWithCursor, windowAround, wrap } from '../../src/tui/layout.js';
import { createPlaySession } from '../../src/tui/session.js';
import { frame, liveHeight, mount, resize, waitFor } from './helpers.js';

afterEach(cleanup);

describe('layout helpers', () => {
  it('fold the players into a grid and leave the rest of the rows to the prompt', () => {
    expect(playerGrid(12, 80)).toEqual({ cols: 3, rows: 4, cellWidth: 26 });
    expect(playerGrid(12, 120).cols).toBe(4);
    expect(playerGrid(6, 40).cols).toBe(1);
    expect(bodyRows({ columns: 80, rows: 24 }, { header: 3, players: 4, footer: 1 })).toBe(23 - 3 - 4 - 1 - 1);
    expect(bodyRows({ columns: 40, rows: 12 }, { header: 6, players: 12, footer: 2 })).toBe(4);
  });

  it('wrap, clip and tail text to a width', () => {
    expect(wrap('aaa bbb ccc', 7)).toEqual(['aaa bbb', 'ccc']);
    expect(wrap('x'.repeat(20), 8)).toEqual(['xxxxxxxx', 'xxxxxxxx', 'xxxx']);
    expect(clip('one two three four five six', 9, 2)).toEqual(['one two', 'three…']);
    expect(tail('one two three four five six', 9, 2)).toEqual(['…our five', 'six']);
    expect(windowAround(20, 19, 5)).toEqual({ start: 15, end: 20 });
    expect(windowAround(3, 1, 5)).toEqual({ start: 0, end: 3 });
  });

  it('put a streamed line\'s cursor after its last word, or on a row of its own when that row is full', () => {
    expect(tailWithCursor('one two three', '▍', 9, 3)).toEqual(['one two', 'three▍']);
    expect(tailWithCursor('one two three four five six', '▍', 9, 2)).toEqual(['…our five', 'six▍']);
    expect(tailWithCursor('aaaa bbbb', '▍', 9, 3)).toEqual(['aaaa bbbb', '▍']);
    expect(tailWithCursor('一二三四五六', '▍', 8, 3)).toEqual(['一二三四', '五六▍']);
  });

  it('measure a line as string-width does, remembered', () => {
    for (const text of ['plain', '─'.repeat(80), '人们。', 'a 😀 b', '\u001B[31mred\u001B[39m ●', '👨‍👩‍👧', 'é', '각', '\u1100\u1161', '☕☀️', '']) {
      expect(cachedStringWidth(text)).toBe(stringWidth(text));
      expect(cachedStringWidth(text)).toBe(stringWidth(text));
    }
    expect(cachedStringWidth('±', { ambiguousIsNarrow: false })).toBe(stringWidth('±', { ambiguousIsNarrow: false }));
  });

  it('measure every character of the Basic Multilingual Plane, and mixes of them, as string-width does', () => {
    for (let c = 0; c < 0x10000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const ch = String.fromCharCode(c);
      if (cachedStringWidth(ch) !== stringWidth(ch)) expect({ c: c.toString(16), width: cachedStringWidth(ch) }).toEqual({ c: c.toString(16), width: stringWidth(ch) });
    }
    const piece = fc.constantFrom('a', ' ', '─', '●', '★', '☾', '人', '们', 'é', 'e\u0301', '각', '\u1100', '\u1161', '😀', '\u200d', '\ufe0f', '\u0915\u094d', 'ﾞ', '\u001B[1m', '\u001B[22m', '\t');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (ps) => {
        const text = ps.join('');
        expect(cachedStringWidth(text)).toBe(stringWidth(text));
      }),
      { numRuns: 3000, seed: 5 },
    );
  });
});

const playerRows = (r: ReturnType<typeof mount>) => {
  const live = frame(r).split('\n').slice(-liveHeight(r));
  return live.filter((l) => /^[ ▸][●✝] +\d+ /.test(l));
};

describe('the live region fits the terminal', () => {
  it('at 80×24 with twelve seats, and after resizing smaller and larger', async () => {
    const session = createPlaySession({ preset: 'werewolf', seed: 5, seat: 1, role: 'guard', paceMs: 0 });
    const r = mount(<SessionApp session={session} />, { columns: 80, rows: 24 });
    await waitFor(r, () => session.human!.head() && frame(r).includes('↑ ↓ choose'), 'the guard\'s list of twelve');
    expect(liveHeight(r)).toBeLessThanOrEqual(23);
    expect(playerRows(r)).toHaveLength(4);

    resize(r, { columns: 60, rows: 20 });
    await waitFor(r, () => playerRows(r).length === 6, 'two columns of players');
    expect(liveHeight(r)).toBeLessThanOrEqual(19);
    expect(frame(r).split('\n').slice(-liveHeight(r)).every((l) => l.length <= 60)).toBe(true);

    resize(r, { columns: 120, rows: 40 });
    await waitFor(r, () => playerRows(r).length === 3, 'four columns of players');
    expect(liveHeight(r)).toBeLessThanOrEqual(39);
    expect(frame(r)).toContain('nobody');

    resize(r, { columns: 80, rows: 24 });
    await waitFor(r, () => playerRows(r).length === 4, 'back to three columns');
    expect(liveHeight(r)).toBeLessThanOrEqual(23);
  });
});
