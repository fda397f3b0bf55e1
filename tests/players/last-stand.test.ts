// Where one villager out (or nobody out, and the night's kill) gives the mafia the game, no mafioso votes a partner out: a
// mafioso bot did so beside the town with five alive and two of them mafia, and threw the game (a relay game, mafia-classic
// seed 1208302); the bot corpora held 6 such ballots of 66 on those days (seed 1208200). Unless the town's own ballots put the
// partner out without it (more than half of the living): then a ballot held back from him changes nothing and marks its voter
// (a mafia game at 80x24, seed 1270801: held-off.test).
import { describe, expect, it } from 'vitest';
import { seededGames } from './seeded-talk.js';

describe('the mafia at their last stand', () => {
  it.each(['mafia', 'mafia-classic'])('%s: never vote a partner out on a day a villager out wins it for them', async (preset) => {
    let days = 0;
    let ballots = 0;
    const thrown: string[] = [];
    for await (const { i, events } of seededGames(preset, 100)) {
      const mafia = new Set(events.filter((e) => e.type === 'role_assigned' && e.role === 'mafia').map((e) => e.seat as number));
      const seats = events.filter((e) => e.type === 'role_assigned').length;
      for (const day of new Set(events.filter((e) => e.type === 'vote' && e.ballot === 'eliminate').map((e) => e.day))) {
        const votes = events.filter((e) => e.type === 'vote' && e.ballot === 'eliminate' && e.day === day);
        const dead = new Set(events.filter((e) => e.type === 'died' && e.n < votes[0]!.n).flatMap((e) => e.seats as number[]));
        const evil = [...mafia].filter((s) => !dead.has(s)).length;
        if (evil < 2 || evil < seats - dead.size - evil - 1) continue;
        days++;
        const alive = seats - dead.size;
        const carried = (p: number) => votes.filter((x) => !mafia.has(x.seat as number) && x.target === p).length * 2 > alive;
        for (const v of votes.filter((x) => mafia.has(x.seat as number))) {
          ballots++;
          if (mafia.has(v.target as number) && !carried(v.target as number)) thrown.push(`game ${i} day ${day}: seat ${v.seat as number} voted its partner ${v.target as number}`);
        }
      }
    }
    expect(thrown).toEqual([]);
    expect(days).toBeGreaterThan(3);
    expect(ballots).toBeGreaterThan(6);
  }, 300_000);
});
