// A person's reason for the pack's pick, taken up as theirs. At 80x24 (werewolf, seed 1206304, I played the wolf in seat
// 2): "Let's take Elsie, she sits last and will see everything", answered "Fine, Elsie it is. It suits us: the village will
// shrug that one off", a stock reason that was not mine and said the opposite. The fixture is Bruno's view of that night up
// to his message.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { loadPersonasCached } from '../../src/personas/load.js';

type Ev = { type: string; seats?: { seat: number; name: string; persona: string }[]; message?: string };
const fixture = (): Ev[] => readFileSync(new URL('./fixtures/person-kill-reason.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Ev);

async function message(events: Ev[], seed: number): Promise<{ message: string; target: unknown }> {
  const seats = events.find((e) => e.type === 'game_started')!.seats!;
  const view = { seat: 7, name: 'Bruno', role: 'werewolf', team: 'werewolves', teammates: [2, 11, 12], alive: true, day: 1, phase: 'night', step: 'werewolves', seats: seats.map((s) => ({ seat: s.seat, name: s.name, alive: true })), events };
  const options = [...seats.map((s) => ({ value: String(s.seat), label: `Seat ${s.seat}` })), { value: 'no kill', label: 'no kill' }];
  const request = { kind: 'wolf_proposal', seat: 7, question: 'chat', options, answer: { shape: 'team_chat', field: 'target', none: 'no kill' }, freeText: true, view } as never;
  return JSON.parse(await new ScriptedPlayer(loadPersonasCached().find((p) => p.id === 'bruno')!, seed).decide('', '', { request, attempt: 1 })) as { message: string; target: unknown };
}

describe("a person's reason for the pack's pick", () => {
  it('is taken up as theirs, with no stock reason of the bot beside it', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const m = await message(fixture(), seed);
      expect(String(m.target)).toBe('10');
      expect(m.message, m.message).toMatch(/reason|said it well|reasoning/);
      expect(m.message, m.message).not.toMatch(/shrug|quiet|no trail|read much into/);
    }
  });

  // "Oskar tonight. Tomorrow I'll clear Hugo with a good check", answered by three partners "Seat 5's reasoning holds: Oskar
  // tonight" (werewolf at 80x24, seed 1206904): a pick with no reason for it is not joined for one.
  it.each(["Let's take Elsie tonight.", "Elsie tonight. Tomorrow I'll clear Hugo with a good check.", 'Seat 10.'])('a pick with no reason ("%s") is not joined for the reason given', async (said) => {
    const events = fixture().map((e) => (e.type === 'wolf_proposal' ? { ...e, message: said } : e));
    for (const seed of [1, 2, 3]) {
      const m = await message(events, seed);
      expect(String(m.target)).toBe('10');
      expect(m.message, m.message).not.toMatch(/for the reason|said it well|reasoning holds|same reason/);
    }
  });

  // Three partners in a row each said "Greta, for the reason Seat 4 gave" (werewolf at 80x24, seed 1207502): the first
  // takes the reason up, the next simply joins.
  it('is taken up once: a partner after another that did simply joins', async () => {
    const joined = { seat: 11, target: 10, message: "Seat 2 said it well; Elsie it is.", n: 19, day: 1, vis: { team: 'werewolves' }, type: 'wolf_proposal' };
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const m = await message([...fixture(), joined as Ev], seed);
      expect(String(m.target)).toBe('10');
      expect(m.message, m.message).toMatch(/Elsie/);
      expect(m.message, m.message).not.toMatch(/for the reason|said it well|reasoning holds|same reason/);
    }
  });

  it("a bot partner's pick is still joined with a reason of the joiner's own", async () => {
    const events = fixture().map((e) => (e.type === 'game_started' ? { ...e, seats: e.seats!.map((s) => ({ ...s, persona: s.persona === 'human' ? 'ada' : s.persona })) } : e));
    const m = await message(events, 1);
    expect(m.message, m.message).not.toMatch(/for the reason|said it well|reasoning holds|same reason/);
  });
});
