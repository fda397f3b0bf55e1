// Last words leave a read: who led the vote, where the speaker would look next. Before, a third of them named nobody
// ("Remember this vote when the next body turns up. Keep watching the tide": 170 of 513, werewolf and mafia, seed 7700).
import { describe, expect, it } from 'vitest';
import { seededGames } from './seeded-talk.js';

describe('last words', () => {
  it.each([['mafia', 50], ['werewolf', 20]] as const)('%s: name another seat or put a claim on the record', async (preset, games) => {
    let said = 0;
    const empty: string[] = [];
    for await (const { speeches, seats } of seededGames(preset, games)) {
      for (const e of speeches) {
        if (e.context !== 'last_words') continue;
        said++;
        const named = seats.some((s) => s.seat !== e.seat && new RegExp(`\\b${s.name}\\b`).test(String(e.text)));
        if (!named && !(e.claims ?? []).length) empty.push(String(e.text));
      }
    }
    expect(said).toBeGreaterThan(40);
    expect(empty.length / said, empty.slice(0, 5).join('\n')).toBeLessThanOrEqual(0.05);
  }, 300_000);
});
