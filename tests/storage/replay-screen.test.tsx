// The replay screen's stepping (pure) and the screen itself driven by keys.
import { describe, expect, it } from 'vitest';
import { apply, emptyState, runGame } from '../../src/engine/game.js';
import { createTable, boardFor } from '../../src/table/setup.js';
import { spectatorLines } from '../../src/cli/transcript.js';
import { back, dayOf, forward, lastDay, startPos, toDay, toggleThink, visibleLines, type ReplayItem } from '../../src/tui/replay-model.js';
import { ReplayApp } from '../../src/tui/replay.js';
import { KEY, mount, press, waitForText, frame } from '../tui/helpers.js';

async function items(seed: number): Promise<ReplayItem[]> {
  const { events } = await runGame(createTable({ preset: 'werewolf-9', seed }));
  const { ruleset } = boardFor('werewolf-9');
  const lines = spectatorLines(ruleset);
  const state = emptyState(ruleset);
  return events.map((e) => {
    apply(ruleset, state, e);
    return { day: state.core.day, lines: lines(e, state), think: e.type === 'think' };
  });
}

describe('replay stepping', () => {
  it('steps forward and back over events that print, jumps by day, hides THINK', async () => {
    const it8 = await items(8);
    let p = startPos(it8);
    expect(p.shown).toBe(1);
    const all: number[] = [];
    while (p.shown < it8.length) {
      const next = forward(it8, p);
      expect(next.shown).toBeGreaterThan(p.shown);
      all.push(next.shown);
      p = next;
    }
    // Back retraces the same stops.
    for (let i = all.length - 2; i >= 0; i--) {
      p = back(it8, p);
      expect(p.shown).toBe(all[i]);
    }
    expect(lastDay(it8)).toBeGreaterThan(1);
    const d2 = toDay(it8, startPos(it8), 2);
    expect(dayOf(it8, d2)).toBe(2);
    expect(dayOf(it8, { ...d2, shown: d2.shown - 1 })).toBe(1);
    expect(toDay(it8, d2, 99).shown).toBe(it8.length);
    const end = { ...startPos(it8), shown: it8.length };
    const withThink = visibleLines(it8, end, 10_000);
    const without = visibleLines(it8, toggleThink(end), 10_000);
    expect(withThink.some((l) => l.think)).toBe(true);
    expect(without.some((l) => l.think)).toBe(false);
    expect(without.length).toBeLessThan(withThink.length);
    expect(visibleLines(it8, end, 5)).toEqual(withThink.slice(-5));
  });

  it('the screen answers the keys', async () => {
    const it8 = await items(8);
    const r = mount(<ReplayApp title="Replay test" items={it8} />, { columns: 100, rows: 20 });
    await waitForText(r, /round 0 of \d+, event 1\//);
    await press(r, KEY.right);
    await waitForText(r, /event 2\//);
    await press(r, ']');
    await waitForText(r, /round 1 of/);
    await press(r, 't');
    await waitForText(r, /THINK off/);
    await press(r, 'G');
    await waitForText(r, /win/);
    expect(frame(r)).toContain(`event ${it8.length}/${it8.length}`);
    r.unmount();
  });
});
