// Closing the setup screen with Ctrl-C before a game starts leaves no game log behind (a log
// appears with a game's first event), so `resume` has nothing false to find. In a real terminal (tmux), with CI=true
// in the environment as on a build server: at a terminal the screen must still draw (Ink draws nothing then).
import { spawnSync } from 'node:child_process';
import { patience } from '../helpers/patience.js';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const hasTmux = spawnSync('tmux', ['-V']).status === 0;
const entry = fileURLToPath(new URL('../helpers/cli-entry.ts', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));
const SOCKET = `nightfall-setup-${process.pid}`;
const tmux = (...args: string[]) => spawnSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });

async function waitPane(check: (pane: string) => boolean, what: string): Promise<string> {
  const start = Date.now();
  for (;;) {
    const pane = tmux('capture-pane', '-p', '-t', 'setup').stdout ?? '';
    if (check(pane)) return pane;
    if (Date.now() - start > patience()) throw new Error(`tmux: timed out waiting for ${what}\n${pane}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the setup screen closed with Ctrl-C', () => {
  afterAll(() => {
    if (hasTmux) spawnSync('tmux', ['-L', SOCKET, 'kill-server']);
  });

  it.runIf(hasTmux)('leaves no game log', async () => {
    const home = mkdtempSync(join(tmpdir(), 'nightfall-setup-'));
    tmux('new-session', '-d', '-s', 'setup', '-x', '80', '-y', '24', '-c', root, `env CI=true NIGHTFALL_HOME=${home} node --import tsx ${entry}; echo "[exited $?]"; sleep 600`); // the pane outlives any wait on it, however slow the machine
    await waitPane((p) => p.includes('Which game'), 'the setup screen');
    tmux('send-keys', '-t', 'setup', 'C-c');
    const pane = await waitPane((p) => p.includes('[exited'), 'the program to end');
    expect(pane).toContain('[exited 0]');
    expect(pane).not.toContain('Game log:');
    const games = join(home, 'games');
    expect(existsSync(games) ? readdirSync(games) : []).toEqual([]);
  }, 300_000);
});
