// A deed held against a seat, answered: never as a read it has "come off" when the seat it voted or accused was killed in
// the night since. "I put a vote on Hugo yesterday, and I've come off Hugo since, which is what a read is for" was said of
// a Hugo the pack had killed (werewolf-9 at 80x24, seed 6402); six such speeches in 60 werewolf-9 games (seed 3131).
// The ballot was wrong, and is said so; a defence of the dead seat stands.
import { describe, expect, it } from 'vitest';
import { seededGames } from './seeded-talk.js';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The answers of a seat that changed its read of `name` ("moved") or keeps pressing it ("stand"). */
/** The seat by its name, or by its pronoun after its name in the same sentence ("I voted Ada yesterday, and I was wrong about her"). */
const seatIn = (name: string) => `(?:${esc(name)}|(?<=\\b${esc(name)}\\b[^.]*)\\b(?:him|her|them))`;
const live = (name: string) =>
  new RegExp(`I've come off ${seatIn(name)} since|I see ${seatIn(name)} differently now|nothing since has changed my mind about ${seatIn(name)}|${esc(name)} still has questions to answer|questions for ${seatIn(name)} still stand`);

describe('a rebuttal about a seat killed in the night', () => {
  it('never speaks of a read of it still moving', async () => {
    let answered = 0;
    for await (const g of seededGames('werewolf-9', 60)) {
      const nightDead = new Set<number>();
      for (const e of g.events) {
        if (e.type === 'died' && !/banish|eliminat|shot/.test(String(e.reason))) for (const s of e.seats as number[]) nightDead.add(s);
        if (e.type !== 'speech' || e.vis !== 'public') continue;
        for (const s of nightDead) {
          expect(e.text, `game ${g.i}`).not.toMatch(live(g.name(s)));
          if (new RegExp(`I was wrong about ${seatIn(g.name(s))}|I read ${seatIn(g.name(s))} wrong`).test(String(e.text))) answered++;
        }
      }
    }
    // The ballots are answered, as a mistake owned.
    expect(answered).toBeGreaterThan(0);
  }, 300_000);
});

// The real seer at 80x24 (werewolf-9, seed 1205994, the person playing the wolf in seat 4): "Seat 4 is a werewolf; I
// checked them on night 1. I accused Seat 4 yesterday, and I was wrong about Seat 4", after the pack killed its own seat 4
// in the night. The fixture is her view of that game up to her day-2 speech (the public record and her own events).
describe('a rebuttal about a seat the speaker checked evil (a seer game\'s day 2)', () => {
  it('stands by the deed, by the check, whatever became of the seat', async () => {
    const { readFileSync } = await import('node:fs');
    const { loadPersonasCached } = await import('../../src/personas/load.js');
    const { ScriptedPlayer } = await import('../../src/players/scripted/index.js');
    const events = readFileSync(new URL('./fixtures/seer-checked-killed.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { type: string; seats?: { seat: number; name: string }[] });
    const seats = events.find((e) => e.type === 'game_started')!.seats!;
    const dead = [1, 3, 4];
    const view = { seat: 2, name: 'Mira', role: 'seer', team: 'village', teammates: [], alive: true, day: 2, phase: 'day', step: 'discussion', seats: seats.map((s) => ({ seat: s.seat, name: s.name, alive: !dead.includes(s.seat) })), events };
    let stood = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const request = { kind: 'discussion', seat: 2, question: 'speak', options: [], answer: { shape: 'speech' }, freeText: true, view } as never;
      const { speech } = JSON.parse(await new ScriptedPlayer(loadPersonasCached().find((p) => p.id === 'mira')!, seed).decide('', '', { request, attempt: 1 })) as { speech: string };
      const seat4 = seatIn('Seat 4');
      expect(speech).not.toMatch(new RegExp(`wrong about ${seat4}|read ${seat4} wrong|come off ${seat4}|${seat4} differently`));
      if (new RegExp(`my own check called ${seat4}|my check on ${seat4} is why`).test(speech)) stood++;
    }
    expect(stood).toBeGreaterThan(2);
  });
});
