// Two moments of one werewolf-9 game at 80x24 (seed 1206302, I played the seer in seat 1 and was sheriff). Each fixture is
// the speaking seat's view of that game up to its speech (the public record and its own events).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { PLEA, PLEA_AGAINST, PLEA_CHECKED } from '../../src/players/scripted/speech/lines.js';

const load = (file: string) =>
  readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { type: string; seats?: { seat: number; name: string }[] });

async function speech(file: string, seat: number, persona: string, kind: string, dead: number[], seed: number): Promise<string> {
  const events = load(file);
  const seats = events.find((e) => e.type === 'game_started')!.seats!;
  const me = seats.find((s) => s.seat === seat)!;
  const role = (events.find((e) => e.type === 'role_assigned' && (e as unknown as { seat: number }).seat === seat) as unknown as { role: string }).role;
  const view = { seat, name: me.name, role, team: 'village', teammates: [], alive: !dead.includes(seat), day: 2, phase: 'day', step: kind, seats: seats.map((s) => ({ seat: s.seat, name: s.name, alive: !dead.includes(s.seat) })), events };
  const request = { kind, seat, question: 'speak', options: [], answer: { shape: 'speech' }, freeText: true, view } as never;
  const reply = JSON.parse(await new ScriptedPlayer(loadPersonasCached().find((p) => p.id === persona)!, seed).decide('', '', { request, attempt: 1 })) as { speech: string };
  return reply.speech;
}

/** The plea lines, with any seat in their slot. */
const pleas = [...PLEA, ...PLEA_AGAINST, ...PLEA_CHECKED].map((l) => new RegExp(l.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{target\}/g, '.+').replace(/\{evil\}/g, 'a werewolf'), 'i'));

describe('a seer game, day 2', () => {
  // Four seats had said they would vote Vera; then I, the seer the table believed, said my check called her good. At her
  // last call she said "Banish me if you must, but you are spending a vote on a good player", and the three seats after
  // her moved off her at theirs.
  it('a seat the believed seer has just called good does not plead as if still on the block', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const said = await speech('cleared-on-block.jsonl', 2, 'vera', 'last_call', [3, 5, 7], seed);
      expect(pleas.filter((r) => r.test(said)), said).toEqual([]);
    }
  });

  // Greta, voted out: "Start with Tomas: it was that case that put me here". I had said my vote was on Greta in my turn;
  // Tomas had said Vera, and moved onto Greta at his last call, behind me.
  it('last words name the seat whose vote on it came first that day as the one that led', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const said = await speech('led-the-case.jsonl', 4, 'greta', 'last_words', [3, 4, 5, 7], seed);
      expect(said).not.toMatch(/Tomas, who led the case|Tomas steered you|why Tomas wanted me gone|Tomas pushed hardest|Start with Tomas|Tomas who led you here/);
    }
  });
});
