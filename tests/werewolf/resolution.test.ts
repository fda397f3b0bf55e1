// Night resolution over every combination of wolf target, antidote, guard and poison, both option values.
import { describe, expect, it } from 'vitest';
import { nightDeaths } from '../../src/rules/werewolf/night.js';

const A = 1; // the wolves' usual target
const B = 2; // somebody else
const targets = [null, A];
const antidotes = [false, true];
const guards = [null, A, B];
const poisons = [null, A, B];

/** RULES.md §1 in words: the target dies unless saved by antidote or guard (both at once kill when the option is on); poison kills, the guard does not stop it. */
function expected(t: number | null, antidote: boolean, guard: number | null, poison: number | null, bothKill: boolean) {
  const dead = new Map<number, string>();
  if (t !== null) {
    const byAntidote = antidote;
    const byGuard = guard === t;
    const saved = bothKill && byAntidote && byGuard ? false : byAntidote || byGuard;
    if (!saved) dead.set(t, 'wolves');
  }
  if (poison !== null) dead.set(poison, 'poison');
  return [...dead.entries()].map(([seat, cause]) => ({ seat, cause })).sort((a, b) => a.seat - b.seat);
}

describe('night resolution table', () => {
  const rows: [number | null, boolean, number | null, number | null, boolean][] = [];
  for (const t of targets)
    for (const antidote of antidotes)
      for (const g of guards)
        for (const p of poisons)
          for (const both of [false, true]) {
            if (antidote && t === null) continue; // no antidote without a target
            if (antidote && p !== null) continue; // one potion a night
            rows.push([t, antidote, g, p, both]);
          }

  it('covers every legal combination', () => {
    expect(rows.length).toBe(2 * (1 * 3 * 3) + 2 * (3 + 3 * 3));
  });

  it.each(rows)('target %s antidote %s guard %s poison %s guardAndAntidoteKill %s', (t, antidote, g, p, both) => {
    const r = { packTarget: t, antidoteOn: antidote ? t : null, guardOn: g, poisonOn: p };
    expect(nightDeaths(r, both)).toEqual(expected(t, antidote, g, p, both));
  });

  it('spells out the key cases', () => {
    expect(nightDeaths({ packTarget: 1, antidoteOn: 1, guardOn: 1, poisonOn: null }, false)).toEqual([]);
    expect(nightDeaths({ packTarget: 1, antidoteOn: 1, guardOn: 1, poisonOn: null }, true)).toEqual([{ seat: 1, cause: 'wolves' }]);
    expect(nightDeaths({ packTarget: 1, antidoteOn: null, guardOn: 2, poisonOn: 2 }, false)).toEqual([
      { seat: 1, cause: 'wolves' },
      { seat: 2, cause: 'poison' },
    ]);
    expect(nightDeaths({ packTarget: null, antidoteOn: null, guardOn: null, poisonOn: null }, false)).toEqual([]);
  });
});
