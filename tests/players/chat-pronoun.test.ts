// The pack's night talk names a seat once and then speaks of it as a person would. In a relay game (werewolf-9, seed 1214001) a
// bot wolf wrote "I say Oskar tonight. Oskar is getting close, since Oskar accused me today, and Oskar cast a vote against Iris
// yesterday", which its model partner quoted as the least human line of the game; 4% of the pack's chat sentences in werewolf-9
// self-play named one seat three times so. A kill's facts now say the seat as "he", "she" or "they" where it acts.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { splitSentences } from '../../src/players/scripted/speech/sentences.js';
import { seededTalkGames as games } from '../helpers/talk-games.js';

type E = GameEvent & Record<string, any>;

describe("the pack's night talk", () => {
  it('never names one seat three times in a sentence', async () => {
    let sentences = 0;
    const thrice: string[] = [];
    for (const preset of ['werewolf-9', 'werewolf']) {
      for (const g of await games(preset, 40)) {
        const names = ((g.events as E[]).find((e) => e.type === 'game_started')!.seats as { name: string }[]).map((s) => s.name);
        for (const e of g.events as E[]) {
          if (e.type !== 'wolf_proposal' || !e.message) continue;
          for (const s of splitSentences(String(e.message))) {
            sentences++;
            if (names.some((n) => (s.match(new RegExp(`\\b${n}\\b`, 'g')) ?? []).length >= 3)) thrice.push(s);
          }
        }
      }
    }
    expect(sentences).toBeGreaterThan(500);
    expect(thrice).toEqual([]);
  }, 120_000);
});
