import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { SessionApp } from '../../src/tui/apps.js';
import { createWatchSession } from '../../src/tui/session.js';
import { frame, KEY, liveHeight, mount, press, waitFor, waitForText } from './helpers.js';

afterEach(cleanup);

describe('spectator mode', () => {
  it('shows every role and the THINK lines, dimmed', async () => {
    const session = createWatchSession({ preset: 'werewolf-6', seed: 3, paceMs: 0 });
    const r = mount(<SessionApp session={session} />, { columns: 80, rows: 24 });
    const f = await waitForText(r, ' Roles  THINK', 10_000);
    expect(f).toContain('Seat 2 (Wren) is the seer.');
    expect(f).toMatch(/Seat \d \(\w+\) thinks \(wolf proposal\):/);
    expect(f).toContain('Seat 2 (Wren) ▸ Your check:');
    expect(session.feed.state.items.filter((i) => i.kind === 'line' && i.tone === 'think').length).toBeGreaterThan(5); // drawn dim
    expect(liveHeight(r)).toBeLessThanOrEqual(23);
  });

  it('space pauses, n lets the next decisions through, + and - change the speed, t hides THINK', async () => {
    const session = createWatchSession({ preset: 'werewolf-6', seed: 3, paceMs: 30 });
    const r = mount(<SessionApp session={session} />, { columns: 80, rows: 24 });
    await waitForText(r, '▶ running');
    await waitFor(r, () => /werewolves know each other/.test(frame(r)) && /[●✝] +\d \w+ +(seer|witch|werewolf|villager)/.test(frame(r)), 'roles in the players list');
    await press(r, ' ');
    await waitForText(r, '⏸ paused');
    expect(session.pacer.isPaused).toBe(true);
    const before = session.feed.all.length;
    await press(r, 'n');
    await waitFor(r, () => session.feed.all.length > before, 'a step forward');
    await press(r, '+');
    await waitForText(r, 'speed ×2');
    r.stdin.write('++'); // two keys in one chunk: two steps, not none
    await waitForText(r, 'speed ×8');
    await press(r, '-', '-', '-', '-');
    await waitForText(r, 'speed ×0.5');
    await press(r, 't');
    await waitFor(r, () => !session.feed.state.showThink, 'THINK hidden');
    await press(r, '+', ' ');
    await waitForText(r, '▶ running');
    await waitForText(r, ' Roles  THINK', 20_000);
  }, 300_000);

  it('the end screen browses every seat\'s THINK', async () => {
    const session = createWatchSession({ preset: 'werewolf-6', seed: 3, paceMs: 0 });
    const r = mount(<SessionApp session={session} />, { columns: 80, rows: 24 });
    await waitForText(r, ' Roles  THINK', 10_000);
    await press(r, KEY.right);
    await waitForText(r, /◀ \[ \] ▶  Seat 1 \(\w+\), .*moment 1\/\d+/);
    await press(r, KEY.down);
    await waitForText(r, /moment 2\/\d+/);
    await press(r, ']');
    await waitForText(r, /Seat 2 \(Wren\), the seer .*moment 1\//);
  });
});
