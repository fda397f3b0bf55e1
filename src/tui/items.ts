// Transcript items: what goes into Ink's <Static>, once, in order. Prose lines come from the
// ruleset's `describe`; speeches, vote rounds and the night get their own shapes.
import type { GameEvent } from '../engine/events.js';

export type Tone = 'system' | 'death' | 'private' | 'team' | 'think' | 'refused' | 'over' | 'error';

export interface VoteRow {
  /** null: abstained */
  target: number | null;
  who: string;
  weight: number;
  voters: number[];
}

export type Item =
  | { id: number; kind: 'line'; tone: Tone; text: string; night: boolean }
  | { id: number; kind: 'speech'; seat: number; who: string; context: string; text: string; claims: string; night: boolean }
  | { id: number; kind: 'votes'; title: string; rows: VoteRow[]; outcome: string | null }
  | { id: number; kind: 'phase'; title: string; night: boolean }
  | { id: number; kind: 'close' };

export type ItemDraft = Item extends infer I ? (I extends { id: number } ? Omit<I, 'id'> : never) : never;

const f = (e: GameEvent) => e as Record<string, any>;

/** A vote round as a table: one row per target, heaviest first, abstentions last. */
export function voteRows(votes: readonly GameEvent[], label: (seat: number) => string): VoteRow[] {
  const rows = new Map<number | null, VoteRow>();
  for (const v of votes) {
    const target = (f(v).target ?? null) as number | null;
    let row = rows.get(target);
    if (!row) rows.set(target, (row = { target, who: target === null ? 'abstain' : label(target), weight: 0, voters: [] }));
    row.weight += Number(f(v).weight ?? 1);
    row.voters.push(f(v).seat as number);
  }
  return [...rows.values()].sort((a, b) => (a.target === null ? 1 : b.target === null ? -1 : b.weight - a.weight || a.target - b.target));
}

export function voteTitle(first: GameEvent): string {
  const ballot = String(f(first).ballot ?? 'vote');
  if (ballot === 'banish' || ballot === 'eliminate') return `Day ${first.day} vote`;
  if (ballot === 'pk') return `Day ${first.day} PK re-vote`;
  if (ballot === 'sheriff') return 'Sheriff election';
  return `Day ${first.day} vote (${ballot.replace(/_/g, ' ')})`;
}

/** An event that closes a vote round with its tally (banish_tally, sheriff_elected…). */
export const isTally = (e: GameEvent): boolean => Array.isArray(f(e).tally);

/** The outcome part of a tally line: "Vote result: 3 2, 5 1 — Seat 3 is banished." → "Seat 3 is banished." */
export function outcomeOf(line: string | null): string | null {
  if (line === null) return null;
  const i = line.lastIndexOf(' — ');
  return i >= 0 ? line.slice(i + 3) : line;
}

export const isNightPhase = (phase: string): boolean => /^night/.test(phase);

export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
