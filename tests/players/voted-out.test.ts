// A seat the table is about to vote out does not sit the vote out: "Tomas abstains alone while six people vote him out" was a
// blind reader's tell of a bot (relay game, mafia-classic, seed 1220501: a sheriff claim named Tomas, mafia, and the table
// followed). It votes the seat that led the case against it. 60 games each (seed 1220101): of seats with half the ballots or
// more on them, 29 of 89 abstained in mafia-classic and 12 of 78 in mafia; 16 and 5 since, where no seat had said so first.
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { Position } from './positions.js';

async function ballot(p: Position, seed: number): Promise<string> {
  const view = p.view();
  const options = [...[2, 3, 4, 5, 6, 7, 8].filter((s) => s !== p.me).map((s) => ({ value: String(s), label: `Seat ${s}` })), { value: 'abstain', label: 'abstain' }];
  const request = { kind: 'vote', seat: p.me, question: 'vote', options, answer: { shape: 'pick', field: 'target', none: 'abstain', remark: 160 }, freeText: false, view } as never;
  return String((JSON.parse(await new ScriptedPlayer(loadPersonasCached()[seed % 5]!, seed).decide('', '', { request, attempt: 1 })) as { target: unknown }).target);
}

/** Mafia-classic day 1: P7 claims the sheriff with a mafia check on `me`, and the table says it will vote `me`. */
function named(me: number, role: string, teammates: number[]): Position {
  const p = new Position('mafia-classic', me, role, teammates);
  p.died([4], 'night').reveal(4, 'doctor', 'town');
  p.speech(me, [], { text: 'No read from me yet; my vote waits for a reason.' });
  p.speech(7, [{ kind: 'role', role: 'detective' }, { kind: 'check', target: me, result: 'mafia' }, { kind: 'vote', target: me }] as Claim[]);
  for (const s of [3, 5, 6, 8].filter((x) => x !== me)) p.speech(s, [{ kind: 'vote', target: me }] as Claim[]);
  return p;
}

describe('a seat the table is about to vote out', () => {
  it('votes the seat that led the case against it, mafia or town, not abstain', async () => {
    for (let seed = 1; seed <= 6; seed++) {
      expect(await ballot(named(1, 'mafia', [2]), seed)).toBe('7');
      expect(await ballot(named(2, 'villager', []), seed)).toBe('7');
    }
  });
});
