// Transcript items: what goes into Ink's <Static>, once, in order. Prose lines come from the
// ruleset's `describe`; speeches, vote rounds and the night get their own shapes.
import type { EventOfType } from '../engine/events.js';
import type { BallotShown } from '../engine/presentation.js';
import { ballotRemark } from '../engine/prompt.js';

type VoteEvent = EventOfType<'vote'>;

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
  /** `remarks`: the words said with ballots, in seat order (sanitised). */
  | { id: number; kind: 'votes'; title: string; rows: VoteRow[]; outcome: string | null; remarks?: { who: string; text: string }[] }
  | { id: number; kind: 'phase'; title: string; night: boolean }
  | { id: number; kind: 'close' };

export type ItemDraft = Item extends infer I ? (I extends { id: number } ? Omit<I, 'id'> : never) : never;

/** A vote round as a table: one row per target, heaviest first, candidates nobody voted for next, votes for nobody last. */
export function voteRows(votes: readonly VoteEvent[], label: (seat: number) => string, ballot: Pick<BallotShown, 'none' | 'candidates'>): VoteRow[] {
  const rows = new Map<number | null, VoteRow>();
  for (const seat of ballot.candidates ?? []) rows.set(seat, { target: seat, who: label(seat), weight: 0, voters: [] });
  for (const v of votes) {
    const target = v.target;
    let row = rows.get(target);
    if (!row) rows.set(target, (row = { target, who: target === null ? ballot.none : label(target), weight: 0, voters: [] }));
    row.weight += v.weight;
    row.voters.push(v.seat);
  }
  return [...rows.values()].sort((a, b) => (a.target === null ? 1 : b.target === null ? -1 : b.weight - a.weight || a.target - b.target));
}

/** The words said with the round's ballots, in the order cast. */
export function voteRemarks(votes: readonly VoteEvent[], label: (seat: number) => string, clean: (text: string) => string): { who: string; text: string }[] {
  return votes.flatMap((v) => {
    const remark = ballotRemark(v);
    return remark === undefined ? [] : [{ who: label(v.seat), text: clean(remark) }];
  });
}

export const isNightPhase = (phase: string): boolean => /^night/.test(phase);

export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
