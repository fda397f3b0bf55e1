// A power role claimed by a seat with the day's votes on it is answered by the seats that speak after it: believed, or doubted
// as a claim made only once the votes came. In a relay game (werewolf-9, seed 1251301) Jonah, four votes on him, claimed the
// witch who had saved Wren; Wren, Oskar and Elsie spoke after him and voted him out without a word of it, which all four model
// seats named ("Wren ignored the witch claim completely").
import { describe, expect, it } from 'vitest';
import { CITING } from '../../src/bench/talk-premature.js';
import { DOUBT_PRESSED } from '../../src/players/scripted/speech/lines.js';
import { fixtureLog, LogSeat } from './from-log.js';

const log = fixtureLog('relay-1251301.jsonl');
const speech = (seat: number, context: string) => log.find((e) => e.type === 'speech' && e.seat === seat && e.day === 2 && e.context === context)!;
const heardIt = (said: string) => /\bwitch\b/.test(said);
// Each wording of DOUBT_PRESSED says when the claim came.
const doubted = /only now, with the votes|just before the vote|now that the votes are on|too late and too conveniently/;

describe('a power role claimed with the votes on it', () => {
  it('has a wording of its doubt the test reads, none citing a vote cast (it is said on a first day too)', () => {
    // "…with the ballot coming…" read as a past ballot before any vote (talk bench, werewolf, seed 1252101: 1 of 4868).
    for (const l of DOUBT_PRESSED) {
      expect(l).toMatch(doubted);
      expect(l).not.toMatch(CITING.vote);
    }
  });

  it('is heard by the seat speaking after it in discussion, and by a seat at its last call that still votes the claimant', async () => {
    const claim = speech(8, 'discussion');
    expect(String(claim.text)).toMatch(/I'm the witch/);
    const wren = speech(7, 'discussion');
    expect(wren.n).toBeGreaterThan(claim.n);
    const oskar = speech(1, 'last_call');
    for (let seed = 1; seed <= 3; seed++) {
      // Wren, the seat the witch claimed to have saved, believes the claim since a save is weighed (save-claim.test): heard,
      // and not voted.
      const w = await new LogSeat(log, 7, seed).says(wren.n, 'discussion');
      expect(heardIt(w), w).toBe(true);
      expect(w, w).not.toMatch(doubted);
      // Wren's own vote, not a ballot cited ("Elsie was the only one to vote Jonah yesterday").
      expect(w, w).not.toMatch(/\bI(?:'ll| will|'m| am)? (?:vote|voting|putting my vote on) (?:on )?Jonah\b|\bmy vote (?:is|goes|stays)(?: on| to)? Jonah\b|Jonah (?:gets|has) my vote/);
      const o = await new LogSeat(log, 1, seed).says(oskar.n, 'last_call');
      expect(heardIt(o), o).toBe(true);
    }
  }, 120_000);
});
