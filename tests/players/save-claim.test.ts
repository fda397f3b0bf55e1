// The witch's save claim: "I saved Mira" says Mira was the pack's target that night, so seldom a wolf, when the
// claimant is good; a save with no peaceful night behind it is a lie. At 80x24 (werewolf, seed 1207102, I played the
// witch) my last call "The wolves attacked Mira last night and I saved her, so Mira is good" was read as no save at all
// (the pronoun), and no seat's belief took a save into account anyway: eight seats voted Mira out.
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { beliefOf } from '../../src/players/scripted/belief/index.js';
import { scanWerewolfClaims } from '../../src/rules/werewolf/claims.js';
import { Position } from './positions.js';

const saved = (target: number): Claim => ({ kind: 'acted', action: 'saved', target });
const TABLE = ['Nell', 'Ada', 'Tomas', 'Jonah', 'Mira', 'Luca', 'Wren', 'Hugo', 'Greta', 'Elsie', 'Vera', 'Iris'].map((name, i) => ({ seat: i + 1, name }));

describe('a save claim', () => {
  it('after a peaceful night clears the seat saved, for a seat that takes the claimant at its word', () => {
    const base = () => {
      const p = new Position('werewolf', 12, 'villager');
      p.night([]);
      p.speech(6, [{ kind: 'suspect', target: 5 }]);
      return p;
    };
    const without = base();
    without.speech(7, [{ kind: 'role', role: 'witch' }]);
    const claimed = base();
    claimed.speech(7, [{ kind: 'role', role: 'witch' }, saved(5)]);
    const a = beliefOf(without.view()).suspicion;
    const b = beliefOf(claimed.view()).suspicion;
    expect(b[5]!).toBeLessThan(a[5]! - 0.15);
  });

  it('with no peaceful night before it is a lie: the claimant is suspect', () => {
    const p = new Position('werewolf', 12, 'villager');
    p.night([2]);
    const honest = beliefOf(p.view()).suspicion[7]!;
    p.speech(7, [{ kind: 'role', role: 'witch' }, saved(5)]);
    expect(beliefOf(p.view()).suspicion[7]!).toBeGreaterThan(honest + 0.2);
  });

  it('is read from a person\'s words that name the seat by a pronoun', () => {
    const said = (text: string) => scanWerewolfClaims(text, TABLE, 7).filter((c) => c.kind === 'acted');
    expect(said("I'm the witch. The wolves attacked Mira last night and I saved her, so Mira is good.")).toEqual([saved(5)]);
    expect(said('Mira was attacked. I saved her.')).toEqual([saved(5)]);
    expect(said('I saved Mira.')).toEqual([saved(5)]);
    // Taken back, or with no seat named before it.
    expect(said("Mira was attacked, and I didn't save her.")).toEqual([]);
    expect(said('I saved her.')).toEqual([]);
  });
});

// The game itself: Ada's view of that day-1 last call, after my claim (seed 1207102). She had said she would vote Mira.
describe('a seat whose announced vote a save since cleared', () => {
  it('says at its last call that its vote leaves the saved seat, and why', async () => {
    const { readFileSync } = await import('node:fs');
    const { ScriptedPlayer } = await import('../../src/players/scripted/index.js');
    const { loadPersonasCached } = await import('../../src/personas/load.js');
    const events = readFileSync(new URL('./fixtures/saved-seat.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { type: string; seats?: { seat: number; name: string }[] });
    const seats = events.find((e) => e.type === 'game_started')!.seats!;
    const view = { seat: 2, name: 'Ada', role: 'villager', team: 'village', teammates: [], alive: true, day: 1, phase: 'day', step: 'last_call', seats: seats.map((s) => ({ seat: s.seat, name: s.name, alive: true })), events };
    const request = { kind: 'last_call', seat: 2, question: 'last call', options: [], answer: { shape: 'speech' }, freeText: true, view } as never;
    for (const seed of [1, 2, 3]) {
      const reply = JSON.parse(await new ScriptedPlayer(loadPersonasCached().find((p) => p.id === 'ada')!, seed).decide('', '', { request, attempt: 1 })) as { speech: string; claims: Claim[] };
      expect(reply.speech).toMatch(/saved Mira/);
      expect(reply.claims.filter((c) => c.kind === 'vote').map((c) => (c as { target: number }).target)).not.toContain(5);
      expect(reply.claims.some((c) => c.kind === 'vote')).toBe(true);
    }
  });
});
