// A blind reader's awkward and misleading bot lines from a relay game (werewolf-9, seed 1280801; model seats 2, 4, 6 and 8), said
// again at the same moments of its log by the same bot seats.
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat, speechAt } from './from-log.js';

const log = fixtureLog('relay-1280801.jsonl');
const says = (seat: number, day: number, seed: number) => new LogSeat(log, seat, seed).says(speechAt(log, seat, day, 'discussion'), 'discussion');

describe('a check that cleared the speaker', () => {
  it('is said once, inside the defence, not again as its reason', async () => {
    // Greta: "I have been checked, and I came back clean, given that Ada reported me as good."
    // (Before: 11 of these 12 seeds.)
    let cleared = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const said = await says(7, 1, seed);
      expect(said, said).not.toMatch(/(?:cleared me|came back clean|says otherwise|cleared)[^.]*(?:given that|because|since|seeing as)/);
      if (/checked, and cleared|cleared me|says I am not/.test(said)) {
        cleared++;
        expect(said, said).toMatch(/Ada (?:reported|said|called) (?:me|I)\b/);
      }
    }
    expect(cleared).toBeGreaterThan(0);
  }, 120_000);
});

describe('a deed against a seat voted out since', () => {
  it('is not one the speaker has "come off" since', async () => {
    // Vera: "I went after Elsie on day 1, and I've come off her since, which is what a read is for", of the Elsie voted out that day.
    for (let seed = 1; seed <= 6; seed++) {
      const said = await says(9, 3, seed);
      expect(said, said).not.toMatch(/come off (?:Elsie|her) since|see (?:Elsie|her) differently now/);
    }
  }, 120_000);
});

describe('an accusation the speaker made too', () => {
  it('is not held against another seat', async () => {
    // Vera: "Remember that Bruno pointed at Elsie on day 1." Bruno, a model seat: "So did you. So did everyone."
    for (let seed = 1; seed <= 6; seed++) {
      const said = await says(9, 3, seed);
      expect(said, said).not.toMatch(/Bruno (?:pointed at|accused|went after) Elsie/);
    }
  }, 120_000);
});
