// A seat answering what the table holds against it never offers a ballot of its own on a seat since shown evil: that
// vote speaks for it ("I cast a vote against Hugo yesterday, along with four others, and nobody is asking them about
// it", said unasked by the real sheriff the day after Hugo was shown mafia: mafia-classic at 80x24, seed 120681).
import { describe, expect, it } from 'vitest';
import { seededGames } from './seeded-talk.js';

const OWN_BALLOT = /\bI (?:cast a vote against|voted|put a vote on) ([A-Z][a-z]+)[^.;]*?(?:, and so did |, along with |; so did )/g;

describe("a seat's own ballot answered", () => {
  it.each(['mafia-classic', 'mafia', 'werewolf'])('%s: is never one on a seat since shown evil', async (preset) => {
    let answered = 0;
    const wrong: string[] = [];
    for await (const { i, speeches, events, seat } of seededGames(preset, 60)) {
      for (const e of speeches) {
        for (const m of String(e.text).matchAll(OWN_BALLOT)) {
          answered++;
          const t = seat(m[1]!);
          const shown = events.find((x) => x.type === 'role_revealed' && x.seat === t && x.n < e.n);
          if (shown && /mafia|werewolf|godfather/.test(String(shown.role))) wrong.push(`${i} day ${e.day}: ${e.text}`);
        }
      }
    }
    expect(answered).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  }, 240_000);
});
