// The words said with a ballot stay in the prompts after their day, as a speech's gist does: a relay reader cited their
// own remark the next day and could not see that it had been shown (mafia, seed 1205301).
import { describe, expect, it } from 'vitest';
import { runGame } from '../../src/engine/game.js';
import { createTable } from '../../src/table/setup.js';
import { FnPlayer, passive } from '../helpers/players.js';

describe("a ballot's remark in later prompts", () => {
  it('is quoted among the finished day, attributed to its voter', async () => {
    const person = new FnPlayer((req) => {
      if (req.kind === 'vote' && req.view.day === 1) return JSON.stringify({ target: req.options[0]!.value, remark: 'Marked for the record, Sam said.' });
      return passive(req);
    }, 'human');
    const { events } = await runGame(createTable({ preset: 'mafia-classic', seed: 4, human: { seat: 1, participant: person, name: 'Sam' } }));
    expect(events.find((e) => e.type === 'vote' && e.seat === 1 && e.day === 1)?.remark).toBe('Marked for the record, Sam said.');
    const later = person.asked.filter((a) => /## Today[\s\S]*Day 2|Day 2 /.test(a.user));
    expect(later.length, 'the setting: Sam is asked again on day 2').toBeGreaterThan(0);
    for (const a of later) expect(a.user).toContain('Seat 1 (Sam) [with the ballot]: "Marked for the record, Sam said."');
  });
});
