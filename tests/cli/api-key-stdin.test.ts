// `config set apiKey` with no value reads the key from standard input, so it never lands in the shell's
// history: from a pipe its first line, on a terminal typed without being shown.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';
import { patience } from '../helpers/patience.js';

const homes: string[] = [];
const home = () => {
  const h = mkdtempSync(join(tmpdir(), 'nightfall-key-'));
  homes.push(h);
  return h;
};
const KEY = 'sk-ant-typed-secret-98765';
const saved = (h: string) => (JSON.parse(readFileSync(join(h, 'config', 'credentials.json'), 'utf8')) as { apiKey: string }).apiKey;

const hasTmux = spawnSync('tmux', ['-V']).status === 0;
const SOCKET = `nightfall-key-${process.pid}`;
afterAll(() => {
  if (hasTmux) spawnSync('tmux', ['-L', SOCKET, 'kill-server']);
  homes.forEach((h) => rmSync(h, { recursive: true, force: true }));
});

describe('config set apiKey without a value', () => {
  it('reads the key from a pipe; other settings still need their value', async () => {
    const h = home();
    const r = await cli(['config', 'set', 'apiKey'], { NIGHTFALL_HOME: h }, `${KEY}\n`);
    expect(r.code, r.stderr).toBe(0);
    expect(saved(h)).toBe(KEY);
    expect(r.stdout + r.stderr).not.toContain(KEY);
    const empty = await cli(['config', 'set', 'apiKey'], { NIGHTFALL_HOME: home() }, '');
    expect([empty.code, empty.stderr]).toEqual([2, 'nightfall: nothing saved: no API key on standard input\n']);
    const model = await cli(['config', 'set', 'model'], { NIGHTFALL_HOME: h }, 'claude-x\n');
    expect([model.code, model.stderr]).toEqual([2, 'nightfall: config set model needs a VALUE (only apiKey is read from standard input)\n']);
  }, 300_000);

  it.runIf(hasTmux)('asks for it on a terminal and does not show it as it is typed (tmux 80×24)', async () => {
    const h = home();
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const tmux = (...args: string[]) => execFileSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });
    tmux('new-session', '-d', '-s', 'k', '-x', '80', '-y', '24', '-c', root, `env NIGHTFALL_HOME=${h} node --import tsx tests/helpers/cli-entry.ts config set apiKey; echo "[exited $?]"; sleep 60`);
    const wait = async (what: string) => {
      const start = Date.now();
      for (;;) {
        const pane = tmux('capture-pane', '-p', '-t', 'k');
        if (pane.includes(what)) return pane;
        if (Date.now() - start > patience()) throw new Error(`timed out waiting for ${what}\n${pane}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    await wait('API key (not shown');
    tmux('send-keys', '-t', 'k', '-l', KEY);
    tmux('send-keys', '-t', 'k', 'Enter');
    const pane = await wait('[exited 0]');
    expect(pane).not.toContain(KEY);
    expect(pane).not.toMatch(/\*{5,}/);
    expect(saved(h)).toBe(KEY);
  }, 300_000);
});
