// A vote on one of two claimants of a role, resting on the two claims alone, is said with the side taken ("nothing
// moves my vote off Elsie, since I believe Jonah over Elsie as the seer"), never as if the two claims pointed at one of
// them ("Nothing moves my vote off Elsie, because Elsie claimed to be the seer earlier today, and then Jonah claimed it
// too": every relay reader's first tell, werewolf-9 seed 120601).
import { describe, expect, it } from 'vitest';
import { seededGames, sentencesOf } from './seeded-talk.js';

const VOTE = /\b(?:my vote|I'm voting|I vote|voting|vote goes|I cast a vote|I voted)\b/i;
const PAIR = /claimed to be (?:the |a |an )?\w+[^.;:]*, and then \w+ claimed it too|\b\w+ and \w+ (?:have )?both claim(?:ed)? to be|cannot both be (?:the |a |an )\w+/;
const SIDE = /of the two \w+ claims,? I believed?|I take \w+ as the \w+|I believe \w+ over \w+/;

describe('a vote on one of two claimants', () => {
  it.each(['werewolf-9', 'werewolf'])('%s: says the side taken, not the two claims as the reason', async (preset) => {
    let sides = 0;
    const pair: string[] = [];
    for await (const { i, speeches } of seededGames(preset, 80)) {
      for (const e of speeches) {
        for (const s of sentencesOf(e.text)) {
          if (SIDE.test(s)) sides++;
          // A vote sentence whose reason is the pair, with no side in it.
          // (The pair as the whole reason: one with a check beside it, or a claimant's own vote on its rival, says why.)
          // A check beside the pair is the why ("…, because Hugo and Ada cannot both be the seer, and Hugo said Ada came back a werewolf").
          const only = new RegExp(`(?:${PAIR.source})[^.;]*[.!?]?$`).test(s) && !/\b(?:and I|I claimed|then I claimed|me claimed)\b/.test(s) && !/came back|reported \w+ as|called \w+ (?:a |an |not )/.test(s);
          if (VOTE.test(s) && only && !SIDE.test(s) && /\b(?:because|since|given that)\b/.test(s)) pair.push(`${i} day ${e.day}: ${s}`);
        }
      }
    }
    expect(pair).toEqual([]);
    expect(sides).toBeGreaterThan(3);
  }, 240_000);
});
