// string-width, quicker: remembered per string (Ink measures every live line on every frame, most of
// them unchanged between streamed tokens), and a line of single-unit characters (box drawing, symbols,
// accents, CJK) summed from East Asian Width without segmenting it: string-width's first emoji test
// compiles a regular expression of every emoji, tens of ms before the first frame. The bundle gives this
// module to every import of string-width.
import stringWidth from 'string-width';
import { eastAsianWidth } from 'get-east-asian-width';
import { stripVTControlCharacters } from 'node:util';

type Options = Parameters<typeof stringWidth>[1];

/** Enough for every distinct line of a few screens; past it the cache starts again (no unbounded growth). */
const LIMIT = 10_000;
const widths = new Map<string, number>();

// Characters each of which is a grapheme of its own, whose width string-width takes from East Asian Width
// alone (a one-unit emoji is East Asian Wide): no controls, marks, joiners, selectors, Hangul jamo or
// prepended letters, nothing outside the Basic Multilingual Plane.
const SINGLE_UNITS = /^[^\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Grapheme_Extend}\p{Mc}\p{Cs}\p{Co}\p{Cn}\u1100-\u11ff\ua960-\ua97f\ud7b0-\ud7ff\u0d4e]*$/u;
const ASCII = /^[\x20-\x7e]*$/;
const ESCAPES = /[\u001b\u009b]/;

function measure(text: string): number {
  const plain = ESCAPES.test(text) ? stripVTControlCharacters(text) : text;
  if (ASCII.test(plain)) return plain.length;
  if (!SINGLE_UNITS.test(plain)) return stringWidth(plain);
  let width = 0;
  for (let i = 0; i < plain.length; i++) width += eastAsianWidth(plain.charCodeAt(i));
  return width;
}

export default function cachedStringWidth(text: string, options?: Options): number {
  if (options !== undefined) return stringWidth(text, options);
  let width = widths.get(text);
  if (width === undefined) {
    if (widths.size >= LIMIT) widths.clear();
    width = measure(text);
    widths.set(text, width);
  }
  return width;
}
