// Two claims that cannot both stand point at neither seat alone. Said against one of them, they come with what breaks the
// tie: "Elsie said Mira came back a werewolf, yet Mira claimed to be the witch … Elsie is a werewolf", with the dead seer's
// check on Elsie unsaid, gave the clash as if it proved one side (the second blind reader's third tell, werewolf seed
// 1207303, day 1; fixture badge-1207303.jsonl). And a check the speech has said is not then "not repeated".
import { describe, expect, it } from 'vitest';
import { fixtureLog, saysAt } from './from-log.js';

describe('a clash of two claims said against one side', () => {
  const log = fixtureLog('badge-1207303.jsonl');
  const turn = (seat: number) => log.find((e) => e.type === 'speech' && e.day === 1 && e.seat === seat && e.context === 'discussion')!.n;

  it.each([1, 2, 3, 4])("comes with the fact that breaks the tie, a third seat's check (seed %i)", async (seed) => {
    const said = await saysAt(log, 1, turn(1), 'discussion', seed);
    expect(said).toMatch(/Elsie (?:said|called|reported) Mira/);
    expect(said).toMatch(/Priya (?:said|called|reported) Elsie|Priya's check/);
  });

  it.each([1, 2, 3, 4])('a check said in the speech is not then "not repeated" (seat 6, seed %i)', async (seed) => {
    const said = await saysAt(log, 6, turn(6), 'discussion', seed);
    expect(said).not.toMatch(/Priya (?:said|called|reported) Elsie.*(?:won't repeat|said enough)/);
  });
});
