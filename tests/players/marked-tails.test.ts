// A tail a table notices ("…, thin as the reason is") is said once a game, by any seat: in a relay game three
// bot seats closed a vote with it, and the readers took the phrase for one script.
import { describe, expect, it } from 'vitest';
import { MARKED_TAILS } from '../../src/players/scripted/speech/lines.js';
import { corpusGame } from '../helpers/corpus.js';

describe('marked tails', () => {
  it('are each said at most once a game across the table, and some are said', async () => {
    const twice: string[] = [];
    let said = 0;
    for (const preset of ['werewolf', 'mafia-classic']) {
      for (let i = 0; i < 15; i++) {
        const events = await corpusGame(preset, i);
        const count = new Map<string, number>();
        for (const e of events) {
          if (e.type !== 'speech' || e.vis !== 'public') continue;
          const text = String(e.text).toLowerCase();
          for (const m of MARKED_TAILS) if (text.includes(m)) count.set(m, (count.get(m) ?? 0) + 1);
        }
        for (const [m, n] of count) {
          said += n;
          if (n > 1) twice.push(`${preset} game ${i}: "${m}" ×${n}`);
        }
      }
    }
    expect(said).toBeGreaterThan(10);
    expect(twice).toEqual([]);
  }, 300_000);
});
