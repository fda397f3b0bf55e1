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
  return text.split('\n').flatMap((para) => (ASCII.test(para) ? wrapAscii(para, w) : wrapAnsi(para, w, { hard: true, trim: true }).split('\n')));
}

// Printable ASCII, the common case, wrapped greedily a character a column: wrap-ansi measures every
// word with string-width, which cost a streamed speech most of its frame.
function wrapAscii(para: string, w: number): string[] {
  const out: string[] = [];
  let line = '';
  let gap = '';
  // Words and the runs of spaces between them; a break drops the run it falls on.
  for (const part of para.split(/( +)/)) {
    if (!part) continue;
    if (part[0] === ' ') {
      gap = line ? part : '';
      continue;
    }
    if (line && line.length + gap.length + part.length <= w) {
      line += gap + part;
      continue;
    }
    if (line) out.push(line);
    let rest = part;
    for (; rest.length > w; rest = rest.slice(w)) out.push(rest.slice(0, w));
    line = rest;
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
