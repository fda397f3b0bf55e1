// A line of styled text that Ink may wrap, and the rows it takes at a width: the live region is sized
// from the same strings it draws, so it never outgrows the terminal and nothing has to be cut.
import { rowsOf } from '../terminal/width.js';

export interface Seg {
  text: string;
  color?: string;
  bold?: boolean;
  dim?: boolean;
  inverse?: boolean;
  strikethrough?: boolean;
}

export type Line = Seg[];

export const plainText = (line: Line): string => line.map((s) => s.text).join('');

/** Rows the line takes in a box `width` columns wide. */
export const lineRows = (line: Line, width: number): number => rowsOf(plainText(line), width);

export const linesRows = (lines: readonly Line[], width: number): number => lines.reduce((n, l) => n + lineRows(l, width), 0);
