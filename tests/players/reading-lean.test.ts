// A lean's seat and the ballot on one reading of the seer claims: a seat whose only case is a check by a
// claimant this seat reads as lying is no lean of its speech, since its ballot may not go there. Seen in
// play (seed 4102, day 4): four seats announced Seat 5 on a banished fake's check and another seat's
// accusation, then three ballots went elsewhere, unexplained.
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { Position } from './positions.js';

function day4(): Position {
  const p = new Position('werewolf', 6, 'villager');
  p.speech(2, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 12, result: 'werewolf' }]);
  p.speech(1, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 2, result: 'werewolf' }]);
  p.vote(2, 12).vote(1, 2).died([12], 'banished');
  p.night([1]);
  p.speech(11, [{ kind: 'role', role: 'witch' }, { kind: 'acted', action: 'poisoned', target: 1 }]);
  p.speech(2, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 10, result: 'werewolf' }]);
  p.vote(2, 10).vote(3, 2).died([2], 'banished');
  p.night([11]);
  p.speech(10, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 5, result: 'werewolf' }]);
  p.vote(4, 10).died([10], 'banished');
  p.night([8]);
  p.speech(7, [{ kind: 'suspect', target: 5 }, { kind: 'vote', target: 5 }]);
  return p;
}

// Every wording of a lean in speech/lines.ts names the seat after one of these.
const LEAN = /(?:lean(?:ing)?|eye is on|[Mm]y lean is|I'd point at) Seat (\d+)|Seat (\d+) is my lean/;

async function ask(p: Position, kind: 'discussion' | 'vote', seed: number): Promise<{ speech?: string; claims?: Claim[]; target?: number | string }> {
  const view = { ...p.view(), step: kind };
  const options = kind === 'vote' ? view.seats.filter((s) => s.alive && s.seat !== view.seat).map((s) => ({ value: String(s.seat), label: s.name })) : [];
  const request = { kind, seat: view.seat, question: kind, options, answer: { shape: kind === 'vote' ? 'choice' : 'speech' }, freeText: kind !== 'vote', view } as never;
  return JSON.parse(await new ScriptedPlayer(loadPersonasCached()[seed % 5]!, seed).decide('', '', { request, attempt: 1 })) as { speech?: string; claims?: Claim[]; target?: number | string };
}

describe("a lean on a liar's check", () => {
  it('is not said when the ballot may not follow: the speech names the seat the ballot takes', async () => {
    let named = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const p = day4();
      const said = await ask(p, 'discussion', seed);
      const vote = said.claims?.find((c) => c.kind === 'vote');
      const lean = LEAN.exec(said.speech ?? '');
      const seat = vote?.kind === 'vote' ? vote.target : lean ? Number(lean[1] ?? lean[2]) : undefined;
      expect(seat).not.toBe(5);
      if (seat === undefined) continue;
      named++;
      p.speech(6, said.claims ?? [], { text: said.speech });
      const ballot = String((await ask(p, "vote", seed)).target);
      expect(ballot).toBe(String(seat));
    }
    expect(named).toBeGreaterThan(4);
  });
});
