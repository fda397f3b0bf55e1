// A defence against the seat a speech is answering is said to it. In a relay game (werewolf-9, seed 1240001) Oskar answered
// Iris "Iris, since you ask: I voted Ada on day 1… Iris pointed at me just now", which the blind reader quoted: he was talking
// to Iris but spoke of her by name.
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat } from './from-log.js';

const log = fixtureLog('relay-1240001.jsonl');
const turn = log.find((e) => e.type === 'speech' && e.seat === 9 && e.day === 3 && e.context === 'discussion')!.n;

describe('a defence against the seat answered', () => {
  it('calls it "you"', async () => {
    let said = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const text = await new LogSeat(log, 9, seed).says(turn, 'discussion');
      if (!/^(?:[^.:]*\bIris\b[^.:]*:)/.test(text)) continue;
      said++;
      expect(text, text).not.toMatch(/\bIris (?:pointed at|accused|went after) me\b/);
      expect(text, text).toMatch(/\b[Yy]ou (?:pointed at|accused|went after) me\b/);
    }
    expect(said).toBeGreaterThan(5);
  }, 120_000);
});
