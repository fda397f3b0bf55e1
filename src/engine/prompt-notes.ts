// A seat's notes, merged across all its decisions: the latest suspicion of each living seat, and its
// earlier thinking kept and compressed (the newest in a sentence, older ones shorter, the oldest left
// out), so the notes stay within a fixed size however long the game runs.
import type { GameEvent } from './events.js';

/** The newest thoughts keep a sentence of up to FULL_CHARS; the next ones SHORT_CHARS; older are left out. */
export const NOTES = { full: 3, fullChars: 200, short: 6, shortChars: 80 } as const;

interface Thought {
  when: string;
  text: string;
}

export function mergedNotes(
  events: readonly GameEvent[],
  o: { seat: number; alive: (seat: number) => boolean; label: (seat: number) => string; quote: (text: string) => string },
): string[] {
  const suspicion = new Map<number, number>();
  const thoughts: Thought[] = [];
  let phase = '';
  for (const e of events) {
    if (e.type === 'phase_started' && e.phase === e.step) phase = String(e.phase);
    if (e.type === 'think') thoughts.push({ when: `${cap(phase)} ${e.day}, ${String(e.decision).replace(/_/g, ' ')}`, text: String(e.text) });
    if (e.type !== 'memory') continue;
    const notes = e.notes as Record<string, unknown>;
    const s = notes.suspicion_updates;
    if (s && typeof s === 'object') {
      for (const [k, v] of Object.entries(s)) if (typeof v === 'number' && Number(k) !== o.seat) suspicion.set(Number(k), Math.round(v * 100) / 100);
    }
    // Notes in the older answer format (a game resumed from an older log) count as thoughts too.
    for (const f of ['notable_changes', 'pattern_notes']) {
      const list = notes[f];
      if (Array.isArray(list)) for (const x of list) if (typeof x === 'string') thoughts.push({ when: `${cap(phase)} ${e.day}`, text: x });
    }
  }
  const out: string[] = [];
  const reads = [...suspicion].filter(([seat]) => o.alive(seat)).sort((a, b) => a[0] - b[0]);
  if (reads.length) out.push(`Your latest read (0 surely good, 1 surely evil): ${reads.map(([seat, v]) => `${seat}: ${v}`).join(', ')}.`);
  const shown = thoughts.slice(-(NOTES.full + NOTES.short));
  const left = thoughts.length - shown.length;
  if (left > 0) out.push(`(${left} earlier thought${left === 1 ? '' : 's'} left out)`);
  shown.forEach((t, i) => {
    const max = i >= shown.length - NOTES.full ? NOTES.fullChars : NOTES.shortChars;
    out.push(`- ${t.when}: ${o.quote(firstSentence(t.text, max))}`);
  });
  return out;
}

/** The first sentence, cut at a word boundary to `max` characters. */
export function firstSentence(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const sentence = /^.*?[.!?](?=\s|$)/.exec(flat)?.[0] ?? flat;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
