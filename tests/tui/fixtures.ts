// A screen state built the way the feed builds it: events through the reducer, with the real
// ruleset of the preset and its renderer.
import type { GameEvent, Visibility } from '../../src/engine/events.js';
import { makeRenderer } from '../../src/engine/render.js';
import { findBoard } from '../../src/rules/index.js';
import { initialScreen, reduceScreen, type ScreenAction, type ScreenState } from '../../src/tui/screen-state.js';

export const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu'];
let n = 0;
export const ev = (type: string, fields: Record<string, unknown>, vis: Visibility = 'public', day = 1): GameEvent => ({ n: n++, day, type, vis, ...fields });

export function screen(mode: 'play' | 'watch' = 'play', me: number | null = 1, presetId = 'werewolf-6') {
  const { ruleset, preset } = findBoard(presetId)!;
  let state = initialScreen(mode, me, ruleset, preset);
  const render = makeRenderer(ruleset, (seat) => state.seats[seat - 1]?.name ?? `#${seat}`, () => state.options);
  const all: GameEvent[] = [];
  const ctx = { ruleset, line: (e: GameEvent) => render.line(e), seen: all };
  const apply = (a: ScreenAction) => (state = reduceScreen(state, a, ctx));
  const see = (...events: GameEvent[]) =>
    events.forEach((e) => {
      apply({ type: 'event', e, visible: true });
      all.push(e);
    });
  see(ev('game_started', { ruleset: ruleset.id, preset: preset.id, options: preset.options, seats: NAMES.slice(0, preset.seats).map((name, i) => ({ seat: i + 1, name, persona: name })) }));
  return { get: (): ScreenState => state, see, apply, all, ruleset };
}
