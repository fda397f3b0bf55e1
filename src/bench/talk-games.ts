// The games the talk metrics read: seeded self-play written with --log-dir, read back from the logs.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameEvent } from '../engine/events.js';
import { simulate } from '../sim/run.js';
import { readLog } from '../storage/read-log.js';

export interface TalkGame {
  ruleset: string;
  events: readonly GameEvent[];
  /** seat → role, from the end of the game (every seat's role is public then) */
  roles: ReadonlyMap<number, string>;
  /** seat → team, from the same place */
  teams: ReadonlyMap<number, string>;
}

export function talkGame(events: readonly GameEvent[]): TalkGame {
  const start = events.find((e) => e.type === 'game_started');
  const over = events.find((e) => e.type === 'game_over');
  const seats = (over?.roles as { seat: number; role: string; team: string }[] | undefined) ?? [];
  return { ruleset: String(start?.ruleset ?? ''), events, roles: new Map(seats.map((r) => [r.seat, r.role])), teams: new Map(seats.map((r) => [r.seat, r.team])) };
}

/** Every `*.jsonl` game log in `dir`, in file-name order. */
export function readTalkGames(dir: string): TalkGame[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .map((f) => talkGame(readLog(join(dir, f)).events));
}

/** `games` seeded self-play games of `preset`, logged to a temporary folder and read back from it. */
export async function selfPlayGames(preset: string, games: number, seed: number): Promise<TalkGame[]> {
  const dir = mkdtempSync(join(tmpdir(), `nightfall-talk-${preset}-`));
  try {
    await simulate({ preset, games, seed, logDir: dir });
    return readTalkGames(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The speeches the whole table heard, in order. */
export const publicSpeeches = (g: TalkGame): GameEvent[] => g.events.filter((e) => e.type === 'speech' && e.vis === 'public');

/** A share that reads 0 when nothing was counted. */
export const share = (part: number, whole: number): number => (whole === 0 ? 0 : part / whole);
