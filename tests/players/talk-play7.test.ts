// What the lead still tripped on in the bots' talk (issue 9, play-test session 7), counted over seeded
// self-play logs: a lead-in of stance glued to an order ("I'm afraid, let's keep our voices down").
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { runGame } from '../../src/engine/game.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { gameSeed } from '../../src/sim/run.js';
import { createTable } from '../../src/table/setup.js';

async function games(preset: string, seed: number, n: number): Promise<GameEvent[][]> {
  const out: GameEvent[][] = [];
  for (let i = 0; i < n; i++) out.push([...(await runGame(createTable({ preset, seed: gameSeed(seed, i) }))).events]);
  return out;
}

const strings = (x: unknown): string[] => (typeof x === 'string' ? [x] : x && typeof x === 'object' ? Object.values(x).flatMap(strings) : []);
const speeches = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'speech' && e.vis === 'public').map((e) => String(e.text));

describe('lead-ins', () => {
  it('no persona lead-in opens an order to the table ("I\'m afraid, let\'s …")', async () => {
    const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const openers = [...new Set(loadPersonasCached().flatMap((p) => p.speech.openers))];
    const glued = new RegExp(`(?:^|[.!?] )(?:${openers.map(esc).join('|')}) (?:let['’]s|let us|keep|wait|listen|give|tell|look)\\b`, 'i');
    // The personas' own lines may open so ("Now, now, let's not rush"): a lead-in glued on is what is counted.
    const written = loadPersonasCached().flatMap((p) => strings(p)).filter((l) => glued.test(l)).map((l) => new RegExp(l.split(/\{\w+\}/).map(esc).join('.*?'), 'i'));
    const found: string[] = [];
    let spoken = 0;
    for (const events of await games('werewolf', 20261224, 150)) {
      for (const text of speeches(events)) {
        spoken++;
        if (glued.test(written.reduce((t, w) => t.replace(w, ''), text))) found.push(text);
      }
    }
    expect(spoken).toBeGreaterThan(5000);
    // before (seed 20261224, 150 werewolf games): 58 ("Truly, let's be fair to …", "Straight up: give me the badge …")
    expect(found).toEqual([]);
  }, 300_000);
});
