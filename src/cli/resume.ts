// nightfall resume [ID] [--plain] [--pace MS]: continues an interrupted game from its log. Without
// an ID: the newest game that can be resumed (not finished, not being played right now).
import { FailureQuestion } from '../ai/failure-question.js';
import { GameStopped } from '../engine/game.js';
import type { Participant } from '../engine/participant.js';
import type { TableOptions } from '../table/setup.js';
import { GameLog } from '../storage/game-log.js';
import { findLog, logId, newestResumable } from '../storage/logs.js';
import { replaying } from '../storage/log-replay.js';
import { planResume, type ResumePlan } from '../storage/resume-plan.js';
import { recordCheckedLog } from '../storage/recorder.js';
import { DbError } from '../storage/db.js';
import { resumeGame } from '../storage/resume.js';
import { aiFromFlags, preflight } from './ai-flags.js';
import { UsageError } from './args.js';
import { refuse } from './flags.js';
import type { ResumeFlags } from './program.js';
import { paceLines, waitingFor } from './printer.js';
import { closeScreenLog, isTerminal, modelOnScreen, modelReport, stoppedByModel } from './screen.js';
import type { PlayOptions } from '../tui/session.js';
import { spectatorLines, styleFor } from './transcript.js';
import { recorder as newRecorder, sweep, type Recorder } from './record.js';
import { note, warn } from './output.js';
import { withDb } from './with-db.js';

export async function resumeCommand(id: string | undefined, f: ResumeFlags): Promise<number> {
  const plan = planResume(id === undefined ? await newestAfterSweep() : findLog(id));
  const path = plan.log.path;
  if (plan.finished) {
    // Its result may never have been saved (the process ended first): it is, once the log checks out.
    await withDb((db) => recordCheckedLog(db, path), { check: true }).catch(() => false);
    throw new UsageError(`${logId(path)} is already finished; see it with: nightfall replay ${logId(path)}`);
  }
  const recorder = newRecorder();
  const plain = Boolean(f.plain) || !isTerminal();
  if (plain && plan.human) throw new UsageError(`${logId(path)} has your seat (seat ${plan.human.seat}); resume it at a terminal, without --plain`);
  if (plan.log.torn) warn(`${path}: ${plan.log.torn}; dropped it`);
  if (!plain) refuse(f.onAiError, 'on-ai-error', 'is for games without a terminal to ask (--plain); on the screen you are asked');
  const pace = f.pace ?? (plain ? 0 : 400);
  const question = new FailureQuestion();
  const ai = await aiFromFlags(f, plan.seed, plain ? undefined : question);
  const aiFor = ai.mode !== 'bots' ? ai.seats.aiFor : undefined;
  try {
    if (plain) return await resumePlain(plan, recorder, pace, aiFor, ai.controller.signal, () => ai.stopped()?.message);
    // Locked before anything else happens, so a second resume of a running game is told at once.
    const log = GameLog.continue(plan.log, { onFinished: recorder.record });
    let going: boolean;
    try {
      going = await preflight(ai);
    } catch (err) {
      log.close();
      throw err;
    }
    if (!going) {
      log.close();
      return stoppedByModel(ai);
    }
    await resumeScreen(plan, log, recorder, pace, modelOnScreen(ai, question));
    modelReport(ai);
  } finally {
    recorder.close();
    await ai.flushTraces();
  }
  const stopped = ai.stopped();
  if (stopped) warn(`game stopped: the model cannot play: ${stopped.message}; log kept at ${path}`);
  return stopped ? 1 : 0;
}

/** Games that finished but were never recorded are recorded first; then the newest to resume. */
async function newestAfterSweep(): Promise<string> {
  try {
    await withDb(sweep, { check: true });
  } catch (err) {
    // A database that cannot be used does not stop a resume: its log is all the game needs.
    if (!(err instanceof DbError)) throw err;
    warn(err.message);
  }
  return newestResumable();
}

async function resumePlain(plan: ResumePlan, recorder: Recorder, pace: number, aiFor: TableOptions['aiFor'], signal: AbortSignal, why: () => string | undefined): Promise<number> {
  const lines = spectatorLines(plan.ruleset, styleFor());
  const printer = paceLines(pace);
  const known = plan.log.events.length;
  try {
    const { appended } = await resumeGame(plan, {
      signal,
      onFinished: recorder.record,
      ...(aiFor ? { aiFor } : {}),
      onEvent: (e, state) => printer.push(lines(e, state), e.n >= known),
      ...(pace > 0 ? { wrap: (p: Participant) => waitingFor(p, printer) } : {}),
    });
    await printer.finish();
    note(`resumed: ${appended} new events; log: ${plan.log.path}`);
    return 0;
  } catch (err) {
    await printer.finish();
    if (!(err instanceof GameStopped)) throw err;
    warn(`game stopped: ${why() ?? 'stopped'}; log kept at ${plan.log.path}`);
    return 1;
  }
}

async function resumeScreen(
  plan: ResumePlan,
  log: GameLog,
  recorder: Recorder,
  paceMs: number,
  model: Pick<PlayOptions, 'aiFor' | 'question' | 'signal' | 'models'>,
): Promise<void> {
  const { runPlay, runWatchScreen } = await import('../tui/index.js');
  const common = {
    preset: plan.preset.id,
    seed: plan.seed,
    paceMs,
    options: plan.options,
    logPath: plan.log.path,
    onEvent: log.write,
    wrap: (p: Participant, seat: number) => replaying(p, plan.answers.get(seat) ?? []),
    unpaced: () => log.catchingUp,
    ...model,
  };
  try {
    if (plan.human) await runPlay({ ...common, seat: plan.human.seat, name: plan.human.name, ...(plan.human.role ? { role: plan.human.role } : {}) });
    else await runWatchScreen(common);
  } finally {
    closeScreenLog({ log, recorder });
  }
}
