// Text measured as a terminal shows it: in columns, not UTF-16 units. A Chinese character or an emoji
// takes two columns, a combining accent none, and a family emoji is one grapheme however many code points.
import stringWidth from 'string-width';
import wrapAnsi from 'wrap-ansi';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

// Printable ASCII takes a column a character: the common case, measured without segmenting.
const ASCII = /^[\x20-\x7e]*$/;

/** The columns `text` takes on a terminal. */
export const columns = (text: string): number => (ASCII.test(text) ? text.length : stringWidth(text));

/** The user-perceived characters of `text`: what one Backspace erases, what one arrow key steps over. */
export const graphemes = (text: string): string[] => Array.from(segmenter.segment(text), (s) => s.segment);

/** The longest start of `text` that fits in `width` columns. */
export function fitStart(text: string, width: number): string {
  if (columns(text) <= width) return text;
  let out = '';
  let used = 0;
  for (const g of graphemes(text)) {
    const w = columns(g);
    if (used + w > width) break;
    out += g;
    used += w;
  }
  return out;
}

/** The longest end of `text` that fits in `width` columns. */
export function fitEnd(text: string, width: number): string {
  if (columns(text) <= width) return text;
  const gs = graphemes(text);
  let out = '';
  let used = 0;
  for (let i = gs.length - 1; i >= 0; i--) {
    const w = columns(gs[i]!);
    if (used + w > width) break;
    out = gs[i]! + out;
    used += w;
  }
  return out;
}

/** `text` cut to `width` columns, ending with … when something was cut. */
export const truncate = (text: string, width: number): string => (columns(text) <= width ? text : `${fitStart(text, Math.max(0, width - 1))}…`);

/** Padded with spaces to `width` columns (a longer text is left as it is). */
export const padEnd = (text: string, width: number): string => text + ' '.repeat(Math.max(0, width - columns(text)));
export const padStart = (text: string, width: number): string => ' '.repeat(Math.max(0, width - columns(text))) + text;

/** Word-wrapped into lines of at most `width` columns; a word longer than a line is broken. */
export function wrapLines(text: string, width: number): string[] {
  const w = Math.max(1, width);
  return text.split('\n').flatMap((para) => (ASCII.test(para) ? wrapWords(para, w, asciiWidth, asciiCut) : ESCAPE.test(para) ? wrapAnsi(para, w, { hard: true, trim: true }).split('\n') : wrapWords(para, w, columns, graphemeCut)));
}

// Text with terminal escapes (a styled line) goes to wrap-ansi, which keeps its codes across breaks.
const ESCAPE = /[\u001b\u009b]/;
const asciiWidth = (s: string) => s.length;
const asciiCut = (s: string, w: number) => s.slice(0, w);
/** The longest start that fits, at least one grapheme (a wide one in a one-column line). */
const graphemeCut = (s: string, w: number) => fitStart(s, w) || (graphemes(s)[0] ?? s);

// Wrapped greedily here, words measured once each: wrap-ansi measures every word with its own
// string-width, which cost a streamed speech most of its frame.
function wrapWords(para: string, w: number, width: (s: string) => number, cut: (s: string, w: number) => string): string[] {
  const out: string[] = [];
  let line = '';
  let used = 0;
  let gap = '';
  // Words and the runs of spaces between them; a break drops the run it falls on.
  for (const part of para.split(/( +)/)) {
    if (!part) continue;
    if (part[0] === ' ') {
      gap = line ? part : '';
      continue;
    }
    const size = width(part);
    if (line && used + gap.length + size <= w) {
      line += gap + part;
      used += gap.length + size;
      continue;
    }
    let rest = part;
    let left = size;
    // A word longer than a line starts on this one when that costs no extra row (as wrap-ansi does).
    const room = w - used - gap.length;
    if (line && room > 0 && size > w && 1 + Math.floor((size - room - 1) / w) <= Math.floor((size - 1) / w)) {
      const head = cut(rest, room);
      if (head.length < rest.length && width(head) > 0 && width(head) <= room) {
        out.push(line + gap + head);
        rest = rest.slice(head.length);
        left = width(rest);
        line = '';
      }
    }
    if (line) out.push(line);
    while (left > w) {
      const head = cut(rest, w);
      if (head.length === rest.length) break;
      out.push(head);
      rest = rest.slice(head.length);
      left = width(rest);
    }
    line = rest;
    used = left;
  }
  out.push(line);
  return out;
}

/** How many rows Ink gives `text` in a `<Text wrap="wrap">` box `width` columns wide (Ink wraps with these options). */
export const rowsOf = (text: string, width: number): number =>
  !text.includes('\n') && columns(text) <= width ? 1 : wrapAnsi(text, Math.max(1, width), { hard: true, trim: false }).split('\n').length;

/** Where the cursor lands from `at` one grapheme left (-1) or right (+1): an emoji or an accented letter is one step. */
export function graphemeStep(text: string, at: number, dir: -1 | 1): number {
  let start = 0;
  for (const { segment, index } of segmenter.segment(text)) {
    const end = index + segment.length;
    if (dir < 0 && end >= at) return index < at ? index : start;
    if (dir > 0 && end > at) return end;
    start = index;
  }
  return dir < 0 ? start : text.length;
}
