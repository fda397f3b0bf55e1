// A seat on the block whom a believed claimant had called good says so in its plea: the votes go against that check
// too. Without it, the plea was "I am not a werewolf" alone, as if nobody had vouched for it. The fixture is Tomas's
// (a villager's) view at day 1's last call of a seeded werewolf game (seed 1206950, game 51), where Priya, claiming
// the seer, had reported Tomas good, and the votes said were falling on Tomas.
import { describe, expect, it } from 'vitest';
import { PLEA, PLEA_CLEARED } from '../../src/players/scripted/speech/lines.js';
import { fixtureLog, saysAt, type LogEvent } from './from-log.js';

const fixture = (): LogEvent[] => fixtureLog('cleared-plea.jsonl');
const plea = new RegExp(PLEA.map((l) => l.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{evil\}/g, 'a werewolf').replace(/'/g, "['’]")).join('|'), 'i');
const cleared = new RegExp(PLEA_CLEARED.map((l) => l.replace(/\{target\}/g, 'Priya').replace(/'/g, "['’]")).join('|'), 'i');
const lastCall = (events: LogEvent[], seed: number): Promise<string> => saysAt(events, 6, Infinity, 'last_call', seed);

describe('a plea from a seat the believed seer had called good', () => {
  it('names that check', async () => {
    for (const seed of [1, 2, 3]) {
      const said = await lastCall(fixture(), seed);
      expect(said, `seed ${seed}`).toMatch(plea);
      expect(said, `seed ${seed}`).toMatch(cleared);
    }
  });

  it('names none when no claimant had checked the seat', async () => {
    const events = fixture().map((e) => (e.type === 'speech' && e.seat === 11 ? { ...e, claims: (e.claims ?? []).filter((c) => !(c.kind === 'check' && c.target === 6)) } : e));
    for (const seed of [1, 2]) expect(await lastCall(events, seed)).not.toMatch(cleared);
  });
});
