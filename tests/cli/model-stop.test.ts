// What the person sees when the model cannot play, in a real terminal (tmux 80×24) from source: "stop" at
// the first check exits 1 as the README says; "stop" mid-game ends the screen (it used to stay up with q
// doing nothing) and exits 1; a game that ends prints the model's tokens per seat, failed calls and the
// decisions the bots took over. Skipped cleanly where tmux is not installed.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { fakeAnswer } from '../../src/fake-anthropic/model.js';
import { errorBody, startFakeAnthropic, type FakeAnthropic } from '../../src/fake-anthropic/server.js';
import { patience } from '../helpers/patience.js';
import { cli } from '../helpers/cli.js';

const hasTmux = spawnSync('tmux', ['-V']).status === 0;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOCKET = `nightfall-model-${process.pid}`;
const tmux = (...args: string[]): string => execFileSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });
const capture = (name: string): string => tmux('capture-pane', '-p', '-S', '-200', '-t', name).replace(/\n$/, '');

async function waitPane(name: string, check: (pane: string) => boolean, what: string): Promise<string> {
  const start = Date.now();
  for (;;) {
    const pane = capture(name);
    if (check(pane)) return pane;
    if (Date.now() - start > patience()) throw new Error(`tmux: timed out waiting for ${what}\n${pane}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** `nightfall ARGS` from source in a new 80×24 tmux window, with the model at the fake server. */
function run(name: string, server: FakeAnthropic, args: string): void {
  const home = mkdtempSync(join(tmpdir(), 'nightfall-model-stop-'));
  const cmd = `env CI=0 NIGHTFALL_HOME=${home} node --import tsx tests/helpers/cli-entry.ts ${args} --ai claude --api-key x --base-url ${server.url}; echo "[exited $?]"; sleep 120`;
  tmux('new-session', '-d', '-s', name, '-x', '80', '-y', '24', '-c', ROOT, cmd);
}

let server: FakeAnthropic | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(() => {
  if (hasTmux) spawnSync('tmux', ['-L', SOCKET, 'kill-server']);
});

const gone = { kind: 'status' as const, status: 404 as const, body: errorBody(404, 'model: claude-gone-1') };

describe('when the model cannot play, in a terminal', () => {
  it.runIf(hasTmux)('"stop" at the first check: the program says why and exits 1', async () => {
    server = await startFakeAnthropic();
    server.setDefault(() => gone);
    run('first', server, 'play --preset werewolf-6 --seed 3');
    await waitPane('first', (p) => p.includes('[bots/stop]'), 'the question on the terminal');
    tmux('send-keys', '-t', 'first', 'stop', 'Enter');
    const pane = await waitPane('first', (p) => /\[exited \d+\]/.test(p), 'the program to end');
    expect(pane).toContain('[exited 1]');
    expect(pane.replace(/\n/g, '')).toContain('game stopped: the model cannot play: the model server at');
  }, 300_000);

  it.runIf(hasTmux)('"stop" mid-game ends the screen and exits 1, after the model\'s account', async () => {
    server = await startFakeAnthropic();
    server.setDefault((req) => (req.index < 6 ? { kind: 'sse', text: fakeAnswer(req) } : gone));
    run('mid', server, 'watch --preset werewolf-6 --seed 4 --pace 0');
    await waitPane('mid', (p) => p.includes('The model cannot play'), 'the question on the screen');
    tmux('send-keys', '-t', 'mid', 's');
    const pane = await waitPane('mid', (p) => /\[exited \d+\]/.test(p), 'the screen to end');
    expect(pane).toContain('[exited 1]');
    expect(pane).toContain('The game stopped: the model cannot play');
    expect(pane).toMatch(/^model calls 5; tokens in \d+/m);
    // the calls refused, and any still in flight when the person stopped (cut by the stop, so 'aborted')
    expect(pane).toMatch(/^failed calls [1-6] \(model_not_found [1-6](, aborted [1-5])?\)$/m);
    expect(pane).toMatch(/^ {2}seat {2}\d: \d+ calls?, in \d+ \(cached \d+\), out \d+$/m);
  }, 300_000);

  it.runIf(hasTmux)('a game that goes to its end prints the model\'s account: tokens per seat, failed calls, bots', async () => {
    server = await startFakeAnthropic();
    let broken = 0;
    server.setDefault((req) => (req.index > 0 && broken++ < 2 ? { kind: 'drop', afterChunks: 1 } : { kind: 'sse', text: fakeAnswer(req) }));
    run('end', server, 'watch --preset werewolf-6 --seed 5 --pace 0');
    await waitPane('end', (p) => p.includes('q leave'), 'the end of the game');
    tmux('send-keys', '-t', 'end', 'q');
    const pane = await waitPane('end', (p) => /\[exited \d+\]/.test(p), 'the screen to end');
    expect(pane).toContain('[exited 0]');
    expect(pane).toMatch(/^failed calls 2 \(server 2\)$/m);
    for (let seat = 1; seat <= 6; seat++) expect(pane).toMatch(new RegExp(`^ {2}seat {2}${seat}: \\d+ calls?, in \\d+ \\(cached \\d+\\), out \\d+$`, 'm'));
  }, 300_000);
});

describe('sim with a model', () => {
  it('exits 1 when the model never played (every decision went to the bots), 0 when it did', async () => {
    server = await startFakeAnthropic();
    server.setDefault(() => gone);
    const args = ['sim', '--preset', 'werewolf-6', '--games', '2', '--ai', 'claude', '--api-key', 'x', '--base-url', server.url, '--on-ai-error', 'bots'];
    const never = await cli(args);
    expect(never.code, never.stderr).toBe(1);
    expect(never.stderr).toMatch(/the model never played: no call was answered \(\d+ failed, \d+ decisions taken by the bots, 0 defaulted\)/);
    expect(never.stdout).toMatch(/2 games of werewolf-6/); // the summary is still there
    server.setDefault((req) => ({ kind: 'sse', text: fakeAnswer(req) }));
    const played = await cli(args);
    expect(played.code, played.stderr).toBe(0);
  }, 300_000);
});
