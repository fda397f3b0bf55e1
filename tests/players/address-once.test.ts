// A persona's word for the table ("love", "folks", "dear", "my friend") is said once a speech, not in every sentence:
// "My friends, I'm the witch … as the seer, my friend … Don't forget, my friend, … My friend Elsie, …" was one last
// word (a relay reader's tell, werewolf-9 seed 120601).
import { describe, expect, it } from 'vitest';
import { onceEachAddress } from '../../src/players/scripted/speech/vocatives.js';
import { seededGames } from './seeded-talk.js';

describe('an address word', () => {
  it('is kept where first said and dropped after, the sentences kept', () => {
    expect(
      onceEachAddress([
        "My friends, I'm the witch, and that's the truth.",
        "I'm feeling Jonah as the seer, my friend.",
        'Don\'t forget, my friend, there are two seer claims on the table.',
        'My friend Elsie, I like you, but the room does not add up around you.',
        "It's been a great party, love.",
      ]),
    ).toEqual([
      "My friends, I'm the witch, and that's the truth.",
      "I'm feeling Jonah as the seer.",
      "Don't forget, there are two seer claims on the table.",
      'Elsie, I like you, but the room does not add up around you.',
      "It's been a great party, love.",
    ]);
    // Dropped before "that", it takes its comma with it: "Do remember that", not "Do remember, that" (werewolf-9, seed 1207501).
    expect(onceEachAddress(['Listen, dear.', 'Do remember, dear, that Seat 2 voted Bruno.'])).toEqual(['Listen, dear.', 'Do remember that Seat 2 voted Bruno.']);
    // Said the first time, it stays, with both its commas (28 of 11,969 corpus speeches said "Do remember, that" when the rule
    // above counted the first "dear" as said).
    expect(onceEachAddress(['I came to the same conclusion.', 'Do remember, dear, that Seat 2 voted Bruno.'])).toEqual(['I came to the same conclusion.', 'Do remember, dear, that Seat 2 voted Bruno.']);
    // Not an address: "everyone sits near a half", "dear" as a word of the sentence.
    expect(onceEachAddress(['Slow down, everyone.', 'Everyone sits near a half.'])).toEqual(['Slow down, everyone.', 'Everyone sits near a half.']);
  });

  it.each(['werewolf-9', 'mafia'])('%s: no speech says one twice', async (preset) => {
    const twice: string[] = [];
    let speeches = 0;
    for await (const { i, speeches: all } of seededGames(preset, 40)) {
      for (const e of all) {
        speeches++;
        const text = String(e.text);
        for (const w of ['love', 'folks', 'dear', 'kid', 'my friend', 'pet', 'crew']) {
          const n = (text.match(new RegExp(`(?:, ${w}(?=[.,;:!?])|(?:^|[.!?] )${w}, )`, 'gi')) ?? []).length;
          if (n > 1) twice.push(`${i} day ${e.day}: ${text}`);
        }
      }
    }
    expect(speeches).toBeGreaterThan(500);
    expect(twice).toEqual([]);
  }, 240_000);
});
