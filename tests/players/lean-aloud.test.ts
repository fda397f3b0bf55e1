// A lean said aloud in answer to a question holds the ballot as the seat's own: the sheriff who said "Vera, to answer you: my
// lean is you" and then voted Sam without a word had switched where nobody heard it (mafia-classic, 80x24, seed 1230701). The
// seat had Sam in mind (every unchecked seat sat at two in five), and the answer named the day's one mark instead.
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { Position } from './positions.js';

async function speakThenVote(seed: number): Promise<{ leaned: number[]; ballot: string; remark: unknown }> {
  const p = new Position('mafia-classic', 3, 'detective');
  p.died([2], 'night').reveal(2, 'villager', 'town');
  p.myCheck(7, 'not mafia');
  p.speech(8, [] as Claim[]);
  p.speech(1, [{ kind: 'ask', target: 3, about: 'read' }] as Claim[]);
  const bot = new ScriptedPlayer(loadPersonasCached()[seed % 5]!, seed);
  const ask = async (request: Record<string, unknown>) => JSON.parse(await bot.decide('', '', { request: { seat: 3, view: p.view(), ...request } as never, attempt: 1 }));
  const said = await ask({ kind: 'speech', question: 'speak', options: [], answer: { shape: 'speech' }, freeText: true });
  p.push('speech', { seat: 3, text: said.speech, context: 'discussion', claims: said.claims ?? [] });
  const claims = (said.claims ?? []) as Claim[];
  const leaned = [...new Set(claims.flatMap((c) => (c.kind === 'lean' || c.kind === 'suspect' || c.kind === 'vote' ? [c.target] : [])))];
  for (const s of [4, 5, 6, 7]) p.speech(s, [] as Claim[]);
  p.push('phase_started', { phase: 'day', step: 'vote', round: 1 });
  const options = [...[1, 4, 5, 6, 7, 8].map((s) => ({ value: String(s), label: `Seat ${s}` })), { value: 'abstain', label: 'abstain' }];
  const v = await ask({ kind: 'vote', question: 'vote', options, answer: { shape: 'pick', field: 'target', none: 'abstain', remark: 160 }, freeText: false });
  return { leaned, ballot: String(v.target), remark: v.remark };
}

describe('a lean said aloud in answer to a question', () => {
  it('is where the ballot goes, if it goes anywhere, or the ballot says why not', async () => {
    let answered = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const { leaned, ballot, remark } = await speakThenVote(seed);
      if (leaned.length !== 1) continue;
      answered++;
      // A lean is no promise to vote: a ballot held back is no switch. A ballot on another seat is one, and says so.
      if (ballot !== String(leaned[0]) && ballot !== 'abstain') expect(remark, `seed ${seed}: leaned ${leaned[0]}, voted ${ballot}`).toBeTruthy();
    }
    expect(answered).toBeGreaterThanOrEqual(6);
  });
});
