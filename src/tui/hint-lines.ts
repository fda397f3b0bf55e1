// The hint as lines that fit: a sentence saying what a bot in your seat would answer (a speech quoted
// to its first sentences), then its reasons sentence by sentence while rows remain. Wrapped, never cut
// inside a word: a reason that does not fit whole is left out.
import type { Advice } from '../practice/advice.js';
import { wrap } from './layout.js';

const sentences = (text: string): string[] => text.split(/(?<=[.!?…])\s+/).filter((s) => s.trim());

/** "would answer Seat 3." or, for a speech, 'would say "First day, so I will listen." (nominating Seat 4)'. */
export function hintHead(advice: Pick<Advice, 'pick'>): string {
  const speech = /^say: "([\s\S]*)"(, nominating (.+))?$/.exec(advice.pick);
  if (!speech) return `Hint (off the record): a bot in your seat would answer ${advice.pick}.`;
  const said = sentences(speech[1]!);
  const quoted = said.slice(0, 2).join(' ') + (said.length > 2 ? ' …' : '');
  return `Hint (off the record): a bot in your seat would say "${quoted}"${speech[3] ? `, nominating ${speech[3]}` : ''}.`;
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
