// A summary of the votes (issue 22, item 2: "vary the structure of a speech: a case, a reply, a question, a
// defence, a summary of the votes"): on a later day one seat goes over the day before's ballots aloud. Read
// back from the words (the bench's reader), every ballot it names is the log's, every count is right, nothing
// is left out; one seat a day at most, never on the first day, and never the speech's last words: a case follows.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { readAudits } from '../../src/bench/talk-audit.js';
import { corpusGame } from '../helpers/corpus.js';

type E = GameEvent & Record<string, any>;

describe('a summary of the votes', () => {
  it.each([
    ['werewolf', 40],
    ['werewolf-9', 40],
    ['mafia', 60],
    ['mafia-classic', 60],
  ] as const)('%s: the ballots counted aloud are the log\'s, one seat a day, and a case follows', async (preset, games) => {
    let audits = 0;
    let ballots = 0;
    const wrong: string[] = [];
    for (let i = 0; i < games; i++) {
      const events = (await corpusGame(preset, i)) as E[];
      const seats = events.find((e) => e.type === 'game_started')!.seats as { seat: number; name: string }[];
      const seatOf = (label: string) => seats.find((s) => s.name === label || `Seat ${s.seat} (${s.name})` === label)?.seat ?? null;
      const perDay = new Map<number, number>();
      events.forEach((e, at) => {
        if (e.type !== 'speech') return;
        const text = String(e.text);
        const read = readAudits(text, e.seat, e.day, seatOf, events.slice(0, at));
        if (!read.length) return;
        const where = `${preset} game ${i} day ${e.day} seat ${e.seat}: ${text}`;
        audits += read.length;
        perDay.set(e.day, (perDay.get(e.day) ?? 0) + read.length);
        if (e.day < 2 || e.context !== 'discussion') wrong.push(`counted on day ${e.day} (${e.context}): ${where}`);
        for (const a of read) {
          wrong.push(...a.problems.map((p) => `${p} in ${where}`));
          ballots += a.named.length + a.counted.reduce((s, c) => s + c.n, 0);
          // A count opens a case: something of the speech's own follows it (not the count alone, nor after the vote).
          if (!text.slice(a.to).trim()) wrong.push(`ends on the count: ${where}`);
        }
      });
      for (const [day, n] of perDay) if (n > 1) wrong.push(`${preset} game ${i}: ${n} counts on day ${day}`);
    }
    expect(wrong).toEqual([]);
    expect(audits).toBeGreaterThan(games / 4);
    expect(ballots).toBeGreaterThan(audits * 4);
  }, 600_000);
});
