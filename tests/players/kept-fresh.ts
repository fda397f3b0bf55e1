// What a bot keeps from decision to decision, beside the same read from a fresh copy of the view: the
// harness of the tests that a cache or a kept belief gives what reading afresh gives.
import { decorate } from '../../src/engine/decorate.js';
import { runGame } from '../../src/engine/game.js';
import type { PlayerView } from '../../src/engine/view.js';
import { SeatMind } from '../../src/players/scripted/mind.js';
import { gameSeed } from '../../src/sim/run.js';
import { createTable } from '../../src/table/setup.js';

/**
 * Every `every`-th decision of `games` games seeded from `seed`: `read` with the seat's kept mind (read at
 * every decision, as a bot reads it: never shared across seats or games) beside `read` with a fresh mind
 * given a deep copy of the view, which shares no object with the game, so nothing kept for it is reused.
 */
export async function keptAndFresh<T>(preset: string, seed: number, games: number, every: number, read: (mind: SeatMind, view: PlayerView) => T): Promise<{ kept: T[]; fresh: T[] }> {
  const kept: T[] = [];
  const fresh: T[] = [];
  for (let g = 0; g < games; g++) {
    const setup = createTable({ preset, seed: gameSeed(seed, g) });
    const minds = new Map<number, SeatMind>();
    let count = 0;
    setup.participants = setup.participants.map((p) =>
      decorate(p, (next, system, user, extra) => {
        const view = extra.request.view;
        let mind = minds.get(view.seat);
        if (!mind) minds.set(view.seat, (mind = new SeatMind('normal')));
        const answer = read(mind, view);
        if (count++ % every === 0) {
          kept.push(answer);
          fresh.push(read(new SeatMind('normal'), structuredClone(view)));
        }
        return next(system, user, extra);
      }),
    );
    await runGame(setup);
  }
  return { kept, fresh };
}
