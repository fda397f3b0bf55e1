// A claimed check calling a seat good, held against that seat: it weighs so only because its claimant is read as
// lying, and said bare it reads backwards ("Remember this vote when the next body turns up, because Elsie reported
// Ada as good yesterday": seer game, 80x24, seed 31337). Said against the seat, it comes with what shows the
// claimant lying, in the same sentence ("Hugo called Mira good on day 2, yet Tomas came out as the seer on day 1").
// Before: 8 of 4,610 werewolf speeches (seed 777111) cited it bare.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { corpusGame } from '../helpers/corpus.js';

type E = GameEvent & Record<string, any>;

const GOOD = /(?:reported|called) ([A-Z][a-z]+) (?:as )?(?:good|not mafia)|said ([A-Z][a-z]+) came back (?:good|not mafia)/g;

describe('a good check held against its seat', () => {
  it('is said with what shows its claimant lying', async () => {
    let held = 0;
    const bare: string[] = [];
    for (let i = 0; i < 100; i++) {
      const events = (await corpusGame('werewolf', i)) as E[];
      const seats = events.find((e) => e.type === 'game_started')!.seats as { seat: number; name: string }[];
      for (const e of events) {
        if (e.type !== 'speech') continue;
        const against = new Set(((e.claims ?? []) as { kind: string; target?: number }[]).filter((c) => c.kind === 'suspect' || c.kind === 'vote').map((c) => c.target));
        for (const sentence of String(e.text).split(/(?<=[.!?])\s+/)) {
          for (const m of sentence.matchAll(GOOD)) {
            const seat = seats.find((s) => s.name === (m[1] ?? m[2]))?.seat;
            // A sentence that clears the seat ("That clears Tomas for me") or grants the check ("even granting that Wren reported
            // Mira as good, which speaks for Mira"; "though I grant that …, which counts for Mira") says the check for it, as it is.
            if (seat === undefined || !against.has(seat) || /clears|off my list|good for|speaks for|counts for|in \w+'s favour|trust/i.test(sentence)) continue;
            held++;
            if (!/, (?:yet|but|and still) /.test(sentence.slice(m.index! + m[0].length))) bare.push(String(e.text));
          }
        }
      }
    }
    expect(held).toBeGreaterThan(2);
    expect(bare).toEqual([]);
  }, 300_000);
});
