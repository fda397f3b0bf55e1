// The hedge on a lean is the seat's own. In a relay game (werewolf-9, seed 1214001) three bots closed a bare lean with "…, so
// convince me either way" on one day, each after another head, and the sheriff, who speaks last, said "I'd point at Priya, and
// I'll settle it when everyone has spoken". All four model seats quoted one or the other as a bot's tell.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { seededTalkGames as games } from '../helpers/talk-games.js';

type E = GameEvent & Record<string, any>;

/** The closing hedges of a lean (speech/lines.ts: LEAN_OPEN_TAIL and LEAN_TAIL, three words or more). */
const HEDGES = [
  'but I want to hear the rest first',
  'nothing firmer yet',
  'not a vote yet',
  'and only a lean',
  "and I'll settle it when everyone has spoken",
  'so convince me either way',
  'though it is only a lean',
  'on a lean and no more',
  'unless someone gives me better',
  'as a lean, not a case',
  "and I'd welcome a better case",
  'until I hear better',
  'thin as the reason is',
];
const WAITING = /the rest first|everyone has spoken/i;

describe('the hedge on a lean', () => {
  it('is said by one seat a day, and never waits on the table by a seat that speaks after everyone', async () => {
    let hedges = 0;
    const again: string[] = [];
    const late: string[] = [];
    for (const g of await games('werewolf-9', 40)) {
      const events = g.events as E[];
      const seats = (events.find((e) => e.type === 'game_started')!.seats as { seat: number }[]).map((s) => s.seat);
      const dead = new Set<number>();
      const spoke = new Map<number, Set<number>>();
      const said = new Map<string, number>();
      for (const e of events) {
        if (e.type === 'died') for (const s of e.seats as number[]) dead.add(s);
        if (e.type !== 'speech' || e.vis !== 'public') continue;
        const today = spoke.get(e.day) ?? new Set<number>();
        spoke.set(e.day, today);
        const text = String(e.text).toLowerCase();
        for (const h of HEDGES) {
          if (!text.includes(h.toLowerCase())) continue;
          hedges++;
          const key = `${e.day}|${h}`;
          if (said.has(key) && said.get(key) !== e.seat) again.push(`day ${e.day}, seat ${e.seat}: ${e.text}`);
          said.set(key, e.seat as number);
        }
        if (WAITING.test(String(e.text)) && seats.every((s) => dead.has(s) || s === e.seat || today.has(s))) late.push(`day ${e.day}, seat ${e.seat}: ${e.text}`);
        today.add(e.seat as number);
      }
    }
    expect(hedges).toBeGreaterThan(100);
    expect(again).toEqual([]);
    expect(late).toEqual([]);
  }, 120_000);
});
