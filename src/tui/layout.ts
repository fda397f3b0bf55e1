// The live region must stay shorter than the terminal, or Ink clears and redraws everything on
// each frame. These helpers size it: how the players grid folds, how text wraps, what is left.
export const CELL_WIDTH = 26;
export const HEADER_ROWS = 3;

export interface Size {
  columns: number;
  rows: number;
}

export function playerGrid(seats: number, columns: number): { cols: number; rows: number; cellWidth: number } {
  const cols = Math.max(1, Math.min(4, Math.floor(columns / CELL_WIDTH), seats));
  return { cols, rows: Math.ceil(seats / cols), cellWidth: Math.floor(columns / cols) };
}

/** Rows left for the live line and the prompt, under the header and the players, above the footer. */
export function bodyRows(size: Size, seats: number): number {
  const usable = size.rows - 1;
  return Math.max(4, usable - HEADER_ROWS - playerGrid(seats, size.columns).rows - 1 - 1);
}

/** Word-wraps text into lines of at most `width` characters (hard-breaks long words). */
export function wrap(text: string, width: number): string[] {
  const w = Math.max(8, width);
  const out: string[] = [];
  for (const para of text.split('\n')) {
    let lineText = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      let rest = word;
      while (rest.length > w) {
        if (lineText) out.push(lineText);
        out.push(rest.slice(0, w));
        lineText = '';
        rest = rest.slice(w);
      }
      if (!lineText) lineText = rest;
      else if (lineText.length + 1 + rest.length <= w) lineText += ' ' + rest;
      else {
        out.push(lineText);
        lineText = rest;
      }
    }
    out.push(lineText);
  }
  return out;
}

/** The first `max` wrapped lines; the last one ends with … when text was cut. */
export function clip(text: string, width: number, max: number): string[] {
  const lines = wrap(text, width);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, Math.max(1, max));
  const last = kept[kept.length - 1]!;
  kept[kept.length - 1] = (last.length >= width ? last.slice(0, width - 1) : last) + '…';
  return kept;
}

/** The last `max` wrapped lines (a live line shows the newest words). */
export function tail(text: string, width: number, max: number): string[] {
  const lines = wrap(text, width);
  if (lines.length <= max) return lines;
  const kept = lines.slice(-max);
  kept[0] = '…' + kept[0]!.slice(1);
  return kept;
}

/** A window of `size` items that keeps `cursor` in view. */
export function windowAround(count: number, cursor: number, size: number): { start: number; end: number } {
  const n = Math.max(1, size);
  if (count <= n) return { start: 0, end: count };
  const start = Math.min(Math.max(0, cursor - Math.floor(n / 2)), count - n);
  return { start, end: start + n };
}
