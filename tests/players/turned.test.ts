// A seat that backed another aloud and now makes a case against it owns the turn. In a relay game (werewolf-9, seed
// 1207013), Katya's race speech said "Bruno reads as the real seer to me"; after Elsie's counter-claim her next speech
// said "I think Bruno is a werewolf" and never noticed the switch: a blind reader's first tell that she was a program.
// The fixture is Katya's view up to that day-1 speech.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { TURNED } from '../../src/players/scripted/speech/lines.js';

type Ev = { type: string; seat?: number; claims?: { kind: string; target?: number }[]; seats?: { seat: number; name: string }[] };
const fixture = (): Ev[] => readFileSync(new URL('./fixtures/turned-on-claimant.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Ev);
const turnedOn = (seat: string) => new RegExp(TURNED.map((l) => l.replace('{seat}', seat).replace('{when}', '[a-z ]+').replace(/[;,]/g, '[;,]')).join('|'), 'i');

async function speech(events: Ev[], seed: number): Promise<string> {
  const seats = events.find((e) => e.type === 'game_started')!.seats!;
  const view = { seat: 9, name: 'Katya', role: 'hunter', team: 'village', teammates: [], alive: true, day: 1, phase: 'day', step: 'discussion', seats: seats.map((s) => ({ seat: s.seat, name: s.name, alive: s.seat !== 4 })), events };
  const request = { kind: 'discussion', seat: 9, question: 'discussion', options: [], answer: { shape: 'speech' }, freeText: true, view } as never;
  return (JSON.parse(await new ScriptedPlayer(loadPersonasCached().find((p) => p.id === 'katya')!, seed).decide('', '', { request, attempt: 1 })) as { speech: string }).speech;
}

describe('a case against a seat the speaker backed aloud', () => {
  it('owns the turn before the case', async () => {
    for (const seed of [1, 2, 3]) {
      const said = await speech(fixture(), seed);
      expect(said).toMatch(/Bruno/);
      expect(said).toMatch(turnedOn('Bruno'));
    }
  });

  it('says nothing of a turn when the seat never backed it', async () => {
    const events = fixture().map((e) => (e.type === 'speech' && e.seat === 9 ? { ...e, claims: (e.claims ?? []).filter((c) => c.kind !== 'trust') } : e));
    expect(await speech(events, 1)).not.toMatch(turnedOn('Bruno'));
  });
});
