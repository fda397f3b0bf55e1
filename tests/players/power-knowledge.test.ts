// Power roles use what they know (issue 22, item 4): the real investigator is all but certain of a
// rival claimant it knows to be lying (an easy one less so); the witch keeps her antidote for the seer
// the village believes; a seer or detective nobody protects does not always claim at once.
import { describe, expect, it } from 'vitest';
import { loadPersonasCached } from '../../src/personas/load.js';
import { beliefOf } from '../../src/players/scripted/belief/index.js';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { Position } from './positions.js';
import { corpusGame } from '../helpers/corpus.js';

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

/** Night 1 a villager dies; on day 1 seat 4 claims the seer; on night 2 the pack attacks him. */
function seerAttackedAfterClaim(p: Position): void {
  attackedNight(p, 2, 6, 1);
  p.push('phase_started', { phase: 'day', step: 'day', round: 1 });
  p.push('dawn', { dead: [6] });
  p.died([6], 'night');
  p.speech(4, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 7, result: 'good' }]);
  p.day = 2;
  attackedNight(p, 2, 4, 2);
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
      seerAttackedAfterClaim(p);
      expect((await decide(p, seed, 'witch', potions)).action).toBe('antidote');
    }
  });

  it('with a guard at the table, lets the guard cover the seer the night after his claim, and saves him the night after that', async () => {
    for (let seed = 1; seed <= 10; seed++) {
      const p = new Position('werewolf', 2, 'witch');
      seerAttackedAfterClaim(p);
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

describe('late in the game, the witch saves whoever the pack attacks', () => {
  /**
   * Werewolf-9, the witch in seat 2; seat 4 claims the seer on day 1 with seat 5 good, and the table believes him. Each night
   * the pack kills one of `killed`, each day one of `banished` goes; tonight the pack attacks seat 5.
   */
  function lateNight(killed: number[], banished: number[]): Position {
    const p = new Position('werewolf-9', 2, 'witch');
    for (const [i, s] of killed.entries()) {
      p.day = i + 1;
      attackedNight(p, 2, s, i + 1);
      if (i > 0) p.push('witch_acted', { seat: 2, action: 'pass', target: null }, p.day, { seats: [2] });
      p.push('phase_started', { phase: 'day', step: 'day', round: i + 1 });
      p.push('dawn', { dead: [s] });
      p.died([s], 'night');
      if (i === 0) p.speech(4, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 5, result: 'good' }]);
      if (banished[i] !== undefined) p.died([banished[i]!], 'banished');
    }
    p.day = killed.length + 1;
    attackedNight(p, 2, 5, killed.length + 1);
    return p;
  }

  it('keeps the antidote for the believed seer while the table is large, and spends it once few are left', async () => {
    for (let seed = 1; seed <= 10; seed++) {
      // Seven alive: the antidote is kept for the seer.
      expect((await decide(lateNight([6], [7]), seed, 'witch', potions)).action).toBe('pass');
      // Five alive (werewolf-9, seed 120511: four alive, the witch kept it for the seer, and the pack won that night).
      expect((await decide(lateNight([6, 7], [8, 9]), seed, 'witch', potions)).action).toBe('antidote');
    }
  });
});

describe('claim timing', () => {
  it('a seer holding only a clean check on day 1 often waits where a guard can cover the claim, and claims at once where none can', async () => {
    const claims: Record<string, number> = {};
    for (const preset of ['werewolf', 'werewolf-9']) {
      claims[preset] = 0;
      for (let seed = 1; seed <= 40; seed++) {
        const p = new Position(preset, 3, 'seer');
        p.myCheck(5, 'good');
        const said = (await decide(p, seed, 'discussion')) as { claims: { kind: string }[] };
        if (said.claims.some((c) => c.kind === 'role')) claims[preset]++;
      }
    }
    // Before: 14 of 40 at twelve seats claimed on day 1. Waiting at nine seats (7 of 40) cost the village games against a
    // random pack (96.5% -> 89.0%, seed 31) and did not keep the seer alive longer (seer alive at the end 8.7%, at once 11.7%).
    expect(claims.werewolf).toBeLessThan(11);
    expect(claims.werewolf).toBeGreaterThan(0);
    expect(claims['werewolf-9']).toBe(40);
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
      const events = (await corpusGame(preset, i));
      const seat = events.find((e) => e.type === 'role_assigned' && e.role === role)?.seat as number;
      if (!events.some((e) => e.type === 'died' && (e.seats as number[]).includes(seat))) alive++;
    }
    // Before (these seeds): 0 of 100 werewolf games, 4 of 150 mafia games; after: 26 and 19.
    expect(alive).toBeGreaterThanOrEqual(n / 10);
  }, 300_000);
});

/** The first wolf's proposal tonight (seat 1 of a pack holding seats 1 to `pack`), at night `round`. */
async function proposed(p: Position, seed: number, round: number, pack = 4): Promise<Record<string, unknown>> {
  p.push('phase_started', { phase: 'night', step: 'night', round });
  const options = [...Array(p.seats).keys()].map((i) => i + 1).filter((s) => s > pack && !p.dead.has(s)).map((s) => ({ value: String(s) }));
  return decide(p, seed, 'wolf_proposal', options);
}

/** The pack's kill tonight as the first wolf proposes it (seat 1 of 1-4), at night `round`. */
const proposal = async (p: Position, seed: number, round: number, pack = 4): Promise<number> => Number((await proposed(p, seed, round, pack)).target);

describe("the pack's kill reads what protects a seer and what its own story said", () => {
  it('waits out the night a guard surely covers the believed seer, and strikes the night after', async () => {
    const night2: number[] = [];
    const night3: number[] = [];
    for (let seed = 1; seed <= 12; seed++) {
      const p = new Position('werewolf', 1, 'werewolf', [2, 3, 4]);
      p.speech(7, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 9, result: 'good' }]);
      p.day = 2;
      night2.push(await proposal(p, seed, 2));
      p.push('phase_started', { phase: 'day', step: 'day', round: 2 });
      p.push('dawn', { dead: [] });
      p.day = 3;
      night3.push(await proposal(p, seed, 3));
    }
    // Before: the pack struck the seer on the night the guard covers him (12 of 12).
    expect(night2.filter((t) => t === 7).length).toBeLessThanOrEqual(5);
    expect(night3.filter((t) => t === 7).length).toBeGreaterThanOrEqual(10);
  });

  // Before: at nine seats with a witch and no guard the pack knifed the believed seer the night after his claim, into the
  // antidote the witch keeps for him (a peaceful night, then his death the night after): the seer was alive at the end
  // of 14.0 / 14.7% of 300 games (seeds 51515 / 101); now 33.3 / 38.3%, the village's wins 56.7 / 61.3% -> 55.7 / 56.7%.
  it("at nine seats with no guard, takes a sure kill while the witch's antidote is unspent and says why; at six it knifes", async () => {
    const night2: number[] = [];
    const night3: number[] = [];
    const said: string[] = [];
    const six: number[] = [];
    for (let seed = 1; seed <= 12; seed++) {
      const p = new Position('werewolf-9', 1, 'werewolf', [2, 3]);
      p.died([9], 'night');
      p.speech(7, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 8, result: 'good' }]);
      p.day = 2;
      const reply = await proposed(p, seed, 2, 3);
      night2.push(Number(reply.target));
      said.push(String(reply.message));
      // The pack's kill landed elsewhere: no night has been quiet, but the claim is a day older and the seer waits no more.
      p.push('phase_started', { phase: 'day', step: 'day', round: 2 });
      p.push('dawn', { dead: [5] });
      p.died([5], 'night');
      p.day = 3;
      night3.push(await proposal(p, seed, 3, 3));
      const q = new Position('werewolf-6', 1, 'werewolf', [2]);
      q.died([6], 'night');
      q.speech(5, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 4, result: 'good' }]);
      q.day = 2;
      six.push(await proposal(q, seed, 2, 2));
    }
    expect(night2.filter((t) => t === 7).length).toBeLessThanOrEqual(3);
    expect(night3.filter((t) => t === 7).length).toBeGreaterThanOrEqual(9);
    expect(six.filter((t) => t === 5).length).toBeGreaterThanOrEqual(9);
    // The first pick of the night says why the seer waits.
    expect(said.filter((m) => /witch/.test(m)).length, said.join('\n')).toBeGreaterThanOrEqual(9);
  });

  it('does not kill the seat its own fake seer called a werewolf', async () => {
    const kills: number[] = [];
    for (let seed = 1; seed <= 12; seed++) {
      const p = new Position('werewolf', 1, 'werewolf', [2, 3, 4]);
      p.speech(1, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 9, result: 'werewolf' }]);
      // Seat 9 hunts the pack: the kill it would otherwise be.
      p.speech(9, [{ kind: 'suspect', target: 2 }, { kind: 'suspect', target: 3 }, { kind: 'vote', target: 1 }]);
      p.vote(9, 1);
      p.day = 2;
      kills.push(await proposal(p, seed, 2));
    }
    expect(kills).not.toContain(9);
  });
});

describe('the witch who saved a seat', () => {
  it('does not push it or vote it when a seer claim calls it a werewolf the next day', async () => {
    const said: number[] = [];
    const voted: number[] = [];
    for (let seed = 1; seed <= 12; seed++) {
      const p = new Position('werewolf', 7, 'witch');
      attackedNight(p, 7, 5, 1);
      p.push('witch_acted', { seat: 7, action: 'antidote', target: 5 }, 1, { seats: [7] });
      p.push('phase_started', { phase: 'day', step: 'day', round: 1 });
      p.push('dawn', { dead: [] });
      p.speech(2, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 5, result: 'werewolf' }, { kind: 'check', target: 9, result: 'good' }, { kind: 'vote', target: 5 }]);
      // Seat 5 answers with a seer claim of its own, and the table sides with seat 2.
      p.speech(5, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 2, result: 'werewolf' }]);
      for (const s of [1, 3, 4, 6, 8, 9, 10]) p.speech(s, [{ kind: 'trust', target: 2 }, { kind: 'suspect', target: 5 }, { kind: 'vote', target: 5 }]);
      expect(beliefOf(p.view()).suspicion[5]!).toBeLessThan(0.8);
      const speech = (await decide(p, seed, 'discussion')) as { claims: { kind: string; target?: number }[] };
      said.push(...speech.claims.filter((c) => c.kind === 'suspect' || c.kind === 'vote').map((c) => c.target!));
      const options = [...Array(12).keys()].map((i) => ({ value: String(i + 1) })).filter((o) => o.value !== '7');
      voted.push(Number((await decide(p, seed, 'vote', options)).target));
    }
    // Before: she named the seat she saved and voted it (24 of 24 namings and ballots on seat 5).
    expect(said).not.toContain(5);
    expect(voted).not.toContain(5);
  });
});

// Relay game (werewolf-9, 3 Dec): the real seer found a wolf on night 1, sat out the sheriff race, and claimed once the
// pack's fake seer held the badge; the table read the late claim as the liar's ("a seer holding a wolf check contests
// the badge") and banished her.
describe('the seer with a wolf found on night 1', () => {
  it('runs for sheriff (werewolf and werewolf-9, 40 seeded games each)', async () => {
    let found = 0;
    const sat: number[] = [];
    for (const preset of ['werewolf', 'werewolf-9']) {
      for (let i = 0; i < 40; i++) {
        const events = await corpusGame(preset, i);
        const seer = events.find((e) => e.type === 'role_assigned' && e.role === 'seer')?.seat;
        const check = events.find((e) => e.type === 'seer_checked' && e.day === 1);
        if (seer === undefined || check?.result !== 'werewolf') continue;
        const run = events.find((e) => e.type === 'sheriff_run' && e.seat === seer);
        if (!run) continue;
        found++;
        if (run.run !== true) sat.push(i);
      }
    }
    expect(found).toBeGreaterThan(10);
    expect(sat).toEqual([]);
  }, 300_000);
});
