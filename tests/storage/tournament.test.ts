// Tournaments: standings and Elo from hand-computed games; a run that stopped part-way is resumed
// by skipping what was recorded, to the same standings; each persona keeps a note on each opponent.
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../src/storage/db.js';
import { standings } from '../../src/storage/standings.js';
import { cli, startCli } from '../helpers/cli.js';

describe('standings', () => {
  it('count games and wins per side and move Elo by the sides’ mean ratings', () => {
    const w = (persona: string, team: string) => ({ persona, team, outcome: 'win' as const });
    const l = (persona: string, team: string) => ({ persona, team, outcome: 'loss' as const });
    const table = standings([
      [w('a', 'x'), w('b', 'x'), l('c', 'y'), l('d', 'y')], // all 1500: ±12
      [w('a', 'y'), w('c', 'y'), l('b', 'x'), l('d', 'x')], // both sides average 1500: ±12
    ]);
    expect(table.map((s) => [s.persona, s.elo])).toEqual([
      ['a', 1524],
      ['b', 1500],
      ['c', 1500],
      ['d', 1476],
    ]);
    expect(table[0]).toMatchObject({ games: 2, wins: 2, sides: { x: { games: 1, wins: 1 }, y: { games: 1, wins: 1 } } });
    expect(table[3]).toMatchObject({ games: 2, wins: 0, sides: { y: { games: 1, wins: 0 }, x: { games: 1, wins: 0 } } });
  });
});

describe('nightfall tournament', () => {
  const roster = 'mira,oskar,vera,ada,bruno,elsie,greta,hugo,iris,jonah';
  const args = ['tournament', '--preset', 'werewolf-9', '--games', '6', '--seed', '4', '--roster', roster, '--json'];

  it('plays, records, remembers, and resumes by skipping recorded games', async () => {
    const home = mkdtempSync(join(tmpdir(), 'nightfall-tour-'));
    const first = await cli(args, { NIGHTFALL_HOME: home });
    expect(first.code, first.stderr).toBe(0);
    const full = JSON.parse(first.stdout);
    expect(full.skipped).toBe(0);
    expect(full.standings.reduce((a: number, s: { games: number }) => a + s.games, 0)).toBe(6 * 9);
    const db = new Database(join(home, 'nightfall.db'));
    expect((db.prepare("SELECT COUNT(*) AS n FROM games WHERE tournament_id = 'werewolf-9-seed4'").get() as { n: number }).n).toBe(6);
    const memory = db.prepare("SELECT memory, games_together FROM persona_memories WHERE persona_id = 'mira' AND opponent_id = 'oskar'").get() as { memory: string; games_together: number };
    expect(memory.memory).toMatch(/^Game \d: Oskar was .* \((on my side|against me)\), (won|lost) and (survived|died)\.$/);
    expect(memory.games_together).toBeGreaterThan(0);
    const lastLog = (db.prepare("SELECT log_file FROM games WHERE id = 'werewolf-9-seed4-g0006'").get() as { log_file: string }).log_file;
    const log6 = readFileSync(lastLog, 'utf8');
    // As if it had stopped after game 3: the last three games were never recorded.
    db.prepare("DELETE FROM game_players WHERE game_id > 'werewolf-9-seed4-g0003'").run();
    db.prepare("DELETE FROM games WHERE id > 'werewolf-9-seed4-g0003'").run();
    db.close();
    const again = await cli(args, { NIGHTFALL_HOME: home });
    expect(again.code, again.stderr).toBe(0);
    const resumed = JSON.parse(again.stdout);
    expect(resumed.skipped).toBe(3);
    expect(resumed.standings).toEqual(full.standings);
    expect(readFileSync(lastLog, 'utf8')).toBe(log6);

    const plain = await cli(args.filter((a) => a !== '--json'), { NIGHTFALL_HOME: home });
    expect(plain.stdout).toContain('Tournament werewolf-9-seed4: 6 games (6 already played, skipped)');
    expect(plain.stdout).toMatch(/Elo/);
  }, 300_000);

  const memories = (home: string) => {
    const db = new Database(join(home, 'nightfall.db'), { readonly: true });
    try {
      return db.prepare('SELECT persona_id, opponent_id, memory, games_together FROM persona_memories ORDER BY persona_id, opponent_id').all();
    } finally {
      db.close();
    }
  };

  it('a game and its notes are saved together: a crash between them loses neither', async () => {
    const whole = mkdtempSync(join(tmpdir(), 'nightfall-tour-'));
    expect((await cli(args, { NIGHTFALL_HOME: whole })).code).toBe(0);
    const home = mkdtempSync(join(tmpdir(), 'nightfall-tour-'));
    const db = openDb(join(home, 'nightfall.db'));
    // The notes of the third game fail, as a crash at that moment would.
    db.exec("CREATE TRIGGER crash BEFORE INSERT ON persona_memories WHEN (SELECT COUNT(*) FROM games) >= 3 BEGIN SELECT RAISE(ABORT, 'crash'); END");
    db.close();
    const crashed = await cli(args, { NIGHTFALL_HOME: home });
    expect(crashed.code).toBe(1);
    const after = new Database(join(home, 'nightfall.db'));
    expect((after.prepare('SELECT COUNT(*) AS n FROM games').get() as { n: number }).n).toBe(2);
    after.exec('DROP TRIGGER crash');
    after.close();
    const again = await cli(args, { NIGHTFALL_HOME: home });
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout).skipped).toBe(2);
    expect(memories(home)).toEqual(memories(whole));
  }, 300_000);

  it('one runner per tournament: while another holds it, a run is refused by name and writes nothing', async () => {
    const home = mkdtempSync(join(tmpdir(), 'nightfall-tour-'));
    const holder = spawn('sleep', ['30']);
    try {
      mkdirSync(join(home, 'tournaments'));
      writeFileSync(join(home, 'tournaments', 'werewolf-9-seed4.lock'), JSON.stringify({ pid: holder.pid, host: hostname(), since: '2024-05-01T10:00:00.000Z' }));
      const r = await cli(args, { NIGHTFALL_HOME: home });
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(
        `nightfall: the tournament "werewolf-9-seed4" is in use by another Nightfall (process ${holder.pid} since 2024-05-01 10:00:00); wait for it to finish, or if no Nightfall is running, delete ${join(home, 'tournaments', 'werewolf-9-seed4.lock')}\n`,
      );
      expect(existsSync(join(home, 'nightfall.db'))).toBe(false);
    } finally {
      holder.kill();
    }
  }, 300_000);

  it('a run killed in the middle of a game resumes that game from its log', async () => {
    const whole = mkdtempSync(join(tmpdir(), 'nightfall-tour-'));
    const full = await cli(args, { NIGHTFALL_HOME: whole });
    const home = mkdtempSync(join(tmpdir(), 'nightfall-tour-'));
    const log = join(home, 'games', 'werewolf-9-seed4-g0003.jsonl');
    const child = startCli(args, { NIGHTFALL_HOME: home }, { stdio: 'ignore' });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    for (let i = 0; !(existsSync(log) && readFileSync(log, 'utf8').split('\n').length > 30); i++) {
      if (i > 6000) throw new Error('game 3 did not start');
      await new Promise((r) => setTimeout(r, 2));
    }
    child.kill('SIGKILL');
    await exited;
    expect(readFileSync(log, 'utf8')).not.toContain('"type":"game_over"'); // cut in the middle of the game
    const again = await cli(args, { NIGHTFALL_HOME: home });
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout).standings).toEqual(JSON.parse(full.stdout).standings);
    expect(readFileSync(log, 'utf8')).toBe(readFileSync(join(whole, 'games', 'werewolf-9-seed4-g0003.jsonl'), 'utf8'));
    expect(memories(home)).toEqual(memories(whole));
  }, 300_000);

  it('two runs started together count nothing twice', async () => {
    const whole = mkdtempSync(join(tmpdir(), 'nightfall-tour-'));
    expect((await cli(args, { NIGHTFALL_HOME: whole })).code).toBe(0);
    const home = mkdtempSync(join(tmpdir(), 'nightfall-tour-'));
    const runs = await Promise.all([cli(args, { NIGHTFALL_HOME: home }), cli(args, { NIGHTFALL_HOME: home })]);
    expect(runs.map((r) => r.code).sort()).toContain(0);
    for (const r of runs) expect([0, 2]).toContain(r.code);
    expect(memories(home)).toEqual(memories(whole));
  }, 300_000);

  it('refuses a bad roster or a different tournament under the same id', async () => {
    const home = mkdtempSync(join(tmpdir(), 'nightfall-tour-'));
    const few = await cli(['tournament', '--roster', 'mira,oskar'], { NIGHTFALL_HOME: home });
    expect(few.code).toBe(2);
    expect(few.stderr).toMatch(/at least 9 personas/);
    const unknown = await cli(['tournament', '--roster', 'mira,nobody'], { NIGHTFALL_HOME: home });
    expect(unknown.stderr).toMatch(/unknown persona nobody/);
    expect((await cli([...args], { NIGHTFALL_HOME: home })).code).toBe(0);
    const other = await cli(['tournament', '--preset', 'werewolf-9', '--games', '7', '--seed', '4', '--roster', roster], { NIGHTFALL_HOME: home });
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/exists with .*choose another --id/);
  }, 300_000);
});
