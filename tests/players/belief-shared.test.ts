// The public record is shared by every seat of a table, so it must be a pure function of the public
// events: the same whichever seat brings it up to date first and however often seats read it between
// events; it is handed public events only, and an older view never reads a newer record.
import { describe, expect, it } from 'vitest';
import { decorate } from '../../src/engine/decorate.js';
import type { GameEvent } from '../../src/engine/events.js';
import { runGame } from '../../src/engine/game.js';
import type { PlayerView } from '../../src/engine/view.js';
import { isPublic, publicRecord, type PublicEvent } from '../../src/players/scripted/belief/public.js';
import type { PublicRecord } from '../../src/players/scripted/belief/reader.js';
import { SeatMind } from '../../src/players/scripted/mind.js';
import { gameSeed } from '../../src/sim/run.js';
import { createTable } from '../../src/table/setup.js';

/** Every decision's view of a seeded game, in the order the seats were asked, with the whole log. */
async function played(preset: string, seed: number): Promise<{ views: PlayerView[]; log: GameEvent[] }> {
  const views: PlayerView[] = [];
  const log: GameEvent[] = [];
  const setup = createTable({ preset, seed: gameSeed(seed, 0), onEvent: (e) => void log.push(e) });
  setup.participants = setup.participants.map((p) =>
    decorate(p, (next, system, user, extra) => {
      const view = extra.request.view;
      views.push({ ...view, events: view.events.slice() });
      return next(system, user, extra);
    }),
  );
  await runGame(setup);
  return { views, log };
}

/** The same views over a deep copy of the log: new event objects, so no record of the game is reused. */
function copied(views: readonly PlayerView[], log: readonly GameEvent[]): PlayerView[] {
  const copy = structuredClone(log);
  const twin = new Map(log.map((e, i) => [e, copy[i]!]));
  return views.map((v) => ({ ...v, events: v.events.map((e) => twin.get(e)!) }));
}

const lastViews = (views: readonly PlayerView[]): PlayerView[] => [...new Map(views.map((v) => [v.seat, v])).values()];

/** What a record holds: its posterior and every reason it noted, as plain data. */
const contents = (r: PublicRecord) => ({
  marginals: Array.from(r.belief.marginals()),
  top: r.belief.top(3),
  reasons: [...r.belief.reasons.entries()].sort((a, b) => a[0] - b[0]),
  claimsVersion: r.claimsVersion,
});

describe.each([
  ['werewolf', 3],
  ['werewolf-9', 2],
  ['mafia-classic', 4],
] as const)('%s: the shared public record', (preset, seed) => {
  it('is the same whichever seat asks first and however often seats read it between events', async () => {
    const { views, log } = await played(preset, seed);
    expect(views.length).toBeGreaterThan(30);

    // As in play: every seat in the order it was asked, each reading its belief after every update.
    const minds = new Map<number, SeatMind>();
    let asPlayed: PublicRecord | undefined;
    for (const v of copied(views, log)) {
      let mind = minds.get(v.seat);
      if (!mind) minds.set(v.seat, (mind = new SeatMind('normal')));
      mind.update(v, () => {});
      mind.belief.marginals();
      mind.pub!.belief.marginals();
      mind.belief.top(3);
      asPlayed = mind.pub;
    }

    // Backwards: the last seat first, each from its last view, nobody reading anything between.
    // The record to compare is the one of the seat asked last in the game (the newest view).
    let backwards: PublicRecord | undefined;
    for (const v of lastViews(copied(views, log)).reverse()) {
      const mind = new SeatMind('normal');
      mind.update(v, () => {});
      if (v.seat === views.at(-1)!.seat) backwards = mind.pub;
    }

    expect(asPlayed).toBeDefined();
    expect(backwards).not.toBe(asPlayed);
    const a = contents(asPlayed!);
    // Evidence moved seats, or the comparison proves little.
    expect(a.reasons.flatMap(([, list]) => list).length).toBeGreaterThan(5);
    expect(contents(backwards!)).toEqual(a);
  });

  it('is read from public events alone, and an older list gets a record of its own', async () => {
    const { log } = await played(preset, seed);
    const events = structuredClone(log).filter(isPublic);
    const all = publicRecord(events, 'normal');
    const half = events.slice(0, Math.floor(events.length / 2));
    const older = publicRecord(half, 'normal');
    expect(older).not.toBe(all);
    // The older record equals one read afresh from the same events; the newer one is still shared.
    const fresh = publicRecord(structuredClone(half), 'normal');
    expect(contents(older)).toEqual(contents(fresh));
    expect(publicRecord(events, 'normal')).toBe(all);

    const secret = structuredClone(log).find((e) => e.vis !== 'public')!;
    const start = events.slice(0, 1);
    expect(() => publicRecord([...structuredClone(start), secret as PublicEvent], 'normal')).toThrow(/not public/);
  });
});
