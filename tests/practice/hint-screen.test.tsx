// The hint key on the game screen: Ctrl-G at an open decision shows what the strongest offline bot in the
// seat would answer and why; the answer given next is logged after a hint note seen by no seat.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import type { GameEvent } from '../../src/engine/events.js';
import { SessionApp } from '../../src/tui/apps.js';
import { createPlaySession } from '../../src/tui/session.js';
import { KEY, liveHeight, mount, press, waitFor, waitForText } from '../tui/helpers.js';

afterEach(cleanup);

describe('the hint key', () => {
  it('shows the bot line for the open decision, within 80×24, and the log notes it before the answer', async () => {
    const events: GameEvent[] = [];
    const session = createPlaySession({ preset: 'werewolf-6', seed: 3, seat: 1, role: 'seer', paceMs: 0, onEvent: (e) => void events.push(e) });
    const r = mount(<SessionApp session={session} onExit={() => {}} />, { columns: 80, rows: 24 });
    await waitFor(r, () => session.human!.head()?.request.kind === 'seer', "the seer's check");
    await waitForText(r, 'Ctrl-G hint');
    await press(r, '\u0007');
    const f = await waitForText(r, /Hint \(off the record\): the strongest offline bot would answer Seat \d/);
    // Why, in plain words: the seat it would check and what is known of it.
    expect(f).toMatch(/unchecked and sits at \d+%|Every unchecked seat sits near \d+%: nothing yet picks one/);
    expect(liveHeight(r)).toBeLessThanOrEqual(24);
    const pick = /would answer Seat (\d)/.exec(f)![1]!;
    await press(r, pick, KEY.enter);
    await waitFor(r, () => events.some((e) => e.type === 'answered' && e.seat === 1), 'the answer in the log');
    const i = events.findIndex((e) => e.type === 'answered' && e.seat === 1);
    expect(events[i - 1]).toMatchObject({ type: 'off_record', kind: 'hint', seat: 1, decision: 'seer', vis: { seats: [] } });
    expect(events[i]).toMatchObject({ raw: pick });
    session.stop();
  });
});
