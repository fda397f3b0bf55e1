// The hint as lines that fit: a sentence saying what the strongest offline bot in your seat would do (a
// speech by what it claims and whom it accuses), then the facts that decide it, sentence by sentence while rows remain. Wrapped, never cut
// inside a word: a reason that does not fit whole is left out.
import type { Advice } from '../practice/advice.js';
import { wrap } from './layout.js';
import { ADVISER } from '../practice/explain.js';

const sentences = (text: string): string[] => text.split(/(?<=[.!?…])\s+/).filter((s) => s.trim());

/** "the strongest offline bot in your seat would answer Seat 3 (Ada)." or, for a speech, "…would claim to be the seer and accuse Seat 4". */
export function hintHead(advice: Pick<Advice, 'pick' | 'explanation'>): string {
  return `Hint (off the record): ${ADVISER} would ${advice.explanation?.act ?? `answer ${advice.pick}`}.`;
}

/** The hint's lines at `width`, at most `maxRows` of them (the head first, whole). */
export function hintLines(advice: Advice, width: number, maxRows = Infinity): { text: string; head: boolean }[] {
  const out = wrap(hintHead(advice), width).map((text) => ({ text, head: true }));
  for (const s of sentences(advice.why)) {
    const rows = wrap(s, width - 2).map((l) => ({ text: `  ${l}`, head: false }));
    if (out.length + rows.length > maxRows) break;
    out.push(...rows);
  }
  return out;
}
