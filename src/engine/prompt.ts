// The user prompt, stable first: the finished days compressed (deaths, votes, claims, results), today
// in full, the seat's merged notes, then the question. Built from the seat's view and nothing else.
import type { Claim } from './core-events.js';
import type { GameEvent } from './events.js';
import type { DecisionSpec } from './decision.js';
import type { PlayerView } from './view.js';
import { mergedNotes } from './prompt-notes.js';
import { sanitize } from '../terminal/sanitize.js';

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
 * A player's words as data: control sequences stripped, then one line, JSON-escaped, in quotes. A newline,
 * a quote or a line separator inside them cannot end the quote or start a line that poses as the game's own.
 */
export function quote(text: string): string {
  return JSON.stringify(sanitize(String(text))).replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}

/** The headings of the user turn, in order: the finished days first (stable for a whole day, so cached), then today. */
export const EARLIER = '## Earlier days (summary)';
export const TODAY = '## Today';

/**
 * The user turn, stable first: a summary of the finished days (deaths, votes, claims, results), today's
 * events in full, the seat's merged notes, then the question. Everything before TODAY stays the same
 * from the first call of a night to the last call of the day after it.
 */
export function userPrompt(view: PlayerView, spec: DecisionSpec<unknown>, render: Renderer, hint?: string): string {
  const earlier = summary(view.events.filter((e) => e.day < view.day), render);
  const today = fullRound(view.events.filter((e) => e.day >= view.day), render);
  const out: string[] = [];
  if (earlier.length) out.push(EARLIER, ...earlier, '');
  out.push(`${TODAY} (${cap(view.phase.replace(/_/g, ' '))} ${view.day})`, ...(today.length ? today : ['(nothing yet)']));
  const alive = (seat: number) => view.seats[seat - 1]?.alive ?? false;
  const notes = mergedNotes(view.events, { seat: view.seat, alive, label: render.label, quote });
  if (notes.length) out.push('', '## Your notes', ...notes);
  out.push('', '## Now', spec.question);
  if (spec.options?.length) out.push(`Choices: ${spec.options.map((o) => `${o.value} = ${o.label}${checkedMark(view, o.value)}`).join('; ')}`);
  if (spec.minLength) out.push(`At least ${spec.minLength} characters.`);
  out.push(`You are ${render.label(view.seat)}. Alive: ${view.seats.filter((s) => s.alive).map((s) => s.seat).join(', ')}.`);
  const dead = view.seats.filter((s) => !s.alive);
  if (dead.length) out.push(`Dead: ${dead.map((s) => render.label(s.seat) + (s.role ? ` (${render.role(s.role)})` : '')).join(', ')}.`);
  if (hint) out.push('', `Your previous answer was refused: ${hint.replace(/\s+/g, ' ').trim()}`);
  return out.join('\n');
}

/** The user turn split where it stops being stable: [the cacheable start, the rest]. */
export function splitStable(user: string): [string, string] {
  if (!user.startsWith(EARLIER)) return ['', user];
  const at = user.indexOf(`\n${TODAY}`);
  return at < 0 ? ['', user] : [user.slice(0, at + 1), user.slice(at + 1)];
}

/** Today in full: each event's line, a sealed vote round as one line. */
export function fullRound(events: readonly GameEvent[], render: Renderer): string[] {
  const out: string[] = [];
  let votes: GameEvent[] = [];
  const flush = () => {
    if (!votes.length) return;
    const ballot = String(votes[0]!.ballot);
    const cast = votes.map((v) => `${v.seat}→${v.target ?? 'nobody'}${v.weight !== 1 ? ` (weight ${v.weight})` : ''}`);
    out.push(`Votes${ballot === 'banish' ? '' : ` (${ballot.replace(/_/g, ' ')})`}, voter→choice: ${cast.join(', ')}.`);
    votes = [];
  };
  for (const e of events) {
    if (e.type === 'vote') {
      if (votes.length && votes[0]!.ballot !== e.ballot) flush();
      votes.push(e);
      continue;
    }
    const l = render.line(e);
    if (l === null) continue;
    flush();
    out.push(l);
  }
  flush();
  return out;
}

/** Finished days, compressed: one line per day and ballot for votes, one per day for accusations, the briefs of the rest. */
export function summary(events: readonly GameEvent[], render: Renderer): string[] {
  const older: string[] = [];
  const grouped = new Map<string, string[]>();
  const group = (key: string, item: string) => {
    let g = grouped.get(key);
    if (!g) {
      grouped.set(key, (g = []));
      older.push(key);
    }
    g.push(item);
  };
  for (const e of events) {
    if (e.type === 'vote') {
      group(`Day ${e.day} ${e.ballot === 'banish' ? '' : `${String(e.ballot).replace(/_/g, ' ')} `}votes (voter→choice):`, `${e.seat}→${e.target ?? 'nobody'}`);
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
  return older.map((line) => {
    const g = grouped.get(line);
    return g ? `${line} ${[...new Set(g)].join(', ')}` : line;
  });
}

/** A seat the person already checked, marked on a list of choices: " (you checked: good)". */
function checkedMark(view: PlayerView, value: string): string {
  if (!/^\d+$/.test(value)) return '';
  const seat = Number(value);
  let result: string | undefined;
  for (const e of view.events) {
    const mine = typeof e.vis === 'object' && 'seats' in e.vis && e.vis.seats.length === 1 && e.vis.seats[0] === view.seat;
    if (mine && e.target === seat && typeof e.result === 'string') result = e.result;
  }
  return result === undefined ? '' : ` (you checked: ${result.replace(/_/g, ' ')})`;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const ASKED: Record<Extract<Claim, { kind: 'ask' }>['about'], string> = {
  vote: 'about their vote',
  read: 'for their read',
  check: 'for their check',
  case: 'for their case against the speaker',
};

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
        case 'ask':
          return `asks ${label(c.target)} ${ASKED[c.about]}${c.subject !== undefined ? ` (about ${label(c.subject)})` : ''}`;
        case 'acted':
          return `says they ${c.action.replace(/_/g, ' ')} ${label(c.target)}`;
      }
    })
    .join('; ');
}
