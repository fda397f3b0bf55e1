// Team chat answers the plan: a partner's proposal for the day ("lie low", "I fake detective") gets an
// agreement or an objection with a reason, and night zero (nobody dies) talks about the day, not a kill.
import { describe, expect, it } from 'vitest';
import { runGame } from '../../src/engine/game.js';
import type { GameEvent } from '../../src/engine/events.js';
import { createTable } from '../../src/table/setup.js';
import { FnPlayer, passive } from '../helpers/players.js';

type E = GameEvent & Record<string, any>;

async function mafiaGame(seed: number, message: string | undefined) {
  const person = new FnPlayer((req) => {
    // The person's message, and a kill pick so the game ends.
    if (req.kind === 'mafia_chat' && message !== undefined) return JSON.stringify({ message, target: req.options.find((o) => o.value !== 'skip')?.value ?? 'skip' });
    // Mafia speeches must nominate: the person names the first seat it may.
    const nominate = (req as { nominate?: number[] }).nominate;
    if (req.freeText && nominate?.length) return `I am listening to everyone carefully. I nominate ${nominate[0]}.`;
    return passive(req);
  }, 'human');
  const table = createTable({ preset: 'mafia', seed, human: { seat: 2, participant: person, role: 'mafia' } });
  return (await runGame({ ...table, maxRounds: 40 })).events as E[];
}

describe('mafia team chat', () => {
  it('answers a partner\'s plan with agreement or an objection and its reason', async () => {
    for (const seed of [7, 8, 9]) {
      const events = await mafiaGame(seed, "Let's lie low day 1. I might fake detective on Seat 4 if pushed.");
      const mine = events.find((e) => e.type === 'mafia_chat' && e.seat === 2)!;
      const reply = events.find((e) => e.type === 'mafia_chat' && e.seat !== 2 && e.n > mine.n && e.day === mine.day);
      expect(reply, `seed ${seed}`).toBeDefined();
      // It names the plan (the detective claim) and says why, not only a kill target.
      expect(reply!.message, `seed ${seed}`).toMatch(/detective/i);
      expect(reply!.message, `seed ${seed}`).toMatch(/Seat 2\b/);
      expect(reply!.message, `seed ${seed}`).toMatch(/:|;|because|since/);
    }
  }, 300_000);

  it('says so when a member comes over to a partner\'s pick from its own', async () => {
    // Round 1: the partner picks one seat, the person another; round 2 the partner's pick moved to the person's with only
    // "I shan't make any statements tomorrow" (mafia-classic at 80x24, seed 771208).
    let came = 0;
    for (const seed of [771_208, 11, 12, 13, 14, 15]) {
      let first: number | undefined;
      const person = new FnPlayer((req) => {
        if (req.kind === 'mafia_chat' && req.view.day === 1) {
          const seats = req.options.filter((o) => /^\d+$/.test(o.value)).map((o) => Number(o.value));
          const partner = req.view.events.find((e: E) => e.type === 'mafia_chat' && e.seat !== 8 && e.day === req.view.day) as E | undefined;
          first ??= seats.find((s) => s !== partner?.target);
          const pick = first !== undefined && seats.includes(first) ? first : seats[0];
          return JSON.stringify({ message: 'I would rather take this one; they will lead the town.', target: String(pick) });
        }
        return passive(req);
      }, 'human');
      const table = createTable({ preset: 'mafia-classic', seed, human: { seat: 8, participant: person, role: 'mafia' } });
      const events = (await runGame({ ...table, maxRounds: 40 })).events as E[];
      const names = new Map((events.find((e) => e.type === 'game_started')!.seats as { seat: number; name: string }[]).map((x) => [x.seat, x.name]));
      const night = events.filter((e) => e.type === 'mafia_chat' && e.day === 1 && e.seat !== 8);
      const [one, two] = night;
      if (!one || !two || one.target === two.target || two.target !== first) continue;
      came++;
      // The second message names the pick it came over to.
      expect(two.message, `seed ${seed}`).toContain(names.get(two.target)!);
    }
    expect(came).toBeGreaterThan(0);
  }, 300_000);

  it('talks about the day on night zero, never about a kill tonight', async () => {
    for (const seed of [3, 4, 5, 6]) {
      const events = await mafiaGame(seed, 'Lie low tomorrow, all of us.');
      const zero = events.filter((e) => e.type === 'mafia_chat' && e.day === 0 && e.seat !== 2);
      expect(zero.length, `seed ${seed}`).toBeGreaterThan(0);
      for (const m of zero) expect(m.message, `seed ${seed}`).not.toMatch(/tonight/i);
      expect(zero.some((m) => /Seat 2\b/.test(m.message)), `seed ${seed}: the person's plan answered`).toBe(true);
    }
  }, 300_000);
});
