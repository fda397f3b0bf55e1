// The vote that decided it: of the game's removals by vote, the one whose other result (the runner-up
// removed instead: every ballot on the removed seat moved to it) would have changed the winner. Each
// removal is played on both ways over continuations from just after the tally, every seat a fresh bot,
// and the one whose other result cost the real winner most, beyond the noise, is the vote that decided it.
import { DRAW } from '../engine/stall.js';
import type { GameEvent } from '../engine/events.js';
import { mix } from '../engine/rng.js';
import type { Capture } from './continue/capture.js';
import { phaseStart, plain, type Ending, type Given, type Line } from './continue/line.js';
import { sharedPool, type Runner } from './continue/pool.js';
import { CONTINUATIONS, paired, type Paired } from './continue/stats.js';
import type { Progress } from './lessons.js';

export interface VoteTurn {
  day: number;
  /** The tally in the log. */
  at: number;
  removed: number;
  /** The runner-up, removed in the other line. */
  instead: number;
  /** The real winner's wins after the real result (a) and after the other (b). */
  paired: Paired;
  winner: string;
}

export interface VoteTurns {
  /** The removals tried, each played on both ways. */
  tried: number;
  decided?: VoteTurn;
}

const REMOVING = new Set(['banish', 'pk', 'eliminate']);

/** A removal's tally: who went, and each seat's votes. */
function removal(e: GameEvent): { removed: number; tally: { seat: number; votes: number }[] } | undefined {
  const x = e as GameEvent & { tally?: { seat: number; weight?: number; votes?: number }[]; banished?: number | null; eliminated?: number | null };
  const removed = e.type === 'banish_tally' ? x.banished : e.type === 'vote_result' ? x.eliminated : undefined;
  if (typeof removed !== 'number' || !Array.isArray(x.tally)) return undefined;
  return { removed, tally: x.tally.map((t) => ({ seat: t.seat, votes: t.weight ?? t.votes ?? 0 })) };
}

/** An answer to a ballot with its pick moved to `to`: a JSON answer's field, or a plain answer as the seat. */
function moved(g: Given, to: number): Given {
  try {
    const j = JSON.parse(g.raw) as unknown;
    if (j && typeof j === 'object' && !Array.isArray(j)) return { ...g, raw: JSON.stringify({ ...j, [g.field ?? 'target']: to }) };
  } catch {
    /* a plain answer */
  }
  return { ...g, raw: String(to) };
}

export async function decisiveVote(capture: Capture, events: readonly GameEvent[], opts: { pool?: Runner; continuations?: number; onProgress?: (p: Progress) => void } = {}): Promise<VoteTurns> {
  const pool = opts.pool ?? sharedPool();
  const n = opts.continuations ?? CONTINUATIONS;
  const over = events.find((e) => e.type === 'game_over');
  // A draw has no side that a vote cost the game.
  if (over?.type !== 'game_over' || !over.winner || over.winner === DRAW) return { tried: 0 };
  const progress: Progress = { done: 0, total: 0 };
  const tries: Promise<VoteTurn | undefined>[] = [];
  let lastTally = 0;
  for (const e of events) {
    const r = removal(e);
    const prev = lastTally;
    if (e.type === 'banish_tally' || e.type === 'vote_result') lastTally = e.n;
    if (!r) continue;
    const instead = r.tally.filter((t) => t.seat !== r.removed).sort((a, b) => b.votes - a.votes)[0]?.seat;
    if (instead === undefined) continue;
    const since = phaseStart(events, e.n);
    // This round's ballots only (a run-off's, not the round before it).
    const voters = events.filter((v) => v.type === 'vote' && REMOVING.has(v.ballot) && v.n > Math.max(since, prev) && v.n < e.n && v.target === r.removed).map((v) => (v.type === 'vote' ? v.seat : 0));
    const actual = new Map<number, Given[]>();
    const other = new Map<number, Given[]>();
    for (const [seat, list] of capture.given) {
      const kept = list.filter((g) => g.asked < e.n);
      actual.set(seat, kept);
      // The seat's last answer before the tally is its ballot: moved to the runner-up where it was on the removed seat.
      other.set(seat, voters.includes(seat) && kept.length ? [...kept.slice(0, -1), moved(kept.at(-1)!, instead)] : kept);
    }
    const lineOf = (answers: Map<number, Given[]>): Line => ({
      table: capture.table,
      answers: [...answers].map(([seat, list]) => [seat, list.map(plain)]),
      seat: capture.me,
      draw: mix(capture.table.seed, e.n, 202),
      from: e.n,
      since,
    });
    const play = (line: Line) => {
      progress.total += n;
      opts.onProgress?.({ ...progress });
      return Promise.all(
        pool.run(line, Array.from({ length: n }, (_, i) => i + 1)).map((p) =>
          p.then((x: Ending) => {
            progress.done++;
            opts.onProgress?.({ ...progress });
            return x.winner;
          }),
        ),
      );
    };
    const a = play(lineOf(actual));
    const b = play(lineOf(other));
    tries.push(
      Promise.all([a, b]).then(([wa, wb]) => {
        const p = paired(over.winner, wa, wb);
        return p.better === 'a' ? { day: e.day, at: e.n, removed: r.removed, instead, paired: p, winner: over.winner } : undefined;
      }),
    );
  }
  const found = (await Promise.all(tries)).filter((t): t is VoteTurn => t !== undefined);
  const decided = found.sort((x, y) => y.paired.a - y.paired.b - (x.paired.a - x.paired.b))[0];
  return { tried: tries.length, ...(decided ? { decided } : {}) };
}
