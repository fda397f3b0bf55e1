// A seat voted out names who led the vote, and where else it would look: the two told apart, and the ballot that put it
// out never the reason against one voter of it. Played at 80x24 (werewolf, seed 1206901): "Look hard at Mira, who led the
// case against me. I have a bad feeling about Jonah… Here is why: Jonah, Bruno, Seat 3 and Tomas all voted me", and so in
// 8.5% of werewolf last words (100 games, seed 1206950), the leader often among the list.
import { describe, expect, it } from 'vitest';
import { DEFEND_LAST_AGAINST, LAST_LEAN, LAST_LEAN_BESIDE } from '../../src/players/scripted/speech/lines.js';
import { seededGames, sentencesOf } from './seeded-talk.js';

/** A line of the bank as a pattern, its {target} caught. */
const pattern = (line: string) =>
  new RegExp('^' + line.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{target}', '([A-Z][a-z]+)').replace('{other}', '[A-Z][a-z]+') + '([.!]|,? .*)?$', 'i');
const LED = DEFEND_LAST_AGAINST.map(pattern);
const LEAN = LAST_LEAN.map(pattern);
const BESIDE = LAST_LEAN_BESIDE.map(pattern);
const match = (sentence: string, bank: RegExp[]) => bank.map((p) => p.exec(sentence)?.[1]).find((x) => x !== undefined);

describe('last words of a seat voted out', () => {
  it.each([['werewolf', 40], ['werewolf-9', 40]] as const)('%s: no bloc ballot as a reason; a second seat told apart from the leader', async (preset, games) => {
    let removed = 0;
    let beside = 0;
    const blocs: string[] = [];
    const unlinked: string[] = [];
    for await (const { events, speeches } of seededGames(preset, games)) {
      const out = new Set(events.filter((e) => e.type === 'died' && e.reason === 'banished').flatMap((e) => e.seats as number[]));
      for (const e of speeches) {
        if (e.context !== 'last_words' || !out.has(e.seat)) continue;
        removed++;
        const text = String(e.text);
        // "Nell, Hugo and Ada all put their votes on me": one voter singled out by what the whole bloc did.
        if (/\b[A-Z][a-z]+,( [A-Z][a-z]+,)* [A-Z][a-z]+ and [A-Z][a-z]+ all [a-z ]*\bme\b/.test(text)) blocs.push(text);
        const sentences = sentencesOf(text);
        const led = sentences.map((s) => match(s, LED)).find((x) => x !== undefined);
        const lean = sentences.map((s) => match(s, LEAN)).find((x) => x !== undefined);
        if (led !== undefined && lean !== undefined && lean !== led) unlinked.push(text);
        if (led !== undefined && sentences.some((s) => match(s, BESIDE) !== undefined)) beside++;
      }
    }
    expect(removed).toBeGreaterThan(20);
    expect(blocs, blocs.slice(0, 3).join('\n')).toEqual([]);
    expect(unlinked, unlinked.slice(0, 3).join('\n')).toEqual([]);
    // The second seat is said beside the leader somewhere in the run: the path is exercised, not only avoided.
    expect(beside).toBeGreaterThan(0);
  }, 300_000);
});
