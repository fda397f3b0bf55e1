// A nomination with no read, made after others today, is said against them: seconded when it names a seat already up,
// else added beside the names up. Before, a mafia first day was six seats in a row each naming a new seat "to hear them
// answer", not one word about the names already up (the blind reader's second tell). What it says of them is true.
import { describe, expect, it } from 'vitest';
import { seededGames } from './seeded-talk.js';

const SECOND = /(?:^|\. )(?:I'll back )?(\w+)(?: put |'s nomination of )(\w+)(?: up already|:)|(?:^|\. )(\w+) is up from (\w+)/;
const BESIDE = /(?:^|\. )(?:We have |I'd rather not stack more on )?([A-Z][\w, ]*?) (?:is|are) up already|We have ([A-Z][\w, ]*?) on the spot|stack more on ([A-Z][\w, ]*?) with nothing/;

describe('a nomination with no read after others today', () => {
  it('is often said against the names already up, and truly', async () => {
    let after = 0;
    let reacting = 0;
    const wrong: string[] = [];
    for await (const { i, speeches, seat } of seededGames('mafia', 40, 5_150_029)) {
      const up: { day: number; by: number; target: number }[] = [];
      for (const e of speeches) {
        if (e.context !== 'discussion') continue;
        const today = up.filter((x) => x.day === e.day);
        if (typeof e.nomination === 'number' && today.length && !(e.claims ?? []).some((c: { kind: string }) => c.kind === 'vote')) {
          after++;
          const text = String(e.text);
          const s = SECOND.exec(text);
          const b = BESIDE.exec(text);
          if (s || b) reacting++;
          if (s) {
            const [by, named] = s[1] ? [s[1], s[2]] : [s[4], s[3]];
            // "Mira, since you ask: … Katya put you up already" ("You asked, Elsie, so here it is: …"): "you" is the seat
            // the speech answers, the first seat named in its first sentence.
            const target = named === 'you' ? text.split(/[.:?!]/)[0]!.match(/\b[A-Z]\w+\b/g)?.find((w) => seat(w) !== undefined) : named;
            if (!today.some((x) => x.by === seat(by!) && x.target === seat(target!))) wrong.push(`${i} day ${e.day}: ${text}`);
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
  }, 300_000);
});
