// A seat that said where its vote goes today is not asked where its ballot goes. "Vera, you accused Oskar; will your ballot follow
// it when the vote comes?" was asked, in 100 werewolf games (seed 1214100), only ever of a seat that had said "my vote goes to
// Oskar": 37 of 37 such questions (14 of 14 in werewolf-9); a model seat put the same to a person at 80x24 (mafia-classic, seed
// 1214702: "Sam, you went after Jonah; will your ballot follow it…", to a seat that had said "my vote is Jonah").
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { ASK_READ_SPOKE, ASK_WORD_SPOKE } from '../../src/players/scripted/speech/lines.js';
import { seededTalkGames as games } from '../helpers/talk-games.js';

type E = GameEvent & Record<string, any>;

/** The questions that ask where a seat's ballot goes (speech/lines.ts ASK_WORD_SPOKE, ASK_READ_SPOKE). */
const WHERE_BALLOT = new RegExp(
  [...ASK_WORD_SPOKE, ...ASK_READ_SPOKE]
    .map((l) => l.replace(/^\{target\}, (?:\{evidence\}[,;] )?/, '').replace(/\?$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{[a-z]+\\\}/g, '.+?'))
    .join('|'),
);

describe('asked where its ballot goes', () => {
  it('is never a seat that said where its vote goes today', async () => {
    let asked = 0;
    const moot: string[] = [];
    for (const preset of ['werewolf', 'werewolf-9', 'mafia']) {
      for (const g of await games(preset, 40)) {
        const announced = new Map<string, number>();
        for (const e of g.events as E[]) {
          if (e.type !== 'speech' || e.vis !== 'public') continue;
          if (WHERE_BALLOT.test(String(e.text)))
            for (const c of e.claims ?? []) {
              if (c.kind !== 'ask') continue;
              asked++;
              if (announced.has(`${e.day}:${c.target}`)) moot.push(`${preset} day ${e.day}: ${e.text}`);
            }
          for (const c of e.claims ?? []) if (c.kind === 'vote') announced.set(`${e.day}:${e.seat}`, c.target);
        }
      }
    }
    expect(asked).toBeGreaterThan(0);
    expect(moot).toEqual([]);
  }, 120_000);
});
