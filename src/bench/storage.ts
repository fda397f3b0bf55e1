// What keeping games costs: the log synced to the disk as each phase ends (fsync) against the same games
// unsynced, and the peak memory of a long sim (12,000 random-seat games, goal ≤ 400 MB at any time),
// measured in a process of its own (sim-memory.ts) so the bench's own heap does not count.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simulate } from '../sim/run.js';
import { median } from './engine.js';

export interface StorageBench {
  preset: string;
  games: number;
  syncedGamesPerSecond: number;
  unsyncedGamesPerSecond: number;
  memory: { games: number; peakMB: number; seconds: number };
}

export const PEAK_MB_GOAL = 400;

async function loggedRate(preset: string, games: number, sync: boolean, seed: number): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'nightfall-bench-logs-'));
  try {
    const r = await simulate({ preset, games, seed, logDir: dir, syncLogs: sync });
    return games / r.seconds;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function storageBench(quick: boolean): Promise<StorageBench> {
  const preset = 'werewolf';
  const games = quick ? 100 : 300;
  const synced: number[] = [];
  const unsynced: number[] = [];
  // Alternating, so a change in the machine's load falls on both alike.
  for (let r = 0; r < (quick ? 2 : 3); r++) {
    unsynced.push(await loggedRate(preset, games, false, r + 1));
    synced.push(await loggedRate(preset, games, true, r + 1));
  }
  const memoryGames = 12_000;
  const out = execFileSync(process.execPath, [fileURLToPath(new URL('./sim-memory.js', import.meta.url)), String(memoryGames)], { encoding: 'utf8', maxBuffer: 1 << 20 });
  const memory = JSON.parse(out.trim().split('\n').at(-1)!) as StorageBench['memory'];
  return { preset, games, syncedGamesPerSecond: median(synced), unsyncedGamesPerSecond: median(unsynced), memory };
}

export function storageLines(s: StorageBench): string[] {
  const ratio = s.syncedGamesPerSecond / s.unsyncedGamesPerSecond;
  return [
    `\nKeeping games (${s.preset}, ${s.games} logged games a run, median)`,
    `  logged games/s, synced at each phase end ${s.syncedGamesPerSecond.toFixed(0)}, unsynced ${s.unsyncedGamesPerSecond.toFixed(0)}   (${ratio.toFixed(2)}×)`,
    `  sim of ${s.memory.games.toLocaleString('en-US')} random-seat games: peak RSS ${s.memory.peakMB.toFixed(0)} MB in ${s.memory.seconds.toFixed(0)} s   goal ≤ ${PEAK_MB_GOAL} MB: ${s.memory.peakMB <= PEAK_MB_GOAL ? 'met' : 'NOT met'}`,
  ];
}
