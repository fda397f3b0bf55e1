// The order of things at dawn (issue 10 items 14 and 16): the hunter shoots before the badge passes,
// whatever the seats; night-1 deaths that decide the game end it at once, with no sheriff election.
import { describe, expect, it } from 'vitest';
import { dealRoles } from '../../src/engine/game.js';
import { findBoard } from '../../src/rules/index.js';
import { playScenario, type Answer } from '../helpers/scenario.js';

/** The first seed whose deal satisfies `ok` (roles by seat, index = seat - 1). */
function seedWhere(preset: string, ok: (roles: string[]) => boolean): number {
  const board = findBoard(preset)!;
  for (let seed = 1; seed < 10_000; seed++) if (ok(dealRoles(board.preset, seed))) return seed;
  throw new Error('no such deal');
}
const seatOf = (roles: string[], role: string) => roles.indexOf(role) + 1;

describe('a sheriff and an unpoisoned hunter die in the same night, the sheriff in the lower seat', () => {
  // Seat 1 is a villager (the sheriff), the hunter sits higher; the wolves kill the hunter and the witch
  // poisons the sheriff on night 2. The sheriff would give the badge to the very seat the hunter shoots.
  const seed = seedWhere('werewolf-9', (r) => r[0] === 'villager' && r.indexOf('hunter') > 1);
  const heir = (roles: string[]) => roles.findIndex((r, i) => i > 0 && r === 'villager') + 1;
  const answer: Answer = (seat, req, _x, s) => {
    const hunter = s.seatsOf('hunter')[0]!;
    switch (req.kind) {
      case 'sheriff_run':
        return seat === 1 ? 'yes' : 'no';
      case 'wolf_proposal':
        return JSON.stringify({ message: 'x', target: req.view.day === 2 ? hunter : 'no kill' });
      case 'witch':
        return req.view.day === 2 ? 'poison 1' : 'pass';
      case 'hunter_shot':
        return String(heir(s.roles));
      case 'badge':
        return req.options.some((o) => o.value === String(heir(s.roles))) ? String(heir(s.roles)) : 'tear up';
      case 'vote': {
        const wolf = s.seatsOf('werewolf').find((w) => req.options.some((o) => o.value === String(w)));
        return wolf ? String(wolf) : 'abstain';
      }
    }
    return undefined;
  };

  it('the hunter shoots first; the badge then passes once, to a living player', async () => {
    const g = await playScenario('werewolf-9', seed, answer, { maxRounds: 6 });
    const dawn2 = g.of('dawn').find((d) => d.day === 2)!;
    expect(dawn2.dead).toEqual([1, seatOf(g.s.roles, 'hunter')].sort((a, b) => a - b));
    const shot = g.of('hunter_shot')[0]!;
    const badges = g.of('badge_passed');
    expect(shot.target).toBe(heir(g.s.roles));
    expect(badges).toHaveLength(1);
    expect(shot.n).toBeLessThan(badges[0]!.n);
    // The shot seat is dead by then: the badge cannot go to it, so the sheriff tore it up.
    expect(badges[0]).toMatchObject({ from: 1, to: null });
    expect(g.of('refused').filter((r) => r.decision === 'badge')).toEqual([]);
  });
});

describe('night-1 deaths that decide the game', () => {
  // werewolf-6: the wolves kill one villager and the witch poisons the other: every villager is dead.
  const seed = seedWhere('werewolf-6', (r) => r.indexOf('villager') >= 0);
  const answer: Answer = (_seat, req, _x, s) => {
    const [a, b] = s.seatsOf('villager');
    if (req.kind === 'wolf_proposal') return JSON.stringify({ message: 'x', target: a });
    if (req.kind === 'witch') return `poison ${b}`;
    if (req.kind === 'sheriff_run') return 'yes';
    return undefined;
  };

  it('end the game at dawn: no sheriff election, nobody else asked anything', async () => {
    const g = await playScenario('werewolf-6', seed, answer);
    const types = g.events.map((e) => e.type);
    expect(types.slice(-3)).toEqual(['dawn', 'died', 'game_over']);
    expect(g.events.at(-1)).toMatchObject({ winner: 'werewolves', reason: 'every villager is dead' });
    expect(types).not.toContain('sheriff_run');
    expect(types).not.toContain('sheriff_elected');
    const askedAfterNight = g.players.flatMap((p) => p.asked).filter((a) => ['sheriff_run', 'campaign', 'sheriff_vote', 'last_words'].includes(a.kind));
    expect(askedAfterNight).toEqual([]);
  });

  it('a night-1 death that does not decide the game still leaves the election', async () => {
    const g = await playScenario('werewolf-6', seed, (seat, req, x, s) => (req.kind === 'witch' ? 'pass' : answer(seat, req, x, s)));
    expect(g.of('sheriff_run').length).toBeGreaterThan(0);
    expect(g.of('sheriff_elected')).toHaveLength(1);
  });
});
