// A seat's word against its accuser takes a wording no other seat used that day, while one is left: "Jonah, you have the wrong
// player" from two seats of one day was a blind reader's third tell (werewolf-9 relay, seed 1251301).
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { DEFEND_AGAINST } from '../../src/players/scripted/speech/lines.js';
import { seededTalkGames } from '../helpers/talk-games.js';

type E = GameEvent & Record<string, any>;
const forms = DEFEND_AGAINST.map((l) => new RegExp(l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{target\\}', '[A-Z][a-z]+'), 'i'));

describe('werewolf (40 seeded games): the word against an accuser', () => {
  it('is not the wording another seat used that day while an unused one is left', async () => {
    let uses = 0;
    for (const g of await seededTalkGames('werewolf', 40)) {
      const seen = new Map<number, Map<number, Set<number>>>();
      for (const e of g.events as E[]) {
        if (e.type !== 'speech' || e.vis !== 'public') continue;
        const day = seen.get(e.day) ?? new Map<number, Set<number>>();
        seen.set(e.day, day);
        forms.forEach((re, i) => {
          if (!re.test(String(e.text))) return;
          uses++;
          const by = day.get(i) ?? new Set<number>();
          if (day.size < forms.length) expect(by.size === 0 || by.has(e.seat as number), `day ${e.day}: ${String(e.text)}`).toBe(true);
          by.add(e.seat as number);
          day.set(i, by);
        });
      }
    }
    expect(uses).toBeGreaterThan(20);
  }, 300_000);
});
