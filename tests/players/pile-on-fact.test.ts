// A case others have taken up is followed without its whole point said again word for word. In a relay game (werewolf-9,
// seed 1206961) four seats in a row each said "Nell voted Bruno yesterday, and Bruno had claimed to be the seer" after Elsie
// made the case, and every model seat's reader named it the bots' plainest tell: past two speeches a day that said a ballot
// with what became of its seat, a seat following the case says the ballot short.
import { describe, expect, it } from 'vitest';
import { fixtureLog, saysAt } from './from-log.js';
import { seededGames } from './seeded-talk.js';

describe('a ballot cited against a seat with what became of the seat voted', () => {
  it.each([['werewolf', 40], ['werewolf-9', 60]] as const)('%s: is said in full by at most three discussion speeches a day', async (preset, games) => {
    let cited = 0;
    const piled: string[] = [];
    for await (const { i, speeches, seats } of seededGames(preset, games)) {
      const names = seats.map((s) => s.name).join('|');
      // "Nell voted Bruno yesterday, and Bruno had claimed to be the seer", "…, and Bruno was a claimed seer by then".
      const full = new RegExp(`\\b(${names}|you)\\b (?:voted|cast a vote against|put a vote on) (${names})\\b[^.;]*?, and \\2 (?:had claimed|was a claimed|had come out|was killed|turned out)`, 'g');
      const byDay = new Map<number, Map<string, Set<number>>>();
      for (const e of speeches) {
        if (e.context !== 'discussion') continue;
        const day = byDay.get(e.day) ?? new Map<string, Set<number>>();
        byDay.set(e.day, day);
        for (const m of String(e.text).matchAll(full)) {
          cited++;
          const key = `${m[1]} on ${m[2]}`;
          day.set(key, (day.get(key) ?? new Set()).add(e.seat));
        }
      }
      for (const [d, day] of byDay) for (const [key, by] of day) if (by.size >= 4) piled.push(`game ${i} day ${d}: ${key}, ${by.size} speeches`);
    }
    expect(cited).toBeGreaterThan(5);
    expect(piled).toEqual([]);
  }, 300_000);
});

// The same of a sheriff ballot "backed" over a claimant: five seats in a row said "Ada backed Seat 4 for sheriff, over
// Elsie, the claimed seer" after Tomas made the case (werewolf at 80x24, seed 1207502, the person a wolf; fixture
// wolf-1207502.jsonl). "Backed" was not read as the ballot, so nobody counted it said.
describe('a sheriff ballot cited over a claimant', () => {
  const log = fixtureLog('wolf-1207502.jsonl');
  const turn = (seat: number) => log.find((e) => e.type === 'speech' && e.day === 1 && e.seat === seat && e.context === 'discussion')!.n;

  it.each([
    [10, 1],
    [8, 1],
    [5, 1],
    [10, 2],
    [8, 2],
    [5, 2],
  ])('is said short by a later follower (seat %i, seed %i)', async (seat, seed) => {
    const said = await saysAt(log, seat, turn(seat), 'discussion', seed);
    expect(said).toMatch(/(?:Ada|you) (?:voted|backed) Seat 4 for sheriff/);
    expect(said).not.toMatch(/\b(?:over|and not) Elsie\b/);
  });
});
