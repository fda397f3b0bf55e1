// string-width remembered per string: Ink measures every line of the live region on every frame (the
// rule, the players, the footer unchanged between streamed tokens), and a line with one non-ASCII
// character is segmented grapheme by grapheme. The bundle gives this module to every import of string-width.
import stringWidth from 'string-width';

type Options = Parameters<typeof stringWidth>[1];

/** Enough for every distinct line of a few screens; past it the cache starts again (no unbounded growth). */
const LIMIT = 10_000;
const widths = new Map<string, number>();

export default function cachedStringWidth(text: string, options?: Options): number {
  if (options !== undefined) return stringWidth(text, options);
  let width = widths.get(text);
  if (width === undefined) {
    if (widths.size >= LIMIT) widths.clear();
    width = stringWidth(text);
    widths.set(text, width);
  }
  return width;
}
