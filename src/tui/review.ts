// The end-of-game review, from the whole log (the truth, shown only once the game is over): each
// of the person's decisions beside what was true then, how the AIs' suspicion of the person
// moved, and every seat's THINK.
import type { GameEvent } from '../engine/events.js';
import type { ReviewTruth, Verdict } from '../engine/presentation.js';
import type { Ruleset } from '../engine/ruleset.js';
import { sanitize } from '../terminal/sanitize.js';

export type { ReviewTruth, Verdict };

export interface DecisionRow {
  when: string;
  what: string;
  truth: string;
  verdict: Verdict;
}

/** Which day or night an event belongs to, from the phase marks before it. */
export function momentOf(all: readonly GameEvent[]): Map<GameEvent, string> {
  const out = new Map<GameEvent, string>();
  let moment = 'Setup';
  for (const e of all) {
    if (e.type === 'phase_started' && e.phase === e.step) moment = `${cap(e.phase)} ${e.round}`;
    out.set(e, moment);
  }
  return out;
}

/** The person's decisions beside the truth, as the ruleset judges them, each dated. */
export function reviewDecisions(all: readonly GameEvent[], me: number, t: ReviewTruth, ruleset: Ruleset<unknown>, options: Record<string, unknown>): DecisionRow[] {
  const moments = momentOf(all);
  return ruleset.presentation.review(all, me, t, options).map((r) => ({ when: moments.get(r.e) ?? '', what: r.what, truth: r.truth, verdict: r.verdict }));
}

export interface SuspicionSeries {
  seat: number;
  /** day → the AI's last suspicion of the person that day, 0..1 */
  byDay: Map<number, number>;
}

/** From memory events whose notes.suspicion_updates maps seat → 0..1 (an object or a list). */
export function suspicionOf(all: readonly GameEvent[], me: number): SuspicionSeries[] {
  const bySeat = new Map<number, Map<number, number>>();
  for (const e of all) {
    if (e.type !== 'memory' || e.seat === me) continue;
    const value = readSuspicion(e.notes.suspicion_updates, me);
    if (value === undefined) continue;
    let m = bySeat.get(e.seat);
    if (!m) bySeat.set(e.seat, (m = new Map()));
    m.set(e.day, value);
  }
  return [...bySeat.entries()].sort((a, b) => a[0] - b[0]).map(([seat, byDay]) => ({ seat, byDay }));
}

function readSuspicion(updates: unknown, me: number): number | undefined {
  const clamp = (v: unknown) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
    return Number.isFinite(n) ? Math.max(0, Math.min(1, n)) : undefined;
  };
  if (Array.isArray(updates)) {
    for (const u of updates) {
      if (u && typeof u === 'object' && Number((u as any).seat) === me) {
        return clamp((u as any).suspicion ?? (u as any).value ?? (u as any).score ?? (u as any).level);
      }
    }
    return undefined;
  }
  if (updates && typeof updates === 'object') {
    for (const [k, v] of Object.entries(updates)) if (Number(/\d+/.exec(k)?.[0]) === me) return clamp(typeof v === 'object' && v ? (v as any).suspicion ?? (v as any).value : v);
  }
  return undefined;
}

const BARS = '▁▂▃▄▅▆▇█';

/** One character per value, 0..1; undefined is a gap. */
export function sparkline(values: readonly (number | undefined)[]): string {
  return values.map((v) => (v === undefined ? '·' : BARS[Math.min(7, Math.max(0, Math.round(v * 7)))]!)).join('');
}

export interface Thought {
  moment: string;
  decision: string;
  text: string;
}

export function thoughtsBySeat(all: readonly GameEvent[]): Map<number, Thought[]> {
  const moments = momentOf(all);
  const out = new Map<number, Thought[]>();
  for (const e of all) {
    if (e.type !== 'think') continue;
    const list = out.get(e.seat) ?? [];
    list.push({ moment: moments.get(e) ?? '', decision: e.decision.replace(/_/g, ' '), text: sanitize(e.text) });
    out.set(e.seat, list);
  }
  return out;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
