// One speech reads a ballot one way: "Iris voted Elsie yesterday, so Iris is not the first seat I'd look at. Ada, you put a
// vote on Elsie yesterday, and that is the one thing I have on you" held the same ballot for one seat and against another
// (a blind reader's first tell, werewolf seed 1207303; 70 of 17,876 speeches in 600 seeded games). Bots only, on the shared
// seeded games.
import { describe, expect, it } from 'vitest';
import { corpusGames } from '../helpers/corpus.js';

/** A sentence weighing a seat's ballot in its favour (WEIGH and WEIGH_FAINT). */
const FAVOUR = /in \w+'s favour|speaks for|not the first seat I'd look at|leans me a little away|off my list|looks cleaner|look past/;
/** A ballot cited: its voter, its seat and its date. */
const BALLOT = /\b([A-Z][a-z]+|you|I) (?:voted|put a vote on|cast a vote against|cast the only vote on|put the only vote on|(?:was|were) the only one to vote) ([A-Z][a-z]+|me)(?: (yesterday|today|on day \d+))?/g;
const DATED = /^(yesterday|today|on day \d+), /i;
/** A ballot said as shared by the speaker or the table: no charge against the one voter. */
const SHARED = /so did|as I did|as we all|along with|both voted|all voted/;

describe('a ballot in one speech', () => {
  it.each(['werewolf', 'mafia-classic'])('%s: is never said for one voter and against another', async (preset) => {
    let weighed = 0;
    const both: string[] = [];
    (await corpusGames(preset, 60)).forEach((events, i) => {
      for (const e of events) {
        if (e.type !== 'speech' || e.vis !== 'public') continue;
        const text = String(e.text);
        const favour = new Map<string, string>();
        const against = new Map<string, string>();
        for (const s of text.split(/(?<=[.?!])\s+/)) {
          if (SHARED.test(s)) continue;
          const head = DATED.exec(s)?.[1]?.toLowerCase();
          for (const m of s.matchAll(BALLOT)) {
            const key = `${m[2]} ${m[3] ?? head ?? ''}`;
            (FAVOUR.test(s) ? favour : against).set(key, m[1]!);
          }
        }
        weighed += favour.size;
        for (const [key, voter] of favour) if (against.has(key) && against.get(key) !== voter) both.push(`game ${i}, day ${e.day}: ${text}`);
      }
    });
    // Enough ballots weighed in a seat's favour to read. Mafia-classic: 21 or more, then 19 since another seat's ballot on a
    // seat speaks for it only with what shows its voter evil (f399f25), then 6 since a sheriff whose check a card bore out is
    // believed for it the next day, by the seats that had said "Oskar voted Mira, and Oskar turned out to be mafia, which
    // counts a little in Mira's favour".
    expect(weighed).toBeGreaterThan(preset === 'werewolf' ? 15 : 4);
    expect(both).toEqual([]);
  }, 300_000);
});
