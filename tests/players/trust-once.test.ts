// A speech that says it believes a claimant does not say it trusts the same seat again in other words: "Sheriff, you have
// my trust as the seer until your checks say otherwise… I trust Ada." (werewolf-9, 80x24, seed 777123).
import { describe, expect, it } from 'vitest';
import { BELIEVE, BELIEVE_ECHO, BELIEVE_PRESS, BELIEVE_UNOPPOSED, DEFEND } from '../../src/players/scripted/speech/lines.js';
import { seededGames } from './seeded-talk.js';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A bank's wordings as patterns, the seat named in {target} captured (every other slot any words). */
const patterns = (bank: readonly string[]) =>
  bank.filter((l) => l.includes('{target}')).map((l) => new RegExp(escape(l).replace('\\{target\\}', '([A-Z][a-z]+|our sheriff)').replace(/\\\{\w+\\\}/g, '.+?'), 'i'));
const BELIEF = patterns([...BELIEVE, ...BELIEVE_ECHO, ...BELIEVE_PRESS, ...BELIEVE_UNOPPOSED]);
const TRUST = patterns(DEFEND);

describe('trust in a claimant', () => {
  it('is said once a speech', async () => {
    let believed = 0;
    const twice: string[] = [];
    for (const preset of ['werewolf-9', 'werewolf'] as const) {
      for await (const { speeches } of seededGames(preset, 25)) {
        for (const e of speeches) {
          const text = String(e.text);
          const seats = BELIEF.map((rx) => rx.exec(text)?.[1]).filter(Boolean);
          if (!seats.length) continue;
          believed++;
          if (TRUST.some((rx) => seats.includes(rx.exec(text)?.[1]))) twice.push(text);
        }
      }
    }
    expect(believed).toBeGreaterThan(30);
    expect(twice, twice.slice(0, 3).join('\n')).toEqual([]);
  }, 300_000);
});
