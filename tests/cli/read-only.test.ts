// A folder Nightfall cannot write to is reported as read-only (not "ENOENT"), with what to do; an
// offline game still plays when only its settings cannot be read. Run as an unprivileged user (root
// may write anywhere), so permissions hold as they do for a person.
import { chmodSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';

const cliAsPerson = (args: string[], home: string) => cli(args, { NIGHTFALL_HOME: home }, undefined, { asPerson: true });

function readOnlyHome(): string {
  const home = mkdtempSync(join(tmpdir(), 'nightfall-ro-'));
  chmodSync(home, 0o555);
  return home;
}

describe('a read-only folder', () => {
  it('a log folder that cannot be created is reported as read-only, naming both folders', async () => {
    const home = readOnlyHome();
    const r = await cliAsPerson(['sim', '--preset', 'werewolf-6', '--games', '1', '--log-dir', join(home, 'logs')], home);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`cannot create ${join(home, 'logs')}: ${home} is read-only (EACCES); choose a writable folder (NIGHTFALL_HOME, --log-dir) or fix its permissions`);
    expect(r.stderr).not.toContain('ENOENT');
  }, 300_000);

  it('an offline game still plays when the settings folder cannot be made', async () => {
    const home = readOnlyHome();
    const r = await cliAsPerson(['watch', '--plain', '--preset', 'werewolf-6', '--seed', '3'], home);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/The (village|werewolves) wins?/);
    expect(r.stderr).toMatch(new RegExp(`^nightfall: cannot use the settings folder ${join(home, 'config')}: permission denied \\(EACCES\\); .*; playing with the offline bots\\n$`));
  }, 300_000);

  it('history and stats read a read-only data folder: an empty one, then one with games', async () => {
    const home = readOnlyHome();
    const empty = await cliAsPerson(['history'], home);
    expect([empty.code, empty.stdout, empty.stderr]).toEqual([0, 'No games recorded yet.\n', '']);
    // Two games, one of them never recorded (the process ended between its last line and the database).
    chmodSync(home, 0o777);
    const games = join(home, 'games');
    expect((await cliAsPerson(['watch', '--plain', '--preset', 'werewolf-6', '--seed', '3', '--log-dir', games], home)).code).toBe(0);
    const elsewhere = mkdtempSync(join(tmpdir(), 'nightfall-ro-'));
    chmodSync(elsewhere, 0o777);
    expect((await cliAsPerson(['watch', '--plain', '--preset', 'werewolf-6', '--seed', '4', '--log-dir', games], elsewhere)).code).toBe(0);
    chmodSync(home, 0o555);
    const db = join(home, 'nightfall.db');
    const before = readFileSync(db);
    const h = await cliAsPerson(['history'], home);
    expect(h.code, h.stderr).toBe(0);
    expect(h.stdout).toMatch(/werewolf-6-3 +werewolf-6/);
    expect(h.stdout).toMatch(/werewolf-6-4 +werewolf-6/);
    expect(h.stderr).toBe(`nightfall: 1 finished game read from its log could not be recorded: ${home} is read-only\n`);
    const st = await cliAsPerson(['stats', '--json'], home);
    expect(st.code, st.stderr).toBe(0);
    expect(JSON.parse(st.stdout)).toMatchObject({ games: 2 });
    expect(readFileSync(db).equals(before)).toBe(true);
    expect(readdirSync(home).sort()).toEqual(['config', 'games', 'nightfall.db']);
  }, 300_000);
});
