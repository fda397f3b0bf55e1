// A nominee's own ballot when the only other name on it is a seat the news since has cleared. At 80x24 (mafia, seed
// 1207101, I played the detective): Iris opened day 2 putting me up ("I mean to see that vote through"); I claimed the
// detective with a check her death-night role reveal had just proved; she answered in her defence "Seat 6's claim has
// gone unchallenged so far, and that is the best test a claim gets", held me at 4%, and then voted me out, as she had
// said, because the ballot offered nobody else (she could not vote herself). The fixture is Iris's view up to that vote.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { loadPersonasCached } from '../../src/personas/load.js';

type Ev = { type: string; seats?: { seat: number; name: string; persona: string }[] };
const events = readFileSync(new URL('./fixtures/trusted-nominee.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Ev);

async function ballot(seed: number): Promise<{ target: unknown; remark?: string }> {
  const seats = events.find((e) => e.type === 'game_started')!.seats!;
  const view = { seat: 3, name: 'Iris', role: 'villager', team: 'town', teammates: [], alive: true, day: 2, phase: 'day', step: 'vote', seats: seats.map((s) => ({ seat: s.seat, name: s.name, alive: s.seat !== 2 })), events };
  const options = [{ value: '6', label: 'Seat 6 (You)' }, { value: 'skip', label: 'skip' }];
  const request = { kind: 'vote', seat: 3, question: 'vote', options, answer: { shape: 'pick', field: 'target', none: 'skip', remark: 160 }, freeText: false, view } as never;
  const persona = loadPersonasCached().find((p) => p.id === seats[2]!.persona)!;
  return JSON.parse(await new ScriptedPlayer(persona, seed).decide('', '', { request, attempt: 1 })) as { target: unknown; remark?: string };
}

describe('a nominee whose announced seat has since been cleared', () => {
  it('skips rather than vote out the claimant it now trusts, and says why with the ballot', async () => {
    for (const seed of [1, 2, 3, 4]) {
      const reply = await ballot(seed);
      expect(reply.target).toBe('skip');
      expect(reply.remark ?? '').toMatch(/detective|Seat 6|Mira/);
    }
  });
});
