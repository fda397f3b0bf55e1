// A vote said without naming its seat ("That is the seat I vote out today", "My vote says the same") follows a sentence that
// names that seat and no other (or, naming none, after the last sentence that named one). "Here's the punch: there are two hunter claims on the table, as Luca pointed out. That is the
// seat I vote out today" left the table to guess which (werewolf-9 relay, seed 1241301; the blind reader's example).
import { describe, expect, it } from 'vitest';
import { VOTE_FOLLOWS } from '../../src/players/scripted/speech/lines.js';
import { seededGames, sentencesOf } from './seeded-talk.js';

const FOLLOWS = new RegExp(`^(?:${VOTE_FOLLOWS.map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})[.!]?$`, 'i');

describe('a vote that does not name its seat', () => {
  it.each(['werewolf-9', 'mafia-classic'])('%s: comes right after a sentence naming one seat', async (preset) => {
    let said = 0;
    const unclear: string[] = [];
    for await (const { speeches, seats } of seededGames(preset, 40)) {
      const names = seats.map((s) => new RegExp(`\\b${s.name}\\b`));
      for (const e of speeches) {
        const sentences = sentencesOf(e.text);
        sentences.forEach((s, i) => {
          if (i === 0 || !FOLLOWS.test(s.trim())) return;
          said++;
          const before = sentences[i - 1]!;
          const count = (x: string) => names.filter((re) => re.test(x)).length;
          // A pronoun stands for the one seat named in the sentence before it ("I'd swear she is a werewolf. That settles my vote").
          // Or it names none, and the nearest sentence before it that names a seat names only one ("Priya accused me today. I
          // understand the logic; still, … I'd swear they are a werewolf. That is my vote today").
          const antecedent = sentences.slice(0, i - 1).reverse().find((x) => count(x) > 0);
          const back = count(before) === 0 && antecedent !== undefined && count(antecedent) === 1;
          if (count(before) !== 1 && !back) unclear.push(`${before} ${s}`);
        });
      }
    }
    expect(said).toBeGreaterThan(10);
    expect(unclear).toEqual([]);
  }, 300_000);
});
