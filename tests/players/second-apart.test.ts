// A case taken up from another seat is said in a sentence of its own, and the follower's reason in the next: joined on
// with "because", the reason reads as the other seat's, or as why nobody answered ("I'm with Luca on the case against
// Hugo, and nobody has answered it yet, seeing that Hugo nominated Priya yesterday"). Before: 807 such sentences in
// 11,512 speeches (100 games a preset, seed 7700).
import { describe, expect, it } from 'vitest';
import { seededGames, sentencesOf } from './seeded-talk.js';
import { GRANTED, SECOND, SECOND_ANSWERED, SECOND_PILE, SECOND_UNANSWERED } from '../../src/players/scripted/speech/lines.js';

const GRANTS = GRANTED.map((g) => g.split(' {')[0]).join('|');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Each wording of a second, its slots read as names (the seats behind a case as a list), then a comma and more: a reason joined on (a fact granted to the seat is a concession, said so). */
const JOINED = [...SECOND, ...SECOND_UNANSWERED, ...SECOND_ANSWERED, ...SECOND_PILE].map(
  (t) => new RegExp(`(?:^|: )${escape(t[0]!.toUpperCase() + t.slice(1)).replace(/\\\{seats\\\}/g, '.+?').replace(/\\\{\w+\\\}/g, '[^,]+?')}, (?!and so am I|${GRANTS})`, 'i'),
);

describe("another seat's case taken up", () => {
  it('is said apart from the reason the follower adds', async () => {
    let seconds = 0;
    const joined: string[] = [];
    for (const [preset, games] of [['werewolf', 25], ['mafia', 40]] as const) {
      for await (const { i, speeches } of seededGames(preset, games)) {
        for (const e of speeches) {
          for (const sentence of sentencesOf(e.text)) {
            if (/case against|made the case|went after/.test(sentence)) seconds++;
            if (JOINED.some((rx) => rx.test(sentence))) joined.push(`${preset} ${i} day ${e.day}: ${sentence}`);
          }
        }
      }
    }
    expect(seconds).toBeGreaterThan(50);
    expect(joined).toEqual([]);
  }, 300_000);
});
