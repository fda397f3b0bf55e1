// One fake claim of a role is the pack's, not two, and a member never argues a partner out of a claim it then makes itself.
// A wolf at 80x24 (werewolf-9, seed 1216801) read "I would drop the fake seer, Jonah; Priya holds that role in their eyes
// already. … I will claim to be the seer tomorrow" in one message; 6 of 15 such answers in 150 werewolf games (seed 1216901).
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { TEAM } from '../../src/players/scripted/speech/lines.js';
import { corpusGames } from '../helpers/corpus.js';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ways = (lines: readonly string[]) => new RegExp(lines.map((l) => esc(l).replace(/\\\{[a-z_]+\\\}/g, '.+?')).join('|'), 'i');

describe("a partner's fake claim, answered by a member that will claim the role", () => {
  it('is left to the member ("leave the seer claim to me"), never argued down or welcomed beside its own', async () => {
    const against = ways([...TEAM.answer.trusted_rival, ...TEAM.answer.splits]);
    const instead = ways(TEAM.answer.instead);
    const claim = ways(TEAM.claim);
    const both: string[] = [];
    let left = 0;
    for (const events of await corpusGames('werewolf', 300)) {
      for (const e of events as (GameEvent & { message?: string })[]) {
        if (e.type !== 'wolf_proposal' || typeof e.message !== 'string') continue;
        if (against.test(e.message) && claim.test(e.message)) both.push(e.message);
        if (instead.test(e.message)) {
          left++;
          // The member's own claim is told with it.
          expect(claim.test(e.message), e.message).toBe(true);
        }
      }
    }
    expect(both).toEqual([]);
    expect(left).toBeGreaterThan(0);
  }, 300_000);
});
