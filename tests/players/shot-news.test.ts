// The hunter's shot is news: the day's first speaker says who the hunter was and whom the shot took. In a relay game
// (werewolf-9, seed 1240001) the pack killed Ada, the hunter, who shot Elsie; no bot said a word of it, and the blind reader
// listed it first among the game's events the bots never spoke of ("A human would open day 3 with 'Ada was the hunter and
// took Elsie'").
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat } from './from-log.js';
import { seededGames } from './seeded-talk.js';

describe("the hunter's shot", () => {
  it("opens the next day's talk (the relay game's day 3, Vera first)", async () => {
    const log = fixtureLog('relay-1240001.jsonl');
    const turn = log.find((e) => e.type === 'speech' && e.seat === 5 && e.day === 3 && e.context === 'discussion')!.n;
    for (let seed = 1; seed <= 6; seed++) expect(await new LogSeat(log, 5, seed).says(turn, 'discussion')).toMatch(/Ada\b[^.]*\bhunter|Ada's last act was to shoot Elsie/);
  }, 60_000);

  it('is said by the first speaker after every shot, naming the hunter and the seat shot, and by nobody else', async () => {
    let shots = 0;
    for await (const { events, speeches, name } of seededGames('werewolf', 60)) {
      for (const shot of events.filter((e) => e.type === 'hunter_shot' && e.target !== null)) {
        const first = speeches.find((x) => x.n > shot.n && x.context === 'discussion');
        if (!first || first.seat === shot.target) continue;
        shots++;
        expect(first.text, first.text).toMatch(new RegExp(`\\b${name(shot.seat)}\\b[^.]*\\bhunter|shoot ${name(shot.target)}`));
        expect(first.text).toContain(name(shot.target));
        const others = speeches.filter((x) => x.n > first.n && x.day === first.day && x.seat !== first.seat && /was the hunter|our hunter|the hunter, and took|was to shoot/.test(String(x.text)));
        expect(others.map((x) => x.text)).toEqual([]);
      }
    }
    expect(shots).toBeGreaterThan(5);
  }, 300_000);
});
