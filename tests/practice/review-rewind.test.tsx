// The review's rewind key and its model pages on a whole game played through the screen: on Your
// decisions ↑ ↓ choose one of your decisions and r (or Enter) asks to play again from just before it —
// the decision K that `nightfall rewind ID --decision K` takes, planned by the same code; the turning
// points page reads the game's log.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { personDecisions } from '../../src/practice/decisions.js';
import { planRewind } from '../../src/practice/rewind.js';
import { GameLog } from '../../src/storage/game-log.js';
import { SessionApp } from '../../src/tui/apps.js';
import { createPlaySession } from '../../src/tui/session.js';
import { drive } from '../tui/drive.js';
import { frame, KEY, mount, press, waitFor, waitForText } from '../tui/helpers.js';

afterEach(cleanup);

describe("the review's rewind key", () => {
  it('rewinds the chosen decision, as nightfall rewind --decision K would', async () => {
    const log = GameLog.create(mkdtempSync(join(tmpdir(), 'nightfall-review-rewind-')), 'g', { ifTaken: 'next-name' });
    const asked: number[] = [];
    let left = false;
    const session = createPlaySession({ preset: 'werewolf-6', seed: 3, seat: 1, role: 'seer', paceMs: 0, logPath: log.path, onEvent: log.write, onRewind: (k) => void asked.push(k) });
    const r = mount(<SessionApp session={session} onExit={() => (left = true)} />, { columns: 80, rows: 24 });
    try {
      await drive(session, r, { refuseOnce: false, claimOnce: false });
      await waitForText(r, ' Roles ');
      await press(r, KEY.right);
      await waitForText(r, 'r / Enter rewind');
      expect(frame(r)).toMatch(/▶[=✓✗≈○·] (Night|Day) 1 /);
      await press(r, KEY.down);
      await press(r, 'r');
      await waitFor(r, () => asked.length === 1 && left, 'the rewind asked for and the screen left');
      log.close();
      const mine = personDecisions(session.feed.all, 1);
      const k = asked[0]!;
      expect(k).toBeGreaterThan(1);
      expect(k).toBeLessThanOrEqual(mine.length);
      const plan = planRewind(log.path, k);
      expect(plan.decision.index).toBe(k);
      expect(plan.decision.at).toBe(mine[k - 1]!.at);
    } finally {
      session.stop();
      log.close();
    }
  });

  it('shows the turning points read from the log', async () => {
    const session = createPlaySession({ preset: 'werewolf-6', seed: 3, seat: 1, role: 'seer', paceMs: 0 });
    const r = mount(<SessionApp session={session} onExit={() => {}} />, { columns: 80, rows: 24 });
    try {
      await drive(session, r, { refuseOnce: false, claimOnce: false });
      await waitForText(r, ' Roles ');
      for (let i = 0; i < 4; i++) await press(r, KEY.right);
      const f = await waitForText(r, /the vote that decided it|the lie that worked|the night that changed the count|No turning point stood out/);
      expect(f).toContain(' Turning points ');
    } finally {
      session.stop();
    }
  });
});
