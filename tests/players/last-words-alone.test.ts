// Last words with nothing of the speaker's own against a seat leave a read ("Nell is where I'd look next"), never a
// second of another seat's case ("I can't add anything of my own on Nell; Tomas's case is what I have", from a
// mafioso just voted out: mafia-classic, seed 120621).
import { describe, expect, it } from 'vitest';
import { SECOND_ALONE } from '../../src/players/scripted/speech/lines.js';
import { seededGames } from './seeded-talk.js';

const HEADS = [...new Set(SECOND_ALONE.map((l) => l.split(';')[0]!.replace('{target}', '')))];

describe('last words', () => {
  it.each(['mafia-classic', 'werewolf-9', 'mafia'])('%s: never second a case with nothing of their own, and still name where to look', async (preset) => {
    const seconded: string[] = [];
    let leads = 0;
    for await (const { i, speeches } of seededGames(preset, 80)) {
      for (const e of speeches) {
        if (e.context !== 'last_words') continue;
        const text = String(e.text);
        if (HEADS.some((h) => text.includes(h))) seconded.push(`${i} day ${e.day}: ${text}`);
        if (/where I'd look next|where I would look next/.test(text)) leads++;
      }
    }
    expect(seconded).toEqual([]);
    expect(leads).toBeGreaterThan(0);
  }, 240_000);
});
