// THINK reads its top suspect for what is against it, though under a half: "My likeliest wolves are Luca (35%)… Luca at 44%
// (in Luca's favour: Luca accused Jonah yesterday)" (werewolf-9, seed 1206972) gave the one fact for the seat it suspects most
// as the line's reason. What is left are seats nothing in the record points at (the prior and the others' clearing put them
// on top): 21% of such lines before (83 of 403, werewolf, 40 corpus games), 10% after.
import { describe, expect, it } from 'vitest';
import { seededGames } from './seeded-talk.js';

/** Every THINK line of the first `games` werewolf corpus games. */
async function* thinking(games: number): AsyncGenerator<string> {
  for await (const { events } of seededGames('werewolf', games)) for (const e of events) if (e.type === 'think') yield String(e.text ?? '');
}

describe('THINK on its likeliest wolf', () => {
  it('werewolf: gives what is against it, where the record holds anything', async () => {
    let lines = 0;
    const favour: string[] = [];
    for await (const text of thinking(40)) {
      const top = /likeliest (?:wolves|werewolves) (?:are|is) ([A-Z][a-z]+)\b/.exec(text)?.[1];
      const line = top && new RegExp(`${top} at \\d+% \\((in ${top}'s favour|against ${top})`).exec(text);
      if (!line) continue;
      lines++;
      if (line[1]!.startsWith('in')) favour.push(text);
    }
    expect(lines).toBeGreaterThan(200);
    expect(favour.length / lines, favour.slice(0, 3).join('\n')).toBeLessThan(0.15);
  }, 300_000);

  // "My likeliest wolves are Luca (35%)… Luca at 44%" read as two figures for one seat: a side of one seat, where more are
  // left (no werewolf's role is shown at this board, so four may be), is said as that.
  it('werewolf: says a side of one seat as the seat alone', async () => {
    let alone = 0;
    const bare: string[] = [];
    for await (const text of thinking(20)) {
      if (/likeliest (?:wolves|werewolves) are [A-Z][a-z]+ alone \(/.test(text)) alone++;
      // A side, not the ranked seats ("Greta (58%), Elsie (55%) and Priya (51%)"): sides are joined by "or".
      if (/likeliest (?:wolves|werewolves) are [A-Z][a-z]+ \(\d+%\)(?:, or |\.)/.test(text)) bare.push(text);
    }
    expect(alone).toBeGreaterThan(5);
    expect(bare.slice(0, 3)).toEqual([]);
  }, 300_000);
});
