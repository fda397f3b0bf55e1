// A villager that leans on a seat in its discussion ("put me down as leaning Seat 1, not voting yet") and
// hears nothing new before the ballot votes that seat. Seen in play (seed 3031, day 3): nine leans, seven
// ballots elsewhere; over 100 werewolf games 58% of good seats' leans were followed by a ballot elsewhere.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { corpusGame } from '../helpers/corpus.js';

// Every wording of a lean in speech/lines.ts names the seat after one of these.
// A seat is named as the bots name it: "Seat 3 (Nell)" or "Nell".
const LEAN = /(?:lean(?:ing)?|eye is on|[Mm]y lean is|I'd point at) (Seat \d+|[A-Z][\w'’-]*)|(Seat \d+|[A-Z][\w'’-]*) is my lean/;

describe('a lean said in discussion', () => {
  it("is a good seat's ballot when nothing was claimed between its speech and the vote", async () => {
    let quiet = 0;
    let kept = 0;
    const off: string[] = [];
    for (let j = 0; j < 400; j++) {
      // Both werewolf tables: a bare lean with nothing claimed after it is rare (see the bound below).
      const [preset, i] = j < 200 ? ['werewolf', j] : ['werewolf-9', j - 200];
      const events: readonly GameEvent[] = (await corpusGame(preset, i));
      const role = new Map(events.filter((e) => e.type === 'role_assigned').map((e) => [Number(e.seat), String(e.role)]));
      const names = (events.find((e) => e.type === 'game_started')!.seats as { seat: number; name: string }[]);
      const seatOf = (ref: string) => (/^Seat (\d+)/.exec(ref) ? Number(/\d+/.exec(ref)![0]) : (names.find((x) => x.name === ref)?.seat ?? NaN));
      events.forEach((e, at) => {
        if (e.type !== 'speech' || e.context !== 'discussion' || role.get(Number(e.seat)) === 'werewolf') return;
        const claims = (e.claims as { kind: string }[] | undefined) ?? [];
        if (claims.some((c) => c.kind === 'vote' || c.kind === 'suspect')) return;
        const m = LEAN.exec(String(e.text));
        if (!m) return;
        const lean = seatOf(m[1] ?? m[2]!);
        if (Number.isNaN(lean)) return;
        const ballot = events.slice(at).find((x) => x.type === 'vote' && x.seat === e.seat && x.day === e.day && x.ballot !== 'sheriff');
        if (!ballot) return;
        const heard = events.slice(at + 1, ballot.n).some((x) => x.type === 'speech' && ((x.claims as unknown[] | undefined) ?? []).length > 0);
        if (heard) return;
        quiet++;
        if (ballot.target === lean) kept++;
        else off.push(`${preset} game ${i} day ${e.day} seat ${e.seat}: leaned ${lean}, voted ${String(ballot.target)}`);
      });
    }
    // A bare lean is rare since speeches argue from the ledger (12 in the first 60 games, was over 100), and a last call
    // now answers questions put after its turn (its vote claim is news to the table): more games read. Rarer still since a
    // lean resting on a ballot is said as a vote on a lean (9 in 200 games; tests/players/lean-ballot.test.ts reads the rest).
    // Rarer again once a seat named after its turn answers at the last call (its kept vote is a claim heard): 2 in those 200.
    expect(quiet).toBeGreaterThan(3);
    expect(off).toEqual([]);
    expect(kept).toBe(quiet);
  }, 300_000);
});
