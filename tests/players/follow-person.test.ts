// A person who says only whom they will vote ("Still, my lean is Luca and I will vote Luca") made the case the
// table follows: a bot that takes it up names the person as the one it follows ("Sam named Luca first; I have the
// same itch"), never gives the person's word as its own reason ("Sam accused Luca, so something about Luca
// bothers me": a borrowed reason). Seen in play (seer game, seed 4243, day 1).
import { describe, expect, it } from 'vitest';
import { runGame } from '../../src/engine/game.js';
import type { GameEvent } from '../../src/engine/events.js';
import type { Claim } from '../../src/engine/core-events.js';
import { createTable } from '../../src/table/setup.js';
import { FnPlayer, passive } from '../helpers/players.js';

type E = GameEvent & Record<string, any>;

describe('a person\'s announced vote', () => {
  it('is followed by name, never borrowed as a bot\'s own reason', async () => {
    let followers = 0;
    const borrowed: string[] = [];
    for (const seed of [11, 12, 13, 14, 15, 16]) {
      let target = 0;
      const person = new FnPlayer((req) => {
        if (req.freeText && req.kind === 'discussion' && target === 0) {
          target = seed % 2 === 0 ? 3 : 5;
          return `Nothing much to go on yet. Still, I will vote Seat ${target} unless someone talks me out of it.`;
        }
        return passive(req);
      }, 'human');
      const table = createTable({ preset: 'werewolf', seed, human: { seat: 1, participant: person, name: 'Sam', role: 'villager' } });
      const events = (await runGame(table)).events as E[];
      const mine = events.find((e) => e.type === 'speech' && e.seat === 1 && e.context === 'discussion' && e.day === 1);
      if (!mine || (mine.claims as Claim[]).every((c) => c.kind !== 'vote')) continue;
      for (const e of events) {
        if (e.type !== 'speech' || e.vis !== 'public' || e.day !== 1 || e.context !== 'discussion' || e.n < mine.n || e.seat === 1) continue;
        const on = ((e.claims as Claim[] | undefined) ?? []).some((c) => c.kind === 'suspect' && (c as { target: number }).target === target);
        if (!on || !/\bSam\b/.test(String(e.text))) continue;
        followers++;
        if (/Sam (?:accused|pointed at|went after) [A-Z][a-z]+(?: today| earlier today)?(?:,? (?:so|which is why|and that is why)|\.)/.test(String(e.text))) borrowed.push(String(e.text));
      }
    }
    expect(followers).toBeGreaterThan(2);
    expect(borrowed).toEqual([]);
  }, 300_000);
});
