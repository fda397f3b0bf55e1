// A seat that knows a claimant lied about it votes the liar, even after announcing another vote (seen with
// the relay: the witch, 99% sure of the fake seer who had just called her a werewolf, voted the seat she had
// named before the claim, "as I said", and was banished 4–2).
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { Position } from './positions.js';

const vote = (t: number): Claim => ({ kind: 'vote', target: t });

/** Day 2 at 9 seats: I (seat 7) said I vote 3; then seat 8 claims seer and calls me a werewolf. */
function framed(claim: boolean, role = 'witch'): Position {
  const p = new Position('werewolf-9', 7, role);
  p.night([1]);
  p.speech(4, [{ kind: 'suspect', target: 3 }]);
  p.vote(4, 3).vote(6, 3).vote(5, 3).vote(3, 5).vote(2, 5).vote(8, 5).vote(9, 5).vote(7, 3);
  p.died([5], 'banished');
  p.night([4]);
  p.speech(6, [vote(3)]);
  p.speech(7, [vote(3)]);
  if (claim) p.speech(8, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 3, result: 'good' }, { kind: 'check', target: 7, result: 'werewolf' }, vote(7)]);
  for (const s of [9, 2]) p.speech(s, [vote(7)]);
  return p;
}

async function ballot(p: Position, seed: number): Promise<number> {
  const view = p.view();
  const options = view.seats.filter((s) => s.alive && s.seat !== 7).map((s) => ({ value: String(s.seat), label: s.name }));
  const request = { kind: 'vote', seat: 7, question: 'vote', options, answer: { shape: 'pick' }, freeText: false, view } as never;
  const bot = new ScriptedPlayer(loadPersonasCached()[seed % 5]!, seed);
  return Number((JSON.parse(await bot.decide('', '', { request, attempt: 1 })) as { target: number }).target);
}

describe('a seat that knows the claimant lied about it', () => {
  it('votes the liar, not the seat it announced before the lie', async () => {
    for (const role of ['witch', 'villager', 'hunter']) {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        expect(await ballot(framed(false, role), seed), `${role} seed ${seed}, no claim`).toBe(3);
        expect(await ballot(framed(true, role), seed), `${role} seed ${seed}, framed`).toBe(8);
      }
    }
  });
});
