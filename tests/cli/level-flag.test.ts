// --level: one level for every side, or SIDE=LEVEL; the saved level fills the sides not named.
import { describe, expect, it } from 'vitest';
import { botsFlag, levelFlag, UsageError } from '../../src/cli/args.js';
import { cli } from '../helpers/cli.js';
import { sidesOf } from '../../src/table/setup.js';

const sides = sidesOf('werewolf');

describe('--level', () => {
  it('names the sides of a preset', () => {
    expect(sides.sort()).toEqual(['village', 'werewolves']);
    expect(sidesOf('mafia').sort()).toEqual(['mafia', 'town']);
  });

  it('gives every side the saved level when the flag is absent', () => {
    expect(levelFlag(undefined, sides)).toEqual({ werewolves: 'normal', village: 'normal' });
    expect(levelFlag(undefined, sides, 'hard')).toEqual({ werewolves: 'hard', village: 'hard' });
  });

  it('reads one level for all, a side at a time, repeated or comma-separated', () => {
    expect(levelFlag(['easy'], sides, 'hard')).toEqual({ werewolves: 'easy', village: 'easy' });
    expect(levelFlag(['werewolves=hard'], sides, 'easy')).toEqual({ werewolves: 'hard', village: 'easy' });
    expect(levelFlag(['werewolves=hard,village=easy'], sides)).toEqual({ werewolves: 'hard', village: 'easy' });
    expect(levelFlag(['hard', 'village=easy'], sides)).toEqual({ werewolves: 'hard', village: 'easy' });
  });

  it.each([
    ['expert', /--level takes easy, normal or hard, or SIDE=LEVEL \(got "expert"\); sides: /],
    ['town=hard', /--level: unknown side "town"; sides: /],
    ['village=', /got "village="/],
  ])('refuses %s with a message naming it', (value, message) => {
    expect(() => levelFlag([value], sides)).toThrow(UsageError);
    expect(() => levelFlag([value], sides)).toThrow(message);
  });
});

describe('side names on flags, in any case', () => {
  it('--level and --bots read Village, WEREWOLVES and Hard as the sides and words they name', () => {
    expect(levelFlag(['Werewolves=Hard'], sides)).toEqual({ werewolves: 'hard', village: 'normal' });
    expect(levelFlag(['EASY'], sides)).toEqual({ werewolves: 'easy', village: 'easy' });
    expect(botsFlag(['Village=random', 'WEREWOLVES=Scripted'], sides)).toEqual({ village: 'random', werewolves: 'scripted' });
  });

  it('sim --bots Village=random --level Werewolves=hard plays', async () => {
    const r = await cli(['sim', '--games', '2', '--preset', 'werewolf-6', '--bots', 'Village=random', '--level', 'Werewolves=hard', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ games: 2, bots: { village: 'random' } });
  }, 300_000);
});
