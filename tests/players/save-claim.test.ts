// A person's save claim is read as one. At 80x24 (werewolf, seed 1207102, I played the witch) my last call "The wolves
// attacked Mira last night and I saved her, so Mira is good" was read as a witch claim and nothing more: the pronoun hid the
// seat. It is now a save of Mira, and a word for her, as a bot witch's own claims put it.
//
// Weighing a save in the belief as the pack's target (the saved seat seldom a wolf) cost the village against a random pack,
// which bites its own a third of the time at six seats: werewolf-6, 300 games from seed 5001, the village's wins fell from 278
// to 250, under the 90% a scripted side keeps against a random one. It is weighed above six seats: in a witch game at 80x24
// (werewolf, seed 1270401) "the wolves went for Jonah last night and I used my antidote on him" moved nobody, three seats went
// after the witch, and the seer, who had checked her good, voted Jonah out that day.
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { scanWerewolfClaims } from '../../src/rules/werewolf/claims.js';
import { beliefOf } from '../../src/players/scripted/belief/index.js';
import { Position } from './positions.js';
import { fixtureLog, LogSeat } from './from-log.js';

const saved = (target: number): Claim => ({ kind: 'acted', action: 'saved', target });
const TABLE = ['Nell', 'Ada', 'Tomas', 'Jonah', 'Mira', 'Luca', 'Wren', 'Hugo', 'Greta', 'Elsie', 'Vera', 'Iris'].map((name, i) => ({ seat: i + 1, name }));
const said = (text: string) => scanWerewolfClaims(text, TABLE, 7).filter((c) => c.kind === 'acted' || c.kind === 'trust');

describe("a person's save claim", () => {
  it('names the seat by a pronoun after it is named, and speaks for the seat saved', () => {
    expect(said("I'm the witch. The wolves attacked Mira last night and I saved her, so Mira is good.")).toEqual([saved(5), { kind: 'trust', target: 5 }]);
    expect(said('Mira was attacked. I saved her.')).toEqual([saved(5), { kind: 'trust', target: 5 }]);
    expect(said('I saved Mira.')).toEqual([saved(5), { kind: 'trust', target: 5 }]);
  });

  it('is no save when taken back or when no seat was named before the pronoun', () => {
    expect(said("Mira was attacked, and I didn't save her.")).toEqual([]);
    expect(said('I saved her.')).toEqual([]);
  });

  it('is no word for a seat the same speech accuses', () => {
    expect(said('I saved Mira last night, and I regret it: I suspect Mira.').filter((c) => c.kind === 'trust')).toEqual([]);
  });
});

/** A peaceful first night, then seat 7's witch claim, with or without its save of seat 11. */
function claimDay(save: boolean, preset = 'werewolf'): Float64Array {
  const p = new Position(preset, 3, 'villager');
  p.night([]);
  p.speech(7, [{ kind: 'role', role: 'witch' }, ...(save ? [saved(p.seats >= 11 ? 11 : 5)] : [])]);
  return beliefOf(p.view()).suspicion;
}

describe('a save weighed', () => {
  // Unscaled, the save had made its claimant the table's suspect (three seats went after the witch in the game above).
  it('clears the seat saved above six seats, and costs its claimant next to nothing', () => {
    const a = claimDay(false);
    const b = claimDay(true);
    expect(b[11]!).toBeLessThan(a[11]! / 2);
    expect(b[7]!).toBeLessThanOrEqual(a[7]! + 0.02);
  });

  it('not at six seats, where a pack bites its own', () => {
    const a = claimDay(false, 'werewolf-6');
    const b = claimDay(true, 'werewolf-6');
    expect(b[5]!).toBeCloseTo(a[5]!, 6);
  });

  it('of a seat already dead is a lie: the claimant is suspect', () => {
    const p = new Position('werewolf', 3, 'villager');
    p.night([5]);
    p.speech(7, [{ kind: 'role', role: 'witch' }]);
    const honest = beliefOf(p.view()).suspicion[7]!;
    p.speech(7, [saved(5)]);
    expect(beliefOf(p.view()).suspicion[7]!).toBeGreaterThan(honest + 0.2);
  });
});

describe('the seats after a save claimed (a witch game at 80x24, werewolf, seed 1270401)', () => {
  const log = fixtureLog('play-1270401.jsonl');
  const turn = (seat: number) => log.find((e) => e.type === 'speech' && e.day === 1 && e.seat === seat && e.context === 'discussion')!.n;
  it('say what the save makes of Jonah, never go after the witch for it, and the seer does not vote Jonah', async () => {
    let heard = 0;
    for (const seat of [6, 5, 3, 1]) {
      for (let seed = 1; seed <= 3; seed++) {
        const said = await new LogSeat(log, seat, seed).says(turn(seat), 'discussion');
        if (/Sam (?:said|claimed)[^.]*saved Jonah/.test(said)) heard++;
        expect(said, said).not.toMatch(/(?:vote|voting) (?:on )?Jonah\b|Jonah (?:gets|has) my vote/);
        if (seat === 1) expect(said, said).not.toMatch(/(?:vote|voting|lean(?:ing)?) (?:on )?Sam\b|Sam gets my vote/);
      }
    }
    expect(heard).toBeGreaterThanOrEqual(8);
  }, 120_000);
});
