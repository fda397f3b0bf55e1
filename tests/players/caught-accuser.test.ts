// The case made by a seat this speech has just called evil on its own check is answered as that, never with a point granted.
// In a relay game (werewolf-9, seed 1250701) the seer Vera reported Priya a werewolf and went on: "Priya accused me today; I
// understand the logic, but it is not enough to vote on … I would look hard at Priya for pointing at me". Its blind reader
// quoted it as a bot's "odd wording".
import { describe, expect, it } from 'vitest';
import { HEARD_WHY } from '../../src/players/scripted/speech/lines.js';
import { fixtureLog, LogSeat } from './from-log.js';

const log = fixtureLog('relay-1250701.jsonl');
const turn = log.find((e) => e.type === 'speech' && e.seat === 7 && e.day === 1 && e.context === 'discussion')!.n;

describe('an accuser the speaker has just caught with its check', () => {
  it('is answered as caught: no point granted, no second case against it for pointing', async () => {
    for (let seed = 1; seed <= 8; seed++) {
      const said = await new LogSeat(log, 7, seed).says(turn, 'discussion');
      expect(said).toMatch(/Priya[^.]*: a werewolf|Priya[^.]*werewolf/);
      for (const granted of HEARD_WHY) expect(said.toLowerCase(), said).not.toContain(granted.toLowerCase());
      expect(said, said).not.toMatch(/for pointing at me|answered as caught/);
      expect(said, said).toMatch(/my check caught|once caught|the seat I checked|would say anything now/);
    }
  }, 120_000);
});
