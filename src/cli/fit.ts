// A listing's entries fitted to the terminal: fields packed in order onto lines of at most `width`
// columns (a CJK or emoji name counts two a character), continued on indented lines, never cut.
import { sanitizeLine } from '../terminal/sanitize.js';
import { columns, wrapLines } from '../terminal/width.js';

/** The width of a listing: the terminal's when stdout is one, else 80 (a pipe, a file). */
export const listingWidth = (out: NodeJS.WriteStream = process.stdout): number => (out.isTTY && out.columns ? Math.max(40, out.columns) : 80);

/** `fields` joined by two spaces; the first line starts with `first`, the next ones with `rest`. */
export function flow(fields: readonly string[], width: number, first = '', rest = first + '    '): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const raw of fields.map(sanitizeLine).filter(Boolean)) {
    const joined = empty ? line + raw : `${line}  ${raw}`;
    if (columns(joined) <= width) {
      line = joined;
      empty = false;
      continue;
    }
    if (!empty) {
      lines.push(line);
      line = rest;
    }
    // A field longer than a line is word-wrapped on lines of its own.
    const pieces = wrapLines(raw, Math.max(10, width - Math.max(columns(first), columns(rest))));
    for (const p of pieces.slice(0, -1)) lines.push(line + p), (line = rest);
    line += pieces.at(-1) ?? '';
    empty = false;
  }
  lines.push(line);
  return lines;
}

/** One text word-wrapped: the first line starts with `first`, the next ones with `rest`. */
export const paragraph = (text: string, width: number, first = '', rest = first + '    '): string[] =>
  wrapLines(sanitizeLine(text), Math.max(10, width - Math.max(columns(first), columns(rest)))).map((l, i) => (i ? rest : first) + l);
