// The game log reaches the disk (fsync) as each phase ends and at the game's end: a power cut loses at
// most the phase in play. Every write and sync of a seeded game's log, in order.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const ops = vi.hoisted(() => ({ list: [] as string[], fds: new Set<number>() }));

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const writeSync = ((fd: number, data: unknown, ...rest: unknown[]) => {
    const e = typeof data === 'string' && data.startsWith('{"') && data.includes('"type":"') ? (JSON.parse(data) as { type: string; phase?: string }) : null;
    if (e) {
      ops.fds.add(fd);
      ops.list.push(e.type === 'phase_started' ? `phase ${e.phase}` : e.type);
    }
    return (fs.writeSync as (...a: unknown[]) => number)(fd, data, ...rest);
  }) as typeof fs.writeSync;
  const fsyncSync = ((fd: number) => {
    if (ops.fds.has(fd)) ops.list.push('SYNC');
    return fs.fsyncSync(fd);
  }) as typeof fs.fsyncSync;
  return { ...fs, default: { ...fs, writeSync, fsyncSync }, writeSync, fsyncSync };
});

const { simulate } = await import('../../src/sim/run.js');

describe('the game log is synced to the disk', () => {
  it('before the first line of each new phase, and after the game_over line', async () => {
    await simulate({ preset: 'werewolf-6', games: 1, seed: 4, logDir: mkdtempSync(join(tmpdir(), 'nightfall-sync-')) });
    const list = ops.list;
    expect(list.at(-1)).toBe('SYNC');
    expect(list.at(-2)).toBe('game_over');
    // Each sync but the last comes right before a phase line of another phase than the one before it.
    let phase: string | null = null;
    const expected: string[] = [];
    for (const op of list.filter((o) => o !== 'SYNC')) {
      if (op.startsWith('phase ')) {
        if (phase !== null && op !== phase) expected.push('SYNC');
        phase = op;
      }
      expected.push(op);
      if (op === 'game_over') expected.push('SYNC');
    }
    expect(list).toEqual(expected);
    expect(list.filter((o) => o === 'SYNC').length).toBeGreaterThanOrEqual(3);
  });
});
