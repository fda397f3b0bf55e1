// A ballot or an accusation that stood with a claimant whose claim another's has given the lie is said with that link. At
// 80x24 (werewolf, seed 1250101) Sam claimed the seer with a wolf check on Luca, Elsie counter-claimed, and the table voted Sam
// out. Vera and Bruno had voted Luca beside Sam; on day 3 four seats held "Vera went after Luca on day 1" against Vera, and none
// said it was the false seer's target she had gone after: the fact said alone gives no reason it counts.
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat } from './from-log.js';

const log = fixtureLog('play-1250101.jsonl');
const turn = (seat: number, day: number) => log.find((e) => e.type === 'speech' && e.seat === seat && e.day === day && e.context === 'discussion')!.n;

describe("a fact of the false claimant's company", () => {
  it('a ballot cast beside the outclaimed seer names him and the claim that countered his', async () => {
    // Elsie (the seer) and Jonah (who took Elsie as the seer) on day 2, each citing Vera's day-1 ballot on Luca.
    for (const seat of [9, 10]) {
      const said = await new LogSeat(log, seat, 1).says(turn(seat, 2), 'discussion');
      expect(said, said).toMatch(/Vera and Sam both (?:voted|put their votes on) Luca yesterday/);
      expect(said, said).toMatch(/countered by Elsie|Sam's seer claim (?:was false|is the one I don't believe)|against Sam/);
    }
  }, 60_000);

  it("an accusation that took up the false seer's check is said as echoing it", async () => {
    // Mira on day 3, once Elsie is dead: the seer she believed, dead or not, is still the one she believes.
    const mira = await new LogSeat(log, 12, 1).says(turn(12, 3), 'discussion');
    expect(mira, mira).toMatch(/(?:accused|pointed at|went after) Luca on day 1, (?:on nothing but|on the strength of|taking up) Sam's check/);
    // Priya had gone after Luca on day 1 herself: she holds that against nobody (sharedDeed: "So did you", a model seat's answer).
    const priya = await new LogSeat(log, 8, 1).says(turn(8, 3), 'discussion');
    expect(priya, priya).not.toMatch(/(?:accused|pointed at|went after) Luca on day 1/);
  }, 60_000);
});

describe('a word against a wolf, given as a reason to trust its speaker', () => {
  it('is said with what shows the seat accused evil', async () => {
    // Relay game, werewolf-9 seed 1250701, day 1: Vera (the seer, with a wolf check on Priya) said "I trust Wren, because Wren
    // accused Priya": backwards to three of its five readers. Priya had called Wren a werewolf; Wren had gone after Priya.
    const relay = fixtureLog('relay-1250701.jsonl');
    const n = relay.find((e) => e.type === 'speech' && e.seat === 7 && e.day === 1 && e.context === 'discussion')!.n;
    let trusted = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const said = await new LogSeat(relay, 7, seed).says(n, 'discussion');
      const why = /[^.]*\b(?:I trust Wren|I don't think Wren is|Wren looks clean|standing by Wren|vouch for Wren|leave Wren alone|Wren is not the one)[^.]*\./.exec(said)?.[0];
      if (!why || !/Wren (?:accused|went after|pointed at) Priya/.test(why)) continue;
      trusted++;
      expect(why, said).toMatch(/Priya (?:came back )?a werewolf|called Priya a werewolf|reported Priya as a werewolf/);
    }
    expect(trusted).toBeGreaterThan(0);
  }, 120_000);
});

describe("a ballot from a wolf, weighed in its seat's favour", () => {
  it('is said with what shows its voter evil', async () => {
    // Relay game, werewolf-9 seed 1250701, day 3: Jonah said "Priya cast a vote against Wren on day 1, so Wren is not the first
    // seat I'd look at", Priya being the wolf Vera's check had named; the reader's "logged event dropped into a sentence".
    const relay = fixtureLog('relay-1250701.jsonl');
    const n = relay.find((e) => e.type === 'speech' && e.seat === 1 && e.day === 3 && e.context === 'discussion')!.n;
    let weighed = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const said = await new LogSeat(relay, 1, seed).says(n, 'discussion');
      const s = /[^.]*Priya (?:cast a vote against|put a vote on|voted|cast the only vote on|was the only one to vote) Wren[^.]*\./.exec(said)?.[0];
      if (!s) continue;
      weighed++;
      expect(s, said).toMatch(/Vera (?:called Priya a werewolf|reported Priya as a werewolf|said Priya came back a werewolf)/);
    }
    expect(weighed).toBeGreaterThan(0);
  }, 120_000);
});

describe("another seat's ballot on a seat, with nothing to show its voter evil", () => {
  it('is not said in that seat\'s favour', async () => {
    // Relay game, werewolf-9 seed 1251901, day 2: Ada said "Vera voted Priya yesterday, a small thing, but it speaks for Priya";
    // three of the four model seats quoted it ("Doesn't even make sense").
    const relay = fixtureLog('relay-1251901.jsonl');
    const n = relay.find((e) => e.type === 'speech' && e.seat === 5 && e.day === 2 && e.context === 'discussion')!.n;
    for (let seed = 1; seed <= 6; seed++) {
      const said = await new LogSeat(relay, 5, seed).says(n, 'discussion');
      expect(said, said).not.toMatch(/Vera (?:voted|put a vote on|cast a vote against) Priya[^.]*(?:speaks for|in Priya's favour|look past|off my list|first seat)/);
    }
  }, 120_000);
});
