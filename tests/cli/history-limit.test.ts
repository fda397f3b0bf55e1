// nightfall history --limit N (issue 25, item 13): one tournament put 4,400 lines into history. The
// newest 20 of each list unless told, what was left out said in a line, --limit all for every game,
// --json complete unless --limit is given, and a bad value named in one line (exit 2).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';

const work = mkdtempSync(join(tmpdir(), 'nightfall-history-limit-'));
const env = { NIGHTFALL_HOME: join(work, 'home') };
const GAMES = 23;
const rowsOf = (stdout: string) => stdout.split('\n').filter((l) => /^\d{4}-\d\d-\d\d \d\d:\d\d {2}werewolf-6-1-\d{4} /.test(l));

beforeAll(async () => {
  const sim = await cli(['sim', '--preset', 'werewolf-6', '--games', String(GAMES), '--log-dir', join(work, 'logs')], env);
  expect(sim.code, sim.stderr).toBe(0);
}, 300_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('nightfall history --limit', () => {
  it('shows the newest 20 by default, and says how many older ones it left out and how to see them', async () => {
    const r = await cli(['history'], env);
    expect(r.code, r.stderr).toBe(0);
    const rows = rowsOf(r.stdout);
    expect(rows).toHaveLength(20);
    expect(rows[0]).toContain(`werewolf-6-1-${String(GAMES - 1).padStart(4, '0')}`); // newest first
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe(`… and ${GAMES - 20} older games (all of them: nightfall history --limit all)`);
  }, 60_000);

  it('--limit N shows N, --limit all every game with no line about older ones', async () => {
    const three = await cli(['history', '--limit', '3'], env);
    expect(rowsOf(three.stdout)).toHaveLength(3);
    expect(three.stdout).toContain(`… and ${GAMES - 3} older games`);
    const all = await cli(['history', '--limit', 'all'], env);
    expect(rowsOf(all.stdout)).toHaveLength(GAMES);
    expect(all.stdout).not.toContain('older games');
  }, 60_000);

  it('--json lists every game unless --limit is given', async () => {
    expect((JSON.parse((await cli(['history', '--json'], env)).stdout) as unknown[]).length).toBe(GAMES);
    expect((JSON.parse((await cli(['history', '--json', '--limit', '2'], env)).stdout) as unknown[]).length).toBe(2);
  }, 60_000);

  it.each(['0', '-3', 'ten', '2.5', ''])('--limit %j is refused in one line naming the value', async (value) => {
    const r = await cli(['history', `--limit=${value}`], env);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`nightfall: --limit takes a whole number from 1, or all (got "${value}")\n`);
    expect(r.stdout).toBe('');
  }, 60_000);
});
