// The live region must stay shorter than the terminal, or Ink clears and redraws everything on
// each frame. These helpers size it: how the players grid folds, how text wraps (in columns), what is left.
import { columns, fitEnd, fitStart, wrapLines } from '../terminal/width.js';

export const CELL_WIDTH = 26;

export interface Size {
  columns: number;
  rows: number;
}

export function playerGrid(seats: number, columns: number): { cols: number; rows: number; cellWidth: number } {
  const cols = Math.max(1, Math.min(4, Math.floor(columns / CELL_WIDTH), seats));
  return { cols, rows: Math.ceil(seats / cols), cellWidth: Math.floor(columns / cols) };
}

/** Rows left for the live line and the prompt, once the header, the players, the rule and the footer have theirs (the last row stays free). */
export function bodyRows(size: Size, taken: { header: number; players: number; footer: number }): number {
  return Math.max(4, size.rows - 1 - taken.header - taken.players - 1 - taken.footer);
}

/** Word-wraps text into lines of at most `width` columns (hard-breaks long words). */
export const wrap = (text: string, width: number): string[] => wrapLines(text, Math.max(8, width));

/** The first `max` wrapped lines; the last one ends with … when text was cut (only when the rows run out). */
export function clip(text: string, width: number, max: number): string[] {
  const lines = wrap(text, width);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, Math.max(1, max));
  kept[kept.length - 1] = `${fitStart(kept[kept.length - 1]!, Math.max(1, width - 1))}…`;
  return kept;
}

/** The last `max` wrapped lines (a live line shows the newest words). */
export const tail = (text: string, width: number, max: number): string[] => lastLines(wrap(text, width), width, max);

/** The last `max` of wrapped `lines`; the first kept one starts with … when lines were dropped. */
export function lastLines(lines: string[], width: number, max: number): string[] {
  if (lines.length <= max) return lines;
  const kept = lines.slice(-max);
  kept[0] = `…${fitEnd(kept[0]!, Math.max(1, width - 1))}`;
  return kept;
}

/**
 * Streamed text with the cursor after it, its last `max` lines. The cursor is set after wrapping:
 * an ASCII speech keeps the fast wrap (one non-ASCII character sends the whole text to wrap-ansi).
 */
export function tailWithCursor(text: string, cursor: string, width: number, max: number): string[] {
  const lines = wrap(text, width);
  const w = Math.max(8, width);
  const last = lines[lines.length - 1] ?? '';
  if (columns(last) + columns(cursor) <= w) lines[lines.length - 1] = last + cursor;
  else lines.push(cursor);
  return lastLines(lines, width, max);
}

/** A window of `size` items that keeps `cursor` in view. */
export function windowAround(count: number, cursor: number, size: number): { start: number; end: number } {
  const n = Math.max(1, size);
  if (count <= n) return { start: 0, end: count };
  const start = Math.min(Math.max(0, cursor - Math.floor(n / 2)), count - n);
  return { start, end: start + n };
}
