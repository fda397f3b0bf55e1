// Seeded games of both Mafia presets with random (and sometimes wrong, secret-thinking) seats: every game
// ends, every action is legal, the log folds back to the live state, a seed replays the same log, and
// no seat's view or prompts hold a fact it may not know (by the engine's visibility and by the rules' oracle).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from '../../../src/engine/game.js';
import { mafia } from '../../../src/rules/mafia/index.js';
import { leaks, playMafia, refereeMafia } from '../../helpers/mafia-referee.js';
import { runsOf } from '../../helpers/soak.js';

describe.each(['mafia', 'mafia-classic'])(`%s: ${runsOf(1000).toLocaleString('en')} seeded random games`, (PRESET) => {
  it('end legally, fold back, replay identically and leak nothing', async () => {
    const winners = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.boolean(), async (seed, chaos) => {
        const played = await playMafia(PRESET, seed, chaos);
        const { game, events } = played;
        expect(refereeMafia(events)).toEqual([]);
        const last = events[events.length - 1]!;
        expect(last.type).toBe('game_over');
        expect(game.state.core.winner).toBe(last.winner);
        // A side's win, or a stalled table's draw (three nights and three days with no death).
        expect((mafia.victory(game.state) ?? mafia.stalled!(events))?.winner).toBe(game.state.core.winner);
        expect(fold(mafia, events)).toEqual(game.state);
        expect(leaks(played)).toEqual([]);
        const again = await playMafia(PRESET, seed, chaos);
        expect(JSON.stringify(again.events)).toBe(JSON.stringify(events));
        winners.set(game.state.core.winner!, (winners.get(game.state.core.winner!) ?? 0) + 1);
      }),
      { numRuns: runsOf(1000), seed: 0x6d61666 },
    );
    // Both sides win some games.
    expect(winners.get('town')).toBeGreaterThan(0);
    expect(winners.get('mafia')).toBeGreaterThan(0);
  });
});
