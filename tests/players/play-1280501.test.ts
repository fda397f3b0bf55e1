// A seer game played at 80x24 (werewolf, seed 1280501; the person in seat 12): the bots' lines that misread the record, said
// again at the same moments of its log by the same seats.
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat, speechAt } from './from-log.js';

const log = fixtureLog('play-1280501.jsonl');
const turn = (seat: number, day: number, context: string) => speechAt(log, seat, day, context);

describe('a second seat as sure as the first, on day 1', () => {
  it('is named behind the case by some speakers, not all', async () => {
    // Sam's check on Oskar (87% to every villager) went unsaid by all nine speakers, who argued Katya's counter-claim alone.
    let named = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const said = await new LogSeat(log, 5, seed).says(turn(5, 1, 'discussion'), 'discussion');
      expect(said, said).toMatch(/Katya/);
      if (/Oskar[^.]*:[^.]*Sam[^.]*Oskar[^.]*werewolf/.test(said)) named++;
    }
    expect(named).toBeGreaterThan(0);
    expect(named).toBeLessThan(10);
  }, 120_000);
});

describe('two seer claims retold', () => {
  it('are credited only to a seat that spoke after both', async () => {
    // "…given that as Tomas pointed out yesterday, Sam and Tomas cannot both be the seer": Tomas's "two seer claims on the table"
    // of day 1 was about Katya's and Sam's; his own claim came on day 2.
    for (let seed = 1; seed <= 4; seed++) {
      const said = await new LogSeat(log, 4, seed).says(turn(4, 2, 'discussion'), 'discussion');
      expect(said, said).not.toMatch(/as Tomas (?:pointed out|said|put it)/);
    }
  }, 120_000);
});

describe('a contradiction about a third seat', () => {
  it('is said in full, with that seat, when a vote on it rests on it', async () => {
    // "Look at the record: Iris already showed that Tomas and Sam cannot both be right. On balance, my vote goes to Greta."
    for (let seed = 1; seed <= 4; seed++) {
      const said = await new LogSeat(log, 5, seed).says(turn(5, 3, 'discussion'), 'discussion');
      expect(said, said).not.toMatch(/Tomas and Sam cannot both be right/);
      expect(said, said).toMatch(/Tomas (?:reported|called|said) Greta (?:as |came back )?good/);
    }
  }, 120_000);
});

describe('a late claim doubted', () => {
  it('says the doubt, then what it rests on, not the fact as why the claim was heard', async () => {
    // "Tomas reported Greta as good yesterday, which is why I heard Greta's hunter claim, and it came too late…"
    for (let seed = 1; seed <= 4; seed++) {
      const iris = new LogSeat(log, 4, seed);
      await iris.says(turn(4, 3, 'discussion'), 'discussion');
      const said = await iris.says(turn(4, 3, 'last_call'), 'last_call');
      expect(said, said).not.toMatch(/(?:which|that) is why I heard/);
    }
  }, 120_000);
});

describe('a vote moved on a check the table has cited, with the old seat\'s claim beside it', () => {
  it('follows the check by name', async () => {
    // Four seats in a row: "I'm moving my vote from Greta to Iris. Sam said Iris came back a werewolf, and Greta claimed to be the hunter."
    for (let seed = 1; seed <= 3; seed++) {
      const priya = new LogSeat(log, 9, seed);
      await priya.says(turn(9, 3, 'discussion'), 'discussion');
      const said = await priya.says(turn(9, 3, 'last_call'), 'last_call');
      expect(said, said).toMatch(/Sam's (?:result|check|word)/);
      expect(said, said).toMatch(/Greta (?:claimed to be|came out as) the hunter/);
    }
  }, 120_000);
});
