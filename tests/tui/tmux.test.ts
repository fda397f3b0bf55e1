// The screen in a real terminal: tmux at 80×24, driven with send-keys and read with
// capture-pane, as a person would see it. Skipped cleanly where tmux is not installed.
import { execFileSync, spawnSync } from 'node:child_process';
import { patience } from '../helpers/patience.js';
import { existsSync, mkdtempSync, rmSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const hasTmux = spawnSync('tmux', ['-V']).status === 0;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOCKET = `nightfall-test-${process.pid}`;
const NAME = 'play';
/** The games these sessions play are written here, never into the data folder of whoever runs the tests. */
const HOME = mkdtempSync(join(tmpdir(), 'nightfall-tmux-'));

/** The CLI's `play` once it is wired and built; until then the screen through a script of ours. */
function command(args: string): string {
  const main = `${ROOT}dist/cli/program.js`;
  const wired = existsSync(`${ROOT}dist/tui/index.js`) && existsSync(main) && /['"]play['"]/.test(readFileSync(main, 'utf8'));
  return wired ? `node bin/nightfall.js play ${args}` : `node --import tsx tests/tui/tmux-play.mts ${args}`;
}

const tmux = (...args: string[]): string => execFileSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });
const capture = (): string => tmux('capture-pane', '-p', '-t', NAME).replace(/\n$/, '');
const key = (...keys: string[]) => tmux('send-keys', '-t', NAME, ...keys);
const type = (text: string) => tmux('send-keys', '-t', NAME, '-l', text);

async function waitPane(check: (pane: string) => boolean, what: string, timeoutMs = 15_000): Promise<string> {
  const start = Date.now();
  for (;;) {
    const pane = capture();
    if (check(pane)) return pane;
    if (Date.now() - start > patience(timeoutMs)) throw new Error(`tmux: timed out waiting for ${what}\n${pane}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits until the pane stops changing (two reads 150 ms apart agree). */
async function settle(): Promise<string> {
  let last = capture();
  for (;;) {
    await new Promise((r) => setTimeout(r, 150));
    const now = capture();
    if (now === last) return now;
    last = now;
  }
}

const FOOTERS = { list: '↑ ↓ choose · Enter answer', confirm: 'y yes · n no', speech: 'Enter send · Ctrl-K claim', chat: 'Enter send · Tab notebook' };
const promptOf = (pane: string) => (Object.keys(FOOTERS) as (keyof typeof FOOTERS)[]).find((k) => pane.includes(FOOTERS[k]));
const over = (pane: string) => /Roles +Your decisions +Suspicion of you +THINK/.test(pane);
const headers = (pane: string) => pane.split('\n').filter((l) => l.startsWith('NIGHTFALL')).length;

describe('the play screen in a real terminal (tmux 80×24)', () => {
  afterAll(() => {
    if (hasTmux) spawnSync('tmux', ['-L', SOCKET, 'kill-server']);
    rmSync(HOME, { recursive: true, force: true });
  });

  it.runIf(hasTmux)('shows the table, takes keys, survives a resize and plays to the review', async () => {
    tmux('new-session', '-d', '-s', NAME, '-x', '80', '-y', '24', '-c', ROOT, `env CI=0 NIGHTFALL_HOME=${HOME} ${command('--preset werewolf-6 --seed 3 --pace 0')}; echo "[exited $?]"; sleep 60`);

    let pane = await waitPane((p) => promptOf(p) !== undefined, 'the first prompt', 30_000);
    const lines = pane.split('\n');
    expect(lines.length).toBeLessThanOrEqual(24);
    expect(lines.every((l) => l.length <= 80)).toBe(true);
    expect(headers(pane)).toBe(1);
    expect(pane).toMatch(/NIGHTFALL Werewolf · werewolf-6 · [☾☀] (Night|Day) 1/);
    expect(pane).toMatch(/You: Seat \d \(You\) · /);
    expect(pane).toMatch(/[●✝] +1 \S+ +[●✝] +2 \S+/);

    // In a text box `?` is typed: Tab to the notebook first, as the help says.
    const typing = promptOf(pane) === 'speech' || promptOf(pane) === 'chat';
    if (typing) {
      key('Tab');
      await waitPane((p) => p.includes('m mark'), 'the notebook');
    }
    key('?');
    pane = await waitPane((p) => p.includes('Keys and rules'), 'the help overlay');
    expect(pane).toContain('Ctrl-C       quit (asks first; any game log is kept)');
    key('Escape');
    await waitPane((p) => !p.includes('Keys and rules'), 'the help to close');
    if (typing) key('Escape');
    await waitPane((p) => promptOf(p) !== undefined, 'the prompt back');

    key('C-c');
    pane = await waitPane((p) => p.includes('Quit the game?'), 'the quit question');
    expect(pane).toContain('The game log is kept');
    key('n');
    await waitPane((p) => !p.includes('Quit the game?'), 'the game back');

    tmux('resize-window', '-t', NAME, '-x', '100', '-y', '30');
    pane = await waitPane((p) => p.split('\n').some((l) => l.startsWith('────') && l.length === 100), 'the wider layout');
    expect(headers(await settle())).toBe(1);
    tmux('resize-window', '-t', NAME, '-x', '80', '-y', '24');
    pane = await waitPane((p) => p.split('\n').some((l) => l.length === 80 && l.startsWith('────')), 'back to 80 columns');
    expect(headers(await settle())).toBe(1);

    let refused = false;
    let acted = 0;
    for (let i = 0; i < 200; i++) {
      pane = await settle();
      if (over(pane)) break;
      const prompt = promptOf(pane);
      if (!prompt) {
        await waitPane((p) => over(p) || promptOf(p) !== undefined, 'a prompt or the end', 30_000);
        continue;
      }
      acted++;
      expect(headers(pane)).toBe(1);
      if (prompt === 'list' && !refused) {
        refused = true;
        type('9');
        key('Enter');
        await waitPane((p) => p.includes('✗ There is no seat 9'), 'the refusal shown in place');
        continue;
      }
      if (prompt === 'list') key('Enter');
      else if (prompt === 'confirm') key('n');
      else if (prompt === 'speech') {
        type('Seat 2 keeps changing the story; I will vote them.');
        await waitPane((p) => p.includes('I will vote them.▍'), 'the typed speech');
        key('Enter');
      } else {
        type('Quiet one tonight.');
        key('Enter');
        await waitPane((p) => p.includes('now the target'), 'the target list');
        key('Enter');
      }
      await waitPane((p) => p !== pane, 'the screen to move on');
    }
    pane = await waitPane(over, 'the end screen', 30_000);
    expect(refused).toBe(true);
    expect(acted).toBeGreaterThan(2);
    expect(pane).toMatch(/★ The (village|werewolves) wins?/);
    expect(pane.split('\n').length).toBeLessThanOrEqual(24);
    key('Right');
    pane = await waitPane((p) => /[✓✗·] (Night|Day) \d/.test(p) || p.includes('You made no decisions'), 'the decisions page');
    console.log(`--- tmux capture (80×24) ---\n${pane}`);
    key('q');
    await waitPane((p) => p.includes('[exited 0]'), 'the program to exit');
    expect(readdirSync(join(HOME, 'games')).filter((f) => f.endsWith('.jsonl'))).toHaveLength(1);
  }, 300_000);

  it.runIf(hasTmux)('survives keys Ink cannot name: Ctrl+F1, Ctrl+F2 and a pasted colour code', async () => {
    spawnSync('tmux', ['-L', SOCKET, 'kill-session', '-t', NAME]); // the first test's session, if it ran
    // Killing the last session ends the server a moment later; a session started meanwhile can meet it exiting.
    for (let tries = 1; ; tries++) {
      try {
        tmux('new-session', '-d', '-s', NAME, '-x', '80', '-y', '24', '-c', ROOT, `env CI=0 NIGHTFALL_HOME=${HOME} ${command('--preset werewolf-6 --seed 5 --pace 0')}; echo "[exited $?]"; sleep 60`);
        break;
      } catch (err) {
        if (tries >= 5 || !/server exited unexpectedly/.test(String((err as Error).message))) throw err;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    await waitPane((p) => promptOf(p) !== undefined, 'the first prompt', 30_000);
    const raw = (bytes: string) => tmux('send-keys', '-t', NAME, '-H', ...Buffer.from(bytes, 'latin1').toString('hex').match(/../g)!);
    raw('\x1b[1;5P');
    raw('\x1b[1;5Q');
    raw('red \x1b[31mtext\x1b[0m');
    key('C-F1');
    key('C-c');
    const pane = await waitPane((p) => p.includes('Quit the game?') || p.includes('[exited'), 'the quit question');
    expect(pane).not.toContain('[exited');
    expect(pane).not.toContain('TypeError');
    key('y');
    await waitPane((p) => p.includes('[exited 0]'), 'the program to exit');
  }, 300_000);
});
