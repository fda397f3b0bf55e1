// Power roles use what they know (issue 22, item 4): the real investigator is all but certain of a
// rival claimant it knows to be lying; an easy one is less so.
import { describe, expect, it } from 'vitest';
import { beliefOf } from '../../src/players/scripted/belief/index.js';
import { Position } from './positions.js';

describe('the real investigator and a rival claimant', () => {
  it.each([
    ['werewolf', 3, 1, 5, 10],
    ['werewolf-9', 3, 1, 5, 3],
    ['mafia', 4, 2, 3, 4],
    ['mafia-classic', 4, 2, 3, 6],
  ] as const)('%s: the seat holding the role reads the rival as evil (97 in 100 or more), an easy one less surely', (preset, me, rival, mine, named) => {
    const mafia = preset.startsWith('mafia');
    const role = mafia ? 'detective' : 'seer';
    const p = new Position(preset, me, role);
    if (mafia) p.night([]);
    p.myCheck(mine, mafia ? 'not_mafia' : 'good');
    // The rival claims first, with a check of its own on a seat the real one never checked.
    p.speech(rival, [{ kind: 'role', role }, { kind: 'check', target: named, result: mafia ? 'mafia' : 'werewolf' }]);
    const normal = beliefOf(p.view()).suspicion[rival]!;
    expect(normal).toBeGreaterThanOrEqual(0.97);
    expect(beliefOf(p.view(), 'easy').suspicion[rival]!).toBeLessThan(normal);
    // The public, who cannot tell which claimant is real, is far from sure.
    const villager = new Position(preset, mine, 'villager');
    if (mafia) villager.night([]);
    villager.speech(rival, [{ kind: 'role', role }, { kind: 'check', target: named, result: mafia ? 'mafia' : 'werewolf' }]);
    villager.speech(me, [{ kind: 'role', role }, { kind: 'check', target: mine, result: mafia ? 'not_mafia' : 'good' }]);
    expect(beliefOf(villager.view()).suspicion[rival]!).toBeLessThan(0.9);
  });
});
