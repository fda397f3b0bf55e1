// The screen draws a hostile model's speeches, chat and THINK as text: no frame Ink writes carries
// their clipboard writes, title changes, clears or cursor moves (Ink's own colours aside).
import { cleanup } from 'ink-testing-library';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FailurePolicy } from '../../src/ai/failover.js';
import { aiSeats } from '../../src/ai/seats.js';
import type { FakeAnthropic } from '../../src/fake-anthropic/server.js';
import { createAnthropicProvider } from '../../src/llm/anthropic.js';
import { SessionApp } from '../../src/tui/apps.js';
import { createWatchSession } from '../../src/tui/session.js';
import { controlSequences, FORGED, hostileServer } from '../helpers/hostile.js';
import { mount, waitForText } from './helpers.js';

let server: FakeAnthropic;
beforeAll(async () => {
  server = await hostileServer();
});
afterAll(() => server.close());
afterEach(cleanup);

describe('a hostile model on the screen', () => {
  it.each(['werewolf-6', 'mafia'])('%s: no frame of a whole watched game carries a control sequence of its text', async (preset) => {
    const provider = createAnthropicProvider({ apiKey: 'test-key', baseURL: server.url, model: 'claude-sonnet-5-5', maxRetries: 0 });
    const policy = new FailurePolicy(async () => 'bots', () => {});
    const seats = aiSeats({ mode: 'claude', provider, policy, seed: 1 });
    const session = createWatchSession({ preset, seed: 1, paceMs: 0, aiFor: seats.aiFor });
    const r = mount(<SessionApp session={session} />, { columns: 100, rows: 30 });
    await waitForText(r, ' Roles  THINK', 60_000);
    const all = r.frames.join('\n');
    expect(all).toContain(FORGED);
    // In Mafia the ballots speak too, under the tally.
    if (preset === 'mafia') expect(all).toContain('with the ballot');
    expect(all).not.toContain('pwned-title');
    expect(controlSequences(all, true)).toEqual([]);
  }, 300_000);
});
