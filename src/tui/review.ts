// The end-of-game review, from the whole log (the truth, shown only once the game is over): each
// of the person's decisions beside what was true then, how the AIs' suspicion of the person
// moved, and every seat's THINK.
import type { GameEvent } from '../engine/events.js';
import { sanitize } from '../terminal/sanitize.js';

export type Verdict = 'good' | 'bad' | 'neutral';

export interface DecisionRow {
  when: string;
  what: string;
  truth: string;
  verdict: Verdict;
}

export interface Truth {
  roleOf(seat: number): string;
  teamOf(seat: number): string;
  label(seat: number): string;
  roleName(role: string): string;
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

export function reviewDecisions(all: readonly GameEvent[], me: number, t: Truth): DecisionRow[] {
  const moments = momentOf(all);
  const myTeam = t.teamOf(me);
  const who = (seat: number) => `${t.label(seat)}, ${t.roleName(t.roleOf(seat))}`;
  const enemy = (seat: number) => t.teamOf(seat) !== myTeam;
  const hostile = (seat: number | null): Verdict => (seat === null ? 'neutral' : enemy(seat) ? 'good' : 'bad');
  const friendly = (seat: number | null): Verdict => (seat === null ? 'neutral' : enemy(seat) ? 'bad' : 'good');
  let attacked: number | null = null;
  const rows: DecisionRow[] = [];
  for (const e of all) {
    if (e.type === 'pack_target') attacked = e.target;
    if (e.type === 'phase_started' && e.phase === e.step) attacked = null;
    const mine = e.seat === me || (e.type === 'badge_passed' && e.from === me);
    if (!mine) continue;
    const when = moments.get(e) ?? '';
    const target = typeof e.target === 'number' ? e.target : null;
    const row = (what: string, truth: string, verdict: Verdict) => rows.push({ when, what, truth, verdict });
    switch (e.type) {
      case 'vote': {
        const kind = e.ballot === 'sheriff' ? 'sheriff vote' : e.ballot === 'pk' ? 'PK vote' : 'vote';
        if (target === null) row(`${kind}: abstained`, '', 'neutral');
        else row(`${kind} → ${t.label(target)}`, who(target), e.ballot === 'sheriff' ? friendly(target) : hostile(target));
        break;
      }
      case 'wolf_proposal':
        if (target === null) row('proposed no kill', '', 'neutral');
        else row(`proposed to kill ${t.label(target)}`, who(target), hostile(target));
        break;
      case 'witch_acted':
        if (e.action === 'antidote') row(`antidote → ${t.label(target!)}`, who(target!), friendly(target));
        else if (e.action === 'poison') row(`poison → ${t.label(target!)}`, who(target!), hostile(target));
        else row('kept the potions', attacked === null ? 'nobody was attacked' : `the attack was on ${who(attacked)}`, 'neutral');
        break;
      case 'guard_acted':
        if (target === null) row('protected nobody', attacked === null ? 'nobody was attacked' : `the attack was on ${who(attacked)}`, attacked === null ? 'neutral' : 'bad');
        else row(`protected ${t.label(target)}`, attacked === null ? 'nobody was attacked' : attacked === target ? 'blocked the attack' : `the attack was on ${who(attacked)}`, attacked === target ? 'good' : 'neutral');
        break;
      case 'seer_checked':
        row(`checked ${t.label(e.target)}: ${e.result}`, who(e.target), enemy(e.target) ? 'good' : 'neutral');
        break;
      case 'hunter_shot':
        if (target === null) row('held fire', '', 'neutral');
        else row(`shot ${t.label(target)}`, who(target), hostile(target));
        break;
      case 'badge_passed':
        if (e.to === null) row('tore up the badge', '', 'neutral');
        else row(`passed the badge to ${t.label(e.to)}`, who(e.to), friendly(e.to));
        break;
      case 'speech':
        for (const c of e.claims) {
          if (c.kind === 'role') row(`claimed ${t.roleName(c.role)}`, `you were ${t.roleName(t.roleOf(me))}`, 'neutral');
          if (c.kind === 'check') row(`said ${t.label(c.target)} is ${c.result}`, who(c.target), 'neutral');
        }
        break;
      default:
        if (target !== null && !['refused', 'defaulted', 'think', 'memory'].includes(e.type)) {
          row(`${e.type.replace(/_/g, ' ')} → ${t.label(target)}`, who(target), 'neutral');
        }
    }
  }
  return rows;
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
