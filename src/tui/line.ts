// A line of styled text that Ink may wrap, and the rows it takes at a width: the live region is sized
// from the same strings it draws, so it never outgrows the terminal and nothing has to be cut.
import { columns, rowsOf, wrapLines } from '../terminal/width.js';

export interface Seg {
  text: string;
  color?: string;
  bold?: boolean;
  dim?: boolean;
  inverse?: boolean;
  strikethrough?: boolean;
  italic?: boolean;
}

export type Line = Seg[];

export const plainText = (line: Line): string => line.map((s) => s.text).join('');

/** Rows the line takes in a box `width` columns wide. */
export const lineRows = (line: Line, width: number): number => rowsOf(plainText(line), width);

export const linesRows = (lines: readonly Line[], width: number): number => lines.reduce((n, l) => n + lineRows(l, width), 0);

/**
 * The line word-wrapped at `width` columns into lines of segments, each keeping its styles. Wrapping
 * here, not in Ink, drops the space at each break: Ink keeps it, so a wrapped line began with a space.
 */
export function wrapLine(line: Line, width: number): Line[] {
  const plain = plainText(line);
  if (columns(plain) <= width && !plain.includes('\n')) return [line];
  // Which segment each character of the plain text came from.
  const owner: number[] = line.flatMap((s, i) => Array<number>(s.text.length).fill(i));
  const out: Line[] = [];
  let at = 0;
  for (const text of wrapLines(plain, width)) {
    const row: Line = [];
    let from = -1;
    for (const ch of text) {
      // The wrapper only drops whitespace at a break: skip it in the source too.
      while (at < plain.length && !plain.startsWith(ch, at) && /\s/.test(plain[at]!)) at++;
      if (!plain.startsWith(ch, at)) return [line];
      if (owner[at] === from) row[row.length - 1]!.text += ch;
      else row.push({ ...line[(from = owner[at]!)]!, text: ch });
      at += ch.length;
    }
    out.push(row);
  }
  return out;
}
