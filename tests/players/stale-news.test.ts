// The night's news is last night's: "We lost Elsie, the doctor, on night 1; a kill like that tells us who is gone, not who did
// it", said on day 2 the morning the sheriff was found dead, read as a seat that had not noticed the night (a model seat said
// so: relay game, mafia-classic, seed 1220501). Before: 23 of 616 mafia-classic and 5 of 477 werewolf-9 day-2+ speeches
// (60 games each, seed 1220101); werewolf's bots seldom say a death points nowhere.
import { describe, expect, it } from 'vitest';
import { RECOUNT_NOWHERE } from '../../src/players/scripted/speech/lines.js';
import { seededGames } from './seeded-talk.js';

/** Each "it points nowhere" wording, by the words after its fact. */
const NOWHERE = RECOUNT_NOWHERE.map((l) => l.split('{evidence}').at(-1)!.replace(/^[;.,:]\s*/, '').trim()).filter((t) => t.length > 8);
const EARLIER = /\bon night \d+\b/;

describe("a death said as the morning's news", () => {
  it.each(['mafia-classic', 'mafia'])('%s: is never a death of an earlier night', async (preset) => {
    const stale: string[] = [];
    let said = 0;
    for await (const { speeches } of seededGames(preset, 40)) {
      for (const s of speeches) {
        if (s.context !== 'discussion' || s.day < 2) continue;
        for (const sentence of String(s.text).split(/(?<=[.!?])\s+/)) {
          if (!NOWHERE.some((w) => sentence.includes(w))) continue;
          said++;
          if (EARLIER.test(sentence)) stale.push(`day ${s.day}: ${sentence}`);
        }
      }
    }
    expect(said).toBeGreaterThan(3);
    expect(stale).toEqual([]);
  }, 300_000);
});
