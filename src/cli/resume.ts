// nightfall resume [ID] [--plain] [--pace MS]: continues an interrupted game from its log.
import { GameStopped } from '../engine/game.js';
import type { Participant } from '../engine/participant.js';
import type { TableOptions } from '../table/setup.js';
import { LogError } from '../storage/read-log.js';
import { findLog, LogNotFound, logId } from '../storage/logs.js';
import { planResume, replaying, resumeGame, ResumeError, ResumeWriter, type ResumePlan } from '../storage/resume.js';
import { AI_FLAGS, aiFromFlags, preflight } from './ai-flags.js';
import { intFlag, parseFlags, UsageError } from './args.js';
import { paceLines, waitingFor } from './printer.js';
import { isTerminal } from './screen.js';
import { ansiStyle, plainStyle, spectatorLines } from './transcript.js';
import { recordFinished } from './record.js';
import { note, print, warn } from './output.js';

export async function resumeCommand(argv: string[]): Promise<number> {
  const f = parseFlags(argv, { plain: { type: 'boolean' }, pace: { type: 'string' }, ...AI_FLAGS });
  const ids = f._ as unknown as string[];
  if (ids.length > 1) throw new UsageError(`resume takes one game id or log file (got ${ids.length})`);
  let plan: ResumePlan;
  try {
    plan = planResume(findLog(ids[0]));
  } catch (err) {
    if (err instanceof LogError || err instanceof LogNotFound) throw new UsageError(err.message);
    throw err;
  }
  const path = plan.log.path;
  if (plan.finished) throw new UsageError(`${logId(path)} is already finished; see it with: nightfall replay ${logId(path)}`);
  if (plan.log.torn) warn(`${path}: ${plan.log.torn}; dropped it`);
  const plain = Boolean(f.plain) || !isTerminal();
  if (plain && plan.human) throw new UsageError(`${logId(path)} has your seat (seat ${plan.human.seat}); resume it at a terminal, without --plain`);
  const pace = intFlag(f.pace, 'pace', plain ? 0 : 400, 0, 60_000);
  const ai = await aiFromFlags(f, plan.seed);
  const aiFor = ai.mode !== 'bots' ? ai.seats.aiFor : undefined;
  try {
    if (plain) return await resumePlain(plan, pace, aiFor, ai.controller.signal, () => ai.stopped()?.message);
    await preflight(ai);
    await resumeScreen(plan, pace, aiFor);
  } finally {
    await ai.flushTraces();
  }
  return 0;
}

async function resumePlain(plan: ResumePlan, pace: number, aiFor: TableOptions['aiFor'], signal: AbortSignal, why: () => string | undefined): Promise<number> {
  const lines = spectatorLines(plan.ruleset, process.stdout.isTTY ? ansiStyle : plainStyle);
  const printer = paceLines(pace);
  const known = plan.log.events.length;
  let stopped = false;
  try {
    const { appended } = await resumeGame(plan, {
      signal,
      ...(aiFor ? { aiFor } : {}),
      onEvent: (e, state) => printer.push(lines(e, state), e.n >= known),
      ...(pace > 0 ? { wrap: (p: Participant) => waitingFor(p, printer) } : {}),
    });
    await printer.finish();
    note(`resumed: ${appended} new events; log: ${plan.log.path}`);
  } catch (err) {
    await printer.finish();
    if (err instanceof ResumeError) throw new UsageError(err.message);
    if (!(err instanceof GameStopped)) throw err;
    stopped = true;
    warn(`game stopped: ${why() ?? 'stopped'}; log kept at ${plan.log.path}`);
  }
  if (!stopped) recordFinished(plan.log.path);
  return stopped ? 1 : 0;
}

async function resumeScreen(plan: ResumePlan, paceMs: number, aiFor: TableOptions['aiFor']): Promise<void> {
  const writer = new ResumeWriter(plan.log);
  const { runPlay, runWatchScreen } = await import('../tui/index.js');
  const common = {
    preset: plan.preset.id,
    seed: plan.seed,
    paceMs,
    options: plan.options,
    logPath: plan.log.path,
    onEvent: writer.onEvent,
    wrap: (p: Participant, seat: number) => replaying(p, plan.answers.get(seat) ?? []),
    unpaced: () => writer.catchingUp,
    ...(aiFor ? { aiFor } : {}),
  };
  try {
    if (plan.human) await runPlay({ ...common, seat: plan.human.seat, name: plan.human.name, ...(plan.human.role ? { role: plan.human.role } : {}) });
    else await runWatchScreen(common);
  } finally {
    writer.close();
  }
  recordFinished(plan.log.path);
  print(`Game log: ${plan.log.path}\n`);
}
