// Power roles use what they know (issue 22, item 4): the real investigator is all but certain of a
// rival claimant it knows to be lying (an easy one less so); the witch keeps her antidote for the seer
// the village believes; a seer or detective nobody protects does not always claim at once.
import { describe, expect, it } from 'vitest';
import { runGame } from '../../src/engine/game.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { beliefOf } from '../../src/players/scripted/belief/index.js';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { gameSeed } from '../../src/sim/run.js';
import { createTable } from '../../src/table/setup.js';
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

const personas = loadPersonasCached();

async function decide(p: Position, seed: number, kind: string, options: { value: string }[] = []): Promise<Record<string, unknown>> {
  const view = p.view();
  const request = { kind, seat: view.seat, question: kind, options, answer: { shape: options.length ? 'choice' : 'speech' }, freeText: !options.length, view } as never;
  return JSON.parse(await new ScriptedPlayer(personas[seed % personas.length]!, seed).decide('', '', { request, attempt: 1 })) as Record<string, unknown>;
}

/** The witch's choices tonight: the antidote on the attacked seat, or pass (no poison, to read the save alone). */
const potions = [{ value: 'antidote' }, { value: 'pass' }];

/** A night in which the pack attacked `target` (told to the witch, seat `witch`), ending at dawn with `dead`. */
function attackedNight(p: Position, witch: number, target: number, round: number): void {
  p.push('phase_started', { phase: 'night', step: 'night', round });
  p.push('witch_told', { seat: witch, target }, p.day, { seats: [witch] });
}

describe('the witch keeps her antidote for the seer the village believes', () => {
  it('keeps it on the first night, when nobody has claimed anything', async () => {
    const actions = new Set<unknown>();
    for (let seed = 1; seed <= 20; seed++) {
      const p = new Position('werewolf-9', 2, 'witch');
      attackedNight(p, 2, 5, 1);
      actions.add((await decide(p, seed, 'witch', potions)).action);
    }
    // Before: the first victim was always saved.
    expect([...actions]).toEqual(['pass']);
  });

  it('saves the believed seer when the pack attacks him, at a table with no guard', async () => {
    for (let seed = 1; seed <= 10; seed++) {
      const p = new Position('werewolf-9', 2, 'witch');
      attackedNight(p, 2, 6, 1);
      p.push('phase_started', { phase: 'day', step: 'day', round: 1 });
      p.push('dawn', { dead: [6] });
      p.died([6], 'night');
      p.speech(4, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 7, result: 'good' }]);
      p.day = 2;
      attackedNight(p, 2, 4, 2);
      expect((await decide(p, seed, 'witch', potions)).action).toBe('antidote');
    }
  });

  it('with a guard at the table, lets the guard cover the seer the night after his claim, and saves him the night after that', async () => {
    for (let seed = 1; seed <= 10; seed++) {
      const p = new Position('werewolf', 2, 'witch');
      attackedNight(p, 2, 6, 1);
      p.push('phase_started', { phase: 'day', step: 'day', round: 1 });
      p.push('dawn', { dead: [6] });
      p.died([6], 'night');
      p.speech(4, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 7, result: 'good' }]);
      p.day = 2;
      attackedNight(p, 2, 4, 2);
      expect((await decide(p, seed, 'witch', potions)).action).toBe('pass');
      // Seat 4 attacked and alive at dawn with no save of hers: the guard covered him, and cannot tonight.
      p.push('witch_acted', { seat: 2, action: 'pass', target: null }, p.day, { seats: [2] });
      p.push('phase_started', { phase: 'day', step: 'day', round: 2 });
      p.push('dawn', { dead: [] });
      p.day = 3;
      attackedNight(p, 2, 4, 3);
      expect((await decide(p, seed, 'witch', potions)).action).toBe('antidote');
    }
  });
});

describe('claim timing', () => {
  it('a seer holding only a clean check on day 1 often waits, at a table with a guard or without', async () => {
    for (const preset of ['werewolf', 'werewolf-9']) {
      let claims = 0;
      for (let seed = 1; seed <= 40; seed++) {
        const p = new Position(preset, 3, 'seer');
        p.myCheck(5, 'good');
        const said = (await decide(p, seed, 'discussion')) as { claims: { kind: string }[] };
        if (said.claims.some((c) => c.kind === 'role')) claims++;
      }
      // Before: every such seer at nine seats claimed on day 1 (40 of 40), and 14 of 40 at twelve; after, 7 and 7.
      expect(claims).toBeLessThan(11);
      expect(claims).toBeGreaterThan(0);
    }
  });

  it('a detective with only clean results and no doctor to cover him does not claim to answer a nomination made only to hear him', async () => {
    let claims = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const p = new Position('mafia', 4, 'detective');
      p.night([]);
      p.myCheck(3, 'not_mafia');
      p.speech(6, [], { nomination: 4 });
      const said = (await decide(p, seed, 'defense')) as { claims: { kind: string }[] };
      if (said.claims.some((c) => c.kind === 'role')) claims++;
    }
    // Before: every one claimed in his defence.
    expect(claims).toBe(0);
  });
});

describe('the investigator survives some games', () => {
  it.each([
    ['werewolf', 'seer', 100],
    ['mafia', 'detective', 150],
  ] as const)('%s: the %s is alive at the end of at least one game in ten (%i seeded games)', async (preset, role, n) => {
    let alive = 0;
    for (let i = 0; i < n; i++) {
      const events = (await runGame(createTable({ preset, seed: gameSeed(20270107, i) }))).events;
      const seat = events.find((e) => e.type === 'role_assigned' && e.role === role)?.seat as number;
      if (!events.some((e) => e.type === 'died' && (e.seats as number[]).includes(seat))) alive++;
    }
    // Before (these seeds): 0 of 100 werewolf games, 4 of 150 mafia games; after: 26 and 19.
    expect(alive).toBeGreaterThanOrEqual(n / 10);
  }, 300_000);
});
