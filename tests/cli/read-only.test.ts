// A folder Nightfall cannot write to is reported as read-only (not "ENOENT"), with what to do; an
// offline game still plays when only its settings cannot be read. Run as an unprivileged user (root
// may write anywhere), so permissions hold as they do for a person.
import { chmodSync, mkdtempSync } from 'node:fs';
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

  it('history in a read-only data folder says which file and why', async () => {
    const home = readOnlyHome();
    const r = await cliAsPerson(['history'], home);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`nightfall: cannot create ${join(home, 'nightfall.db')}: permission denied (EACCES); set NIGHTFALL_HOME to a writable folder or fix its permissions\n`);
  }, 300_000);
});
