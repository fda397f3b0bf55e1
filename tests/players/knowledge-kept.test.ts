// A seat's kept knowledge keeps its living and teammate sets from one decision to the next while the view
// says the same, and replaces them when it changes: the sets always hold what the view holds.
import { describe, expect, it } from 'vitest';
import { decorate } from '../../src/engine/decorate.js';
import { runGame } from '../../src/engine/game.js';
import { SeatMind } from '../../src/players/scripted/mind.js';
import { gameSeed } from '../../src/sim/run.js';
import { createTable } from '../../src/table/setup.js';

describe('kept knowledge', () => {
  it.each(['werewolf', 'mafia'])('%s: the living and teammates sets match every view of a seeded game', async (preset) => {
    const minds = new Map<number, SeatMind>();
    let checked = 0;
    let kept = 0;
    let replaced = 0;
    // Collected, not asserted in the seat: the engine takes a seat that throws for one that gave no answer.
    const wrong: number[] = [];
    const setup = createTable({ preset, seed: gameSeed(5, 0) });
    setup.participants = setup.participants.map((p) =>
      decorate(p, (next, system, user, extra) => {
        const view = extra.request.view;
        let mind = minds.get(view.seat);
        if (!mind) minds.set(view.seat, (mind = new SeatMind('normal')));
        const before = mind.k?.alive;
        const k = mind.update(view, () => {});
        const alive = view.seats.filter((s) => s.alive).map((s) => s.seat);
        if ([...k.alive].join() !== alive.join() || [...k.teammates].join() !== view.teammates.join()) wrong.push(view.events.length);
        if (before !== undefined) {
          if (k.alive === before) kept++;
          else replaced++;
        }
        checked++;
        return next(system, user, extra);
      }),
    );
    await runGame(setup);
    expect(checked).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
    // Both paths ran: decisions that kept the set, and deaths that replaced it.
    expect(kept).toBeGreaterThan(0);
    expect(replaced).toBeGreaterThan(0);
  });
});
