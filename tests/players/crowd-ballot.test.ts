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

describe('a ballot on a revealed wolf that the whole table cast', () => {
  /** Mafia, day 3: seat 7 was eliminated on day 2 and shown mafia; seat 4 is accused by two seats today. */
  function accused(onSeven: number[]): Position {
    const p = new Position('mafia', 4, 'villager');
    p.day = 2;
    for (const s of [1, 2, 3, 4, 5, 6]) p.vote(s, onSeven.includes(s) ? 7 : 1, 'eliminate');
    p.vote(7, 1, 'eliminate');
    p.died([7], 'eliminated');
    p.reveal(7, 'mafia', 'mafia');
    p.night([]);
    p.speech(5, [{ kind: 'suspect', target: 4 }, { kind: 'vote', target: 4 }]);
    p.speech(6, [{ kind: 'suspect', target: 4 }, { kind: 'vote', target: 4 }]);
    return p;
  }
  const CREDIT = /(?:voted|put a vote on|cast a vote against) (?:Seat 7 \(P7\)|P7)/;
  async function speech(p: Position, seed: number): Promise<string> {
    const request = { kind: 'speech', seat: p.me, question: 'speak', options: [], answer: { shape: 'speech' }, freeText: true, view: p.view() } as never;
    const bot = new ScriptedPlayer(loadPersonasCached()[seed % 5]!, seed);
    const words = String((JSON.parse(await bot.decide('', '', { request, attempt: 1 })) as { speech: string }).speech);
    if (process.env.SHOW) console.log(seed, words);
    return words;
  }

  it('is no record to defend by ("my ballots have hurt the other side: I voted Luca", after six of seven went on Luca)', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) expect(await speech(accused([1, 2, 3, 4, 5, 6]), seed), `seed ${seed}`).not.toMatch(CREDIT);
  });

  it('while a ballot on the wolf that few cast is (the control: the same words once the vote was not the table\'s)', async () => {
    const said = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => speech(accused([4, 5]), seed)));
    expect(said.filter((w) => CREDIT.test(w)).length).toBeGreaterThan(0);
  });
});

describe('a question about a ballot cast with the table', () => {
  it('is asked as shared ("Greta, you voted Vera yesterday, as I did; where do you lean today?"), never as a ballot to explain', async () => {
    let asked = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
      const p = new Position('werewolf-9', 5, 'villager');
      for (const s of [1, 2, 3, 4, 5, 6, 8, 9]) p.vote(s, 7);
      p.vote(7, 8);
      p.died([7], 'banished');
      p.day = 2;
      p.night([1]);
      const words = await speech(p, seed);
      if (!BALLOT_ON_7.test(words)) continue;
      asked++;
      expect(words, `seed ${seed}`).toMatch(/(?:voted|put a vote on|cast a vote against) Seat 7 \(P7\)(?: yesterday)?, as (?:I|we all|most of us) did/);
      expect(words, `seed ${seed}`).not.toMatch(/what did you see in|walk me through that ballot|what made up your mind|and what was the reason/);
    }
    expect(asked).toBeGreaterThan(3);
  });
});
