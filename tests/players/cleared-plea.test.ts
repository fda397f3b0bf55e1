// A seat on the block whom a believed claimant had called good says so in its plea: the votes go against that check
// too. Without it, the plea was "I am not a werewolf" alone, as if nobody had vouched for it. The fixture is Tomas's
// (a villager's) view at day 1's last call of a seeded werewolf game (seed 1206950, game 51), where Priya, claiming
// the seer, had reported Tomas good, and the votes said were falling on Tomas.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { PLEA_CLEARED } from '../../src/players/scripted/speech/lines.js';

type Ev = { type: string; seat?: number; seats?: number[] | { seat: number; name: string }[]; claims?: { kind: string; target?: number }[] };
const fixture = (): Ev[] => readFileSync(new URL('./fixtures/cleared-plea.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Ev);
const cleared = new RegExp(PLEA_CLEARED.map((l) => l.replace(/\{target\}/g, 'Priya').replace(/'/g, "['’]")).join('|'), 'i');

async function lastCall(events: Ev[], seed: number): Promise<string> {
  const seats = events.find((e) => e.type === 'game_started')!.seats as { seat: number; name: string }[];
  const dead = new Set(events.flatMap((e) => (e.type === 'died' ? (e.seats as number[]) : [])));
  const view = { seat: 6, name: 'Tomas', role: 'villager', team: 'village', teammates: [], alive: true, day: 1, phase: 'day', step: 'last_call', seats: seats.map((s) => ({ seat: s.seat, name: s.name, alive: !dead.has(s.seat) })), events };
  const request = { kind: 'last_call', seat: 6, question: 'last_call', options: [], answer: { shape: 'speech' }, freeText: true, view } as never;
  return (JSON.parse(await new ScriptedPlayer(loadPersonasCached().find((p) => p.id === 'tomas')!, seed).decide('', '', { request, attempt: 1 })) as { speech: string }).speech;
}

describe('a plea from a seat the believed seer had called good', () => {
  it('names that check', async () => {
    for (const seed of [1, 2, 3]) {
      const said = await lastCall(fixture(), seed);
      expect(said, `seed ${seed}`).toMatch(/\bnot a werewolf\b|good player|this vote is a mistake/);
      expect(said, `seed ${seed}`).toMatch(cleared);
    }
  });

  it('names none when no claimant had checked the seat', async () => {
    const events = fixture().map((e) => (e.type === 'speech' && e.seat === 11 ? { ...e, claims: (e.claims ?? []).filter((c) => !(c.kind === 'check' && c.target === 6)) } : e));
    for (const seed of [1, 2]) expect(await lastCall(events, seed)).not.toMatch(cleared);
  });
});
