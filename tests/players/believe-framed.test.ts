// Believing one seer claimant because the other's check called this good seat a werewolf: the step is said. A blind reader
// (relay game, werewolf-9, seed 1207013) read Ada's "Every test I can think of says Bruno is the seer. The reason is simple:
// Elsie said I came back a werewolf today" as a reason that does not follow: it follows only from what Ada knows of herself.
// The fixture is Ada's view up to that day-1 speech.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { loadPersonasCached } from '../../src/personas/load.js';

type Ev = { type: string; seats?: { seat: number; name: string }[] };
const events = readFileSync(new URL('./fixtures/framed-believer.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Ev);

describe('a claimant believed because its rival called this good seat evil', () => {
  it('is believed with the step said: the check on me, and that I know what I am', async () => {
    const seats = events.find((e) => e.type === 'game_started')!.seats!;
    const view = { seat: 5, name: 'Ada', role: 'villager', team: 'village', teammates: [], alive: true, day: 1, phase: 'day', step: 'discussion', seats: seats.map((s) => ({ seat: s.seat, name: s.name, alive: s.seat !== 4 })), events };
    const request = { kind: 'discussion', seat: 5, question: 'discussion', options: [], answer: { shape: 'speech' }, freeText: true, view } as never;
    for (const seed of [1, 2, 3, 4]) {
      const { speech } = JSON.parse(await new ScriptedPlayer(loadPersonasCached().find((p) => p.id === 'ada')!, seed).decide('', '', { request, attempt: 1 })) as { speech: string };
      expect(speech).toMatch(/Elsie (?:called me|reported me as|said I came back) a werewolf/);
      expect(speech).toMatch(/I know (?:what I am|that is false|I'm not)/);
      expect(speech).not.toMatch(/reason is simple: Elsie said I came back/);
    }
  });
});
