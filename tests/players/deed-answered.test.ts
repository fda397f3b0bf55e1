// A seat whose own deed the table cites against it answers that deed, in its turn and at its last call: "I can count the
// votes. For the record, then: I am not a werewolf", from a seat three speeches had just held its lone ballot against, and
// "Ada pointed at me… it is not enough to vote on", of a case that was the seat's day-1 ballot ("the only one to vote Tomas"),
// answered nothing (the blind reader's "empty replies to accusations": relay game, werewolf-9, seed 1271201). Logs of seeded
// self-play games (seeds 1271601 and 1271701), their THINK lines left out.
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat } from './from-log.js';

const turn = (log: ReturnType<typeof fixtureLog>, seat: number, day: number, context: string) =>
  log.find((e) => e.type === 'speech' && e.seat === seat && e.day === day && e.context === context)!.n;

describe('a deed of its own held against a seat', () => {
  it('is answered at the last call, before the plea, when the cases against it cited it', async () => {
    // Werewolf, day 4: Luca, Wren and Greta each cite Tomas's lone ballot on Hugo; Tomas is on the block.
    const log = fixtureLog('sim-1271701-ww-7.jsonl');
    for (let seed = 1; seed <= 4; seed++) {
      const said = await new LogSeat(log, 2, seed).says(turn(log, 2, 4, 'last_call'), 'last_call');
      expect(said, said).toMatch(/\bHugo\b/);
      expect(said, said).toMatch(/\bI (?:voted|put (?:a|the only) vote on|cast (?:a|the only) vote against|cast the only vote on) Hugo/);
      // The plea still comes: the seat denies being a werewolf.
      expect(said, said).toMatch(/not a werewolf|good player|mistake|free day|one friend fewer/);
    }
  }, 120_000);

  it('is answered once: the plea after it neither denies again nor speaks of the reads', async () => {
    // Werewolf-9 at 80x24, the person the seer: Iris, on the block for her lone ballot on Priya (the seer's good check).
    const log = fixtureLog('play-1271901.jsonl');
    const n = log.find((e) => e.type === 'speech' && e.seat === 7 && e.context === 'last_call')!.n;
    for (let seed = 1; seed <= 6; seed++) {
      const said = await new LogSeat(log, 7, seed).says(n, 'last_call');
      expect(said, said).toMatch(/\bPriya\b/);
      expect(said.match(/not a werewolf/g)?.length ?? 0, said).toBeLessThanOrEqual(1);
      expect(said, said).not.toMatch(/my reads/);
    }
  }, 120_000);

  it('is answered when the case said it of "me", the seat the deed was done to', async () => {
    // Werewolf at 80x24, the person a wolf (seed 1272101), day 1: Oskar answers Greta's accusation of him ("Greta pointed at me,
    // yet nothing I have said or done points to a werewolf") and votes her; at her last call, asked by Elsie whether her point
    // at Oskar was a read, Greta had said only "Elsie, fair question. Oskar pointed at me today… it is thinner than it sounds".
    const log = fixtureLog('play-1272101.jsonl');
    const n = log.find((e) => e.type === 'speech' && e.seat === 9 && e.day === 1 && e.context === 'last_call')!.n;
    for (let seed = 1; seed <= 6; seed++) {
      const said = await new LogSeat(log, 9, seed).says(n, 'last_call');
      expect(said, said).toMatch(/\bI (?:went after|pointed at|accused) Oskar\b/);
    }
  }, 120_000);

  it('is answered in its turn when the case worded it "the only one to vote" the seat', async () => {
    // Werewolf-9, day 3: Ada votes Luca "since Luca was the only one to vote Tomas on day 1".
    const log = fixtureLog('sim-1271601-ww9-5.jsonl');
    for (let seed = 1; seed <= 4; seed++) {
      const said = await new LogSeat(log, 6, seed).says(turn(log, 6, 3, 'discussion'), 'discussion');
      expect(said, said).toMatch(/\bI (?:voted|put a vote on|cast a vote against) Tomas on day 1|On day 1, I voted Tomas/);
    }
  }, 120_000);

  it("is answered as a frame when the case is a death that had pointed at the seat, and with three alive the seat says where it looks", async () => {
    // Mafia-classic, day 4, three alive: Tomas votes Mira "since Greta voted Mira yesterday, and Greta was killed last night".
    const log = fixtureLog('sim-1271701-mc-7.jsonl');
    for (let seed = 1; seed <= 4; seed++) {
      const said = await new LogSeat(log, 5, seed).says(turn(log, 5, 4, 'discussion'), 'speech');
      expect(said, said).toMatch(/Greta/);
      expect(said, said).toMatch(/frame|my own accuser|last seat I would have touched/);
      // Her ballot decides the game: the speech names where it looks (Tomas and Vera are the only others alive).
      expect(said.replace(/Tomas (?:accused|pointed at|went after) me/, ''), said).toMatch(/Tomas|Vera/);
    }
  }, 120_000);
});

describe('a second accuser that cited another deed', () => {
  it('hears that deed answered, not "the same answer"', async () => {
    // Werewolf, day 3: Luca goes after Hugo; Vera votes Hugo "since Hugo voted Bruno on day 1, and Bruno was a claimed hunter".
    const log = fixtureLog('sim-1271701-ww-0.jsonl');
    for (let seed = 1; seed <= 4; seed++) {
      const said = await new LogSeat(log, 2, seed).says(turn(log, 2, 3, 'discussion'), 'discussion');
      expect(said, said).toMatch(/Vera\b[^.]*: (?:on day 1, )?I (?:voted|put a vote on|cast a vote against) Bruno\b/);
      expect(said, said).not.toMatch(/Vera (?:named me as well|came after me too|said much the same)/);
    }
  }, 120_000);
});

describe('a check the table has cited twice today, with a fact read by its light', () => {
  it('is followed by name at the last call, not said again with that fact', async () => {
    // Werewolf, day 2: after Ada's check on Priya, four seats in a row moved their votes saying "Ada said Priya came back a
    // werewolf today, and Priya accused Tomas". Elsie is the third.
    const log = fixtureLog('sim-1271701-ww-13.jsonl');
    const n = log.find((e) => e.type === 'speech' && e.seat === 10 && e.day === 2 && e.context === 'last_call')!.n;
    for (let seed = 1; seed <= 4; seed++) {
      const said = await new LogSeat(log, 10, seed).says(n, 'last_call');
      expect(said, said).not.toMatch(/Ada (?:said|reported|called) Priya/);
      expect(said, said).toMatch(/Ada's (?:check|word|result)/);
      expect(said, said).toMatch(/Priya/);
    }
  }, 120_000);
});
