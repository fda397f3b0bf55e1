// Running a logged game on: `resumeGame` continues it to its end, appending what is new to its log
// (locked while it runs); `verifyLog` plays it again only as far as the log goes and writes nothing,
// so replay refuses exactly the forged, damaged and foreign logs that resume refuses.
import { runGame, type GameResult } from '../engine/game.js';
import type { GameEvent } from '../engine/events.js';
import type { Participant } from '../engine/participant.js';
import type { GameState } from '../engine/state.js';
import { GameLog, type LogHooks } from './game-log.js';
import { LogCheck, ResumeError } from './log-check.js';
import { replayTable, type ReplayHooks } from './log-replay.js';
import type { ResumePlan } from './resume-plan.js';

export { ResumeError } from './log-check.js';

export interface ResumeHooks extends ReplayHooks, LogHooks {
  onEvent?: (e: GameEvent, state: GameState<unknown>) => void;
}

/** Runs a logged game to its end, appending what is new to its log. */
export async function resumeGame(plan: ResumePlan, hooks: ResumeHooks = {}): Promise<GameResult<unknown> & { appended: number }> {
  if (plan.finished) throw new ResumeError(`${plan.log.path}: the game is already finished`);
  const log = GameLog.continue(plan.log, hooks.onFinished ? { onFinished: hooks.onFinished } : {});
  try {
    const setup = replayTable(plan, hooks, (e, state) => {
      log.write(e);
      hooks.onEvent?.(e, state);
    });
    const result = await runGame(setup);
    log.finish();
    return { ...result, appended: log.appended };
  } finally {
    log.close();
  }
}

/** Thrown to stop a verification where the log ends. */
class LogEnd extends Error {}

/** A seat whose recorded answers have run out: in a verification nobody is there to answer. */
const nobody: Participant = {
  kind: 'human',
  decide: () => Promise.reject(new LogEnd()),
};

/**
 * Plays the logged game again up to the log's last event and checks each event against it; throws
 * ResumeError (naming the file and event) at the first difference. Nothing is written.
 */
export async function verifyLog(plan: ResumePlan): Promise<void> {
  const check = new LogCheck(plan.log);
  const setup = replayTable(plan, { human: nobody }, (e) => {
    if (!check.known(e)) throw new LogEnd();
  });
  try {
    await runGame(setup);
  } catch (err) {
    if (err instanceof LogEnd) return;
    throw err;
  }
  check.finish();
}
