import { describe, expect, it } from 'vitest';
import { sanitize, sanitizeLine } from '../../src/terminal/sanitize.js';

describe('sanitize', () => {
  it('keeps plain text, newlines and unicode', () => {
    expect(sanitize('Seat 3 is a wolf.\nTrust me — ok? 🐺 Zoë')).toBe('Seat 3 is a wolf.\nTrust me — ok? 🐺 Zoë');
  });

  it('strips colours, cursor moves and screen clears', () => {
    expect(sanitize('\x1b[31mred\x1b[0m \x1b[2J\x1b[H\x1b[10;5Hmoved')).toBe('red moved');
    expect(sanitize('a\x1b[?25lb\x1b[?1049hc')).toBe('abc');
  });

  it('strips OSC title, hyperlink and clipboard sequences, terminated or not', () => {
    expect(sanitize('x\x1b]0;pwned\x07y')).toBe('xy');
    expect(sanitize('\x1b]8;;http://evil\x1b\\link\x1b]8;;\x1b\\')).toBe('link');
    expect(sanitize('x\x1b]52;c;ZXZpbA==')).toBe('x');
  });

  it('strips DCS, 8-bit CSI and lone escapes', () => {
    expect(sanitize('a\x1bP1$r\x1b\\b')).toBe('ab');
    expect(sanitize('a\x9b31mb')).toBe('ab');
    expect(sanitize('a\x1b(0b\x1bc')).toBe('ab');
    expect(sanitize('end\x1b')).toBe('end');
  });

  it('strips C0/C1 controls, bell, backspace, carriage returns and bidi overrides', () => {
    expect(sanitize('a\x07b\x08c\x00d\x85e')).toBe('abcde');
    expect(sanitize('line1\r\nline2\rline3')).toBe('line1\nline2\nline3');
    expect(sanitize('evil\u202etxt.exe')).toBe('eviltxt.exe');
    expect(sanitize('a\tb')).toBe('a  b');
  });

  it('sanitizeLine puts everything on one line', () => {
    expect(sanitizeLine('Mira\n\x1b[1mthe\x1b[0m\n  great')).toBe('Mira the great');
  });
});
