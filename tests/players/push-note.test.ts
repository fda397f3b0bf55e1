// What a member of the evil side notes in THINK of the seat it pushes: "Pushing the townie the table already doubts" was said
// at the first word of a first day, when the table doubted nobody (mafia, 80x24, seed 1230101). Doubted only where the table
// puts the seat above the rest.
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { Position } from './positions.js';

async function thought(p: Position, seed: number): Promise<string> {
  const request = { kind: 'speech', seat: p.me, question: 'speak', options: [], answer: { shape: 'speech' }, freeText: true, view: p.view() } as never;
  const raw = await new ScriptedPlayer(loadPersonasCached()[seed % 5]!, seed).decide('', '', { request, attempt: 1 });
  return String((JSON.parse(raw) as { reasoning?: unknown }).reasoning ?? '');
}

describe("the pack's note of the seat it pushes", () => {
  it('says the table doubts it only where the table does', async () => {
    for (let seed = 1; seed <= 4; seed++) {
      // Mafia day 1, first to speak: nobody has said a word.
      const first = await thought(new Position('mafia', 5, 'mafia', [2]), seed);
      expect(first, `seed ${seed}`).toMatch(/Pushing (?:Seat \d \()?P\d\)?, a name the town has no more against than the rest|Keeping my head down/);
      // Day 1, P3 has claimed the detective and called P4 mafia.
      const p = new Position('mafia', 5, 'mafia', [2]);
      p.speech(3, [{ kind: 'role', role: 'detective' }, { kind: 'check', target: 4, result: 'mafia' }, { kind: 'vote', target: 4 }] as Claim[], { nomination: 4 });
      expect(await thought(p, seed), `seed ${seed}`).toMatch(/Pushing (?:Seat 4 \()?P4\)?, whom the town already doubts/);
    }
  });
});
