// replay runs the checks resume runs: the game is played again from the log, so a forged or foreign
// log is refused with the file and event named; only a regular file of bounded size is read, at once.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runGame } from '../../src/engine/game.js';
import { MAX_LOG_BYTES } from '../../src/storage/read-log.js';
import { createTable } from '../../src/table/setup.js';
import { cli } from '../helpers/cli.js';

const entry = fileURLToPath(new URL('../helpers/cli-entry.ts', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));
const tmp = () => mkdtempSync(join(tmpdir(), 'nightfall-replay-'));

async function logLines(preset: string, seed: number): Promise<string[]> {
  const { events } = await runGame(createTable({ preset, seed }));
  return events.map((e) => JSON.stringify(e));
}

const write = (lines: string[]) => {
  const path = join(tmp(), 'game.jsonl');
  writeFileSync(path, lines.map((l) => l + '\n').join(''));
  return path;
};

describe('replay refuses what resume refuses', () => {
  it('a forged ending (each line valid, the winner rewritten) is refused naming the file and event', async () => {
    const lines = await logLines('werewolf-9', 12);
    const last = JSON.parse(lines.at(-1)!) as { winner: string; reason: string };
    const forged = { ...last, winner: last.winner === 'village' ? 'werewolves' : 'village', reason: 'every villager is dead.' };
    const path = write([...lines.slice(0, -1), JSON.stringify(forged)]);
    for (const args of [['replay', path, '--plain'], ['resume', path, '--plain']]) {
      const r = await cli(args);
      expect(r.code).toBe(2);
      expect(r.stdout).not.toMatch(/wins/);
      if (args[0] === 'replay') expect(r.stderr).toContain(`does not match this game: event ${lines.length - 1} (line ${lines.length}) in ${path}`);
    }
  }, 300_000);

  it("a log spliced from another game's events is refused", async () => {
    const mine = await logLines('werewolf-9', 12);
    const other = await logLines('werewolf-9', 13);
    const path = write([...mine.slice(0, 40), ...other.slice(40)]);
    const r = await cli(['replay', path, '--plain']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`does not match this game: event \\d+ \\(line \\d+\\) in ${path}`));
    expect(r.stdout).toBe('');
  }, 300_000);

  it('an unfinished log still replays up to where it stops', async () => {
    const lines = await logLines('werewolf-9', 12);
    const r = await cli(['replay', write(lines.slice(0, 60)), '--plain']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/did not finish; continue it with: nightfall resume/);
  }, 300_000);
});

describe('replay reads only a regular file of bounded size, at once', () => {
  /** The CLI with a deadline: a read that blocks or fills memory fails the test instead of hanging it. */
  function timed(args: string[], ms: number): Promise<{ code: number | null; stderr: string; ms: number }> {
    const started = Date.now();
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], { cwd: root, env: { ...process.env, NIGHTFALL_HOME: tmp() }, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += d));
      const timer = setTimeout(() => child.kill('SIGKILL'), ms);
      child.on('error', reject);
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve({ code, stderr, ms: Date.now() - started });
      });
    });
  }

  it('/dev/zero is refused, not read', async () => {
    const r = await timed(['replay', '/dev/zero', '--plain'], 20_000);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('/dev/zero is not a game log: not a regular file');
  }, 300_000);

  it('a FIFO is refused without waiting for a writer', async () => {
    const fifo = join(tmp(), 'pipe.jsonl');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const r = await timed(['replay', fifo, '--plain'], 20_000);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${fifo} is not a game log: not a regular file`);
  }, 300_000);

  it('a file larger than a log may be is refused before it is read', async () => {
    const big = join(tmp(), 'big.jsonl');
    const fd = openSync(big, 'w');
    writeFileSync(fd, '{}\n');
    closeSync(fd);
    // Sparse: as large as it claims, without taking the disk.
    expect(spawnSync('truncate', ['-s', String(MAX_LOG_BYTES + 1), big]).status).toBe(0);
    const r = await timed(['replay', big, '--plain'], 20_000);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${big} is not a game log: ${MAX_LOG_BYTES + 1} bytes, more than the ${MAX_LOG_BYTES} a log may have`);
  }, 300_000);
});
