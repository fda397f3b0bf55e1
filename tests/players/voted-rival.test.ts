// Asked about a ballot it cast on one of two claimants of a role, a seat says the claim it doubted was the second, and whose it
// believed: "I cast a vote against Luca yesterday, since he had claimed to be the seer too, and I believed Hugo's claim over his".
// It said "since Hugo claimed to be the seer too, and I believed Hugo's claim over his", the believed seat twice and the claim
// dated wrong (the talk bench's citation check, seed 1290501). Bots only, on the shared seeded games.
import { describe, expect, it } from 'vitest';
import { corpusGames } from '../helpers/corpus.js';

describe('a ballot on one of two claimants, explained', () => {
  it.each(['werewolf', 'werewolf-9'])('%s: says the doubted claim came too, never the believed one', async (preset) => {
    let said = 0;
    const wrong: string[] = [];
    for (const events of await corpusGames(preset, 120)) {
      for (const e of events) {
        if (e.type !== 'speech') continue;
        const text = String(e.text);
        for (const m of text.matchAll(/since (\w+)(?: had)? claimed to be the (\w+) too, and I believed (\w+)'s claim/g)) {
          said++;
          if (m[1] === m[3]) wrong.push(text);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(said).toBeGreaterThan(0);
  }, 300_000);
});
