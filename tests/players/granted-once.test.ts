// A fact conceded for a seat while seconding the case against it ("though to be fair, Hugo backed Iris for sheriff
// yesterday, which is in Hugo's favour") is conceded by one seat a day: three seats in a row granting it read as one
// script (werewolf, seed 120631).
import { describe, expect, it } from 'vitest';
import { GRANTED } from '../../src/players/scripted/speech/lines.js';
import { seededGames } from './seeded-talk.js';

// Each wording whole, with the seat it names: "though I grant that …, which counts for Hugo", "even if …, and that speaks for
// Hugo". Its head too: a fact weighed for a seat ("Elsie called Ada good yesterday, and that speaks for Ada") grants nothing.
const TAILS = GRANTED.map((g) => new RegExp(g.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{evidence}', '.+?').replace("{target}'s", "(\\w+)'s").replace('{target}', '(\\w+)'), 'i'));

describe('a fact granted to a seat', () => {
  it.each(['werewolf', 'werewolf-9', 'mafia-classic'])('%s: is granted by one speech a day at most', async (preset) => {
    let granted = 0;
    const again: string[] = [];
    for await (const { i, speeches } of seededGames(preset, 60)) {
      const seen = new Set<string>();
      for (const e of speeches) {
        for (const re of TAILS) {
          const m = re.exec(String(e.text));
          if (!m) continue;
          granted++;
          const key = `${e.day}:${m[1]}`;
          if (seen.has(key)) again.push(`${i} day ${e.day}: ${e.text}`);
          seen.add(key);
        }
      }
    }
    // Mafia-classic's seconds grant nothing in these games (none in 60, at 3603a06 too): its count held only the weighed facts
    // the tail alone used to match. The rule is still checked there.
    if (preset !== 'mafia-classic') expect(granted).toBeGreaterThan(0);
    expect(again).toEqual([]);
  }, 240_000);
});
