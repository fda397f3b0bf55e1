// A seer game at 80x24 (werewolf-9, seed 1290601; the person in seat 8): bot lines read in play, said again at the same moments
// of its log by the same bot seats.
import { describe, expect, it } from 'vitest';
import { CASE_KEPT } from '../../src/players/scripted/speech/lines.js';
import { fixtureLog, LogSeat, speechAt } from './from-log.js';

const log = fixtureLog('play-1290601.jsonl');
const KEPT = new RegExp(CASE_KEPT.map((l) => l.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{target\}/g, '\\w+').replace(/\{when\}/g, '(?:yesterday|on day \\d+)')).join('|'), 'i');

describe('a case said as kept', () => {
  it('rests on a fact the seat could have cited on that day', async () => {
    // Elsie, day 3: "Nell is where I was yesterday, and where I still am… The reason is simple: Nell and Tomas both voted Luca
    // yesterday" — a ballot cast after every speech of day 2; her day-2 sentence had held the words ("Count the vote from
    // yesterday with me: Luca, Tomas and Sam on Priya; Nell and Oskar on me…").
    for (let seed = 1; seed <= 8; seed++) {
      const said = await new LogSeat(log, 4, seed).says(speechAt(log, 4, 3, 'discussion'), 'discussion');
      if (/voted Luca yesterday|vote(?:s)? on Luca yesterday/.test(said)) expect(said, said).not.toMatch(KEPT);
    }
  }, 120_000);
});
