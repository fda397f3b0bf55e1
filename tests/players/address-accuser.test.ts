// A defence said to the accuser ("Nell, you have the wrong player") cites the accuser's deeds as "you" after it, never in the
// third person: "Nell, you have the wrong player, given that Nell put a vote on Bruno on day 1" read as broken address to a
// blind reader (relay game, werewolf-9, seed 1206961).
import { describe, expect, it } from 'vitest';
import { seededGames, sentencesOf } from './seeded-talk.js';

describe('a defence said to its accuser', () => {
  it.each([['werewolf', 40], ['werewolf-9', 60], ['mafia', 60]] as const)('%s: calls the accuser "you" after naming it', async (preset, games) => {
    let said = 0;
    const broken: string[] = [];
    for await (const { speeches, seats } of seededGames(preset, games)) {
      const names = seats.map((s) => s.name).join('|');
      const opening = new RegExp(`^(${names}), you have the wrong player`);
      for (const e of speeches)
        for (const s of sentencesOf(e.text)) {
          const m = opening.exec(s);
          if (!m) continue;
          said++;
          // Its own check is told by the seat's name even to it (cite.ts): the table must know whom it was on.
          if (new RegExp(`(?<!check on |checked )\\b${m[1]}\\b`).test(s.slice(m[0].length))) broken.push(s);
        }
    }
    expect(said).toBeGreaterThan(3);
    expect(broken, broken.slice(0, 3).join('\n')).toEqual([]);
  }, 300_000);
});
