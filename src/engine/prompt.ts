// The user prompt: the seat's notes, older rounds compressed (deaths, votes, claims), the last two
// rounds in full, then the question. Built from the seat's view and nothing else.
import type { Claim } from './core-events.js';
import type { GameEvent } from './events.js';
import type { DecisionSpec } from './decision.js';
import type { PlayerView } from './view.js';

export interface Renderer {
  /** The full transcript line for an event, or null. */
  line(e: GameEvent): string | null;
  /** The compressed line for older rounds, or null to drop it. */
  brief(e: GameEvent): string | null;
  label(seat: number): string;
  /** A role as this table names it. */
  role(role: string): string;
  /** The claims of a speech that may be shown: real seats, the ruleset's own role and result words. */
  claims(list: readonly Claim[]): Claim[];
}

/**
 * A player's words as data: one line, JSON-escaped, in quotes. A newline, a quote or a control character
 * inside them cannot end the quote or start a line that poses as the game's own.
 */
export function quote(text: string): string {
  return JSON.stringify(String(text)).replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Rounds shown in full; older ones are summarised. */
export const FULL_ROUNDS = 2;

export function userPrompt(view: PlayerView, spec: DecisionSpec<unknown>, render: Renderer, hint?: string): string {
  const out: string[] = [];
  const aliveList = view.seats.filter((s) => s.alive).map((s) => render.label(s.seat));
  out.push(`You are ${render.label(view.seat)}. ${view.phase === 'night' ? `Night ${view.day}` : `Day ${view.day}`}.`);
  out.push(`Alive: ${aliveList.join(', ')}.`);
  const dead = view.seats.filter((s) => !s.alive);
  if (dead.length) out.push(`Dead: ${dead.map((s) => render.label(s.seat) + (s.role ? ` (${render.role(s.role)})` : '')).join(', ')}.`);

  const notes = lastMemory(view.events);
  if (notes) out.push('', '## Your notes', notes);

  const firstFull = Math.max(0, view.day - FULL_ROUNDS + 1);
  const older: string[] = [];
  const recent: string[] = [];
  // Older rounds: one line per day and ballot for votes, one per day for stated intentions.
  const grouped = new Map<string, string[]>();
  const group = (key: string, item: string) => {
    let g = grouped.get(key);
    if (!g) {
      grouped.set(key, (g = []));
      older.push(key);
    }
    g.push(item);
  };
  for (const e of view.events) {
    if (e.day >= firstFull) {
      const l = render.line(e);
      if (l !== null) recent.push(l);
      continue;
    }
    if (e.type === 'vote') {
      group(`Day ${e.day} ${e.ballot === 'banish' ? '' : `${String(e.ballot)} `}votes:`, `${e.seat}→${e.target ?? '-'}`);
      continue;
    }
    if (e.type === 'speech') {
      const claims = render.claims(e.claims as Claim[]);
      for (const c of claims) if (c.kind === 'vote' || c.kind === 'suspect') group(`Day ${e.day} accusations (speaker→target):`, `${e.seat}→${c.target}`);
      const rest = claims.filter((c) => c.kind !== 'vote' && c.kind !== 'suspect');
      const nominee = render.claims([{ kind: 'vote', target: e.nomination as number }])[0];
      if (nominee) group(`Day ${e.day} nominations:`, `${e.seat}→${(nominee as { target: number }).target}`);
      if (rest.length) older.push(`Day ${e.day}: ${render.label(e.seat as number)} ${describeClaims(rest, render.label, render.role)}`);
      continue;
    }
    const b = render.brief(e);
    if (b !== null) older.push(b);
  }
  for (let i = 0; i < older.length; i++) {
    const g = grouped.get(older[i]!);
    if (g) older[i] = `${older[i]} ${[...new Set(g)].join(', ')}`;
  }
  if (older.length) out.push('', '## Earlier rounds (summary)', ...older);
  out.push('', '## Recent events', ...(recent.length ? recent : ['(nothing yet)']));
  out.push('', '## Now', spec.question);
  if (spec.options?.length) out.push(`Choices: ${spec.options.map((o) => `${o.value} = ${o.label}`).join('; ')}`);
  if (spec.minLength) out.push(`At least ${spec.minLength} characters.`);
  if (hint) out.push('', `Your previous answer was refused: ${hint.replace(/\s+/g, ' ').trim()}`);
  return out.join('\n');
}

function lastMemory(events: readonly GameEvent[]): string | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.type === 'memory') return JSON.stringify(e.notes);
  }
  return null;
}

export function describeClaims(claims: readonly Claim[], label: (seat: number) => string, role: (r: string) => string = (r) => r): string {
  return claims
    .map((c) => {
      switch (c.kind) {
        case 'role':
          return `claims ${role(c.role)}`;
        case 'check':
          return `says ${label(c.target)} is ${c.result.replace(/_/g, ' ')}`;
        case 'suspect':
          return `suspects ${label(c.target)}`;
        case 'trust':
          return `trusts ${label(c.target)}`;
        case 'vote':
          return `will vote ${label(c.target)}`;
      }
    })
    .join('; ');
}
