// A lean said as a frame round its seat ("call it a lean: Iris gets my vote for now", "if I must pick today, and I must,
// I pick Iris") is a sentence of its own. Joined after a fact by "so" or "which is why" it was none: "Iris cast a vote
// against Wren on day 2, which is why call it a lean: Iris gets my vote for now" (werewolf-9, seed 1207101; 30 of
// 17,869 speeches in 600 seeded games). Bots only, on the shared seeded games.
import { describe, expect, it } from 'vitest';
import { LEAN } from '../../src/players/scripted/speech/lines.js';
import { corpusGames } from '../helpers/corpus.js';

/** Each framed lean line's opening words, as it would follow a joiner. */
const FRAMES = LEAN.filter((l) => /:|^(?:if|rather than|a thin lean)\b/i.test(l)).map((l) => l.split(/\{target\}|:/)[0]!.trim());
const JOINED = new RegExp(`, (?:so|which is why|and that is why) (?:${FRAMES.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'i');

describe('a framed lean', () => {
  it('the frames are the lean lines that announce their seat', () => {
    expect(FRAMES.length).toBeGreaterThanOrEqual(4);
    expect(JOINED.test("Iris cast a vote against Wren on day 2, which is why call it a lean: Iris gets my vote for now.")).toBe(true);
  });

  it.each(['werewolf', 'mafia-classic'])('%s: is never said after "so" or "which is why"', async (preset) => {
    let framed = 0;
    const joined: string[] = [];
    (await corpusGames(preset, 120)).forEach((events, i) => {
      for (const e of events) {
        if (e.type !== 'speech' || e.vis !== 'public') continue;
        const text = String(e.text);
        if (FRAMES.some((f) => text.toLowerCase().includes(f.toLowerCase()))) framed++;
        if (JOINED.test(text)) joined.push(`game ${i}, day ${e.day}: ${text}`);
      }
    });
    // The frames are still said, as sentences of their own (fewer since a vote after a case taken up is no longer a lean; 10 in
    // mafia-classic's 120 games since a first day's lean is carried to a flat morning with its reason, not said as a bare one).
    expect(framed).toBeGreaterThanOrEqual(8);
    expect(joined).toEqual([]);
  }, 300_000);
});
