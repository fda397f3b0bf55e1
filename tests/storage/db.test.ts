// The database: migrations from the first schema, a corrupt file left alone, finished games
// recorded, and two simulations writing to one database at once.
import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DbError, openDb, schemaVersion } from '../../src/storage/db.js';
import { LATEST } from '../../src/storage/migrations.js';
import { cli } from '../helpers/cli.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'nightfall-db-'));

describe('database', () => {
  it('upgrades a first-schema database in place, keeping its rows', () => {
    const path = join(tmp(), 'nightfall.db');
    const v1 = openDb(path, 1);
    expect(schemaVersion(v1)).toBe(1);
    v1.prepare("INSERT INTO personas (id, name, games_played, wins) VALUES ('mira', 'Mira', 3, 2)").run();
    v1.prepare("INSERT INTO games (id, timestamp, winner, rounds, log_file) VALUES ('g1', '2024-01-01T00:00:00Z', 'village', 4, '/x/g1.jsonl')").run();
    v1.prepare("INSERT INTO game_players (game_id, persona_id, role, outcome) VALUES ('g1', 'mira', 'seer', 'win')").run();
    expect(() => v1.prepare('SELECT preset FROM games').all()).toThrow();
    v1.close();

    const db = openDb(path);
    expect(schemaVersion(db)).toBe(LATEST);
    expect(db.prepare('SELECT id, winner, rounds, preset FROM games').all()).toEqual([{ id: 'g1', winner: 'village', rounds: 4, preset: null }]);
    expect(db.prepare('SELECT persona_id, role, outcome, seat FROM game_players').all()).toEqual([{ persona_id: 'mira', role: 'seer', outcome: 'win', seat: null }]);
    expect(db.prepare('SELECT games_played, wins FROM personas').get()).toEqual({ games_played: 3, wins: 2 });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
    // Opening again changes nothing.
    const again = openDb(path);
    expect((again.prepare('SELECT COUNT(*) AS n FROM schema_version').get() as { n: number }).n).toBe(LATEST);
    again.close();
  });

  it('a file that is not a database is reported by name and left as it is', () => {
    const path = join(tmp(), 'nightfall.db');
    const junk = 'this is not a database\n'.repeat(300);
    writeFileSync(path, junk);
    expect(() => openDb(path)).toThrow(DbError);
    expect(() => openDb(path)).toThrow(path);
    expect(readFileSync(path, 'utf8')).toBe(junk);
  });

  it('a corrupt database: the game still ends, history stops with a message naming it, the file is kept', async () => {
    const home = tmp();
    writeFileSync(join(home, 'nightfall.db'), 'garbage'.repeat(1000));
    const r = await cli(['watch', '--plain', '--preset', 'werewolf-6', '--seed', '2', '--log-dir', join(home, 'games')], { NIGHTFALL_HOME: home });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`games are not recorded: ${join(home, 'nightfall.db')} is damaged or not a Nightfall database`);
    const h = await cli(['history'], { NIGHTFALL_HOME: home });
    expect(h.code).toBe(1); // a database that cannot be used, as README and help say
    expect(h.stderr).toContain(`${join(home, 'nightfall.db')} is damaged or not a Nightfall database`);
    expect(readFileSync(join(home, 'nightfall.db'), 'utf8')).toBe('garbage'.repeat(1000));
  });

  it('two simulations write to one database at once; every game and player is there', async () => {
    const home = tmp();
    const env = { NIGHTFALL_HOME: home };
    const [a, b] = await Promise.all([
      cli(['sim', '--preset', 'werewolf-9', '--games', '25', '--seed', '1', '--log-dir', join(home, 'a')], env),
      cli(['sim', '--preset', 'mafia', '--games', '25', '--seed', '2', '--log-dir', join(home, 'b')], env),
    ]);
    expect(a.code, a.stderr).toBe(0);
    expect(b.code, b.stderr).toBe(0);
    expect(a.stderr + b.stderr).not.toMatch(/not recorded/);
    const db = new Database(join(home, 'nightfall.db'), { readonly: true });
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    expect(count("SELECT COUNT(*) AS n FROM games WHERE preset = 'werewolf-9'")).toBe(25);
    expect(count("SELECT COUNT(*) AS n FROM games WHERE preset = 'mafia'")).toBe(25);
    expect(count('SELECT COUNT(*) AS n FROM game_players')).toBe(25 * 9 + 25 * 7);
    expect(count('SELECT SUM(games_played) AS n FROM personas')).toBe(25 * 9 + 25 * 7);
    const winners = db.prepare("SELECT COUNT(*) AS n FROM game_players WHERE outcome = 'win'").get() as { n: number };
    expect(winners.n).toBeGreaterThan(0);
    db.close();
  }, 300_000);
});
