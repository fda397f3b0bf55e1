// `nightfall watch --plain | head` and `nightfall history | head`: once the reader has gone, the
// program ends quietly (exit 0, nothing on stderr) instead of dying with an EPIPE stack trace.
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../src/storage/db.js';

const entry = fileURLToPath(new URL('../helpers/cli-entry.ts', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the CLI, reads the first chunk of its stdout, then closes the pipe as `head` does. */
function headOf(args: string[], home: string): Promise<{ code: number | null; signal: string | null; first: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], { cwd: root, env: { ...process.env, NIGHTFALL_HOME: home }, stdio: ['ignore', 'pipe', 'pipe'] });
    let first = '';
    let stderr = '';
    child.stdout.once('data', (d) => {
      first = String(d);
      child.stdout.destroy();
    });
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, first, stderr }));
  });
}

describe('a closed pipe', () => {
  it('watch --plain | head ends quietly', async () => {
    const r = await headOf(['watch', '--plain', '--preset', 'werewolf', '--seed', '3', '--pace', '20'], mkdtempSync(join(tmpdir(), 'nightfall-pipe-')));
    expect(r.first).toMatch(/\S/);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  }, 300_000);

  it('history | head ends quietly', async () => {
    const home = mkdtempSync(join(tmpdir(), 'nightfall-pipe-'));
    openDb(join(home, 'nightfall.db')).close();
    const db = new Database(join(home, 'nightfall.db'));
    const add = db.prepare("INSERT INTO games (id, timestamp, winner, rounds, log_file, preset, seed) VALUES (?, ?, 'village', 3, ?, 'werewolf-6', ?)");
    // More than a pipe holds (64 KiB), so the program is still writing when the reader goes.
    db.transaction(() => {
      for (let i = 0; i < 3000; i++) add.run(`game-${String(i).padStart(5, '0')}-with-a-longer-name`, new Date(1e12 + i * 1000).toISOString(), `/logs/g${i}.jsonl`, i);
    })();
    db.close();
    const r = await headOf(['history'], home);
    expect(r.first).toMatch(/game-\d+/);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  }, 300_000);
});
