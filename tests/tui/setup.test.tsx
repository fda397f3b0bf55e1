import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { SetupApp } from '../../src/tui/apps.js';
import { frame, KEY, liveHeight, mount, press, waitFor, waitForText } from './helpers.js';

afterEach(cleanup);

describe('setup screen', () => {
  it('picks a game and a role to practise, shows Claude as needing a key, then starts the game', async () => {
    const onChoice = vi.fn();
    const r = mount(<SetupApp defaults={{ seed: 3, paceMs: 0 }} onChoice={onChoice} />, { columns: 80, rows: 24 });
    const f = await waitForText(r, 'Which game, and how many at the table?');
    expect(f).toContain('Werewolf, standard 12 seats (12 players)');
    expect(f).toContain('werewolf-6');
    await press(r, KEY.down, KEY.down, KEY.enter);
    await waitForText(r, 'A role to practise?');
    await waitForText(r, '❯ Random (the deal decides)');
    expect(frame(r)).toContain('the seer check one player a night');
    await press(r, KEY.down, KEY.down, KEY.enter); // werewolf, seer
    await waitForText(r, 'Who sits at the table with you?');
    expect(frame(r)).toContain('Claude — needs an API key');
    await press(r, KEY.down); // Claude cannot be picked: the cursor stays on the bots
    await waitForText(r, '❯ Bots (offline, instant)');
    await press(r, KEY.enter);
    expect(onChoice).toHaveBeenCalledWith({ preset: 'werewolf-6', role: 'seer', opponents: 'bots' });
    await waitForText(r, /You: Seat \d \(You\) · the seer/);
    expect(liveHeight(r)).toBeLessThanOrEqual(23);
  });

  it('goes back a question with Esc, and Random leaves the deal alone', async () => {
    const onChoice = vi.fn();
    const r = mount(<SetupApp defaults={{ seed: 3, paceMs: 0 }} onChoice={onChoice} />, { columns: 80, rows: 24 });
    await waitForText(r, 'Which game');
    await press(r, KEY.enter);
    await waitForText(r, 'A role to practise?');
    await press(r, KEY.esc);
    await waitForText(r, 'Which game');
    await press(r, KEY.down, KEY.enter);
    await waitForText(r, 'A role to practise?');
    await press(r, KEY.enter);
    await waitForText(r, 'Who sits at the table');
    await press(r, KEY.enter);
    await waitFor(r, () => onChoice.mock.calls.length > 0, 'the choice');
    expect(onChoice).toHaveBeenCalledWith({ preset: 'werewolf-9', opponents: 'bots' });
  });

  it('offers Claude when the caller has LLM players, and seats them through aiFor', async () => {
    const onChoice = vi.fn();
    const asked: number[] = [];
    const claude = (seat: number) => {
      asked.push(seat);
      return undefined; // keep the bot: the test has no model
    };
    const r = mount(<SetupApp defaults={{ seed: 3, paceMs: 0, claude }} onChoice={onChoice} />, { columns: 80, rows: 24 });
    await waitForText(r, 'Which game');
    await press(r, KEY.down, KEY.down, KEY.enter);
    await waitForText(r, 'A role to practise?');
    await press(r, KEY.enter);
    await waitForText(r, 'Claude — LLM players (uses your API key)');
    await press(r, KEY.down);
    await waitForText(r, '❯ Claude');
    await press(r, KEY.enter);
    expect(onChoice).toHaveBeenCalledWith({ preset: 'werewolf-6', opponents: 'claude' });
    await waitFor(r, () => asked.length === 5, 'every AI seat offered to Claude');
  });
});
