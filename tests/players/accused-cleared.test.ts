// A case resting on a seat's accusation of a seat a believed claimant had cleared says the two facts as one: the
// accusation went against the check. At 80x24 (werewolf-9, seed 1206611) the real seer called Ada good, died that
// night, and five seats in a row said "Seat 6 went after Ada" and, apart, "Ada is good: Wren said so", the link unsaid.
// The fixture is Tomas's (the hunter's) view up to his day-1 speech.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { loadPersonasCached } from '../../src/personas/load.js';

type Ev = { type: string; seat?: number; n: number; target?: number; result?: string; claims?: { kind: string; target?: number; result?: string }[]; seats?: { seat: number; name: string }[] };
const fixture = (): Ev[] => readFileSync(new URL('./fixtures/accused-cleared.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Ev);

async function speech(events: Ev[], seed: number): Promise<string> {
  const seats = events.find((e) => e.type === 'game_started')!.seats!;
  const view = { seat: 3, name: 'Tomas', role: 'hunter', team: 'village', teammates: [], alive: true, day: 1, phase: 'day', step: 'discussion', seats: seats.map((s) => ({ seat: s.seat, name: s.name, alive: s.seat !== 2 })), events };
  const request = { kind: 'discussion', seat: 3, question: 'discussion', options: [], answer: { shape: 'speech' }, freeText: true, view } as never;
  return (JSON.parse(await new ScriptedPlayer(loadPersonasCached().find((p) => p.id === 'tomas')!, seed).decide('', '', { request, attempt: 1 })) as { speech: string }).speech;
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);
const accusesAda = (s: string) => /\b(?:accused|went after|pointed at)\s+Ada\b/.test(s);

describe("a seat's accusation of a seat the believed seer had cleared", () => {
  it('is said with the check it went against, in one sentence', async () => {
    let cited = 0;
    for (const seed of [1, 2, 3, 4, 5]) {
      const said = await speech(fixture(), seed);
      expect(said, `seed ${seed}`).toMatch(/Seat 6/);
      for (const s of sentences(said).filter(accusesAda)) {
        cited++;
        expect(s, `seed ${seed}`).toMatch(/though Wren (?:said|reported|called|found|checked)/);
      }
    }
    expect(cited).toBeGreaterThan(2);
  });

  it('is said alone when no claimant had cleared the seat', async () => {
    // The same day without Wren's check: her campaign and last words claim no result.
    const events = fixture().map((e) => (e.type === 'speech' && e.seat === 2 ? { ...e, claims: (e.claims ?? []).filter((c) => c.kind !== 'check') } : e));
    for (const seed of [1, 2, 3]) for (const s of sentences(await speech(events, seed)).filter(accusesAda)) expect(s).not.toMatch(/though Wren/);
  });
});
