// Last words that argue (a read, a defence, a claim) close with the persona's goodbye only now and then: "It was a good
// game while it lasted" and "Keep auditing; the truth is in the small entries" after every banished seat's read were what
// a relay game's readers quoted as a program's sign-off (werewolf-9, seed 130925). A last word with nothing to argue keeps it.
import { describe, expect, it } from 'vitest';
import { loadPersonasCached } from '../../src/personas/load.js';
import { FAREWELL } from '../../src/players/scripted/speech/lines.js';
import { splitSentences } from '../../src/players/scripted/speech/index.js';
import { seededGames } from './seeded-talk.js';

const goodbyes = [...FAREWELL, ...loadPersonasCached().flatMap((p) => p.speech.farewell)].map((l) => l.toLowerCase().replace(/[.!?]+$/, ''));

describe('last words', () => {
  it.each(['werewolf', 'mafia-classic'])('%s: a goodbye closes at most two in five of those that argue', async (preset) => {
    let arguing = 0;
    let closed = 0;
    let bare = 0;
    for await (const g of seededGames(preset, 30)) {
      for (const e of g.speeches) {
        if (e.context !== 'last_words') continue;
        const sentences = splitSentences(String(e.text));
        const bye = sentences.some((s) => goodbyes.some((g) => s.toLowerCase().includes(g)));
        if (sentences.length >= 3) {
          arguing++;
          if (bye) closed++;
        } else if (bye) bare++;
      }
    }
    expect(arguing).toBeGreaterThan(20);
    expect(closed / arguing).toBeLessThan(0.4);
    // The goodbye is not gone: short last words still say it.
    expect(closed + bare).toBeGreaterThan(0);
  });
});
