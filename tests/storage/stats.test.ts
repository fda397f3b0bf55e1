// history and stats against numbers computed here, independently, from the games' own events.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runGame } from '../../src/engine/game.js';
import type { GameEvent } from '../../src/engine/events.js';
import type { DecisionRequest } from '../../src/engine/participant.js';
import { createTable } from '../../src/table/setup.js';
import { openDb } from '../../src/storage/db.js';
import { gameFacts } from '../../src/storage/game-facts.js';
import { recordGame } from '../../src/storage/record-game.js';
import { cli } from '../helpers/cli.js';
import { FnPlayer, passive } from '../helpers/players.js';

/** A person who claims seer, names seat 2, and votes for a seat drawn from the day. */
function person(req: DecisionRequest): string {
  if (req.freeText) return JSON.stringify({ speech: 'I am the seer. Seat 2 is a werewolf, I checked them.' });
  if (['wolf_proposal', 'sheriff_run', 'opt_out', 'witch', 'direction'].includes(req.kind)) return passive(req);
  const seats = req.options.filter((o) => /^\d+$/.test(o.value));
  return seats.length ? seats[(req.view.day * 7 + req.seat) % seats.length]!.value : passive(req);
}

const games: { preset: string; seed: number; seat: number }[] = [
  { preset: 'werewolf-9', seed: 1, seat: 1 },
  { preset: 'werewolf-9', seed: 2, seat: 5 },
  { preset: 'werewolf-9', seed: 3, seat: 9 },
  { preset: 'werewolf-6', seed: 4, seat: 2 },
  { preset: 'werewolf-6', seed: 5, seat: 3 },
  { preset: 'werewolf-9', seed: 6, seat: 4 },
];

/** The expected record of one game, read straight off the events. */
function expectedOf(events: GameEvent[], seat: number) {
  const over = events.find((e) => e.type === 'game_over')!;
  const roles = over.roles as { seat: number; role: string; team: string }[];
  const me = roles.find((r) => r.seat === seat)!;
  const votes = events.filter((e) => e.type === 'vote' && e.seat === seat && e.target !== null);
  const readings = events.flatMap((e) => {
    if (e.type !== 'memory' || e.seat === seat) return [];
    const s = (e.notes as { suspicion_updates?: Record<string, number> }).suspicion_updates?.[String(seat)];
    return typeof s === 'number' ? [s] : [];
  });
  const died = events.some((e) => e.type === 'died' && (e.seats as number[]).includes(seat));
  return {
    role: me.role,
    win: me.team === over.winner,
    winner: over.winner as string,
    survived: !died,
    votes: votes.length,
    other: votes.filter((v) => roles.find((r) => r.seat === v.target)!.team !== me.team).length,
    readings: readings.length,
    suspected: readings.filter((s) => s >= 0.5).length,
    sum: readings.reduce((a, b) => a + b, 0),
    claims: events.filter((e) => e.type === 'speech' && e.seat === seat).flatMap((e) => (e.claims as unknown[]).map((claim) => ({ day: e.day, claim }))),
  };
}

describe('history and stats', () => {
  it('count games, sides, the person by role and the personas as the events say', async () => {
    const home = mkdtempSync(join(tmpdir(), 'nightfall-stats-'));
    mkdirSync(join(home, 'games'));
    const db = openDb(join(home, 'nightfall.db'));
    const expected: (ReturnType<typeof expectedOf> & { id: string })[] = [];
    const allEvents: GameEvent[][] = [];
    for (const [i, g] of games.entries()) {
      const { events } = await runGame(createTable({ preset: g.preset, seed: g.seed, human: { seat: g.seat, participant: new FnPlayer(person, 'human') } }));
      const id = `g${i}`;
      const logFile = join(home, 'games', `${id}.jsonl`);
      writeFileSync(logFile, events.map((e) => JSON.stringify(e) + '\n').join(''));
      recordGame(db, { id, logFile, facts: gameFacts(events)!, timestamp: `2024-01-0${i + 1}T10:00:00.000Z` });
      expected.push({ id, ...expectedOf(events, g.seat) });
      allEvents.push(events);
    }
    // Recording the same log twice changes nothing.
    expect(recordGame(db, { id: 'g0', logFile: join(home, 'games', 'g0.jsonl'), facts: gameFacts(allEvents[0]!)! })).toBe(false);
    db.close();
    const env = { NIGHTFALL_HOME: home };

    const h = await cli(['history', '--json'], env);
    expect(h.code, h.stderr).toBe(0);
    const rows = JSON.parse(h.stdout) as { id: string; winner: string; you: { seat: number; role: string; outcome: string } }[];
    expect(rows.map((r) => r.id)).toEqual(['g5', 'g4', 'g3', 'g2', 'g1', 'g0']);
    expect(rows.map((r) => r.you.seat)).toEqual(games.map((g) => g.seat).reverse());
    expect(rows.map((r) => r.winner)).toEqual(expected.map((e) => e.winner).reverse());
    const plainHistory = await cli(['history'], env);
    // One entry a game; a line that would pass 80 columns goes on to an indented one.
    expect(plainHistory.stdout.trim().split('\n').filter((l) => !l.startsWith(' '))).toHaveLength(6);
    expect(plainHistory.stdout).toContain('2024-01-06 10:00  g5');

    const s = await cli(['stats', '--json'], env);
    expect(s.code, s.stderr).toBe(0);
    const st = JSON.parse(s.stdout);
    expect(st.games).toBe(6);
    const sides: Record<string, number> = {};
    for (const e of expected) sides[e.winner] = (sides[e.winner] ?? 0) + 1;
    expect(st.winsBySide).toEqual(sides);
    expect(st.you.games).toBe(6);
    expect(st.you.wins).toBe(expected.filter((e) => e.win).length);
    const roles = [...new Set(expected.map((e) => e.role))].sort();
    expect(st.you.byRole.map((r: { role: string }) => r.role)).toEqual(roles);
    for (const role of roles) {
      const mine = expected.filter((e) => e.role === role);
      const rec = st.you.byRole.find((r: { role: string }) => r.role === role);
      const votes = mine.reduce((a, e) => a + e.votes, 0);
      const other = mine.reduce((a, e) => a + e.other, 0);
      const readings = mine.reduce((a, e) => a + e.readings, 0);
      const suspected = mine.reduce((a, e) => a + e.suspected, 0);
      expect(rec).toMatchObject({
        games: mine.length,
        wins: mine.filter((e) => e.win).length,
        survived: mine.filter((e) => e.survived).length,
        votes,
        votesOtherSide: other,
        voteAccuracy: votes ? other / votes : null,
        suspicionReadings: readings,
        suspected,
        suspectedRate: readings ? suspected / readings : null,
      });
      expect(rec.meanSuspicion ?? 0).toBeCloseTo(readings ? mine.reduce((a, e) => a + e.sum, 0) / readings : 0, 9);
      expect(rec.claims).toEqual(mine.flatMap((e) => e.claims.map((c) => ({ game: e.id, ...c }))));
    }
    // Someone was suspected and voted at all, or the fixture proves little.
    expect(expected.some((e) => e.votes > 0 && e.readings > 0)).toBe(true);

    // Personas: every AI seat of every game, wins where its side won.
    const personaGames = new Map<string, { games: number; wins: number }>();
    for (const events of allEvents) {
      const over = events.find((e) => e.type === 'game_over')!;
      const started = events.find((e) => e.type === 'game_started')!;
      for (const seat of started.seats as { seat: number; persona: string }[]) {
        if (seat.persona === 'human') continue;
        const team = (over.roles as { seat: number; team: string }[]).find((r) => r.seat === seat.seat)!.team;
        const p = personaGames.get(seat.persona) ?? { games: 0, wins: 0 };
        p.games++;
        if (team === over.winner) p.wins++;
        personaGames.set(seat.persona, p);
      }
    }
    const got = Object.fromEntries(st.personas.map((p: { persona: string; games: number; wins: number }) => [p.persona, { games: p.games, wins: p.wins }]));
    expect(got).toEqual(Object.fromEntries(personaGames));

    const plain = await cli(['stats'], env);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(/^Games: 6/);
    expect(plain.stdout).toContain('votes on the other side');
  }, 300_000);

  it('an empty history says so; a bad flag is one line and exit 2', async () => {
    const home = mkdtempSync(join(tmpdir(), 'nightfall-stats-'));
    const h = await cli(['history'], { NIGHTFALL_HOME: home });
    expect(h.stdout).toBe('No games recorded yet.\n');
    const bad = await cli(['stats', '--jsn'], { NIGHTFALL_HOME: home });
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
  }, 300_000);
});
