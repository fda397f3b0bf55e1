// The commands that open the Ink screen: play, watch (not --plain) and the setup screen.
import { existsSync } from 'node:fs';
import { GameLog } from '../storage/game-log.js';
import type { ScreenStreams } from '../tui/render-screen.js';
import { gameLogName, gamesDir } from '../storage/paths.js';
import { endsWithGameOver, resumeArg } from '../storage/logs.js';
import { UsageError } from './args.js';
import { roleNamed, roleNames } from '../rules/index.js';
import { boardFlag } from './board-flag.js';
import { aiFromFlags, preflight, type AiChoice } from './ai-flags.js';
import { formatUsage } from '../ai/usage.js';
import { refuse } from './flags.js';
import type { PlayFlags, WatchFlags } from './program.js';
import type { WatchOptions } from '../tui/index.js';
import { FailureQuestion } from '../ai/failure-question.js';
import { print, warn } from './output.js';
import { recorder as newRecorder, type Recorder } from './record.js';
import { levelsFrom, savedLevelOrNormal } from './level-flag.js';
import type { RewindWish } from './rewind-screen.js';

export { isTerminal } from './terminal.js';
import { isTerminal } from './terminal.js';

function requireTerminal(what: string): void {
  if (!isTerminal()) throw new UsageError(`${what} needs a terminal; for pipes use: nightfall watch --plain`);
}

/**
 * The game log of a screen game: created with the game's first event (nothing if the person leaves
 * before a game starts), kept when the person quits, and the game recorded once it is over.
 */
export function screenLog(seed: number, dir?: string): { log: GameLog; recorder: Recorder } {
  const recorder = newRecorder();
  const log = GameLog.create(dir ?? gamesDir(), gameLogName(seed), { ifTaken: 'next-name', ours: dir === undefined, onFinished: recorder.record });
  return { log, recorder };
}

/**
 * After the screen closes: the log closed, and a game the log could not follow (a full disk) is an
 * error, not a clean exit. Says where the log is, when there is one, and how to go on with a game left
 * unfinished.
 */
export function closeScreenLog({ log, recorder }: { log: GameLog; recorder: Recorder }, show = true): void {
  log.close();
  recorder.close();
  if (log.failure) throw log.failure;
  if (!existsSync(log.path)) return;
  if (!endsWithGameOver(log.path)) print(`Game saved: ${log.path}\nContinue it with: nightfall resume ${resumeArg(log.path)}\n`);
  else if (show) print(`Game log: ${log.path}\n`);
}


const randomSeed = () => Math.floor(Math.random() * 1_000_000);

/** On a screen the person is asked what to do when the model cannot be reached. */
const onScreen = (f: { onAiError?: string }) => refuse(f.onAiError, 'on-ai-error', 'is for games without a terminal to ask (watch --plain, sim, tournament); on the screen you are asked');

/** `io`: the terminal's streams, for tests; the process's own otherwise. */
export async function playCommand(f: PlayFlags, io?: ScreenStreams): Promise<number> {
  const board = boardFlag(f.preset);
  const preset = board.id;
  const levels = levelsFrom(f, preset);
  const seat = f.seat;
  if (seat !== undefined && seat > board.preset.seats) throw new UsageError(`--seat must be between 1 and ${board.preset.seats} on ${preset} (got ${seat})`);
  const role = f.role === undefined ? undefined : roleNamed(board, f.role);
  if (f.role !== undefined && role === undefined) {
    throw new UsageError(`${preset} has no role "${f.role}"; roles: ${roleNames(board).join(', ')}`);
  }
  const name = f.name?.trim();
  // Letters of any script with their marks, and emoji (the screen measures both in columns); no controls.
  if (name !== undefined && !/^[\p{L}\p{Extended_Pictographic}][\p{L}\p{M}\p{Extended_Pictographic}\u200d\ufe0f' -]{0,19}$/u.test(name)) throw new UsageError('--name takes 1–20 letters or emoji');
  onScreen(f);
  const seed = f.seed ?? randomSeed();
  const paceMs = f.pace ?? 400;
  if (!io) requireTerminal('play');
  const question = new FailureQuestion();
  const ai = await aiFromFlags(f, seed, question);
  if (!(await preflight(ai))) return stoppedByModel(ai);
  const logged = screenLog(seed, f.logDir);
  const { runPlay } = await import('../tui/index.js');
  let rewind: RewindWish | undefined;
  try {
    await runPlay({
      preset,
      seed,
      paceMs,
      logPath: logged.log.path,
      onEvent: logged.log.write,
      ...(seat ? { seat } : {}),
      ...(role ? { role } : {}),
      ...(name ? { name } : {}),
      levels,
      ...modelOnScreen(ai, question),
      onRewind: (decision) => (rewind = { path: logged.log.path, decision }),
    }, io);
  } finally {
    await ai.flushTraces();
    closeScreenLog(logged);
    modelReport(ai);
  }
  if (!io) await (await import('./rewind-screen.js')).rewindOnScreen(rewind, paceMs);
  return stoppedByModel(ai);
}

/** What a screen needs for the model's seats: the seats, the "bots or stop?" question, the stop, what the calls are doing. */
export const modelOnScreen = (ai: AiChoice, question: FailureQuestion) =>
  ai.mode !== 'bots' ? { aiFor: ai.seats.aiFor, question, signal: ai.controller.signal, models: ai.watch } : {};

/** Once a screen with model seats has closed: tokens per seat, failed calls, decisions the bots took over. */
export function modelReport(ai: AiChoice): void {
  const u = ai.seats.usage;
  if (ai.mode !== 'bots' && (u.calls.length || u.failed.length || u.byBots)) print('\n' + formatUsage(u) + '\n');
}

/** The person chose to stop when the model could not play: say why, and exit 1. */
export function stoppedByModel(ai: { stopped(): { message: string } | undefined }): number {
  const err = ai.stopped();
  if (!err) return 0;
  warn(`game stopped: the model cannot play: ${err.message}`);
  return 1;
}

/** The spectator screen: the table (preset, seed, bots, options) as the command checked it. */
export async function watchScreen(f: WatchFlags, table: Pick<WatchOptions, 'preset' | 'seed' | 'bots' | 'levels' | 'options'>, io?: ScreenStreams): Promise<number> {
  onScreen(f);
  const question = new FailureQuestion();
  const ai = await aiFromFlags(f, table.seed, question);
  if (!(await preflight(ai))) return stoppedByModel(ai);
  const logged = f.logDir !== undefined ? screenLog(table.seed, f.logDir) : undefined;
  const { runWatchScreen } = await import('../tui/index.js');
  try {
    await runWatchScreen({
      ...table,
      paceMs: f.pace ?? 400,
      ...(logged ? { logPath: logged.log.path, onEvent: logged.log.write } : {}),
      ...modelOnScreen(ai, question),
    }, io);
  } finally {
    await ai.flushTraces();
    if (logged) closeScreenLog(logged, false);
    modelReport(ai);
  }
  return stoppedByModel(ai);
}

export async function setupCommand(): Promise<number> {
  const seed = randomSeed();
  // Claude is offered when a model is configured; settings that cannot be read leave the bots.
  const question = new FailureQuestion();
  const ai = await aiFromFlags({ ai: 'claude', onAiError: 'bots' }, seed, question).catch((err: unknown) => {
    if (!(err instanceof UsageError)) throw err;
    warn(`${err.message}; Claude is not offered`);
    return null;
  });
  const canUseClaude = ai?.available === true;
  const logged = screenLog(seed);
  const { runSetup } = await import('../tui/index.js');
  let rewind: RewindWish | undefined;
  try {
    await runSetup({
      seed,
      paceMs: 400,
      logPath: logged.log.path,
      onEvent: logged.log.write,
      level: savedLevelOrNormal(),
      ...(canUseClaude && ai ? { claude: ai.seats.aiFor, question, signal: ai.controller.signal, models: ai.watch } : {}),
      onRewind: (decision) => (rewind = { path: logged.log.path, decision }),
    });
  } finally {
    closeScreenLog(logged);
    if (ai) modelReport(ai);
  }
  await (await import('./rewind-screen.js')).rewindOnScreen(rewind, 400);
  return ai ? stoppedByModel(ai) : 0;
}
