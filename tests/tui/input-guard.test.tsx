// One keypress must not crash a screen: Ctrl+F1 and Ctrl+F2 (ESC [1;5P, ESC [1;5Q) and pasted colour
// codes crashed Ink's input hook (vadimdemedes/ink#901). Unknown sequences are dropped; keys still work.
import { describe, expect, it } from 'vitest';
import { createInputGuard } from '../../src/tui/input-guard.js';
import { runPlay, runSetup, runWatchScreen } from '../../src/tui/index.js';
import { runReplay } from '../../src/tui/replay.js';
import { fakeTerminal } from './fake-terminal.js';
import { KEY, waitFor } from './helpers.js';

const CRASHERS = ['\x1b[1;5P', '\x1b[1;5Q', '\x1b[1;5R', '\x1b[1;5S', 'pasted \x1b[31mred\x1b[0m text', '\x1b[31m', '\x1b[1;5I', '\x1b[200~paste\x1b[201~', '\x1b]0;title\x07', '\x1b[<0;10;20M'];

describe('input guard', () => {
  it('drops sequences Ink cannot name, keeps text and the keys the screen uses', () => {
    const g = createInputGuard();
    expect(g.filter('\x1b[1;5P')).toBe('');
    expect(g.filter('\x1b[1;5Q')).toBe('');
    expect(g.filter('ab\x1b[31mcd\x1b[0m')).toBe('abcd');
    expect(g.filter('x\x1b]52;c;ZXZpbA==\x07y')).toBe('xy');
    expect(g.filter('\x1b[24;80R\x1b[I\x1b[O\x1b[?62;1;4c')).toBe('');
    for (const key of [KEY.up, KEY.down, KEY.left, KEY.right, KEY.esc, KEY.enter, KEY.tab, KEY.backspace, KEY.ctrlC, KEY.ctrlK, '\x1b[3~', '\x1b[H', '\x1b[F', '\x1b[Z', '\x1bOA', '\x1b[1;5C', '\x1bb', 'hello, Zoë 🐺', '?']) {
      expect(g.filter(key), JSON.stringify(key)).toBe(key);
    }
  });

  it('a sequence split over two reads is judged whole', () => {
    const g = createInputGuard();
    expect(g.filter('ab\x1b[1;')).toBe('ab');
    expect(g.filter('5Pcd')).toBe('cd');
    expect(g.filter('\x1b[')).toBe('');
    expect(g.filter('A')).toBe('\x1b[A');
  });
});

/** Each screen, through its real entry point: the raw sequences, then Ctrl-C (and y) still end it. */
async function survives(run: (io: ReturnType<typeof fakeTerminal>['io']) => Promise<void>, ready: RegExp) {
  const t = fakeTerminal();
  let ended = false;
  const done = run(t.io).then(() => (ended = true));
  await waitFor(null, () => ready.test(t.stdout.screen()), `${ready}`, 10_000);
  for (const seq of CRASHERS) t.stdin.type(seq);
  await new Promise((r) => setTimeout(r, 50));
  expect(ended).toBe(false);
  t.stdin.type(KEY.ctrlC);
  await waitFor(null, () => ended || /Quit the game\?|Leave Nightfall\?/.test(t.stdout.screen().slice(-2000)), 'Ctrl-C to be read', 5000);
  if (!ended) t.stdin.type('y');
  await done;
  expect(t.stdout.screen()).not.toContain('[31m');
}

describe('every screen survives keys Ink cannot name', () => {
  it('play', async () => {
    await survives((io) => runPlay({ preset: 'werewolf-6', seed: 3, paceMs: 0 }, io), /NIGHTFALL Werewolf/);
  });
  it('watch', async () => {
    await survives((io) => runWatchScreen({ preset: 'werewolf-6', seed: 3, paceMs: 200 }, io), /NIGHTFALL Werewolf/);
  });
  it('setup', async () => {
    await survives((io) => runSetup({ seed: 3, paceMs: 0 }, io), /Which game/);
  });
  it('replay', async () => {
    const items = [{ day: 0, lines: ['=== Night 1 ==='], think: false }, { day: 1, lines: ['=== Day 1 ==='], think: false }];
    await survives((io) => runReplay('Replay test', items, io), /Replay test/);
  });
});
