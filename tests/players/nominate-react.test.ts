// A nomination with no read, made after others today, is said against them: seconded when it names a seat already up,
// else added beside the names up. Before, a mafia first day was six seats in a row each naming a new seat "to hear them
// answer", not one word about the names already up (the blind reader's second tell). What it says of them is true.
import { describe, expect, it } from 'vitest';
import { seededGames } from './seeded-talk.js';

/** A seconding sentence (speech/lines.ts NOMINATE_SECOND): the seats it names besides the nominee put the nominee up. */
const SECOND = /up already, and I'll add my voice|is up from|as \w+(?:,? and \w+)* said|I join|started it|from me as well, with|I'm with \w+(?:,? and \w+)* on|stand with|'s nomination of|add my name to|'s pick/;
const BESIDE = /(?:^|\. )(?:We have |I'd rather not stack more on )?([A-Z][\w, ]*?) (?:is|are) up already|We have ([A-Z][\w, ]*?) on the spot|stack more on ([A-Z][\w, ]*?) with nothing/;

describe('a nomination with no read after others today', () => {
  it('is often said against the names already up, and truly', async () => {
    let after = 0;
    let reacting = 0;
    const wrong: string[] = [];
    const wordings = new Map<string, number>();
    for await (const { i, speeches, seat } of seededGames('mafia', 40)) {
      const up: { day: number; by: number; target: number }[] = [];
      for (const e of speeches) {
        if (e.context !== 'discussion') continue;
        const today = up.filter((x) => x.day === e.day);
        if (typeof e.nomination === 'number' && today.length && !(e.claims ?? []).some((c: { kind: string }) => c.kind === 'vote')) {
          after++;
          const text = String(e.text);
          const s = text.split(/(?<=[.!?])\s+/).find((x) => SECOND.test(x));
          const b = BESIDE.exec(text);
          if (s || b) reacting++;
          if (s) {
            const key = s.replace(/\b[A-Z]\w+\b/g, '_');
            wordings.set(key, (wordings.get(key) ?? 0) + 1);
            // Every seat it names but the nominee (and "you", the seat the speech answers) put the nominee up today.
            const named = (s.match(/\b[A-Z]\w+\b/g) ?? []).map((w) => seat(w)).filter((x): x is number => x !== undefined && x !== e.nomination);
            if (!named.length || !named.every((by) => today.some((x) => x.by === by && x.target === e.nomination))) wrong.push(`${i} day ${e.day}: ${text}`);
          }
          if (b) {
            const names = (b[1] ?? b[2] ?? b[3])!.split(/, | and /);
            // "You are up already", said to a seat the speech answers: that seat is not named.
            if (!names.every((n) => n === 'You' || today.some((x) => x.target === seat(n)))) wrong.push(`${i} day ${e.day}: ${text}`);
          }
        }
        if (typeof e.nomination === 'number') up.push({ day: e.day, by: e.seat, target: e.nomination });
      }
    }
    expect(after).toBeGreaterThan(60);
    expect(reacting / after).toBeGreaterThan(0.25);
    expect(wrong).toEqual([]);
    // Said in many ways: a first day seconds three or four times (one line of three was in 42 of 100 games).
    const seconded = [...wordings.values()].reduce((a, b) => a + b, 0);
    expect(seconded).toBeGreaterThan(30);
    expect(Math.max(...wordings.values()) / seconded).toBeLessThan(0.2);
  }, 300_000);
});
