// A doubt said beside a vote for another seat is no case to take up by name. In a relay game (werewolf-9, 3 Dec) a
// model seat said "Elsie, you want Jonah out because he voted Hugo? That's no reason … I vote Priya today", and a bot
// answered "I'll go along with Vera's case against Elsie"; three seats corrected it ("Vera's case was on Priya").
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import type { DecideExtra, Participant } from '../../src/engine/participant.js';
import { runGame } from '../../src/engine/game.js';
import { escapeRe } from '../../src/engine/parse.js';
import { gameSeed } from '../../src/sim/run.js';
import { createTable } from '../../src/table/setup.js';
import * as G from '../../src/players/scripted/speech/lines.js';

// Every line that takes up another seat's case by name, as a pattern over the two names.
const FOLLOW_LINES = [...new Set(Object.values(G).flatMap((v) => (Array.isArray(v) ? v.filter((l): l is string => typeof l === 'string' && l.includes('{seconded}') && l.includes('{target}')) : [])))];

function follows(text: string, by: string, target: string): boolean {
  return FOLLOW_LINES.some((l) => {
    const re = escapeRe(l)
      .replace(/\\\{seconded\\\}/g, escapeRe(by))
      .replace(/\\\{target\\\}/g, escapeRe(target))
      .replace(/\\\{[a-z]+\\\}/g, '.*?');
    return new RegExp(re, 'i').test(text);
  });
}

/** A model seat: the bot's answers, but its day speeches doubt one seat and vote another (claims as a model gives them). */
function doubter(bot: Participant, me: number): Participant {
  return {
    kind: 'ai',
    async decide(system: string, user: string, extra: DecideExtra): Promise<string> {
      const { request } = extra;
      if (request.kind !== 'discussion') return bot.decide(system, user, extra);
      const alive = request.view.seats.filter((s) => s.alive && s.seat !== me).map((s) => s.seat);
      const [doubt, vote] = [alive[0]!, alive[1]!];
      const name = (s: number) => request.view.seats.find((x) => x.seat === s)!.name;
      return JSON.stringify({
        speech: `${name(doubt)}, your reason is thin and I want it explained. But my mark is ${name(vote)}: I vote ${name(vote)} today.`,
        claims: [
          { kind: 'suspect', target: doubt },
          { kind: 'vote', target: vote },
          { kind: 'suspect', target: vote },
        ],
      });
    },
  };
}

describe('a doubt said beside a vote elsewhere', () => {
  it('is never taken up by a bot as that seat\'s case against the seat doubted', async () => {
    let followers = 0;
    const wrong: string[] = [];
    for (let i = 0; i < 16; i++) {
      const me = 1 + (i % 9);
      const setup = createTable({ preset: 'werewolf-9', seed: gameSeed(4242, i) });
      setup.participants[me - 1] = doubter(setup.participants[me - 1]!, me);
      const { events } = await runGame(setup);
      const names = new Map((events.find((e) => e.type === 'game_started')!.seats as { seat: number; name: string }[]).map((s) => [s.seat, s.name]));
      let said: { doubt: number; vote: number; day: number } | undefined;
      for (const e of events as (GameEvent & Record<string, any>)[]) {
        if (e.type !== 'speech' || e.vis !== 'public' || e.context !== 'discussion') continue;
        if (e.seat === me) {
          const claims = e.claims as { kind: string; target: number }[];
          said = { doubt: claims[0]!.target, vote: claims[1]!.target, day: e.day };
          continue;
        }
        if (!said || said.day !== e.day) continue;
        if (follows(e.text, names.get(me)!, names.get(said.vote)!)) followers++;
        if (follows(e.text, names.get(me)!, names.get(said.doubt)!)) wrong.push(e.text);
      }
    }
    // The case it did make (its vote) is still taken up by name.
    expect(followers).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  }, 300_000);
});

// Mafia at 80x24 (seed 5858): the seat that opened the case against Greta said in its defence "Add me to Nell and Elsie on
// Tomas's case against Greta". A seat that went after a seat first that day makes its own case; it joins nobody's.
describe('a case this seat opened itself', () => {
  it.each([
    ['mafia', 60],
    ['werewolf', 30],
  ] as const)('%s: is never taken up as a later seat\'s case', async (preset, n) => {
    const { seededTalkGames } = await import('../helpers/talk-games.js');
    let follows_ = 0;
    const wrong: string[] = [];
    for (const g of await seededTalkGames(preset, n)) {
      const names = new Map((g.events.find((e) => e.type === 'game_started')!.seats as { seat: number; name: string }[]).map((s) => [s.seat, s.name]));
      // Who first went after each seat, per day: seat -> (target -> n).
      let day = -1;
      const first = new Map<number, Map<number, number>>();
      for (const e of g.events as (GameEvent & Record<string, any>)[]) {
        if (e.type !== 'speech' || e.vis !== 'public') continue;
        if (e.day !== day) (day = e.day), first.clear();
        for (const [by, on] of first) {
          if (by === e.seat) continue;
          for (const [t, at] of on) {
            const mine = first.get(e.seat)?.get(t);
            if (!follows(String(e.text), names.get(by)!, names.get(t)!)) continue;
            follows_++;
            if (mine !== undefined && mine < at) wrong.push(String(e.text));
          }
        }
        const pointed = [...((e.claims ?? []) as { kind: string; target: number }[]).filter((c) => c.kind === 'suspect' || c.kind === 'vote').map((c) => c.target), ...(typeof e.nomination === 'number' ? [e.nomination] : [])];
        for (const t of pointed) {
          const on = first.get(e.seat) ?? new Map<number, number>();
          first.set(e.seat, on);
          if (!on.has(t)) on.set(t, e.n);
        }
      }
    }
    expect(follows_).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
  }, 300_000);
});
