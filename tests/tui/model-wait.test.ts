// The waiting line says what a model seat's call is doing (issue 24, items 9, 11, 15): thinking and for how
// long, a re-ask as one ("asking Seat 6 again (2/3)"), no answer and when it asks again, the server's rate
// limit; and in play never names a seat the person may not see deciding.
import { describe, expect, it } from 'vitest';
import { ModelWatch } from '../../src/ai/model-watch.js';
import { Limiter } from '../../src/ai/limiter.js';
import type { GameEvent } from '../../src/engine/events.js';
import { makeRenderer } from '../../src/engine/render.js';
import { werewolf } from '../../src/rules/werewolf/index.js';
import { limitText, waitingText } from '../../src/tui/components/Waiting.js';
import { initialScreen, reduceScreen, type ScreenAction, type ScreenState } from '../../src/tui/screen-state.js';

const preset = werewolf.presets.find((p) => p.id === 'werewolf-6')!;
const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];
let n = 0;
const ev = (type: string, fields: Record<string, unknown>): GameEvent => ({ n: n++, day: 1, type, vis: 'public', ...fields }) as GameEvent;

function table(mode: 'play' | 'watch', phase: string, step: string): ScreenState {
  let state = initialScreen(mode, mode === 'play' ? 1 : null, werewolf, preset);
  const render = makeRenderer(werewolf, (seat) => NAMES[seat - 1]!);
  const ctx = { ruleset: werewolf, line: (e: GameEvent) => render.line(e), seen: [] };
  const apply = (a: ScreenAction) => (state = reduceScreen(state, a, ctx));
  apply({ type: 'event', e: ev('game_started', { ruleset: 'werewolf', preset: 'werewolf-6', options: {}, seats: NAMES.map((name, i) => ({ seat: i + 1, name, persona: name })) }), visible: true });
  apply({ type: 'event', e: ev('phase_started', { phase, step, round: 1 }), visible: true });
  return state;
}
const waitOn = (s: ScreenState, seat: number, kind: string, freeText = false): ScreenState => ({ ...s, waiting: [...s.waiting, { seat, kind, freeText }] });

describe('the waiting line for model seats', () => {
  const now = 1_000_000;

  it('a model thinking before its first word: "Seat 6 (Flo) (thinking, 45 s)"; a quick call says only the decision', () => {
    const w = new ModelWatch();
    w.asking(6, 1, 3, now - 45_000);
    w.thinking(6);
    const s = waitOn(table('watch', 'day', 'vote'), 6, 'vote');
    expect(waitingText(s, w.current(), now)).toBe('Waiting for Seat 6 (Flo) (thinking, 45 s)…');
    w.asking(6, 1, 3, now - 500);
    expect(waitingText(s, w.current(), now)).toBe('Waiting for Seat 6 (Flo) (vote)…');
  });

  it('a re-ask: "Asking Seat 6 (Flo) again (2/3)", and said as a line where there is no screen', () => {
    const lines: string[] = [];
    const w = new ModelWatch((l) => lines.push(l));
    w.asking(6, 1, 3, now - 3000);
    w.asking(6, 2, 3, now - 3000);
    const s = waitOn(table('watch', 'day', 'vote'), 6, 'vote');
    expect(waitingText(s, w.current(), now)).toBe('Asking Seat 6 (Flo) again (2/3): asked 3 s ago…');
    expect(lines).toEqual(['asking Seat 6 again (2/3)']);
  });

  it('no answer: why, and when the seat asks again', () => {
    const w = new ModelWatch();
    w.asking(4, 1, 3, now - 20_000);
    w.waiting(4, 'no reply in time', 4000);
    const s = waitOn(waitOn(table('watch', 'day', 'vote'), 4, 'vote'), 5, 'vote');
    expect(waitingText(s, w.current(), Date.now())).toMatch(/^Waiting for Seat 4 \(Di\) \(no reply in time; asking again in [34] s\), Seat 5 \(Ed\) \(vote\)…$/);
  });

  it('in play, a seat deciding at night is not named: only that a model seat is thinking', () => {
    const w = new ModelWatch();
    w.asking(3, 1, 3, now - 12_000);
    w.thinking(3);
    const s = waitOn(table('play', 'night', 'seer'), 3, 'seer');
    const text = waitingText(s, w.current(), now);
    expect(text).toBe('The night goes on (a model seat: thinking, 12 s)…');
    expect(text).not.toMatch(/Seat 3|Cy|seer/);
  });

  it('a rate limit: fewer calls at once, and when the next may go', async () => {
    const w = new ModelWatch();
    const limiter = new Limiter(6, (l) => w.limited(l));
    limiter.limited(5000);
    expect(limitText(w.current())).toMatch(/^The model server is rate-limiting us: 3 calls at a time \(of 6\); the next call in [45] s\.$/);
    limiter.limited(5000); // the same wait: not halved again
    expect(limiter.concurrency).toBe(3);
    for (let i = 0; i < 12; i++) limiter.answered();
    expect(limiter.concurrency).toBe(6);
  });
});

describe('the limiter', () => {
  it('holds new calls for the retry-after and runs at most the lowered number at once', async () => {
    let t = 0;
    const limiter = new Limiter(4, () => {}, () => t);
    limiter.limited(0); // halved to 2, no wait
    let running = 0;
    let most = 0;
    const task = () =>
      limiter.run(async () => {
        most = Math.max(most, ++running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
      });
    t = 1;
    await Promise.all(Array.from({ length: 8 }, task));
    expect(most).toBe(2);
  });
});
