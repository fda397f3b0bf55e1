// The person's decisions in a log: each first answer they gave (a retry after a refusal belongs to the
// same decision), numbered from 1, with where it sits in the log and the notes logged beside it.
import type { GameEvent } from '../engine/events.js';

export interface PersonDecision {
  /** 1-based, in the order the person was asked. */
  index: number;
  decision: string;
  day: number;
  /** Where the decision begins in the log: its first off-record note, or its first answer. */
  at: number;
  /** The answers given, refused ones first. */
  answers: string[];
  /** A hint was shown while it was open. */
  hinted: boolean;
}

export function personDecisions(events: readonly GameEvent[], seat: number): PersonDecision[] {
  const out: PersonDecision[] = [];
  let notesFrom: number | null = null;
  let hinted = false;
  for (const e of events) {
    if (e.type === 'off_record' && e.seat === seat) {
      notesFrom ??= e.n;
      if (e.kind === 'hint') hinted = true;
      continue;
    }
    if (e.type !== 'answered' || e.seat !== seat) continue;
    const last = out.at(-1);
    if (e.attempt > 1 && last && last.decision === e.decision) {
      last.answers.push(e.raw);
      last.hinted ||= hinted;
    } else {
      out.push({ index: out.length + 1, decision: e.decision, day: e.day, at: notesFrom ?? e.n, answers: [e.raw], hinted });
    }
    notesFrom = null;
    hinted = false;
  }
  return out;
}

/** The branch note of a rewound game: the game it came from and where it left it. */
export interface BranchNote {
  parent: string;
  /** The event of the parent's log the branch replaces (everything before it is the same). */
  at: number;
  decision: number;
}

export function branchOf(events: readonly GameEvent[]): BranchNote | null {
  for (const e of events) {
    if (e.type !== 'off_record' || e.kind !== 'branch') continue;
    const d = e.detail;
    if (typeof d.parent === 'string' && typeof d.at === 'number' && typeof d.decision === 'number') return { parent: d.parent, at: d.at, decision: d.decision };
  }
  return null;
}

const THINKING = new Set(['reasoning', 'new_events', 'notable_changes', 'suspicion_updates', 'pattern_notes', 'current_goal', 'claims']);

/** An answer as a person reads it: a pick as it was typed, a JSON answer by its action fields. */
export function shownAnswer(raw: string): string {
  let j: unknown;
  try {
    j = JSON.parse(raw);
  } catch {
    return raw;
  }
  if (!j || typeof j !== 'object' || Array.isArray(j)) return raw;
  const parts = Object.entries(j).filter(([k]) => !THINKING.has(k)).map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`);
  return parts.join('; ') || raw;
}

/**
 * The action of a JSON answer: the request's field, or else its first plain field that is not thinking
 * (a decision may read its answer under other names, as "run" for a yes/no).
 */
export function actionOf(json: Record<string, unknown>, field: string): unknown {
  if (json[field] !== undefined) return json[field];
  for (const [k, v] of Object.entries(json)) if (!THINKING.has(k) && k !== 'message' && (v === null || ['string', 'number', 'boolean'].includes(typeof v))) return v;
  return undefined;
}

/** A yes/no answer as the option it picks ("y" → "yes"); anything else as it is. */
export const yesNo = (s: string): string => (/^(y|yes|true)$/i.test(s.trim()) ? 'yes' : /^(n|no|false)$/i.test(s.trim()) ? 'no' : s);
