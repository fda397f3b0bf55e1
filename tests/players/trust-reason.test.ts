// A ballot is no reason to believe a role claim: "I do believe Seat 2 is the seer, dear, because Seat 2 put a vote on Bruno
// yesterday" (werewolf-9 at 80x24, seed 1207501, the person the seer: Elsie's day-2 speech). A ballot speaks for a seat,
// not for its claim; the belief is said plainly, or on what does bear on the claim.
import { describe, expect, it } from 'vitest';
import { fixtureLog, saysAt } from './from-log.js';

describe('believing a claimant', () => {
  const log = fixtureLog('seer-1207501.jsonl');
  const turn = log.find((e) => e.type === 'speech' && e.day === 2 && e.seat === 6 && e.context === 'discussion')!.n;

  it.each([1, 2, 3, 4, 5, 6])('gives no ballot of the claimant as the reason (seed %i)', async (seed) => {
    const said = await saysAt(log, 6, turn, 'discussion', seed);
    expect(said).toMatch(/Seat 2/);
    // Said beside the belief or after it ("Remember that Seat 2 cast a vote against Bruno yesterday"): the one use this speech had for it.
    expect(said).not.toMatch(/Seat 2 (?:voted|put a vote|cast a vote)/);
  });
});

// A follower of a believed seer's check says the check: Mira, after the person's "I checked Bruno last night: werewolf",
// said only "Priya had gone after Bruno and was killed for it… I'd swear Bruno is a werewolf" (the same game, day 2).
describe('following a believed check', () => {
  const log = fixtureLog('seer-1207501.jsonl');
  const turn = log.find((e) => e.type === 'speech' && e.day === 2 && e.seat === 4 && e.context === 'discussion')!.n;

  it.each([1, 2, 3, 4, 5, 6])('says the check it follows (seed %i)', async (seed) => {
    const said = await saysAt(log, 4, turn, 'discussion', seed);
    expect(said).toMatch(/Seat 2 (?:called|reported|said) Bruno|Seat 2's check on Bruno/);
  });
});
