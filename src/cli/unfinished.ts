// The games left unfinished in the games folder, newest first, each with whether `nightfall resume`
// can continue it now (a game being played by another Nightfall, or a damaged log, cannot).
import { statSync } from 'node:fs';
import { apply, emptyState } from '../engine/game.js';
import { lockHolder } from '../storage/lock.js';
import { endsWithGameOver, logId, newestLogs } from '../storage/logs.js';
import { planResume } from '../storage/resume-plan.js';
import { gamesDir } from '../storage/paths.js';

export interface UnfinishedGame {
  id: string;
  logFile: string;
  /** When its last event was written. */
  lastPlayed: string;
  preset: string | null;
  seed: number | null;
  day: number | null;
  /** The person's seat and name, and their role as id and as the table names it. */
  you: { seat: number; name: string | null; role: string | null; roleName: string | null } | null;
  resumable: boolean;
  /** Why it cannot be resumed now. */
  why?: string;
}

export function unfinishedGames(dir = gamesDir()): UnfinishedGame[] {
  return newestLogs(dir)
    .filter((path) => !endsWithGameOver(path))
    .map((path): UnfinishedGame => {
      const base = { id: logId(path), logFile: path, lastPlayed: statSync(path).mtime.toISOString() };
      let plan;
      try {
        plan = planResume(path);
      } catch (err) {
        return { ...base, preset: null, seed: null, day: null, you: null, resumable: false, why: (err as Error).message };
      }
      const state = emptyState(plan.ruleset);
      for (const e of plan.log.events) apply(plan.ruleset, state, e);
      const seat = plan.human?.seat;
      const role = seat === undefined ? '' : state.core.seats[seat - 1]?.role ?? '';
      const you = seat === undefined ? null : { seat, name: plan.human?.name ?? null, role: role || null, roleName: role ? plan.ruleset.roleName(role, plan.options) : null };
      const holder = lockHolder(path);
      const table = { preset: plan.preset.id, seed: plan.seed, day: state.core.day, you };
      return holder ? { ...base, ...table, resumable: false, why: `being played right now (process ${holder.pid})` } : { ...base, ...table, resumable: true };
    });
}
