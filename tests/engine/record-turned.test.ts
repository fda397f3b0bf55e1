// The record by player in a model seat's prompt: a seat that trusted and suspected one player on one day is said to
// have turned ("trusted, then suspected Ada"), in the order it said them, not "trusted Ada, suspected Ada" (a relay reader).
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import type { GameEvent } from '../../src/engine/events.js';
import { record } from '../../src/engine/prompt.js';
import { makeRenderer } from '../../src/engine/render.js';
import type { PlayerView } from '../../src/engine/view.js';
import { findBoard } from '../../src/rules/index.js';

const NAMES = ['Katya', 'Vera', 'Elsie', 'Jonah', 'Nell', 'Ada', 'Oskar', 'Tomas', 'Wren'];
const label = (s: number) => NAMES[s - 1]!;
let n = 0;
const speech = (day: number, seat: number, claims: Claim[]): GameEvent =>
  ({ n: ++n, day, type: 'speech', seat, text: 'words', claims, context: 'discussion', vis: 'public' }) as unknown as GameEvent;

describe('the record by player', () => {
  it('says a turn on one seat within a day as a turn, in the order said, and each stance alone otherwise', () => {
    const board = findBoard('werewolf-9')!;
    const render = makeRenderer(board.ruleset, label, () => board.preset.options, () => 9);
    const seats = NAMES.map((name, i) => ({ seat: i + 1, name, alive: true }));
    const events = [
      speech(1, 2, [{ kind: 'trust', target: 5 }, { kind: 'trust', target: 6 }]),
      speech(1, 2, [{ kind: 'suspect', target: 6 }, { kind: 'vote', target: 8 }]),
      speech(1, 3, [{ kind: 'suspect', target: 1 }]),
      speech(1, 3, [{ kind: 'trust', target: 1 }]),
      // A turn across days is two days' stances.
      speech(1, 7, [{ kind: 'trust', target: 4 }]),
      speech(2, 7, [{ kind: 'suspect', target: 4 }]),
      // Suspected and said it would vote the same seat: the vote says it all. A vote said in words is a stance, not a ballot.
      speech(1, 4, [{ kind: 'suspect', target: 2 }, { kind: 'vote', target: 2 }]),
      speech(1, 4, [{ kind: 'trust', target: 1 }]),
      speech(1, 5, [{ kind: 'trust', target: 3 }]),
      speech(1, 5, [{ kind: 'vote', target: 3 }]),
    ];
    const view = { seat: 9, name: 'Wren', role: 'villager', team: 'village', teammates: [], alive: true, day: 3, phase: 'day', step: 'discussion', seats, events } as unknown as PlayerView;
    const lines = record(view, render);
    const of = (s: number) => lines.find((l) => l.startsWith(`Seat ${s} (`))!;
    expect(of(2)).toBe('Seat 2 (Vera): D1 trusted Nell, trusted, then suspected Ada, would vote Tomas');
    expect(of(3)).toBe('Seat 3 (Elsie): D1 suspected, then trusted Katya');
    expect(of(7)).toBe('Seat 7 (Oskar): D1 trusted Jonah · D2 suspected Jonah');
    expect(of(4)).toBe('Seat 4 (Jonah): D1 would vote Vera, trusted Katya');
    expect(of(5)).toBe('Seat 5 (Nell): D1 trusted, then would vote Elsie');
  });
});
