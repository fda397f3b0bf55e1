// A check claimed on a seat is answered as a check at the last call (issue 22, item 6: the bots answer what is said to
// them). A wolf the seer named that day said only "I've said what I can. I am not a werewolf, and tomorrow you will see it",
// and a villager a fake seer had just called a werewolf answered "Tomas pointed at me. Fair enough to ask, but the answer
// is no", as if a name were all Tomas had given. Bots only, on the shared seeded games.
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import type { GameEvent } from '../../src/engine/events.js';
import { corpusGames } from '../helpers/corpus.js';

const nameOf = (events: readonly GameEvent[], seat: number): string =>
  (events.find((e) => e.type === 'game_started') as GameEvent & { seats: { seat: number; name: string }[] }).seats.find((s) => s.seat === seat)!.name;

interface Said {
  game: number;
  seat: number;
  checker: string;
  text: string;
}

/** Every last-call speech of a seat a living claimant called evil by a check made today after the seat's own turn. */
function lateChecked(games: readonly (readonly GameEvent[])[]): Said[] {
  const out: Said[] = [];
  games.forEach((events, game) => {
    const dead = new Set<number>();
    const checks: { by: number; target: number; n: number; day: number }[] = [];
    const turn = new Map<string, number>();
    for (const e of events) {
      if (e.type === 'died') dead.add(e.seat as number);
      if (e.type !== 'speech' || e.vis !== 'public') continue;
      const seat = e.seat as number;
      if (e.context === 'discussion') turn.set(`${e.day}:${seat}`, e.n);
      for (const c of (e.claims as Claim[] | undefined) ?? []) {
        // A check said again is the one first said (answered then, if it came before the seat's turn).
        if (c.kind === 'check' && c.result !== 'good' && !checks.some((x) => x.by === seat && x.target === c.target)) checks.push({ by: seat, target: c.target, n: e.n, day: e.day });
      }
      if (e.context !== 'last_call') continue;
      const mine = turn.get(`${e.day}:${seat}`) ?? -1;
      const check = checks.find((c) => c.target === seat && c.day === e.day && c.n > mine && c.n < e.n && !dead.has(c.by));
      if (check) out.push({ game, seat, checker: nameOf(events, check.by), text: e.text as string });
    }
  });
  return out;
}

describe('a check claimed on a seat is answered as a check', () => {
  it.each(['werewolf', 'werewolf-9'])('%s: a last call after a check on the speaker names the claimant, never as a bare accusation', async (preset) => {
    const said = lateChecked(await corpusGames(preset, 120));
    // Enough cases to mean something (werewolf, 150 games: 31 such last calls when written; the suite's other tests ask 120).
    expect(said.length).toBeGreaterThan(10);
    const unnamed = said.filter((s) => !s.text.includes(s.checker)).map((s) => `game ${s.game}, seat ${s.seat} (checked by ${s.checker}): ${s.text}`);
    const bare = said.filter((s) => new RegExp(`${s.checker} (pointed at|accused|went after) me`).test(s.text)).map((s) => `game ${s.game}, seat ${s.seat}: ${s.text}`);
    expect(unnamed).toEqual([]);
    expect(bare).toEqual([]);
  });
});
