// Playing a rewound line to its end: the parent's table from its log, the person's seat behind their
// earlier answers and then live, every other seat as it was (a model's recorded answers up to the
// branch), written to a new log beside the parent's that is recorded like any game when it ends.
import { dirname } from 'node:path';
import { runGame, type GameResult } from '../engine/game.js';
import type { GameEvent } from '../engine/events.js';
import type { Participant } from '../engine/participant.js';
import type { GameState } from '../engine/state.js';
import { GameLog, type LogHooks } from '../storage/game-log.js';
import { replayTable, type ReplayHooks } from '../storage/log-replay.js';
import { branching, branchName, branchWriter, type RewindPlan } from './rewind.js';

export interface RewindHooks extends LogHooks {
  /** The person, from the branch on. */
  person: Participant;
  aiFor?: ReplayHooks['aiFor'];
  signal?: AbortSignal;
  wrap?: ReplayHooks['wrap'];
  /** Every event of the new line, the replayed ones included. */
  onEvent?: (e: GameEvent, state: GameState<unknown>) => void;
  /** Where the new log goes (default: beside the parent's). */
  dir?: string;
}

export interface RewindResult extends GameResult<unknown> {
  path: string;
}

/** A new log for the line; `close()` it after the game. */
export function branchLog(r: RewindPlan, hooks: LogHooks & { dir?: string }): GameLog {
  return GameLog.create(hooks.dir ?? dirname(r.parentPath), branchName(r), { ifTaken: 'next-name', ...(hooks.onFinished ? { onFinished: hooks.onFinished } : {}) });
}

export async function playRewind(r: RewindPlan, hooks: RewindHooks): Promise<RewindResult> {
  const log = branchLog(r, hooks);
  const write = branchWriter(r, log.write);
  try {
    const setup = replayTable(
      r.plan,
      {
        human: branching(hooks.person, r.branch),
        ...(hooks.aiFor ? { aiFor: hooks.aiFor } : {}),
        ...(hooks.signal ? { signal: hooks.signal } : {}),
        ...(hooks.wrap ? { wrap: hooks.wrap } : {}),
      },
      (e, state) => {
        write(e);
        hooks.onEvent?.(e, state);
      },
    );
    const result = await runGame(setup);
    return { ...result, path: log.path };
  } finally {
    log.close();
  }
}
