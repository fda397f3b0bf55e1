// A sheriff ballot for a seat by a seat since shown or called evil is the company the seat kept, and a reason against it,
// said with what showed its backer. In a relay game (werewolf-9, seed 1208301) the two wolves the believed seer had caught
// were the only ballots for Ada in the sheriff race; on day 3 a model seat made that case and found the last wolf, while the
// bots, who held those ballots, leaned on seats with nothing against them ("That ballot marks him no more than the rest of us,
// but Bruno is still where I lean"). Another seat's ballot on a seat is still never a reason against it (ballot-hearsay.test).
import { describe, expect, it } from 'vitest';
import { withFate } from '../../src/players/scripted/reading.js';
import { fixtureLog, saysAt } from './from-log.js';
import { Position } from './positions.js';

describe('a sheriff ballot by a seat since shown evil', () => {
  it('carries what showed the backer evil, and a ballot by a seat not so shown carries nothing', () => {
    const p = new Position('werewolf-9', 1, 'villager');
    p.vote(3, 2, 'sheriff').vote(4, 2, 'sheriff').vote(5, 8, 'sheriff');
    p.speech(8, [{ kind: 'check', target: 4, result: 'werewolf' }]);
    const k = p.mind().k!;
    const believed = (s: number) => s === 8;
    const vote = (voter: number) => {
      const e = p.events.find((x) => x.type === 'vote' && (x as { seat?: number }).seat === voter)!;
      return { kind: 'vote' as const, n: e.n, day: e.day, voter, target: (e as { target: number }).target, ballot: 'sheriff' };
    };
    const backed = withFate(k, vote(4), 2, believed);
    expect(backed.kind === 'vote' && backed.fate?.kind === 'check_claim' && backed.fate.target).toBe(4);
    expect(withFate(k, vote(3), 2, believed)).toEqual(vote(3));
    expect(withFate(k, vote(4), 2, () => false)).toEqual(vote(4));
  });

  it('is the reason the bots give on the relay game\'s day 3, where they leaned on a seat with nothing against it', async () => {
    const log = fixtureLog('relay-1208301.jsonl');
    // Wren, Bruno and Tomas, at their day-3 discussion turns.
    for (const seat of [9, 1, 5]) {
      const n = log.find((e) => e.type === 'speech' && e.seat === seat && e.day === 3)!.n;
      const said = await saysAt(log, seat, n, 'discussion');
      expect(said).toMatch(/Vera (?:voted|backed) Ada for sheriff[^.]*, and Katya [^.]*Vera[^.]*werewolf/);
      expect(said).toMatch(/(?:vote|lean|nominat|wary|feeling|uneasy)[^.]*Ada|Ada[^.]*(?:vote|lean)/);
    }
  }, 60_000);
});
