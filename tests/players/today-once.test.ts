// A sentence says "today" once: "Vera accused Priya today, and Vera cast a vote against Priya today", "Hugo pointed at me
// today, and today, Hugo voted me" were relay readers' tells (werewolf-9, seed 1312207); 23 sentences in 30 werewolf-9
// games (seed 5501) before, and 5 in 30 werewolf games (seed 5502). A fact said with no date is today's.
import { describe, expect, it } from 'vitest';
import { afterSameDay } from '../../src/players/scripted/speech/cite.js';
import { seededGames, sentencesOf } from './seeded-talk.js';

describe('"today" once a sentence', () => {
  it('a fact after one of today drops its own "today", in either place', () => {
    expect(afterSameDay('Vera accused Priya today', 'Vera cast a vote against Priya today')).toBe('Vera cast a vote against Priya');
    expect(afterSameDay('Hugo pointed at me today', 'today, Hugo voted me')).toBe('Hugo voted me');
    expect(afterSameDay('Ada claimed the seer earlier today', 'Katya reported Ada as a werewolf earlier today')).toBe('Katya reported Ada as a werewolf');
    // Another day keeps its date.
    expect(afterSameDay('Vera accused Priya today', 'Vera voted Priya yesterday')).toBe('Vera voted Priya yesterday');
    expect(afterSameDay('Vera accused Priya yesterday', 'Vera voted Priya today')).toBe('Vera voted Priya today');
  });

  it('in the talk and team chat of seeded games', async () => {
    for (const preset of ['werewolf-9', 'werewolf'] as const) {
      for await (const g of seededGames(preset, 30)) {
        for (const e of g.events) {
          const text = e.type === 'speech' && e.vis === 'public' ? e.text : e.type === 'wolf_proposal' ? e.message : undefined;
          if (typeof text !== 'string') continue;
          for (const s of sentencesOf(text)) expect((s.match(/\btoday\b/gi) ?? []).length, `${preset} game ${g.i}: ${s}`).toBeLessThanOrEqual(1);
        }
      }
    }
  }, 300_000);
});
