// No seat is cleared for voting as the whole table did (seen in play: "Nell voted Vera yesterday, which
// means I count it in Nell's favour", after seven of seven ballots went on Vera, Nell's own partner).
import { describe, expect, it } from 'vitest';
import { loadPersonasCached } from '../../src/personas/load.js';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { Position } from './positions.js';

/** Day 2 at 9 seats: seat 1 claimed seer and called 7 a werewolf; seven ballots went on 7, and 7's on 8; seat 1 died in the night. */
function afterTheWagon(): Position {
  const p = new Position('werewolf-9', 5, 'villager');
  p.speech(1, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 7, result: 'werewolf' }]);
  for (const s of [3, 4, 5, 6, 8, 9]) p.speech(s, [{ kind: 'vote', target: 7 }]);
  for (const s of [1, 3, 4, 5, 6, 8, 9]) p.vote(s, 7);
  p.vote(7, 8);
  p.died([7], 'banished');
  p.day = 2;
  p.night([1]);
  p.speech(6, [{ kind: 'suspect', target: 4 }]);
  return p;
}

async function speech(p: Position, seed: number): Promise<string> {
  const view = p.view();
  const request = { kind: 'discussion', seat: 5, question: 'speak', options: [], answer: { shape: 'speech' }, freeText: true, view } as never;
  const bot = new ScriptedPlayer(loadPersonasCached()[seed % 5]!, seed);
  return String((JSON.parse(await bot.decide('', '', { request, attempt: 1 })) as { speech: string }).speech);
}

const BALLOT_ON_7 = /(?:voted|put a vote on|cast a vote against) Seat 7 \(P7\)/;

describe('a ballot cast with the whole table', () => {
  it('clears nobody: no speech counts a vote on the wagon in the voter\'s favour', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      const words = await speech(afterTheWagon(), seed);
      expect(words, `seed ${seed}`).not.toMatch(BALLOT_ON_7);
    }
  });
});

describe('a defence the whole table made', () => {
  it('clears nobody: "Wren defended Ada, which means that speaks for Wren" after four seats backed Ada (blind reader)', async () => {
    const DEFENDED = /(?:defended|stood up for|spoke up for) Seat 1 \(P1\)/;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      const p = new Position('werewolf-9', 6, 'villager');
      p.speech(1, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 5, result: 'good' }]);
      for (const s of [2, 3, 4, 5]) p.speech(s, [{ kind: 'trust', target: 1 }]);
      const view = p.view();
      const request = { kind: 'discussion', seat: 6, question: 'speak', options: [], answer: { shape: 'speech' }, freeText: true, view } as never;
      const bot = new ScriptedPlayer(loadPersonasCached()[seed % 5]!, seed);
      const words = String((JSON.parse(await bot.decide('', '', { request, attempt: 1 })) as { speech: string }).speech);
      expect(words, `seed ${seed}`).not.toMatch(DEFENDED);
    }
  });
});
