// Two claims of the seer, weighed by a seat that cannot yet tell them apart: what a relay game's readers quoted (werewolf-9,
// seed 1251301). Oskar said "Hugo and Greta each say they are the seer; one of them is not, and that is why him as the seer
// does not add up" (the clash as its own proof, and "him" as a subject), and "Between Hugo and Greta I cannot be sure yet, but
// Greta reads truer to me", Wren's sentence of a minute before, word for word.
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat } from './from-log.js';

const log = fixtureLog('relay-1251301.jsonl');
const turn = (seat: number) => log.find((e) => e.type === 'speech' && e.seat === seat && e.day === 1 && e.context === 'discussion')!;
const DOUBT = /does not add up|does not mesh|I doubt Hugo is|Hugo is not the seer|I don't buy Hugo as/;
const PAIR = /cannot both be|one of (?:them|Hugo and Greta) is (?:not|lying)|each say they are|both claim(?:ed)? to be/;

describe('a doubt between two claimants', () => {
  it('does not rest on the clash alone, says no "him as the seer", and leaves the wording a seat used today', async () => {
    const wren = turn(7);
    const oskar = turn(1);
    expect(String(wren.text)).toMatch(/cannot be sure yet/);
    expect(wren.n).toBeLessThan(oskar.n);
    for (let seed = 1; seed <= 6; seed++) {
      const said = await new LogSeat(log, 1, seed).says(oskar.n, 'discussion');
      for (const s of said.split(/(?<=[.!?])\s+/)) expect(DOUBT.test(s) && PAIR.test(s), said).toBe(false);
      expect(said, said).not.toMatch(/\b(?:him|her|them) as the seer\b/);
      expect(said, said).not.toMatch(/cannot be sure yet/);
    }
  }, 120_000);
});
