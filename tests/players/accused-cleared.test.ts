// A case resting on a seat's accusation of a seat a believed claimant had cleared says the two facts as one: the
// accusation went against the check. At 80x24 (werewolf-9, seed 1206611) the real seer called Ada good, died that
// night, and five seats in a row said "Seat 6 went after Ada" and, apart, "Ada is good: Wren said so", the link unsaid.
// The fixture is Tomas's (the hunter's) view up to his day-1 speech.
import { describe, expect, it } from 'vitest';
import { fixtureLog, saysAt, type LogEvent } from './from-log.js';

const fixture = (): LogEvent[] => fixtureLog('accused-cleared.jsonl');
const speech = (events: LogEvent[], seed: number): Promise<string> => saysAt(events, 3, Infinity, 'discussion', seed);

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);
const accusesAda = (s: string) => /\b(?:accused|went after|pointed at)\s+Ada\b/.test(s);

describe("a seat's accusation of a seat the believed seer had cleared", () => {
  it('is said with the check it went against, in one sentence', async () => {
    let cited = 0;
    for (const seed of [1, 2, 3, 4, 5]) {
      const said = await speech(fixture(), seed);
      expect(said, `seed ${seed}`).toMatch(/Seat 6/);
      for (const s of sentences(said).filter(accusesAda)) {
        cited++;
        expect(s, `seed ${seed}`).toMatch(/though Wren (?:said|reported|called|found|checked)/);
      }
    }
    expect(cited).toBeGreaterThan(2);
  });

  it('is said alone when no claimant had cleared the seat', async () => {
    // The same day without Wren's check: her campaign and last words claim no result.
    const events = fixture().map((e) => (e.type === 'speech' && e.seat === 2 ? { ...e, claims: (e.claims ?? []).filter((c) => c.kind !== 'check') } : e));
    for (const seed of [1, 2, 3]) for (const s of sentences(await speech(events, seed)).filter(accusesAda)) expect(s).not.toMatch(/though Wren/);
  });
});
