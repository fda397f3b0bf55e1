// --log-dir never replaces the logs of an earlier run: a simulation into a folder that has them is
// refused before any game, naming the file; a single game takes the next free name. The database and
// the files agree afterwards.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'nightfall-logdir-'));
const digest = (dir: string) => Object.fromEntries(readdirSync(dir).sort().map((f) => [f, createHash('sha1').update(readFileSync(join(dir, f))).digest('hex')]));

async function history(home: string): Promise<{ id: string; logFile: string }[]> {
  return JSON.parse((await cli(['history', '--json'], { NIGHTFALL_HOME: home })).stdout) as { id: string; logFile: string }[];
}

describe('--log-dir', () => {
  it('a second sim into the same folder is refused before any game; the first run stands', async () => {
    const home = tmp();
    const dir = join(home, 'logs');
    const first = await cli(['sim', '--preset', 'werewolf-6', '--games', '6', '--seed', '2', '--log-dir', dir], { NIGHTFALL_HOME: home });
    expect(first.code, first.stderr).toBe(0);
    const before = digest(dir);
    const again = await cli(['sim', '--preset', 'werewolf-6', '--games', '6', '--seed', '2', '--bots', 'werewolves=random', '--log-dir', dir], { NIGHTFALL_HOME: home });
    expect(again.code).toBe(2);
    expect(again.stderr).toBe(`nightfall: ${join(dir, 'werewolf-6-2-0000.jsonl')} already exists (a log of an earlier run); choose another --log-dir or move the old logs away\n`);
    expect(digest(dir)).toEqual(before);
    const rows = await history(home);
    expect(rows.map((r) => r.logFile).sort()).toEqual(Object.keys(before).map((f) => join(dir, f)));
  }, 300_000);

  it('a second watch --plain of the same seed gets the next name; both games are in history', async () => {
    const home = tmp();
    const dir = join(home, 'logs');
    const args = ['watch', '--plain', '--preset', 'werewolf-6', '--seed', '3', '--log-dir', dir];
    expect((await cli(args, { NIGHTFALL_HOME: home })).code).toBe(0);
    const before = digest(dir);
    const second = await cli([...args, '--bots', 'village=random'], { NIGHTFALL_HOME: home });
    expect(second.code, second.stderr).toBe(0);
    expect(second.stderr).toContain(`log: ${join(dir, 'werewolf-6-3-2.jsonl')}`);
    expect(digest(dir)['werewolf-6-3.jsonl']).toBe(before['werewolf-6-3.jsonl']);
    const rows = await history(home);
    expect(rows.map((r) => [r.id, r.logFile]).sort()).toEqual([
      ['werewolf-6-3', join(dir, 'werewolf-6-3.jsonl')],
      ['werewolf-6-3-2', join(dir, 'werewolf-6-3-2.jsonl')],
    ]);
  }, 300_000);
});
