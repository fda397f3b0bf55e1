// A point another seat made first is credited to it once a day ("as Iris said"), not by every seat that takes it up:
// four bots each saying "as Iris said / put it / pointed out" of one point was a blind reader's first tell (werewolf-9,
// seed 120501). Past the day's second weighing of two claimants, a seat takes its side with the seats that took it first,
// and those seats did go after that claimant that day.
import { describe, expect, it } from 'vitest';
import { CREDITED } from '../../src/players/scripted/speech/acts.js';
import { seededGames } from './seeded-talk.js';

// Its date, if any, then the end of the clause ("seeing as Bruno said Priya came back good" credits nobody); a night death
// retold by who said it is not this point (later-words tests it).
const CREDIT = new RegExp(CREDITED.source, 'i');
const SIDE = /(?:I'm with (.+?) on this one: (\w+) over (\w+)|count me with (.+?): I believe (\w+), not (\w+)|I read the two claims the way (.+?) did: (\w+) is the false one|same side as (.+?): of (\w+) and \w+, \w+ is the one lying)/;

describe('a point made first by another seat', () => {
  it.each(['werewolf-9', 'werewolf'])('%s: is credited by one seat a day at most, and a side taken names seats that took it', async (preset) => {
    let credited = 0;
    let sides = 0;
    const twice: string[] = [];
    const wrong: string[] = [];
    for await (const { i, speeches, events, seat } of seededGames(preset, preset === 'werewolf' ? 200 : 60)) {
      const perDay = new Map<number, number>();
      for (const e of speeches) {
        const text = String(e.text);
        if (CREDIT.test(text)) {
          credited++;
          perDay.set(e.day, (perDay.get(e.day) ?? 0) + 1);
          if (perDay.get(e.day)! > 1) twice.push(`${i} day ${e.day}: ${text}`);
        }
        const m = SIDE.exec(text);
        if (!m) continue;
        sides++;
        const withSeats = (m[1] ?? m[4] ?? m[7] ?? m[9])!.split(/, | and /);
        // The claimant doubted: named after "over", after "not", before "is the false one", or the one not trusted.
        const doubted = m[3] ?? m[6] ?? m[8] ?? m[10];
        const t = seat(doubted!);
        const before = events.filter((x) => x.day === e.day && x.n < e.n && x.type === 'speech' && x.vis === 'public');
        for (const w of withSeats) {
          // "I'm with Tomas and you": "you" is the seat the speech answers, called at its start ("Tomas, …", "You asked, Tomas, …").
          const s = seat(w === 'you' ? (/^You asked, (\w+)/.exec(text) ?? /^(\w+), /.exec(text))?.[1] ?? w : w);
          const went = before.some((x) => x.seat === s && (x.claims ?? []).some((c: { kind: string; target?: number }) => (c.kind === 'suspect' || c.kind === 'vote') && c.target === t));
          if (!went) wrong.push(`${i} day ${e.day}: ${text}`);
        }
      }
    }
    expect(credited).toBeGreaterThan(10);
    expect(twice).toEqual([]);
    expect(sides).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  }, 180_000);
});
