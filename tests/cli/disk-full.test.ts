// A full disk is an error that names the file and says what to do, never "unexpected error: ENOSPC",
// and a screen game whose log could not be written does not exit 0. The disk is made full by failing
// the game log's writes (writeSync of an event line) after a few events.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const disk = vi.hoisted(() => ({ eventsLeft: Infinity }));

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const writeSync = ((fd: number, data: unknown, ...rest: unknown[]) => {
    if (typeof data === 'string' && data.startsWith('{"') && data.includes('"type":"') && disk.eventsLeft-- <= 0) {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
    }
    return (fs.writeSync as (...a: unknown[]) => number)(fd, data, ...rest);
  }) as typeof fs.writeSync;
  return { ...fs, default: { ...fs, writeSync }, writeSync };
});

const { main } = await import('../../src/cli/main.js');
const { playCommand } = await import('../../src/cli/screen.js');
const { fakeTerminal } = await import('../tui/fake-terminal.js');
const { KEY, waitFor } = await import('../tui/helpers.js');

const tmp = () => mkdtempSync(join(tmpdir(), 'nightfall-full-'));

function captureStderr() {
  let text = '';
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((s) => ((text += String(s)), true));
  return { text: () => text, restore: () => spy.mockRestore() };
}

afterEach(() => {
  disk.eventsLeft = Infinity;
  vi.unstubAllEnvs();
});

describe('a full disk', () => {
  it('watch --plain stops with the file named, what to do, and exit code 1', async () => {
    vi.stubEnv('NIGHTFALL_HOME', tmp());
    const dir = tmp();
    disk.eventsLeft = 12;
    const err = captureStderr();
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      expect(await main(['watch', '--plain', '--preset', 'werewolf-6', '--seed', '3', '--log-dir', dir])).toBe(1);
    } finally {
      err.restore();
      out.mockRestore();
    }
    const path = join(dir, 'werewolf-6-3.jsonl');
    expect(err.text()).toBe(`nightfall: cannot write the game log ${path}: the disk is full (ENOSPC); free some space, then continue the game with: nightfall resume ${path}\n`);
    expect(readFileSync(path, 'utf8').trimEnd().split('\n')).toHaveLength(12);
  });

  it('the play screen shows it, and the command does not end as a success', async () => {
    vi.stubEnv('NIGHTFALL_HOME', tmp());
    const dir = tmp();
    disk.eventsLeft = 5;
    const t = fakeTerminal();
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      const played = playCommand({ preset: 'werewolf-6', seed: 3, pace: 0, logDir: dir }, t.io);
      await waitFor(null, () => /The game stopped: cannot write the game log[\s\S]*the disk is\s+full\s+\(ENOSPC\)/.test(t.stdout.screen()), 'the error on the screen', 10_000);
      t.stdin.type(KEY.ctrlC);
      await waitFor(null, () => /Quit the game\?|Leave Nightfall\?/.test(t.stdout.screen().slice(-3000)), 'the quit question', 5000);
      t.stdin.type('y');
      await expect(played).rejects.toThrow(/cannot write the game log .*: the disk is full \(ENOSPC\); free some space, then continue the game with: nightfall resume/);
    } finally {
      out.mockRestore();
    }
  }, 300_000);
});
