// A drill on the screen at 80×24, from start to its summary: the recap comes first on a page of its
// own (whole, within the terminal), Enter gives the first question, the person answers through the
// screen, and where the drill ends the game stops under its summary (no error): each answer beside the
// strongest bot's, then both lines over the seeded continuations.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { drillScreen } from '../../src/cli/drill-screen.js';
import { chooseDrill } from '../../src/practice/drill/choose.js';
import { planDrill } from '../../src/practice/drill/run.js';
import { findSource } from '../../src/practice/drill/source.js';
import { botEndings } from '../../src/practice/drill/outcome.js';
import { ContinuationPool } from '../../src/practice/continue/pool.js';
import { SessionApp } from '../../src/tui/apps.js';
import { promptKind } from '../../src/tui/prompt-kind.js';
import { createPlaySession } from '../../src/tui/session.js';
import { frame, KEY, liveHeight, liveRegion, mount, press, waitFor, waitForText } from '../tui/helpers.js';

afterEach(cleanup);

describe('a drill on the screen', () => {
  it('shows the recap first, plays the seat, and ends on its summary with both lines', async () => {
    const choice = chooseDrill('witch', undefined, 1);
    const source = (await findSource(choice.preset, 1, choice.role, choice.situation, 100))!;
    const d = planDrill(source);
    const pool = new ContinuationPool(0);
    const screen = drillScreen(d, 0, botEndings(d, 2, pool), mkdtempSync(join(tmpdir(), 'nightfall-drill-screen-')), 2);
    const session = createPlaySession(screen.options);
    const r = mount(<SessionApp session={session} onExit={() => {}} />, { columns: 80, rows: 24 });
    try {
      // The recap page: its title, the role line and the key to go on, all in the 24 rows.
      const recap = await waitForText(r, 'Enter play');
      const live = liveRegion(r);
      expect(live).toContain('Drill: the position');
      expect(live).toMatch(/You are .*witch/);
      expect(live).toContain('What your seat knows:');
      // The seed the drill was cut from is on the screen.
      expect(live).toMatch(new RegExp(`From werewolf, seed ${source.seed}, seat ${source.seat}`));
      // Every row fits the terminal: words are wrapped whole, never cut with an ellipsis.
      expect(live).not.toMatch(/\w…/);
      expect(recap).not.toContain('The game stopped');
      expect(session.human!.head()).toBeUndefined();
      await press(r, KEY.enter);
      let lastId = 0;
      let asked = 0;
      for (;;) {
        const next = await waitFor(r, () => {
          const h = session.human!.head();
          if (h && h.id !== lastId) return h;
          return screen.page.current()?.kind === 'end' ? 'end' : undefined;
        }, 'the next question or the drill summary');
        if (next === 'end') break;
        lastId = next.id;
        asked++;
        const kind = promptKind(next.request);
        if (kind === 'list') await press(r, KEY.enter);
        else if (kind === 'confirm') await press(r, 'n');
        else await press(r, 'I have nothing to add.', KEY.enter);
      }
      expect(asked).toBeGreaterThan(0);
      const end = await waitForText(r, /Both lines played on over 2 continuations each/);
      expect(end).toContain('Drill over');
      expect(end).toMatch(new RegExp(`From werewolf, seed ${source.seed}`));
      const run = await screen.result();
      // Only the decisions the person was asked: none of the next phase's.
      expect(run.decisions.length).toBe(asked);
      expect(run.decisions.every((x) => x.answers.length > 0)).toBe(true);
      expect(end).not.toContain('The game stopped');
      expect(end).not.toContain('Quit the game?');
      expect(liveHeight(r) === 0 || liveRegion(r).split('\n').length <= 24).toBe(true);
      expect(frame(r)).toContain('q leave');
      expect(run.outcome).toMatchObject({ continuations: 2 });
    } finally {
      session.stop();
      screen.close();
    }
  });
});
