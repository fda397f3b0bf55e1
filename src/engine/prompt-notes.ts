// A seat's own notes, handed back whole: the notebook it wrote itself (bounded, rewritten whole by the
// seat, never cut by us mid-sentence) and its latest read of each living seat. Its earlier reasoning is
// not replayed: what the seat wants to keep, it keeps in its notebook.
import type { GameEvent } from './events.js';

/** How long a notebook may be: the prompt says so, a longer one is asked again. */
export const NOTEBOOK_CHARS = 600;

export interface Notebook {
  text: string;
  /** When it was written: "Day 2, vote". */
  when: string;
  /** The decision it was written at (its key: the prompt says it as the rules name it). */
  decision?: string;
  /** Set when a notebook over the budget was kept to its whole sentences on the last attempt. */
  cutFrom?: number;
}

/** Why a notebook cannot be kept as written, or undefined when it fits. */
export function notebookProblem(text: unknown): string | undefined {
  if (typeof text !== 'string' || text.trim().length <= NOTEBOOK_CHARS) return undefined;
  return `Your notebook was ${text.trim().length} characters; it holds at most ${NOTEBOOK_CHARS}. Answer again with the same decision and a shorter notebook: summarise your older thoughts in fewer words.`;
}

/** A notebook over the budget, kept to its whole sentences within it (the last attempt's answer, never cut mid-sentence). */
export function wholeSentences(text: string, max = NOTEBOOK_CHARS): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const sentences = t.match(/[^.!?\n]+(?:[.!?]+|\n|$)/g) ?? [];
  let out = '';
  for (const s of sentences) {
    if ((out + s).trim().length > max) break;
    out += s;
  }
  return out.trim();
}

interface Read {
  at: number;
  seat: number;
  phase: string;
  reads: Map<number, number>;
  notebook?: Notebook;
}
/** A seat's log only grows: each memory is read once, however many questions the seat is asked. */
const readSoFar = new WeakMap<readonly GameEvent[], Read>();

export function notesOf(events: readonly GameEvent[], seat: number): { notebook?: Notebook; reads: Map<number, number> } {
  let r = readSoFar.get(events);
  if (!r || r.seat !== seat) readSoFar.set(events, (r = { at: 0, seat, phase: '', reads: new Map() }));
  const reads = r.reads;
  let notebook = r.notebook;
  let phase = r.phase;
  for (; r.at < events.length; r.at++) {
    const e = events[r.at]!;
    if (e.type === 'phase_started' && e.phase === e.step) phase = String(e.phase);
    if (e.type !== 'memory') continue;
    const notes = e.notes as Record<string, unknown>;
    const s = notes.suspicion_updates;
    if (s && typeof s === 'object') {
      for (const [k, v] of Object.entries(s)) if (typeof v === 'number' && Number(k) !== seat) reads.set(Number(k), Math.round(Math.min(1, Math.max(0, v)) * 100) / 100);
    }
    if (typeof notes.notebook === 'string') {
      const when = `${cap(phase)} ${e.day}`;
      notebook = { text: notes.notebook, when, ...(typeof notes.decision === 'string' ? { decision: notes.decision } : {}), ...(typeof notes.notebook_cut_from === 'number' ? { cutFrom: notes.notebook_cut_from } : {}) };
    }
  }
  r.phase = phase;
  if (notebook) r.notebook = notebook;
  return notebook ? { notebook, reads } : { reads };
}

/**
 * The "Your notes" lines: the notebook's own lines, each marked so none can pose as a heading or a game
 * line, then the latest read of each living seat. Empty for a seat that has written nothing yet.
 */
export function notebookLines(
  events: readonly GameEvent[],
  o: { seat: number; alive: (seat: number) => boolean; clean: (text: string) => string; informed: boolean; step?: (kind: string) => string },
): string[] {
  const { notebook, reads } = notesOf(events, o.seat);
  const out: string[] = [];
  if (notebook) {
    const text = o.clean(notebook.text).trim();
    const at = notebook.decision ? `${notebook.when}, ${o.step?.(notebook.decision) ?? notebook.decision.replace(/_/g, ' ')}` : notebook.when;
    out.push(`Your notebook (you wrote it at ${at}; ${text.length} of ${NOTEBOOK_CHARS} characters${notebook.cutFrom ? `; it ran to ${notebook.cutFrom} and was kept to its whole sentences` : ''}):`);
    for (const line of text.split('\n')) if (line.trim()) out.push(`| ${line.trim()}`);
  }
  // A seat that knows its team is not asked for a read: what it knows is not a guess.
  const living = o.informed ? [] : [...reads].filter(([seat]) => o.alive(seat)).sort((a, b) => a[0] - b[0]);
  if (living.length) out.push(`Your latest read (0 surely good, 1 surely evil): ${living.map(([seat, v]) => `${seat}: ${v}`).join(', ')}.`);
  return out;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
