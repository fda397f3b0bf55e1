// A fact conceded for a seat while seconding the case against it ("though to be fair, Hugo backed Iris for sheriff
// yesterday, which is in Hugo's favour") is conceded by one seat a day: three seats in a row granting it read as one
// script (werewolf, seed 120631).
import { describe, expect, it } from 'vitest';
import { GRANTED } from '../../src/players/scripted/speech/lines.js';
import { seededGames } from './seeded-talk.js';

// Each wording's fixed tail, with the seat it names: "which counts for Hugo", "and that speaks for Hugo", "which is in Hugo's favour".
const TAILS = GRANTED.map((g) => new RegExp(g.slice(g.indexOf('{evidence}') + '{evidence}'.length).replace("{target}'s", "(\\w+)'s").replace('{target}', '(\\w+)')));

describe('a fact granted to a seat', () => {
  it.each(['werewolf', 'werewolf-9', 'mafia-classic'])('%s: is granted by one speech a day at most', async (preset) => {
    let granted = 0;
    const again: string[] = [];
    for await (const { i, speeches } of seededGames(preset, 60, 616_201)) {
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
    expect(granted).toBeGreaterThan(0);
    expect(again).toEqual([]);
  }, 240_000);
});
