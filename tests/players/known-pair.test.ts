// Two seats a good seat knows are mafia, and the town's ballots not split across them. At 80x24 (mafia-classic, seed
// 1206301, I played the doctor and was killed on night 2): on day 3 Mira counted the seats ("That leaves Tomas and Vera,
// and the mafia still hold two seats here: it has to be both of them"), voted Tomas as she had said, while Greta and Bruno,
// who had leaned Vera, voted Vera: two and two, nobody went, and the mafia won that night. The fixture is Mira's view of
// that game up to the day-3 vote (the public record and her own events), with one change: Greta's and Bruno's day-3
// speeches carry the lean claims their leans ("I lean Vera for now", "My eye is on Vera, and only a lean") hand now; the
// game was recorded before a lean was put on the record.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { loadPersonasCached } from '../../src/personas/load.js';

type Ev = { type: string; day?: number; seat?: number; claims?: { kind: string }[]; seats?: { seat: number; name: string }[] };
const fixture = (): Ev[] => readFileSync(new URL('./fixtures/known-pair-split.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Ev);

async function ballot(events: Ev[], seed: number): Promise<{ target: unknown; remark?: string }> {
  const seats = events.find((e) => e.type === 'game_started')!.seats!;
  const dead = [3, 4, 7];
  const view = { seat: 1, name: 'Mira', role: 'villager', team: 'town', teammates: [], alive: true, day: 3, phase: 'day', step: 'vote', seats: seats.map((s) => ({ seat: s.seat, name: s.name, alive: !dead.includes(s.seat) })), events };
  const options = [...[2, 5, 6, 8].map((s) => ({ value: String(s), label: `Seat ${s}` })), { value: 'abstain', label: 'abstain' }];
  const request = { kind: 'vote', seat: 1, question: 'vote', options, answer: { shape: 'pick', field: 'target', none: 'abstain', remark: 160 }, freeText: false, view } as never;
  return JSON.parse(await new ScriptedPlayer(loadPersonasCached().find((p) => p.id === 'mira')!, seed).decide('', '', { request, attempt: 1 })) as { target: unknown; remark?: string };
}

describe('a good seat that knows two mafiosi', () => {
  it('votes the one the table leans on, and says why its ballot left the seat it named', async () => {
    for (const seed of [1, 2, 3, 4]) {
      const reply = await ballot(fixture(), seed);
      expect(String(reply.target)).toBe('6');
      expect(reply.remark ?? '').toMatch(/Vera/);
    }
  });

  it('with no lean on the record, keeps the seat it named (the public reading favours it)', async () => {
    const events = fixture().map((e) => (e.type === 'speech' && e.day === 3 ? { ...e, claims: (e.claims ?? []).filter((c) => c.kind !== 'lean') } : e));
    expect(String((await ballot(events, 1)).target)).toBe('5');
  });
});
