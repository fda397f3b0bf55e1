// A speech holds one stance (issue 9): a Mafia bot that nominates does not also say it has no read
// and wants another round; with no read, its nomination says it only asks for a defence.
import { describe, expect, it } from 'vitest';
import { loadPersonasCached } from '../../src/personas/load.js';
import { NO_READ } from '../../src/players/scripted/speech/lines.js';
import { corpusGame } from '../helpers/corpus.js';

// Every hedge a bot can say, persona lines and the grammar's, without slots or closing marks.
const HEDGES = [...loadPersonasCached().flatMap((p) => p.phrases.unsure), ...Object.values(NO_READ).flat()]
  .filter((h) => !h.includes('{'))
  .map((h) => h.replace(/[.!?]+$/, '').toLowerCase());

describe('mafia nominations over seeded games', () => {
  it('never come in a speech that also hedges', async () => {
    let nominating = 0;
    const mixed: string[] = [];
    for (let i = 0; i < 60; i++) {
      const events = await corpusGame('mafia', i);
      for (const e of events) {
        if (e.type !== 'speech' || e.nomination === undefined) continue;
        nominating++;
        const text = String(e.text).toLowerCase();
        if (HEDGES.some((h) => text.includes(h))) mixed.push(String(e.text));
      }
    }
    expect(nominating).toBeGreaterThan(300);
    expect(mixed).toEqual([]);
  }, 300_000);
});

describe('accusations over seeded games', () => {
  it('a speech or last words that accuses a seat never also says the speaker has no read or holds its vote', async () => {
    let accusing = 0;
    const mixed: string[] = [];
    for (const preset of ['werewolf', 'mafia-classic']) {
      for (let i = 0; i < 50; i++) {
        const events = await corpusGame(preset, i);
        for (const e of events) {
          if (e.type !== 'speech') continue;
          const claims = (e.claims as { kind: string }[] | undefined) ?? [];
          if (!claims.some((c) => c.kind === 'suspect')) continue;
          accusing++;
          const text = String(e.text).toLowerCase();
          if (Object.values(NO_READ).flat().some((h) => !h.includes('{') && text.includes(h.toLowerCase()))) mixed.push(`${preset} ${i}: ${String(e.text)}`);
        }
      }
    }
    expect(accusing).toBeGreaterThan(500);
    expect(mixed).toEqual([]);
  }, 300_000);
});
