// The per-seat view: the log filtered by visibility, kept up to date event by event, and the same as the
// filter computed from the whole log at every point; roles stay hidden until shown; teams from their event.
import { describe, expect, it } from 'vitest';
import { Died, GameOver, PhaseStarted, RoleRevealed } from '../../src/engine/core-events.js';
import { PUBLIC, toSeats, toTeam, type EventDraft, type GameEvent } from '../../src/engine/events.js';
import { apply, emptyState, openingEvents, registryFor } from '../../src/engine/game.js';
import type { Ruleset } from '../../src/engine/ruleset.js';
import { canSee, ViewIndex, viewFromLog } from '../../src/engine/view.js';
import { note, Pick, PRESET, SEATS, toyRuleset } from './toy.js';

const ruleset = toyRuleset(async () => {}) as Ruleset<unknown>;

/** Appends drafts as the engine does (stamped, validated, folded), keeping an index beside the log. */
function table() {
  const state = emptyState(ruleset);
  const registry = registryFor(ruleset);
  const events: GameEvent[] = [];
  const index = new ViewIndex();
  const append = (drafts: EventDraft[]) => {
    for (const d of drafts) {
      const e = registry.check({ ...d, n: events.length, day: state.core.day });
      apply(ruleset, state, e);
      events.push(e);
      index.add(state.core, e);
    }
  };
  append(openingEvents({ ruleset, preset: PRESET, options: {}, seed: 1, seats: SEATS }));
  return { state, events, index, append };
}

describe('canSee', () => {
  it('public, a set of seats, a team', () => {
    const t = table();
    const red = t.state.core.seats.find((s) => s.team === 'reds')!.seat;
    const blue = t.state.core.seats.find((s) => s.team === 'blues')!.seat;
    expect(canSee(t.state.core, blue, PUBLIC)).toBe(true);
    expect(canSee(t.state.core, blue, toSeats(red))).toBe(false);
    expect(canSee(t.state.core, red, toSeats(red))).toBe(true);
    expect(canSee(t.state.core, red, toSeats())).toBe(false);
    expect(canSee(t.state.core, red, toTeam('reds'))).toBe(true);
    expect(canSee(t.state.core, blue, toTeam('reds'))).toBe(false);
  });
});

describe('ViewIndex', () => {
  it('matches the view computed from the whole log, for every seat, after every event', () => {
    const t = table();
    const [r1, r2] = t.state.core.seats.filter((s) => s.team === 'reds').map((s) => s.seat);
    const [b1] = t.state.core.seats.filter((s) => s.team === 'blues').map((s) => s.seat);
    const script: EventDraft[] = [
      PhaseStarted.make({ phase: 'night', step: 'night', round: 1 }, PUBLIC),
      PhaseStarted.make({ phase: 'night', step: 'reds', round: 1 }, toTeam('reds')),
      Pick.make({ seat: r1!, target: b1! }, toTeam('reds')),
      Pick.make({ seat: b1!, target: r2! }, toSeats(b1!)),
      note('public'),
      Died.make({ seats: [b1!], reason: 'night' }, PUBLIC),
      RoleRevealed.make({ seat: b1!, role: 'blue', team: 'blues' }, PUBLIC),
    ];
    for (const d of script) {
      t.append([d]);
      for (const { seat } of SEATS) {
        const live = t.index.view(t.state.core, seat);
        expect({ ...live, events: [...live.events] }).toEqual({ ...viewFromLog(t.state.core, t.events, seat), events: [...viewFromLog(t.state.core, t.events, seat).events] });
        expect(live.events.map((e) => e.n)).toEqual(t.events.filter((e) => canSee(t.state.core, seat, e.vis)).map((e) => e.n));
      }
    }
    expect(t.index.view(t.state.core, r2!).events.some((e) => e.type === 'toy_pick' && e.seat === r1)).toBe(true);
    expect(t.index.view(t.state.core, b1!).events.some((e) => e.type === 'toy_pick' && e.seat === r1)).toBe(false);
    expect(t.index.view(t.state.core, r1!).events.some((e) => e.type === 'toy_pick' && e.seat === b1)).toBe(false);
  });

  it('teammates come from the team event; roles are hidden but one\'s own, until shown on death or at the end', () => {
    const t = table();
    const reds = t.state.core.seats.filter((s) => s.team === 'reds').map((s) => s.seat);
    const blues = t.state.core.seats.filter((s) => s.team === 'blues').map((s) => s.seat);
    expect(t.index.view(t.state.core, reds[0]!).teammates).toEqual([reds[1]]);
    expect(t.index.view(t.state.core, blues[0]!).teammates).toEqual([]);
    const roles = (seat: number) => t.index.view(t.state.core, seat).seats.filter((s) => s.role !== undefined).map((s) => s.seat);
    expect(roles(blues[0]!)).toEqual([blues[0]]);
    t.append([Died.make({ seats: [reds[0]!], reason: 'x' }, PUBLIC)]);
    expect(roles(blues[0]!)).toEqual([blues[0]]);
    t.append([RoleRevealed.make({ seat: reds[0]!, role: 'red', team: 'reds' }, PUBLIC)]);
    expect(roles(blues[0]!)).toEqual([reds[0], blues[0]].sort((a, b) => a! - b!));
    t.append([GameOver.make({ winner: 'blues', reason: 'test', roles: [] }, PUBLIC)]);
    expect(roles(blues[0]!)).toEqual([1, 2, 3, 4]);
  });

  it('a seat\'s log only ever grows: a view handed out earlier is never rewritten', () => {
    const t = table();
    const before = t.index.view(t.state.core, 1).events;
    const copy = [...before];
    t.append([note('later')]);
    expect(before.slice(0, copy.length)).toEqual(copy);
    expect(t.index.view(t.state.core, 1).events.at(-1)).toMatchObject({ type: 'toy_note', text: 'later' });
  });
});
