// A ballot moved off the seat announced, explained on a later day, says why with the move: "I announced a vote on Nell and in
// the end voted Luca. The discrepancy is this: Nell claimed to be the detective" put the reason behind a persona's frame of its
// own and read as a case against the seat the vote had left (mafia corpus, seed 1208200: 2 in 100 games).
import { describe, expect, it } from 'vitest';
import { seededGames, sentencesOf } from './seeded-talk.js';

/** The speaker's own move, as said the day after. */
const MOVED = /^(?:[^.]*[:,] )?I (?:announced a vote on [A-Z][a-z]+ (?:and in the end|but) voted|said I would vote [A-Z][a-z]+ and then voted) [A-Z][a-z]+/;

describe('a moved ballot, explained', () => {
  it.each(['mafia', 'mafia-classic'])('%s: gives its reason in the same sentence, never behind a frame of its own', async (preset) => {
    let moved = 0;
    const apart: string[] = [];
    for await (const { i, speeches } of seededGames(preset, 100)) {
      for (const e of speeches) {
        const ss = sentencesOf(e.text);
        ss.forEach((s, j) => {
          if (!MOVED.test(s)) return;
          moved++;
          // Said alone, its reason would follow as "<Frame>: <fact>."
          if (/\.$/.test(s) && !/\b(?:because|since|given that)\b/.test(s) && /^[A-Z][^:]{2,40}: /.test(ss[j + 1] ?? '')) apart.push(`game ${i} day ${e.day}: ${s} ${ss[j + 1]}`);
        });
      }
    }
    expect(apart).toEqual([]);
    // The corpora move a said ballot the next day 34 times in 100 mafia games, 4 in mafia-classic.
    expect(moved).toBeGreaterThan(preset === 'mafia' ? 10 : 1);
  }, 300_000);
});
