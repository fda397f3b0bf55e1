// Property tests over many seeded bot games of one preset: the game ends, every action is legal,
// the winner matches the state, the log folds back to the same state, and nothing leaks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold, runGame } from '../../src/engine/game.js';
import type { GameEvent } from '../../src/engine/events.js';
import { createTable } from '../../src/table/setup.js';
import { makeRenderer } from '../../src/engine/render.js';
import { oracleLeaks } from './knowledge-oracle.js';
import { canaryWrap, checkLeaks, type Seen } from './leaks.js';
import { runsOf } from './soak.js';

export interface PropertyConfig {
  preset: string;
  /** The soak's count of games (npm test plays a quarter: soak.ts). */
  runs: number;
  privateTeam: string;
  sides: readonly string[];
  referee: (events: readonly GameEvent[], state: any) => string[];
  /** Table options (RULES.md option variants); the preset's own when absent. */
  options?: Record<string, unknown>;
  /** Every game in npm test too, not a quarter (a suite that counts what came up needs them all). */
  whole?: boolean;
  /** Sees every finished game, to count what the runs covered. */
  observe?: (events: readonly GameEvent[]) => void;
}

const played = (cfg: PropertyConfig) => (cfg.whole ? cfg.runs : runsOf(cfg.runs));

const label = (cfg: PropertyConfig) =>
  cfg.preset + (cfg.options ? ` (${Object.entries(cfg.options).map(([k, v]) => `${k}=${v}`).join(', ')})` : '');

export async function playChecked(cfg: PropertyConfig, seed: number) {
  // A third of the games seat random players on one side, so odd but legal actions are covered.
  const bots = seed % 3 === 0 ? {} : { [cfg.sides[seed % cfg.sides.length]!]: 'random' as const };
  const seen = new Map<number, Seen>();
  const setup = createTable({ preset: cfg.preset, seed, bots, onPrompt: () => {}, ...(cfg.options ? { options: cfg.options } : {}) });
  setup.participants = setup.participants.map((p, i) => canaryWrap(p, i + 1, seen));
  const { events, state } = await runGame(setup);
  return { events, state, seen, setup };
}

export async function runProperties(cfg: PropertyConfig): Promise<void> {
  let games = 0;
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 31 - 1 }), async (seed) => {
      const { events, state, seen, setup } = await playChecked(cfg, seed);
      games++;
      expect(state.core.winner).not.toBeNull();
      expect(cfg.referee(events, state)).toEqual([]);
      expect(fold(setup.ruleset, events)).toEqual(state);
      expect(events.map((e) => e.n)).toEqual(events.map((_, i) => i));
      expect(checkLeaks(setup.ruleset, events, state, seen, cfg.privateTeam)).toEqual([]);
      const render = makeRenderer(setup.ruleset, (s) => state.core.seats[s - 1]?.name ?? '?');
      expect(oracleLeaks(events, seen, (e) => [render.line(e as GameEvent), render.brief(e as GameEvent)])).toEqual([]);
      cfg.observe?.(events);
    }),
    { numRuns: played(cfg), seed: 20261122 },
  );
  expect(games).toBeGreaterThanOrEqual(played(cfg));
}

/** The whole property suite for one preset: its seeded bot games (a quarter in `npm test`, all in the soak: soak.ts), then determinism on a few seeds. */
export function propertySuite(cfg: PropertyConfig): void {
  describe(`${label(cfg)}: ${played(cfg).toLocaleString('en')} seeded bot games`, () => {
    it('every game ends legally, folds back to its state, and leaks nothing', async () => {
      await runProperties(cfg);
    }, 300_000);

    it('the same seed gives the same log', async () => {
      for (const seed of [1, 2, 3]) {
        const a = await playChecked(cfg, seed);
        const b = await playChecked(cfg, seed);
        expect(JSON.stringify(b.events)).toBe(JSON.stringify(a.events));
      }
    });
  });
}
