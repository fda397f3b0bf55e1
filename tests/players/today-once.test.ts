// A sentence says "today" once: "Vera accused Priya today, and Vera cast a vote against Priya today", "Hugo pointed at me
// today, and today, Hugo voted me" were relay readers' tells (werewolf-9, seed 1312207); 23 sentences in 30 werewolf-9
// games (seed 5501) before, and 5 in 30 werewolf games (seed 5502). A fact said with no date is today's.
import { describe, expect, it } from 'vitest';
import { afterSameDay } from '../../src/players/scripted/speech/cite.js';
import { dateLast } from '../../src/players/scripted/speech/dates.js';
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

  it('any date once: "I voted Jonah yesterday, and Jonah turned out to be mafia yesterday" said its day twice (mafia, 80x24, seed 1230101)', () => {
    expect(afterSameDay('I voted Jonah yesterday', 'Jonah turned out to be mafia yesterday')).toBe('Jonah turned out to be mafia');
    expect(afterSameDay('yesterday, I voted Jonah', 'Jonah turned out to be mafia yesterday')).toBe('Jonah turned out to be mafia');
    expect(afterSameDay('Iris claimed the seer on day 2', 'on day 2, Iris called Bo a werewolf')).toBe('Iris called Bo a werewolf');
    // Another date keeps its own; the last date of the first fact is the one that carries.
    expect(afterSameDay('Bruno voted Katya yesterday', 'we found Katya dead this morning')).toBe('we found Katya dead this morning');
    expect(afterSameDay('Bo voted Cy on day 1', 'Cy turned out to be a villager on day 2')).toBe('Cy turned out to be a villager on day 2');
    expect(afterSameDay('Bo voted Cy on day 1, and Cy was shown yesterday', 'Di voted Cy yesterday')).toBe('Di voted Cy');
    // A fact of two keeps the date it closes on: it is its last fact's own ("…not Ada, though Tomas said Ada came back a
    // werewolf yesterday": talk bench, werewolf, seed 1231501). Nor after "; besides," (anyDate false).
    expect(afterSameDay('Vera said so yesterday', 'Iris voted Vera yesterday, not Ada, though Tomas said Ada came back a werewolf yesterday')).toBe('Iris voted Vera yesterday, not Ada, though Tomas said Ada came back a werewolf yesterday');
    expect(afterSameDay('Ada reported Luca as a werewolf yesterday', 'Ada voted me yesterday', false)).toBe('Ada voted me yesterday');
    expect(afterSameDay('Ada reported Luca as a werewolf today', 'Ada voted me today', false)).toBe('Ada voted me');
    // "since yesterday, I voted Jonah, …" read as "since yesterday": the date goes into the first fact.
    expect(dateLast('yesterday, I voted Jonah, and Jonah turned out to be mafia')).toBe('I voted Jonah yesterday, and Jonah turned out to be mafia');
    expect(dateLast('yesterday, you voted me')).toBe('you voted me yesterday');
    expect(dateLast('yesterday, Bo voted Cy, Di voted Ed, and Ed voted Bo')).toBe('yesterday, Bo voted Cy, Di voted Ed, and Ed voted Bo');
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
