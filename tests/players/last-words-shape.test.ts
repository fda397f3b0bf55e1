// Last words that name the seat that led the vote do not always add a second read beside it. "Look hard at Katya, who led the
// case against me. After her, my last read is Ada", "Ask yourselves why Vera wanted me gone… I'd keep an eye on Oskar", "Start
// with Iris… Iris aside, Katya is where I would look next": three seats of one relay game (werewolf-9, seed 1240001), and
// the blind reader's second tell ("main suspect = whoever led the case against me, then a backup read"). Over these 120 games:
// 52% of such last words added a second read before, 22% after.
import { describe, expect, it } from 'vitest';
import { DEFEND_LAST_AGAINST, LAST_LEAN_BESIDE } from '../../src/players/scripted/speech/lines.js';
import { seededGames } from './seeded-talk.js';

const pattern = (lines: readonly string[]) => new RegExp(lines.map((l) => l.split(/\{\w+\}/).map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\w+')).join('|'), 'i');
const LED = pattern(DEFEND_LAST_AGAINST);
const BESIDE = pattern(LAST_LEAN_BESIDE);

describe('last words naming the seat that led the vote', () => {
  it('leave it the only name more often than not', async () => {
    let led = 0;
    let beside = 0;
    for (const preset of ['werewolf', 'werewolf-9'])
      for await (const { speeches } of seededGames(preset, 60))
        for (const s of speeches.filter((x) => x.context === 'last_words' && LED.test(String(x.text)))) {
          led++;
          if (BESIDE.test(String(s.text))) beside++;
        }
    expect(led).toBeGreaterThan(20);
    expect(beside).toBeGreaterThan(0);
    expect(beside / led).toBeLessThan(0.35);
  }, 300_000);
});
