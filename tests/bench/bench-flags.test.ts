// `npm run bench -- --help` explains the flags; a mistyped flag or board is refused at once,
// instead of starting a quarter hour of benchmarks that ignore it.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('../../src/bench/index.ts', import.meta.url));

function bench(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', entry, ...args], (err, stdout, stderr) =>
      resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }));
  });
}

describe('bench flags', () => {
  it('--help lists every flag and board, and runs nothing', async () => {
    const r = await bench(['--help']);
    expect(r.code).toBe(0);
    for (const flag of ['--quick', '--preset=NAME', '--talk-seed=N', '--speed-seeds', '--json']) expect(r.stdout).toContain(flag);
    expect(r.stdout).toContain('mafia-classic');
    expect(r.stdout).not.toContain('bot games/s');
  }, 300_000);

  it.each([
    [['--quikc'], "Unknown option '--quikc'"],
    [['--preset=werwolf'], 'Unknown --preset="werwolf"'],
    [['--talk-seed=two'], '--talk-seed="two": a whole number'],
  ])('%j is refused with a message naming it', async (args, message) => {
    const r = await bench(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stdout).not.toContain('bot games/s');
  }, 300_000);

  it('a flag carrying an escape sequence reaches the terminal sanitized', async () => {
    const r = await bench(['--\u001b]52;c;aGk=\u0007']);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toContain('\u001b');
  }, 300_000);
});
