// A drawn game (a stalled table, RULES.md) is recorded like any other: history, stats, replay and
// resume all take it, and a log that stops short of the draw is finished by resume.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runGame } from '../../src/engine/game.js';
import { DRAW } from '../../src/engine/stall.js';
import { openDb } from '../../src/storage/db.js';
import { gameFacts } from '../../src/storage/game-facts.js';
import { recordGame } from '../../src/storage/record-game.js';
import { planResume } from '../../src/storage/resume-plan.js';
import { resumeGame } from '../../src/storage/resume.js';
import { createTable } from '../../src/table/setup.js';
import { cli } from '../helpers/cli.js';
import { FnPlayer, passive } from '../helpers/players.js';

const jsonl = (events: readonly unknown[]) => events.map((e) => JSON.stringify(e) + '\n').join('');

/** Every seat passes (no kill, abstain, pass): nobody ever dies. */
const quietGame = (preset: string, seed: number, person = true) =>
  runGame(createTable({ preset, seed, ...(person ? { human: { seat: 1, participant: new FnPlayer(passive, 'human') } } : {}), aiFor: () => new FnPlayer(passive) }));

describe('a drawn game', () => {
  it('is recorded, listed by history and stats, replayed, and finished by resume when its log stops short', async () => {
    const { events } = await quietGame('werewolf-9', 21);
    expect(events.at(-1)).toMatchObject({ type: 'game_over', winner: DRAW });
    const home = mkdtempSync(join(tmpdir(), 'nightfall-draw-'));
    mkdirSync(join(home, 'games'));
    const logFile = join(home, 'games', 'drawn.jsonl');
    writeFileSync(logFile, jsonl(events));
    const db = openDb(join(home, 'nightfall.db'));
    const facts = gameFacts(events)!;
    expect(facts.person).toMatchObject({ seat: 1, outcome: 'draw' });
    recordGame(db, { id: 'drawn', logFile, facts, timestamp: '2024-02-01T10:00:00.000Z' });
    db.close();
    const env = { NIGHTFALL_HOME: home };

    const history = await cli(['history'], env);
    expect(history.code, history.stderr).toBe(0);
    expect(history.stdout).toMatch(/drawn\s+werewolf-9\s+a draw after 3 days/);
    expect(history.stdout).toMatch(/, drew/);
    const stats = await cli(['stats', '--json'], env);
    expect(JSON.parse(stats.stdout)).toMatchObject({ games: 1, winsBySide: { [DRAW]: 1 }, you: { games: 1, wins: 0 } });
    expect((await cli(['stats'], env)).stdout).toContain('drawn 1');
    const replay = await cli(['replay', logFile, '--plain'], env);
    expect(replay.code, replay.stderr).toBe(0);
    expect(replay.stdout).toContain('A draw: three nights and three days passed with no death.');
    expect(replay.stderr).not.toMatch(/did not finish/);

    // The log of a stalled game that stopped before its end (before this rule, every such log): resume finishes it.
    const short = join(home, 'short.jsonl');
    writeFileSync(short, jsonl(events.slice(0, -1)));
    const { appended } = await resumeGame(planResume(short), { human: new FnPlayer(passive, 'human') });
    expect(appended).toBe(1);
    expect(readFileSync(short, 'utf8')).toBe(jsonl(events));
  }, 300_000);

  it('mafia with night zero: that night has no kill and does not count', async () => {
    // No person: a speech that must nominate is refused, then defaulted, not asked forever.
    const { events, state } = await quietGame('mafia', 22, false);
    expect(state.core.winner).toBe(DRAW);
    const days = events.filter((e) => e.type === 'phase_started' && e.step === 'day').length;
    const nights = events.filter((e) => e.type === 'phase_started' && e.step === 'night').length;
    expect([nights, days]).toEqual([4, 3]); // night 0, then nights 1-3 beside days 1-3
  });
});
