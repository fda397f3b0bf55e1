// The screen's part when the model fails: it asks "bots or stop?" itself, and a model seat's default shows.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { FailureQuestion } from '../../src/ai/failure-question.js';
import { FailurePolicy } from '../../src/ai/failover.js';
import { aiSeats } from '../../src/ai/seats.js';
import type { GameEvent } from '../../src/engine/events.js';
import { makeRenderer } from '../../src/engine/render.js';
import { errorBody, type FakeAnthropic } from '../../src/fake-anthropic/server.js';
import { createAnthropicProvider } from '../../src/llm/anthropic.js';
import { findBoard } from '../../src/rules/index.js';
import { SessionApp } from '../../src/tui/apps.js';
import { initialScreen, reduceScreen, type ScreenState } from '../../src/tui/screen-state.js';
import { createWatchSession } from '../../src/tui/session.js';
import { mount, press, waitFor, waitForText } from '../tui/helpers.js';
import { fakeServer } from './support.js';

let server: FakeAnthropic | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

async function watchWithLostModel() {
  server = await fakeServer();
  server.setDefault(() => ({ kind: 'status', status: 404, body: errorBody(404, 'model: claude-gone-1') }));
  const provider = createAnthropicProvider({ apiKey: 'k', baseURL: server.url, model: 'claude-gone-1', maxRetries: 0 });
  const question = new FailureQuestion();
  const controller = new AbortController();
  let fromStderr = 0;
  const policy = new FailurePolicy(
    (err) => (question.attached ? question.ask(err.message) : (fromStderr++, Promise.resolve('bots'))),
    () => controller.abort('the model cannot play'),
  );
  const seats = aiSeats({ mode: 'claude', provider, policy, seed: 3 });
  const session = createWatchSession({ preset: 'werewolf-6', seed: 3, paceMs: 0, aiFor: seats.aiFor, question, signal: controller.signal });
  const r = mount(<SessionApp session={session} />, { columns: 80, rows: 24 });
  return { r, session, seats, asked: () => fromStderr };
}

describe('the model is lost mid-game', () => {
  it('the screen asks, names the model, and b lets the bots finish the game', async () => {
    const { r, seats, asked } = await watchWithLostModel();
    const f = await waitForText(r, 'The model cannot play');
    expect(f).toContain('has no model "claude-gone-1"');
    expect(f).toMatch(/b bots take the model's seats.*s stop the game/);
    await press(r, 'x', '\r'); // other keys do nothing while it asks
    // Read once the screen has drawn again (a frame caught mid-draw under a loaded machine read empty: both cores busy).
    expect(await waitForText(r, 'The model cannot play')).toMatch(/b bots take the model's seats/);
    await press(r, 'b');
    await waitForText(r, ' Roles  THINK');
    expect(asked()).toBe(0);
    expect(seats.usage.byBots).toBeGreaterThan(10);
  });

  it('s stops the game, and the screen says why', async () => {
    const { r, session } = await watchWithLostModel();
    await waitForText(r, 'The model cannot play');
    await press(r, 's');
    await waitFor(r, () => session.feed.state.error, 'the game to stop');
    expect(session.feed.state.error).toMatch(/The game stopped: the model cannot play/);
  });
});

describe('a default for another seat in play', () => {
  const { ruleset, preset } = findBoard('werewolf-6')!;
  const render = makeRenderer(ruleset, (s) => `P${s}`);
  const ctx = { ruleset, line: (e: GameEvent) => render.line(e) };
  let n = 0;
  const ev = (type: string, fields: Record<string, unknown>, vis: GameEvent['vis']): GameEvent => ({ type, n: n++, day: 1, vis, ...fields }) as GameEvent;
  const step = (s: ScreenState, phase: string, name: string) => reduceScreen(s, { type: 'event', e: ev('phase_started', { phase, step: name, round: 1 }, 'public'), visible: true }, ctx);
  const lastLine = (s: ScreenState) => {
    const item = s.items.at(-1)!;
    return item.kind === 'line' ? item.text : '';
  };

  it('names the seat for a public decision, and no seat for a secret one', () => {
    let s = initialScreen('play', 1, ruleset, preset);
    s = step(s, 'day', 'vote');
    s = reduceScreen(s, { type: 'event', e: ev('defaulted', { seat: 3, decision: 'vote', value: 'abstain', reason: 'no answer' }, { seats: [3] }), visible: false }, ctx);
    expect(lastLine(s)).toBe("Seat 3 (#3) gave no valid answer (vote); the rules' default was used.");
    s = step(s, 'night', 'witch');
    s = reduceScreen(s, { type: 'event', e: ev('defaulted', { seat: 4, decision: 'witch', value: 'pass', reason: 'no answer' }, { seats: [4] }), visible: false }, ctx);
    expect(lastLine(s)).toBe("A seat gave no valid answer; the rules' default was used.");
    expect(JSON.stringify(s.items)).not.toMatch(/Seat 4|witch|pass/);
  });
});
