// The ledger keeps what it reads across decisions and seats (the claim groups of a state of the public
// claims, and the seats each bears on): decision after decision of seeded games, a ledger read with those
// kept gives every entry, to the last bit, as one read from a fresh copy of the view.
import { describe, expect, it } from 'vitest';
import { decorate } from '../../src/engine/decorate.js';
import { runGame } from '../../src/engine/game.js';
import type { PlayerView } from '../../src/engine/view.js';
import { WEIGHTS } from '../../src/players/scripted/belief/params.js';
import { factKey } from '../../src/players/scripted/ledger/ledger.js';
import { SeatMind } from '../../src/players/scripted/mind.js';
import { Reading } from '../../src/players/scripted/reading.js';
import { gameSeed } from '../../src/sim/run.js';
import { createTable } from '../../src/table/setup.js';

/** Every seat's ledger as this mind reads it after `view`: each entry's fact, direction and weight. */
function ledgerOf(mind: SeatMind, view: PlayerView): string[] {
  const k = mind.update(view, () => {});
  const r = new Reading(k, mind.belief, WEIGHTS.normal);
  const out: string[] = [];
  for (let s = 1; s <= k.seats; s++) for (const e of r.ledger.about(s)) out.push(`${s} ${factKey(e.fact)} ${e.sign} ${e.weight} ${e.shift} ${e.own}`);
  return out;
}

async function compare(preset: string, games: number, every: number): Promise<{ kept: string[][]; fresh: string[][] }> {
  const kept: string[][] = [];
  const fresh: string[][] = [];
  for (let g = 0; g < games; g++) {
    const setup = createTable({ preset, seed: gameSeed(5, g) });
    const minds = new Map<number, SeatMind>();
    let count = 0;
    setup.participants = setup.participants.map((p) =>
      decorate(p, (next, system, user, extra) => {
        const view = extra.request.view;
        // Read at every decision (the kept ledgers see every state), compared at every `every`-th.
        let mind = minds.get(view.seat);
        if (!mind) minds.set(view.seat, (mind = new SeatMind('normal')));
        const mine = ledgerOf(mind, view);
        if (count++ % every === 0) {
          kept.push(mine);
          // A deep copy shares no object with the game: nothing kept for it is reused.
          fresh.push(ledgerOf(new SeatMind('normal'), structuredClone(view)));
        }
        return next(system, user, extra);
      }),
    );
    await runGame(setup);
  }
  return { kept, fresh };
}

describe.each([
  ['werewolf', 2],
  ['mafia', 2],
] as const)('%s: the ledger read with what it kept equals one read afresh', (preset, games) => {
  it('every entry about every seat, over seeded games', async () => {
    const { kept, fresh } = await compare(preset, games, 5);
    expect(kept.length).toBeGreaterThan(games * 10);
    // Claims must have been weighed, or the claim groups kept prove little.
    expect(kept.some((l) => l.some((x) => / (role_claim|check_claim):/.test(x)))).toBe(true);
    expect(kept).toEqual(fresh);
  }, 120_000);
});
