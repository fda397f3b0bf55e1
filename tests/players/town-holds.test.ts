// The mafia town holds its vote when nobody stands out, and reads a ballot cast on such a day as a
// reason of the voter's own: against mafia who vote at random it wins; scripted mafia skip with it.
import { describe, expect, it } from 'vitest';
import { simulate } from '../../src/sim/run.js';
import { summarize } from '../../src/sim/summary.js';
import { runGame } from '../../src/engine/game.js';
import type { GameEvent } from '../../src/engine/events.js';
import { createTable } from '../../src/table/setup.js';

describe('the mafia town against a random mafia', () => {
  it.each(['mafia', 'mafia-classic'])('%s: the town wins at least 90% of 100 seeded games', async (preset) => {
    const r = summarize(await simulate({ preset, games: 100, seed: 11, bots: { mafia: 'random' } }));
    expect(r.winRate.town).toBeGreaterThanOrEqual(0.9);
  }, 300_000);

  it('scripted mafia skip the first day as the town does (with nominations too), instead of ballots the town reads them by', async () => {
    let mafiaBallots = 0;
    let cast = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const { events, state } = await runGame(createTable({ preset: 'mafia', seed }));
      const team = (s: number) => state.core.seats.find((x) => x.seat === s)?.team;
      for (const e of events as (GameEvent & Record<string, any>)[]) {
        if (e.type !== 'vote' || e.day !== 1 || team(e.seat) !== 'mafia') continue;
        mafiaBallots++;
        if (e.target !== null) cast++;
      }
    }
    expect(mafiaBallots).toBeGreaterThan(40);
    expect(cast / mafiaBallots).toBeLessThan(0.1);
  }, 300_000);

  it('a detective whose checks all came back clean holds on day 1 with the rest of the town (his flat belief is not a case)', async () => {
    let cases = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const { events, state } = await runGame(createTable({ preset: 'mafia-classic', seed }));
      const role = (s: number) => state.core.seats.find((x) => x.seat === s)?.role;
      const es = events as (GameEvent & Record<string, any>)[];
      const det = state.core.seats.find((x) => x.role === 'detective')!.seat;
      const firstVote = es.find((e) => e.type === 'vote' && e.day === 1);
      if (!firstVote) continue;
      const results = es.filter((e) => e.type === 'investigated' && e.n < firstVote.n);
      const ballots = es.filter((e) => e.type === 'vote' && e.day === 1);
      const othersHeld = ballots.every((e) => e.seat === det || role(e.seat) === 'mafia' || e.target === null);
      if (results.length === 0 || results.some((e) => e.result !== 'not_mafia') || !othersHeld) continue;
      cases++;
      expect(ballots.find((e) => e.seat === det)?.target ?? null).toBeNull();
    }
    expect(cases).toBeGreaterThan(10);
  }, 300_000);
});

