// NO_COLOR and FORCE_COLOR hold on every screen and printer: the decision (one function) and the game
// screens in a real terminal (tmux, read back with its colours), where Ink drew red and grey before.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { colourDepth } from '../../src/terminal/colours.js';
import { patience } from '../helpers/patience.js';

const tty = (depth: number) => ({ isTTY: true, getColorDepth: () => depth });
const pipe = { isTTY: false };

describe('colourDepth: one decision for the screen and the transcript', () => {
  it.each([
    ['a terminal', tty(8), {}, 8],
    ['a terminal with NO_COLOR', tty(8), { NO_COLOR: '1' }, 1],
    ['a terminal with an empty NO_COLOR (the standard: set and not empty)', tty(8), { NO_COLOR: '' }, 8],
    ['a terminal with FORCE_COLOR=0', tty(24), { FORCE_COLOR: '0' }, 1],
    ['a pipe', pipe, {}, 1],
    ['a pipe with FORCE_COLOR=1', pipe, { FORCE_COLOR: '1' }, 4],
    ['a pipe with FORCE_COLOR=3', pipe, { FORCE_COLOR: '3' }, 24],
    ['a pipe with FORCE_COLOR and NO_COLOR (FORCE_COLOR wins, as in Node)', pipe, { FORCE_COLOR: '2', NO_COLOR: '1' }, 8],
  ] as const)('%s', (_what, stream, env, depth) => {
    expect(colourDepth(stream, env)).toBe(depth);
  });
});

const hasTmux = spawnSync('tmux', ['-V']).status === 0;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOCKET = `nightfall-colours-${process.pid}`;
const homes: string[] = [];
afterAll(() => {
  if (hasTmux) spawnSync('tmux', ['-L', SOCKET, 'kill-server']);
  homes.forEach((h) => rmSync(h, { recursive: true, force: true }));
});

const tmux = (...args: string[]): string => execFileSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });
/** The pane with its colours and styles as escape sequences (capture-pane -e). */
const capture = (name: string, escapes = true): string => tmux('capture-pane', '-p', ...(escapes ? ['-e'] : []), '-t', name);
// eslint-disable-next-line no-control-regex
const SGR = /\x1b\[[0-9;]*m/;
// eslint-disable-next-line no-control-regex
const COLOUR = /\x1b\[(?:[0-9;]*;)?(?:3[0-79]|4[0-79]|9[0-7]|10[0-7]|38;5;\d+|38;2;[\d;]+)m/;

/** Starts `nightfall ARGS` from source in a fresh 80×24 tmux window and returns the pane once a screen is up. */
async function screen(name: string, args: string, env: Record<string, string>, ready: (plain: string) => boolean): Promise<string> {
  const home = mkdtempSync(join(tmpdir(), 'nightfall-colours-'));
  homes.push(home);
  const vars = Object.entries({ CI: '0', TERM: 'xterm-256color', NIGHTFALL_HOME: home, ...env }).map(([k, v]) => `${k}=${v}`);
  // The variables this test sets are the only colour settings the program sees.
  tmux('new-session', '-d', '-s', name, '-x', '80', '-y', '24', '-c', ROOT, `env -u NO_COLOR -u FORCE_COLOR ${vars.join(' ')} node --import tsx tests/helpers/cli-entry.ts ${args}; sleep 60`);
  const start = Date.now();
  for (;;) {
    if (ready(capture(name, false))) return capture(name);
    if (Date.now() - start > patience()) throw new Error(`timed out waiting for the screen\n${capture(name, false)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const shows = (what: RegExp) => (pane: string) => what.test(pane);

describe.runIf(hasTmux)('the game screens in a real terminal (tmux 80×24)', () => {
  it('watch: colours by default, none with NO_COLOR or FORCE_COLOR=0', async () => {
    const watch = 'watch --preset werewolf-6 --seed 3 --pace 0';
    const thinking = shows(/thinks/);
    expect(await screen('w1', watch, {}, thinking)).toMatch(COLOUR);
    for (const [name, env] of [['w2', { NO_COLOR: '1' }], ['w3', { FORCE_COLOR: '0' }]] as const) {
      const pane = await screen(name, watch, env, thinking);
      expect(pane).toContain('thinks');
      expect(pane).not.toMatch(SGR);
    }
  }, 300_000);

  it('play: no colour with NO_COLOR; the answer Enter gives is still marked', async () => {
    const pane = await screen('p1', 'play --preset werewolf-6 --seed 3 --role witch --pace 0', { NO_COLOR: '1' }, shows(/Enter answer/));
    expect(pane).toMatch(/NIGHTFALL Werewolf/);
    expect(pane).not.toMatch(SGR);
    expect(pane).toMatch(/❯ antidote/);
  }, 300_000);
});
