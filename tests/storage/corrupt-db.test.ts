// A damaged database (it opens, but pages are broken) gets nothing more written into it: watch, sim
// and tournament keep their game logs and say once that the games are not recorded; history and
// stats name the file. The file is left byte for byte as it was.
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { closeSync, copyFileSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, renameSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/storage/db.js';
import { cli } from '../helpers/cli.js';

const home = mkdtempSync(join(tmpdir(), 'nightfall-corrupt-'));
const db = join(home, 'nightfall.db');
const env = { NIGHTFALL_HOME: home };
const sha = () => createHash('sha1').update(readFileSync(db)).digest('hex');
let before = '';

/** 200 games, then one page overwritten: the first page whose damage the schema survives but quick_check finds. */
function damagedDatabase(): void {
  const good = join(home, 'good.db');
  const d = openDb(good);
  const add = d.prepare("INSERT INTO games (id, timestamp, winner, rounds, log_file, preset, seed) VALUES (?, ?, 'village', 3, ?, 'werewolf-6', ?)");
  d.transaction(() => {
    for (let i = 0; i < 200; i++) add.run(`g${i}`, new Date(1e12 + i * 1000).toISOString(), `/old/g${i}.jsonl`, i);
  })();
  d.close();
  for (let page = 1; page < statSync(good).size / 4096; page++) {
    copyFileSync(good, db);
    const fd = openSync(db, 'r+');
    writeSync(fd, Buffer.alloc(64, 0xab), 0, 64, page * 4096 + 100);
    closeSync(fd);
    const probe = new Database(db);
    const opens = (() => {
      try {
        probe.prepare('SELECT MAX(version) FROM schema_version').get();
        return true;
      } catch {
        return false;
      }
    })();
    const damaged = probe.pragma('quick_check(1)', { simple: true }) !== 'ok';
    probe.close();
    if (opens && damaged) return;
  }
  throw new Error('no page to damage');
}

beforeAll(() => {
  damagedDatabase();
  renameSync(join(home, 'good.db'), join(home, 'good.db.bak'));
  before = sha();
});

const once = (stderr: string) => stderr.split('\n').filter((l) => l.includes('games are not recorded')).length;

describe('a damaged database', () => {
  it('watch --plain keeps its log, says so once, writes nothing into the database', async () => {
    const r = await cli(['watch', '--plain', '--preset', 'werewolf-6', '--seed', '2', '--log-dir', join(home, 'watch')], env);
    expect(r.code).toBe(0);
    expect(once(r.stderr)).toBe(1);
    expect(r.stderr).toContain(`games are not recorded: ${db} is damaged or not a Nightfall database`);
    expect(r.stderr).toContain(`Their logs are kept (${join(home, 'watch', 'werewolf-6-2.jsonl')})`);
    expect(sha()).toBe(before);
  }, 300_000);

  it('sim keeps every log and says so once for the whole run', async () => {
    const r = await cli(['sim', '--preset', 'werewolf-6', '--games', '6', '--seed', '3', '--log-dir', join(home, 'sim')], env);
    expect(r.code).toBe(0);
    expect(once(r.stderr)).toBe(1);
    expect(readdirSync(join(home, 'sim'))).toHaveLength(6);
    expect(sha()).toBe(before);
  }, 300_000);

  // Exit code 1, as README and help say: a database that cannot be used is not bad input.
  it('tournament refuses to start, naming the file', async () => {
    const r = await cli(['tournament', '--games', '2', '--seed', '5'], env);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${db} is damaged or not a Nightfall database`);
    expect(sha()).toBe(before);
  }, 300_000);

  it.each([['history'], ['stats']])('%s names the file and says what to do', async (cmd) => {
    const r = await cli([cmd], env);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`nightfall: ${db} is damaged or not a Nightfall database`);
    expect(r.stderr).toContain('Move it aside and Nightfall starts a new one; the game logs are kept');
    expect(sha()).toBe(before);
    expect(existsSync(`${db}-wal`) ? statSync(`${db}-wal`).size : 0).toBe(0);
  }, 300_000);
});
