// THINK says "as I said" only of a seat its words named that day: a seer whose speech named only Jonah thought "Voting Vera
// as I said" (werewolf-9, seed 1206901). A ballot kept on a lean it held unsaid is "where my read was when I spoke". Bots
// only, on the shared seeded games: the words' claims (a vote, a lean, a suspicion) are the record of what was said.
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { corpusGames } from '../helpers/corpus.js';

describe('THINK\'s "as I said"', () => {
  it.each(['werewolf', 'werewolf-9'])('%s: only of a seat the voter\'s words named that day', async (preset) => {
    let said = 0;
    let unsaid = 0;
    const wrong: string[] = [];
    const games = await corpusGames(preset, 120);
    games.forEach((events, i) => {
      const named = new Map<string, Set<number>>();
      const name = new Map((events.find((e) => e.type === 'game_started') as unknown as { seats: { seat: number; name: string }[] }).seats.map((s) => [s.name, s.seat]));
      for (const e of events) {
        if (e.type === 'speech' && e.vis === 'public') {
          const key = `${e.day}:${String(e.seat)}`;
          const set = named.get(key) ?? new Set<number>();
          named.set(key, set);
          for (const c of (e.claims as Claim[] | undefined) ?? []) if (c.kind === 'vote' || c.kind === 'lean' || c.kind === 'suspect') set.add(c.target);
        }
        if (e.type !== 'think' || e.decision !== 'vote') continue;
        const m = /Voting (\w+) as I said:/.exec(String(e.text));
        if (/where my read was when I spoke/.test(String(e.text))) unsaid++;
        if (!m) continue;
        said++;
        const seat = name.get(m[1]!);
        if (seat === undefined || !named.get(`${e.day}:${String(e.seat)}`)?.has(seat)) wrong.push(`game ${i}, day ${e.day}, seat ${String(e.seat)}: ${String(e.text)}`);
      }
    });
    expect(said).toBeGreaterThan(20);
    expect(unsaid).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  }, 300_000);
});
