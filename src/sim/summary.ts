// What a simulation tells: wins per side, mean days, survival per role, games per second.
import type { SimResult } from './run.js';
import { DRAW } from '../engine/stall.js';

export interface SimSummary {
  preset: string;
  games: number;
  seed: number;
  wins: Record<string, number>;
  winRate: Record<string, number>;
  meanDays: number;
  survival: Record<string, number>;
  gamesPerSecond: number;
  seconds: number;
}

const round = (n: number, d = 3) => Math.round(n * 10 ** d) / 10 ** d;

export function summarize(r: SimResult): SimSummary {
  const wins: Record<string, number> = {};
  const roleTotal: Record<string, number> = {};
  const roleAlive: Record<string, number> = {};
  let days = 0;
  for (const o of r.outcomes) {
    wins[o.winner] = (wins[o.winner] ?? 0) + 1;
    days += o.days;
    for (const s of o.seats) {
      roleTotal[s.role] = (roleTotal[s.role] ?? 0) + 1;
      roleAlive[s.role] = (roleAlive[s.role] ?? 0) + (s.alive ? 1 : 0);
    }
  }
  const n = Math.max(1, r.outcomes.length);
  return {
    preset: r.preset,
    games: r.games,
    seed: r.seed,
    wins,
    winRate: Object.fromEntries(Object.entries(wins).map(([k, v]) => [k, round(v / n)])),
    meanDays: round(days / n, 2),
    survival: Object.fromEntries(Object.keys(roleTotal).map((k) => [k, round(roleAlive[k]! / roleTotal[k]!)])),
    gamesPerSecond: round(r.games / Math.max(r.seconds, 1e-9), 1),
    seconds: round(r.seconds, 3),
  };
}

export function formatSummary(s: SimSummary, sideName: (team: string) => string): string {
  const lines = [
    `${s.games} games of ${s.preset} (seed ${s.seed}) in ${s.seconds.toFixed(2)} s — ${s.gamesPerSecond} games/s`,
    ...Object.entries(s.wins)
      .sort((a, b) => b[1] - a[1])
      .map(([team, n]) => `  ${(team === DRAW ? 'Draws' : sideName(team)).padEnd(16)} ${String(n).padStart(6)} ${team === DRAW ? 'games' : 'wins '} ${(100 * (s.winRate[team] ?? 0)).toFixed(1)}%`),
    `  mean days        ${s.meanDays}`,
    '  survival per role:',
    ...Object.entries(s.survival).map(([role, v]) => `    ${role.padEnd(12)} ${(100 * v).toFixed(1)}%`),
  ];
  return lines.join('\n');
}
