// A data or log folder under /proc is refused with one line naming it. Node's recursive mkdir spins there
// forever (and the process ignores SIGTERM while it does), so the folder is refused before any mkdir.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { patience } from '../helpers/patience.js';

const entry = fileURLToPath(new URL('../helpers/cli-entry.ts', import.meta.url));
const home = mkdtempSync(join(tmpdir(), 'nightfall-kernel-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

/** The CLI, killed if it has not ended by the time a start under load may take (a spinning mkdir never ends). */
const run = (args: string[], nightfallHome = home) =>
  spawnSync(process.execPath, ['--import', 'tsx', entry, ...args], { encoding: 'utf8', env: { ...process.env, NIGHTFALL_HOME: nightfallHome }, timeout: patience(), killSignal: 'SIGKILL', input: '' });

describe.runIf(process.platform === 'linux' && existsSync('/proc/self'))('a folder under /proc', () => {
  it.each([
    ['sim --log-dir', ['sim', '--games', '2', '--preset', 'werewolf-6', '--log-dir', '/proc/nightfall/logs'], home, '/proc/nightfall/logs'],
    ['watch --plain --log-dir', ['watch', '--plain', '--preset', 'werewolf-6', '--seed', '1', '--log-dir', '/proc/self/logs'], home, '/proc/self/logs'],
    ['NIGHTFALL_HOME for history', ['history'], '/proc/nightfall', '/proc/nightfall'],
    ['NIGHTFALL_HOME for config set', ['config', 'set', 'level', 'hard'], '/proc/nightfall', '/proc/nightfall/config'],
  ] as const)('%s: refused at once with one line naming it, exit code 1', (_what, args, nightfallHome, named) => {
    const r = run([...args], nightfallHome);
    expect(r.signal, 'it did not end by itself').toBeNull();
    expect(r.status, r.stderr).toBe(1);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`cannot use ${named}:`);
    expect(lines[0]).toContain('choose another folder');
  }, 300_000);

  it('a game that writes nothing there (watch --plain, no log) is played, with one line naming the settings folder it could not read', () => {
    const r = run(['watch', '--plain', '--preset', 'werewolf-6', '--seed', '1'], '/proc/nightfall');
    expect(r.signal, 'it did not end by itself').toBeNull();
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/The (village|werewolves) wins?/);
    expect(r.stderr.trimEnd().split('\n')).toEqual([expect.stringContaining('cannot use /proc/nightfall/config:')]);
  }, 300_000);
});
