// A finished game never vanishes from history: the process may end after the game is over and before
// the command's own end (the terminal closed on the review, a kill, Ctrl-C while the paced transcript
// still prints, or a crash between the log's last line and the database). Each way, history has it.
import { spawnSync } from 'node:child_process';
import { patience } from '../helpers/patience.js';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, startCli } from '../helpers/cli.js';

const entry = fileURLToPath(new URL('../helpers/cli-entry.ts', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));
const tmp = () => mkdtempSync(join(tmpdir(), 'nightfall-lost-'));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const over = (path: string) => existsSync(path) && readFileSync(path, 'utf8').includes('"type":"game_over"');

async function until(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > patience(timeoutMs)) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function recorded(home: string): Promise<{ id: string; logFile: string }[]> {
  const h = await cli(['history', '--json'], { NIGHTFALL_HOME: home });
  expect(h.code, h.stderr).toBe(0);
  return JSON.parse(h.stdout) as { id: string; logFile: string }[];
}

/** `watch --plain` paced, signalled once the log's game_over line is written, while the last lines still print. */
async function signalAfterGameOver(signal: NodeJS.Signals): Promise<{ home: string; log: string; code: number | null; sig: string | null }> {
  const home = tmp();
  const dir = join(home, 'logs');
  const log = join(dir, 'werewolf-6-7.jsonl');
  const child = startCli(['watch', '--plain', '--preset', 'werewolf-6', '--seed', '7', '--pace', '30', '--log-dir', dir], { NIGHTFALL_HOME: home }, { stdio: 'ignore' });
  const exited = new Promise<[number | null, string | null]>((resolve) => child.on('exit', (code, sig) => resolve([code, sig])));
  await until(() => over(log), 'the game_over line');
  child.kill(signal);
  const [code, sig] = await exited;
  return { home, log, code, sig };
}

describe('a finished game is recorded however the process ends', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('%s while the paced transcript still prints', async (signal) => {
    const { home, log, code, sig } = await signalAfterGameOver(signal);
    expect(code === null ? sig : 'ran to its end').toBe(signal); // it really was cut short
    expect((await recorded(home)).map((r) => r.logFile)).toEqual([log]);
  }, 300_000);

  it('a finished log the database never heard of (killed between the two writes) is recorded by the next history', async () => {
    const home = tmp();
    const first = await cli(['watch', '--plain', '--preset', 'werewolf-6', '--seed', '7', '--log-dir', join(home, 'elsewhere')], { NIGHTFALL_HOME: tmp() });
    expect(first.code).toBe(0);
    mkdirSync(join(home, 'games'));
    copyFileSync(join(home, 'elsewhere', 'werewolf-6-7.jsonl'), join(home, 'games', 'werewolf-6-7.jsonl'));
    const h = await cli(['history'], { NIGHTFALL_HOME: home });
    expect(h.stderr).toContain('recorded 1 finished game whose result had not been saved');
    expect(h.stdout).toMatch(/werewolf-6-7 +werewolf-6 +\w+ won/);
    // Once is enough: the next look finds it recorded.
    expect((await cli(['stats', '--json'], { NIGHTFALL_HOME: home })).stderr).toBe('');
    expect(await recorded(home)).toHaveLength(1);
  }, 300_000);

  it('a --log-dir game whose database write failed is recorded by the next history, from the folder it remembered', async () => {
    const home = tmp();
    const dir = join(tmp(), 'my logs');
    mkdirSync(join(home, 'nightfall.db'), { recursive: true }); // no database can be opened there: the game's write fails
    for (const seed of ['7', '8']) {
      const game = await cli(['watch', '--plain', '--preset', 'werewolf-6', '--seed', seed, '--log-dir', dir], { NIGHTFALL_HOME: home });
      expect(game.code, game.stderr).toBe(0);
      expect(game.stderr).toContain('games are not recorded');
    }
    rmSync(join(home, 'nightfall.db'), { recursive: true });
    const h = await cli(['history'], { NIGHTFALL_HOME: home });
    expect(h.stderr).toContain('recorded 2 finished games whose result had not been saved');
    expect(h.stdout).toMatch(/werewolf-6-7 +werewolf-6 +\w+ won/);
    expect(h.stdout).toMatch(/werewolf-6-8 +werewolf-6 +\w+ won/);
    expect((await recorded(home)).map((r) => r.logFile).sort()).toEqual([join(dir, 'werewolf-6-7.jsonl'), join(dir, 'werewolf-6-8.jsonl')]);
    expect(readdirSync(join(home, 'log-folders'))).toHaveLength(1); // one folder, remembered once
    // The folder removed: forgotten without a word, and the games stay in history.
    rmSync(dir, { recursive: true });
    const after = await cli(['stats'], { NIGHTFALL_HOME: home });
    expect(after.code).toBe(0);
    expect(after.stderr).toBe('');
    expect(readdirSync(join(home, 'log-folders'))).toEqual([]);
    expect(await recorded(home)).toHaveLength(2);
  }, 300_000);
});

const hasTmux = spawnSync('tmux', ['-V']).status === 0;
const SOCKET = `nightfall-lost-${process.pid}`;

describe('the terminal closed on the review screen (tmux)', () => {
  afterAll(() => {
    if (hasTmux) spawnSync('tmux', ['-L', SOCKET, 'kill-server']);
  });

  it.runIf(hasTmux)('the watched game is in history', async () => {
    const home = tmp();
    const dir = join(home, 'logs');
    const tmux = (...args: string[]) => spawnSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });
    tmux('new-session', '-d', '-s', 'w', '-x', '100', '-y', '30', '-c', root, `env NIGHTFALL_HOME=${home} node --import tsx ${entry} watch --preset werewolf-6 --seed 7 --pace 0 --log-dir ${dir}`);
    await until(() => /Roles +THINK/.test(tmux('capture-pane', '-p', '-t', 'w').stdout ?? ''), 'the review screen', 60_000);
    const logs = readdirSync(dir).filter((f) => f.endsWith('.jsonl'));
    expect(logs).toHaveLength(1);
    const { pid } = JSON.parse(readFileSync(join(dir, `${logs[0]}.lock`), 'utf8')) as { pid: number };
    tmux('kill-session', '-t', 'w'); // the terminal goes away: SIGHUP
    await until(() => !alive(pid), 'the process to end', 10_000);
    expect((await recorded(home)).map((r) => r.logFile)).toEqual([join(dir, logs[0]!)]);
  }, 300_000);
});
