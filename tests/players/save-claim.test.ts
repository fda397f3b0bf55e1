// A person's save claim is read as one. At 80x24 (werewolf, seed 1207102, I played the witch) my last call "The wolves
// attacked Mira last night and I saved her, so Mira is good" was read as a witch claim and nothing more: the pronoun hid the
// seat. It is now a save of Mira, and a word for her, as a bot witch's own claims put it.
//
// Not done, measured: weighing a save in the belief as the pack's target (the saved seat seldom a wolf) cost the village
// against a random pack, which bites its own a third of the time at six seats: werewolf-6, 300 games from seed 5001, the
// village's wins fell from 278 to 250 (260 with the save weighed six times more softly), under the 90% a scripted side keeps
// against a random one.
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { scanWerewolfClaims } from '../../src/rules/werewolf/claims.js';

const saved = (target: number): Claim => ({ kind: 'acted', action: 'saved', target });
const TABLE = ['Nell', 'Ada', 'Tomas', 'Jonah', 'Mira', 'Luca', 'Wren', 'Hugo', 'Greta', 'Elsie', 'Vera', 'Iris'].map((name, i) => ({ seat: i + 1, name }));
const said = (text: string) => scanWerewolfClaims(text, TABLE, 7).filter((c) => c.kind === 'acted' || c.kind === 'trust');

describe("a person's save claim", () => {
  it('names the seat by a pronoun after it is named, and speaks for the seat saved', () => {
    expect(said("I'm the witch. The wolves attacked Mira last night and I saved her, so Mira is good.")).toEqual([saved(5), { kind: 'trust', target: 5 }]);
    expect(said('Mira was attacked. I saved her.')).toEqual([saved(5), { kind: 'trust', target: 5 }]);
    expect(said('I saved Mira.')).toEqual([saved(5), { kind: 'trust', target: 5 }]);
  });

  it('is no save when taken back or when no seat was named before the pronoun', () => {
    expect(said("Mira was attacked, and I didn't save her.")).toEqual([]);
    expect(said('I saved her.')).toEqual([]);
  });

  it('is no word for a seat the same speech accuses', () => {
    expect(said('I saved Mira last night, and I regret it: I suspect Mira.').filter((c) => c.kind === 'trust')).toEqual([]);
  });
});
