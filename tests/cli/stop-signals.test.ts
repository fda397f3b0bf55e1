// Ctrl-C and kill stop a long run between two games: sim and tournament say how far they got, exit with
// the shell's code for the signal (130, 143), and every game they finished is kept.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, startCli } from '../helpers/cli.js';
import { patience } from '../helpers/patience.js';

const made: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'nightfall-stop-'));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function until(check: () => boolean, what: string): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > patience()) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const logsIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.jsonl')) : []);
const finished = (path: string) => readFileSync(path, 'utf8').trimEnd().split('\n').at(-1)!.includes('"type":"game_over"');

describe('a signal stops a long run between games', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)('sim --games 20000: %s stops it, says after how many games, exits %i and keeps every finished log', async (signal, exitCode) => {
    const home = tmp();
    const dir = join(home, 'logs');
    const child = startCli(['sim', '--games', '20000', '--preset', 'werewolf-6', '--log-dir', dir], { NIGHTFALL_HOME: home });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    const exited = new Promise<[number | null, string | null]>((resolve) => child.on('exit', (code, sig) => resolve([code, sig])));
    await until(() => logsIn(dir).length >= 3, 'three games logged');
    child.kill(signal);
    const [code, sig] = await exited;
    expect([code, sig]).toEqual([exitCode, null]);
    const m = /stopped after ([\d,]+) of 20,000 games/.exec(stderr);
    expect(m, stderr).not.toBeNull();
    const done = Number(m![1]!.replace(/,/g, ''));
    expect(done).toBeGreaterThanOrEqual(3);
    expect(done).toBeLessThan(20_000);
    // Each game it counts is a finished log; bot games in flight finish before the run stops.
    const logs = logsIn(dir);
    expect(logs.filter((f) => finished(join(dir, f)))).toHaveLength(done);
    expect((JSON.parse((await cli(['history', '--json'], { NIGHTFALL_HOME: home })).stdout) as { finished: boolean }[]).filter((g) => g.finished)).toHaveLength(done);
  }, 300_000);

  it('tournament: Ctrl-C keeps every finished game, and the same command goes on from there', async () => {
    const home = tmp();
    const args = ['tournament', '--games', '60', '--preset', 'werewolf-6', '--json'];
    const child = startCli(args, { NIGHTFALL_HOME: home });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const gamesDir = join(home, 'games');
    await until(() => logsIn(gamesDir).length >= 3, 'three tournament games');
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    const m = /stopped after ([\d,]+) of 60 games/.exec(stderr);
    expect(m, stderr).not.toBeNull();
    const done = Number(m![1]);
    const history = JSON.parse((await cli(['history', '--json'], { NIGHTFALL_HOME: home })).stdout) as { finished: boolean; tournament?: string }[];
    expect(history.filter((g) => g.finished)).toHaveLength(done);
    expect(history.filter((g) => !g.finished)).toEqual([]);
    expect(done).toBeLessThan(60);
    // Run again: the finished games are skipped, not played twice.
    const again = await cli(args, { NIGHTFALL_HOME: home });
    expect(again.code, again.stderr).toBe(0);
    expect((JSON.parse(again.stdout) as { skipped: number }).skipped).toBe(done);
  }, 300_000);
});
