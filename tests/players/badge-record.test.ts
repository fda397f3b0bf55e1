// The badge a dead investigator the table believed handed a seat is said in that seat's defence: the seer Priya, killed on
// night 1, passed it to Greta, and on day 2 Greta, accused on a ballot, never said so (a blind reader's fifth tell: "nobody
// mentions that Greta was that seer's pick"; werewolf, seed 1207303; fixture badge-1207303.jsonl).
import { describe, expect, it } from 'vitest';
import { fixtureLog, saysAt } from './from-log.js';

describe("the believed seer's badge, in its holder's defence", () => {
  const log = fixtureLog('badge-1207303.jsonl');
  const turn = log.find((e) => e.type === 'speech' && e.day === 2 && e.seat === 9 && e.context === 'discussion')!.n;

  it('the badge went from the claimed seer to the seat accused', () => {
    expect(log.find((e) => e.type === 'badge_passed')).toMatchObject({ from: 2, to: 9 });
  });

  it.each([1, 2, 3, 4])('is said by the seat it was passed to (seed %i)', async (seed) => {
    const said = await saysAt(log, 9, turn, 'discussion', seed);
    expect(said).toMatch(/Priya (?:passed|handed) the badge to me/);
  });
});
