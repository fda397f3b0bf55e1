// A relay game (werewolf-9, seed 1290201; model seats 2, 4, 6 and 8): the bot lines its model seats picked out, said again at
// the same moments of its log by the same bot seats.
import { describe, expect, it } from 'vitest';
import { CASE_KEPT, DEFEND_CASE } from '../../src/players/scripted/speech/lines.js';
import { fixtureLog, LogSeat, speechAt } from './from-log.js';

const log = fixtureLog('relay-1290201.jsonl');

describe('a seat asked twice by one seat', () => {
  it('answers the later question', async () => {
    // Wren asked Greta about a check in the sheriff race, then for her read of Katya in the day's talk; Greta answered "You
    // asked, Wren, so here it is: there is no check I can give you".
    for (let seed = 1; seed <= 6; seed++) {
      const said = await new LogSeat(log, 7, seed).says(speechAt(log, 7, 1, 'discussion'), 'discussion');
      expect(said, said).not.toMatch(/no check/);
      expect(said, said).toMatch(/^Wren, (?:to|in) answer(?: to)? you: Katya/);
    }
  }, 120_000);
});

describe("a rival claimant's case", () => {
  it('is answered as the rival claim, not as a read with its reasons', async () => {
    // Katya, who had claimed the seer: "Whatever Oskar says, he is not the seer. Oskar pointed at me today? It is thinner than
    // it sounds." Three model seats quoted it.
    const reasoned = DEFEND_CASE.reasoned.map((l) => l.replace('{case}', ''));
    const rival = new RegExp(DEFEND_CASE.rival.map((l) => l.replace('{case}', '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
    let answered = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const said = await new LogSeat(log, 1, seed).says(speechAt(log, 1, 1, 'discussion'), 'discussion');
      expect(reasoned.filter((l) => said.includes(l)), said).toEqual([]);
      if (rival.test(said)) answered++;
    }
    expect(answered).toBeGreaterThan(3);
  }, 120_000);
});

describe("a seat's case of yesterday, made again on the same fact", () => {
  it('is said as kept, not as news', async () => {
    // Vera, day 1: "Wren defended Katya today, so Wren has me uneasy. My vote is on Wren"; day 2: "Wren stood up for Katya
    // yesterday, and that is why something about Wren bothers me". The blind reader's first tell.
    const KEPT = new RegExp(CASE_KEPT.map((l) => l.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{target\}/g, '\\w+').replace(/\{when\}/g, 'yesterday')).join('|'), 'i');
    let again = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const said = await new LogSeat(log, 9, seed).says(speechAt(log, 9, 2, 'discussion'), 'discussion');
      if (!/Wren (?:defended|stood up for|spoke up for) Katya/.test(said)) continue;
      again++;
      expect(said, said).toMatch(KEPT);
    }
    expect(again).toBeGreaterThan(2);
  }, 120_000);
});

describe('a deed of the speaker', () => {
  it('is answered where a case told it, not where its words are scattered over a sentence about others', async () => {
    // Hugo (a model seat): "Mira voted Katya for sheriff, now says Oskar's the seer, and still won't put a vote on Katya; Vera
    // does the same." Vera, next morning, unasked: "I voted Oskar for sheriff yesterday, but a sheriff ballot is a guess at who
    // should lead, not a read" (8 of 8 seeds).
    for (let seed = 1; seed <= 8; seed++) {
      const said = await new LogSeat(log, 9, seed).says(speechAt(log, 9, 2, 'discussion'), 'discussion');
      expect(said, said).not.toMatch(/for sheriff/);
    }
  }, 120_000);
});

describe('a fact done to the speaker', () => {
  it("is not given behind the persona's own reason frame", async () => {
    // Greta: "Here's the juicy part: Katya said I came back a werewolf." Greta's frames: "Here's the juicy part:", "And have you
    // noticed that …?", "Don't forget, …".
    for (let seed = 1; seed <= 40; seed++) {
      const said = await new LogSeat(log, 7, seed).says(speechAt(log, 7, 1, 'discussion'), 'discussion');
      expect(said, said).not.toMatch(/(?:juicy part:|have you noticed that|Don't forget,)[^.?]*\b(?:me|I)\b/);
    }
  }, 120_000);
});
