// A lean said is on the record as a lean: a read given, not an accusation (c08d223: a table that weighed every lean as
// one played worse). At 80x24 (werewolf-9, seed 1206302) Vera said "I lean Greta, so convince me either way", and Luca,
// three seats later, asked "Vera, where are you leaning, and why?"; the record held no trace of her lean, and an answer that
// was a lean counted as naming nobody ("Greta, you named nobody when Vera asked yesterday" could follow). Bots only, on the
// shared seeded games.
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { corpusGames } from '../helpers/corpus.js';

describe('a lean on the record', () => {
  it.each(['werewolf', 'mafia-classic'])('%s: a seat that leaned today is not asked for its read that day; a lean answering a question is no unnamed answer', async (preset) => {
    let leans = 0;
    const asked: string[] = [];
    const unnamed: string[] = [];
    const games = await corpusGames(preset, 120);
    games.forEach((events, i) => {
      const name = new Map((events.find((e) => e.type === 'game_started') as unknown as { seats: { seat: number; name: string }[] }).seats.map((s) => [s.seat, s.name]));
      const leaned = new Map<string, number>();
      for (const e of events) {
        if (e.type !== 'speech' || e.vis !== 'public') continue;
        const claims = (e.claims as Claim[] | undefined) ?? [];
        // A question put to a seat that leaned earlier today, asking for a read with nothing to ask about but the seat's own
        // (a later day's "you had your say today; where does your ballot go" asks about its ballot, and is allowed).
        for (const c of claims) {
          if (c.kind !== 'ask' || c.about !== 'read' || c.subject !== undefined) continue;
          const at = leaned.get(`${e.day}:${c.target}`);
          if (at !== undefined && e.day === 1) asked.push(`game ${i}, day ${e.day}: ${name.get(e.seat as number)} asked ${name.get(c.target)}: ${String(e.text)}`);
        }
        for (const c of claims) if (c.kind === 'lean') (leans++, leaned.set(`${e.day}:${String(e.seat)}`, e.n));
        // "Greta, you named nobody when Vera asked": Greta's answer that day held no lean.
        for (const m of String(e.text).matchAll(/(\w+) named nobody when (\w+) asked (today|yesterday)/g)) {
          const seat = [...name].find(([, n]) => n === m[1])?.[0];
          const day = m[3] === 'today' ? e.day : e.day - 1;
          if (seat !== undefined && leaned.has(`${day}:${seat}`)) unnamed.push(`game ${i}, day ${e.day}: ${String(e.text)}`);
        }
      }
    });
    // Leans are said and put on the record.
    expect(leans).toBeGreaterThan(100);
    expect(asked).toEqual([]);
    expect(unnamed).toEqual([]);
  }, 300_000);
});
