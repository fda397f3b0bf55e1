// Taking up another seat's case is a judgement of it, and the vote that follows says no less: "Vera went after Mira today,
// and it is the case I would vote on. … My vote is on Mira, as a lean, not a case" (relay game, mafia-classic, seed 1218501,
// the bot's speech a blind reader quoted, beside "Tomas went after Nell today, so that is where I stand", which a model seat
// answered: "That's following, not reading"). Over seeded games: 10 of 1,044 mafia-classic and 14 of 948 werewolf-9
// discussion speeches did one, 1 and 4 the other (seed 1220101), before the change.
import { describe, expect, it } from 'vitest';
import { seededGames } from './seeded-talk.js';

const SECONDED = /\b(?:the case against|the case I would vote on|'s case against|made the case against|in the case against)\b/;
const LEAN_VOTE = /\b(?:as a lean, not a case|on a lean and no more|though it is only a lean|it is a lean, not a case)\b/;
const FOLLOWED = /\bwent after \w+ today, (?:so that is where I stand|and it is the case I would vote on|and I have nothing better)\b/;

describe('a seat that takes up a case', () => {
  it.each(['mafia-classic', 'werewolf-9'])('%s: never calls its vote a lean in the same speech, nor only follows who went first', async (preset) => {
    const bad: string[] = [];
    let speeches = 0;
    let seconded = 0;
    for await (const { speeches: said } of seededGames(preset, 40)) {
      for (const s of said) {
        if (s.context !== 'discussion') continue;
        speeches++;
        const text = String(s.text);
        if (SECONDED.test(text)) seconded++;
        if ((SECONDED.test(text) && LEAN_VOTE.test(text)) || FOLLOWED.test(text)) bad.push(text);
      }
    }
    expect(speeches).toBeGreaterThan(300);
    expect(seconded).toBeGreaterThan(10);
    expect(bad).toEqual([]);
  }, 300_000);
});
