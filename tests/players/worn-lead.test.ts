// A question put to the whole table is answered without a lead-in once two seats have opened on one that day. At 80x24
// (mafia-classic, seed 1251101) five seats in a row opened "You asked us all for a name, Sam: …" / "You asked the whole table
// for a name, Sam: …": one program, read at once. Answered plainly, the answer names the asker rather than calling it "you".
import { describe, expect, it } from 'vitest';
import { ANSWER_LEAD_ALL } from '../../src/players/scripted/speech/lines.js';
import { fixtureLog, LogSeat } from './from-log.js';

const log = fixtureLog('play-1251101.jsonl');
const day1 = log.filter((e) => e.type === 'speech' && e.vis === 'public' && e.day === 1 && e.seat !== 6);
const heads = ANSWER_LEAD_ALL.map((l) => new RegExp(l.replace('{asker}', 'Sam').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

describe('an answer to a question put to the whole table', () => {
  it('opens on a lead-in for the first seats, and on none once two have', async () => {
    const led = (text: string) => heads.some((h) => h.test(text));
    // As logged: the first answers came with a lead-in.
    expect(day1.slice(0, 2).every((e) => led(String(e.text)))).toBe(true);
    for (const e of day1.slice(2)) {
      for (let seed = 1; seed <= 3; seed++) {
        const said = await new LogSeat(log, e.seat as number, seed).says(e.n, 'speech');
        expect(led(said), said).toBe(false);
        expect(said, said).not.toMatch(/\bwhen you asked\b|\bgave you no name\b/);
      }
    }
  }, 120_000);
});
