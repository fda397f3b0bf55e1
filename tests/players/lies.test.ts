// Lies a strong wolf or mafioso would tell (issue 22, item 3): a fake investigator's story survives what
// the table can check. It never calls evil a seat the pack attacked (the witch who saved it knows
// better), never calls more seats evil than the evil side has, never copies a rival's checks.
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { Position } from './positions.js';

const personas = loadPersonasCached();

async function speak(p: Position, seed: number, kind = 'discussion'): Promise<{ speech: string; claims: Claim[] }> {
  const view = p.view();
  const request = { kind, seat: view.seat, question: 'speak', options: [], answer: { shape: 'speech' }, freeText: true, view } as never;
  return JSON.parse(await new ScriptedPlayer(personas[seed % personas.length]!, seed).decide('', '', { request, attempt: 1 })) as { speech: string; claims: Claim[] };
}

const checks = (said: { claims: Claim[] }) => said.claims.filter((c): c is Extract<Claim, { kind: 'check' }> => c.kind === 'check');

describe("a fake seer's story", () => {
  it("never calls evil the seat the pack attacked last night (the witch saved it), even the village's likeliest suspect", async () => {
    let stories = 0;
    for (let seed = 1; seed <= 40; seed++) {
      // Nine seats: at twelve, with a guard, no wolf opens a fake seer claim.
      const p = new Position('werewolf-9', 1, 'werewolf', [2, 3]);
      // Seat 7 is the seat the village doubts most: the story's natural frame.
      for (const s of [5, 6, 8, 9]) p.speech(s, [{ kind: 'suspect', target: 7 }, { kind: 'vote', target: 7 }]);
      p.push('phase_started', { phase: 'night', step: 'night', round: 1 });
      p.push('pack_target', { target: 7 }, 1, { team: 'werewolves' });
      p.push('phase_started', { phase: 'day', step: 'day', round: 1 });
      p.push('dawn', { dead: [] });
      const said = await speak(p, seed);
      if (!said.claims.some((c) => c.kind === 'role' && c.role === 'seer')) continue;
      stories++;
      expect(checks(said).filter((c) => c.result === 'werewolf').map((c) => c.target)).not.toContain(7);
    }
    expect(stories).toBeGreaterThan(8);
  });

  it('leaves room for a partner: a fake detective with one mafia call already makes no second one while his partner lives', async () => {
    let stories = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const p = new Position('mafia', 1, 'mafia', [2]);
      p.night([]);
      p.speech(1, [{ kind: 'role', role: 'detective' }, { kind: 'check', target: 5, result: 'mafia' }]);
      for (const s of [3, 4, 5]) p.speech(s, [{ kind: 'suspect', target: 6 }]);
      p.night([]);
      const said = await speak(p, seed, 'speech');
      const fresh = checks(said).filter((c) => c.target !== 5);
      if (!fresh.length) continue;
      stories++;
      expect(fresh.map((c) => c.result)).not.toContain('mafia');
    }
    expect(stories).toBeGreaterThan(8);
  });

  it('never calls a rival claimant good: a good seat does not claim the role, so the story would show its own lie', async () => {
    let stories = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const p = new Position('mafia', 1, 'mafia', [2]);
      p.night([]);
      p.night([]);
      // The real detective calls this seat mafia; the table backs it, so it is the seat the village trusts most.
      p.speech(5, [{ kind: 'role', role: 'detective' }, { kind: 'check', target: 1, result: 'mafia' }]);
      for (const s of [3, 4, 6]) p.speech(s, [{ kind: 'trust', target: 5 }, { kind: 'suspect', target: 1 }]);
      const said = await speak(p, seed, 'speech');
      if (!said.claims.some((c) => c.kind === 'role' && c.role === 'detective')) continue;
      stories++;
      expect(checks(said).filter((c) => c.target === 5 && c.result !== 'mafia'), said.speech).toEqual([]);
    }
    expect(stories).toBeGreaterThan(8);
  });

  it("does not copy a rival claimant's checks", async () => {
    let stories = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const p = new Position('mafia', 1, 'mafia', [2]);
      p.night([]);
      p.night([]);
      // The real detective calls this seat mafia and clears two seats; the fake answers with a story of its own.
      p.speech(5, [{ kind: 'role', role: 'detective' }, { kind: 'check', target: 6, result: 'not_mafia' }, { kind: 'check', target: 1, result: 'mafia' }]);
      const said = await speak(p, seed, 'speech');
      if (!said.claims.some((c) => c.kind === 'role' && c.role === 'detective')) continue;
      stories++;
      expect(checks(said).map((c) => c.target)).not.toContain(6);
    }
    expect(stories).toBeGreaterThan(8);
  });
});

describe('a cornered mafioso', () => {
  /** Mafia-classic, a mafioso in seat 5 (partner 8); night 1 kills seat 4, shown as `shown`; on day 2 seats 1 and 6 go after seat 5. */
  function cornered(shown: string): Position {
    const p = new Position('mafia-classic', 5, 'mafia', [8]);
    p.night([4]);
    p.reveal(4, shown, 'town');
    for (const s of [1, 6]) p.speech(s, [{ kind: 'suspect', target: 5 }, { kind: 'vote', target: 5 }]);
    return p;
  }
  const claimsDoctor = (said: { claims?: Claim[] }) => (said.claims ?? []).some((c) => c.kind === 'role' && c.role === 'doctor');

  it('never claims the doctor once the doctor lies dead with the card shown (it would be a proven lie)', async () => {
    let alive = 0;
    for (let seed = 1; seed <= 60; seed++) {
      // With the doctor's card unseen, a cornered mafioso sometimes claims it.
      if (claimsDoctor(await speak(cornered('villager'), seed, 'speech'))) alive++;
      // Before: mafia-classic, seed 120531, Hugo claimed the doctor the day after the doctor was shown dead.
      expect(claimsDoctor(await speak(cornered('doctor'), seed, 'speech'))).toBe(false);
    }
    expect(alive).toBeGreaterThan(3);
  });
});
