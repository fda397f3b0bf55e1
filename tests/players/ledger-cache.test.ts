// The ledger keeps what it reads across decisions and seats (the claim groups of a state of the public
// claims and the seats each bears on; how far each fact moved a seat, per list of the belief's notes):
// decision after decision of seeded games, a ledger read with those kept gives every entry, to the last
// bit, as one read from a fresh copy of the view.
import { describe, expect, it } from 'vitest';
import type { PlayerView } from '../../src/engine/view.js';
import { WEIGHTS } from '../../src/players/scripted/belief/params.js';
import { factKey } from '../../src/players/scripted/ledger/ledger.js';
import { SeatMind } from '../../src/players/scripted/mind.js';
import { Reading } from '../../src/players/scripted/reading.js';
import { keptAndFresh } from './kept-fresh.js';

/** Every seat's ledger as this mind reads it after `view`: each entry's fact, direction and weight. */
function ledgerOf(mind: SeatMind, view: PlayerView): string[] {
  const k = mind.update(view, () => {});
  const r = new Reading(k, mind.belief, WEIGHTS.normal);
  const out: string[] = [];
  for (let s = 1; s <= k.seats; s++) for (const e of r.ledger.about(s)) out.push(`${s} ${factKey(e.fact)} ${e.sign} ${e.weight} ${e.shift} ${e.own}`);
  return out;
}

const compare = (preset: string, games: number, every: number) => keptAndFresh(preset, 5, games, every, ledgerOf);

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
