// The game log writer: no file before the first event, owner-only files in an owner-only folder,
// never over an earlier file, one writer at a time, and the finished game handed on the moment its
// game_over line is on disk.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runGame } from '../../src/engine/game.js';
import { FileError } from '../../src/storage/file-errors.js';
import { GameLog, type FinishedGame } from '../../src/storage/game-log.js';
import { acquireLock, LockedError } from '../../src/storage/lock.js';
import { readLog } from '../../src/storage/read-log.js';
import { createTable } from '../../src/table/setup.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'nightfall-log-'));
const mode = (path: string) => statSync(path).mode & 0o777;

async function playInto(log: GameLog, seed = 3) {
  try {
    return await runGame(createTable({ preset: 'werewolf-6', seed, onEvent: log.write }));
  } finally {
    log.close();
  }
}

describe('game log', () => {
  it('creates nothing until the first event; the file is 0600 in a new 0700 folder', async () => {
    const dir = join(tmp(), 'games');
    const unused = GameLog.create(dir, 'quit-at-setup', { ifTaken: 'next-name' });
    unused.close();
    expect(existsSync(dir)).toBe(false);
    const log = GameLog.create(dir, 'played', { ifTaken: 'next-name' });
    await playInto(log);
    expect(readdirSync(dir)).toEqual(['played.jsonl']);
    expect(mode(dir)).toBe(0o700);
    expect(mode(log.path)).toBe(0o600);
  });

  it('narrows a Nightfall folder an older version left open to everyone', async () => {
    const dir = tmp();
    chmodSync(dir, 0o755);
    await playInto(GameLog.create(dir, 'g', { ifTaken: 'next-name', ours: true }));
    expect(mode(dir)).toBe(0o700);
  });

  it('never writes over an earlier log: the next free name, or a refusal naming the file', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'werewolf-6-3.jsonl'), 'an earlier run\n');
    const next = GameLog.create(dir, 'werewolf-6-3', { ifTaken: 'next-name' });
    await playInto(next);
    expect(next.path).toBe(join(dir, 'werewolf-6-3-2.jsonl'));
    expect(readFileSync(join(dir, 'werewolf-6-3.jsonl'), 'utf8')).toBe('an earlier run\n');
    expect(() => GameLog.create(dir, 'werewolf-6-3', { ifTaken: 'refuse' })).toThrow(FileError);
    expect(() => GameLog.create(dir, 'werewolf-6-3', { ifTaken: 'refuse' })).toThrow(`${join(dir, 'werewolf-6-3.jsonl')} already exists`);
  });

  it('hands the finished game on once its game_over line is on disk, once', async () => {
    const seen: { game: FinishedGame; onDisk: string }[] = [];
    const log = GameLog.create(tmp(), 'g', { ifTaken: 'next-name', onFinished: (game) => seen.push({ game, onDisk: readFileSync(game.path, 'utf8') }) });
    const { events } = await playInto(log);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.game.events).toEqual(events);
    expect(seen[0]!.onDisk.trimEnd().split('\n').at(-1)).toContain('"type":"game_over"');
  });

  it('one writer at a time: a second gets a message naming the game and the process; the lock goes with the writer', async () => {
    const dir = tmp();
    const first = GameLog.create(dir, 'g', { ifTaken: 'next-name' });
    const { events } = await runGame(createTable({ preset: 'werewolf-6', seed: 3, onEvent: first.write }));
    expect(existsSync(`${first.path}.lock`)).toBe(true);
    writeFileSync(first.path, events.slice(0, 10).map((e) => JSON.stringify(e) + '\n').join(''));
    expect(() => GameLog.continue(readLog(first.path))).toThrow(LockedError);
    expect(() => GameLog.continue(readLog(first.path))).toThrow(`the game g is already open in this Nightfall`);
    first.close();
    expect(existsSync(`${first.path}.lock`)).toBe(false);
    GameLog.continue(readLog(first.path)).close();
  });

  it('a lock held by another live process is refused by name; one whose process is gone is taken over', () => {
    const target = join(tmp(), 'g.jsonl');
    // The test runner's parent is alive and is not this process.
    writeFileSync(`${target}.lock`, JSON.stringify({ pid: process.ppid, host: hostname(), since: '2024-05-01T10:00:00.000Z' }));
    expect(() => acquireLock(target, 'the game g')).toThrow(`the game g is in use by another Nightfall (process ${process.ppid} since 2024-05-01 10:00:00); wait for it to finish, or if no Nightfall is running, delete ${target}.lock`);
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(`${target}.lock`, JSON.stringify({ pid: Number(dead.stdout), host: hostname(), since: '' }));
    const lock = acquireLock(target, 'the game g');
    expect(JSON.parse(readFileSync(`${target}.lock`, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(`${target}.lock`)).toBe(false);
  });
});
