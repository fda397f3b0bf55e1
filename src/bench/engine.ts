// Engine and bot benchmarks: games per second on one core without logs, engine time per decision,
// and the bots' strength against uniformly random opponents.
import { runGame } from '../engine/game.js';
import { decorate } from '../engine/decorate.js';
import { gameSeed, simulate } from '../sim/run.js';
import { summarize } from '../sim/summary.js';
import { boardFor, createTable } from '../table/setup.js';

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Median games/s over `repeats` runs of `games` scripted games. */
export async function gamesPerSecond(preset: string, games: number, repeats: number): Promise<number> {
  await simulate({ preset, games: Math.min(50, games), seed: 999 }); // warm up the JIT
  const rates: number[] = [];
  for (let r = 0; r < repeats; r++) rates.push(summarize(await simulate({ preset, games, seed: r + 1 })).gamesPerSecond);
  return median(rates);
}

/** Engine time per decision: wall time of the games minus the time the participants spent deciding. */
export async function engineMicrosPerDecision(preset: string, games: number): Promise<{ micros: number; decisionsPerGame: number }> {
  let inDecide = 0;
  let decisions = 0;
  // A bot does its work before its promise is returned; awaiting it would also count other seats' turns.
  const timed = <A extends unknown[], R>(call: (...args: A) => R) => (...args: A): R => {
    const t = performance.now();
    const out = call(...args);
    inDecide += performance.now() - t;
    decisions++;
    return out;
  };
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    const setup = createTable({ preset, seed: gameSeed(7, i) });
    setup.participants = setup.participants.map((p) => {
      const wrapped = decorate(p, (next, system, user, extra) => timed(next)(system, user, extra), { readsPrompts: p.readsPrompts ?? true });
      // A bot that answers with a value is timed on that path, the one games take (set, not spread: see decorate).
      if (p.decideValue) wrapped.decideValue = timed(p.decideValue.bind(p));
      return wrapped;
    });
    await runGame(setup);
  }
  const total = performance.now() - started;
  return { micros: ((total - inDecide) * 1000) / decisions, decisionsPerGame: decisions / games };
}

export interface Strength {
  selfPlay: Record<string, number>;
  vsRandom: Record<string, number>;
}

/** Win rate of each side's bots against a random other side, and of scripted self-play. */
export async function strength(preset: string, games: number): Promise<Strength> {
  const { ruleset, preset: p } = boardFor(preset);
  const sides = [...new Set(Object.keys(p.roles).map((r) => ruleset.teamOf(r)))];
  const self = summarize(await simulate({ preset, games, seed: 11 })).winRate;
  const vsRandom: Record<string, number> = {};
  for (const side of sides) {
    const others = Object.fromEntries(sides.filter((s) => s !== side).map((s) => [s, 'random' as const]));
    vsRandom[side] = summarize(await simulate({ preset, games, seed: 12, bots: others })).winRate[side] ?? 0;
  }
  return { selfPlay: Object.fromEntries(sides.map((s) => [s, self[s] ?? 0])), vsRandom };
}
