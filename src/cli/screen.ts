// The commands that open the Ink screen: play, watch (not --plain) and the setup screen.
import { existsSync } from 'node:fs';
import { GameLog } from '../storage/game-log.js';
import type { ScreenStreams } from '../tui/render-screen.js';
import { gameLogName, gamesDir } from '../storage/paths.js';
import { intFlag, parseFlags, UsageError } from './args.js';
import { roleNamed, roleNames } from '../rules/index.js';
import { boardFlag } from './board-flag.js';
import { AI_FLAGS, aiFromFlags, preflight } from './ai-flags.js';
import { print, warn } from './output.js';
import { recorder as newRecorder, type Recorder } from './record.js';
import { levelsFrom, savedLevelOrNormal } from './level-flag.js';
import { FailureQuestion } from '../ai/failure-question.js';

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
 * error, not a clean exit. Says where the log is, when there is one.
 */
export function closeScreenLog({ log, recorder }: { log: GameLog; recorder: Recorder }, show = true): void {
  log.close();
  recorder.close();
  if (log.failure) throw log.failure;
  if (show && existsSync(log.path)) print(`Game log: ${log.path}\n`);
}

const seedFlag = (v: unknown) => intFlag(v, 'seed', Math.floor(Math.random() * 1_000_000), 0, 2 ** 31 - 1);

/** `io`: the terminal's streams, for tests; the process's own otherwise. */
export async function playCommand(argv: string[], io?: ScreenStreams): Promise<number> {
  const f = parseFlags(argv, {
    preset: { type: 'string' },
    seat: { type: 'string' },
    role: { type: 'string' },
    seed: { type: 'string' },
    name: { type: 'string' },
    pace: { type: 'string' },
    'log-dir': { type: 'string' },
    level: { type: 'string', multiple: true },
    ...AI_FLAGS,
  });
  const board = boardFlag(f.preset);
  const preset = board.id;
  const levels = levelsFrom(f, preset);
  const seat = f.seat === undefined ? undefined : intFlag(f.seat, 'seat', 1, 1, board.preset.seats);
  const role = f.role === undefined ? undefined : roleNamed(board, String(f.role));
  if (f.role !== undefined && role === undefined) {
    throw new UsageError(`${preset} has no role "${String(f.role)}"; roles: ${roleNames(board).join(', ')}`);
  }
  const name = f.name === undefined ? undefined : String(f.name).trim();
  if (name !== undefined && !/^[\p{L}][\p{L}' -]{0,19}$/u.test(name)) throw new UsageError('--name takes 1–20 letters');
  const seed = seedFlag(f.seed);
  const paceMs = intFlag(f.pace, 'pace', 400, 0, 60_000);
  if (!io) requireTerminal('play');
  const question = new FailureQuestion();
  const ai = await aiFromFlags(f, seed, question);
  await preflight(ai);
  const logged = screenLog(seed, f['log-dir'] as string | undefined);
  const { runPlay } = await import('../tui/index.js');
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
      ...(ai.mode !== 'bots' ? { aiFor: ai.seats.aiFor, question, signal: ai.controller.signal } : {}),
    }, io);
  } finally {
    await ai.flushTraces();
    closeScreenLog(logged);
  }
  return stoppedByModel(ai);
}

/** The person chose to stop when the model could not play: say why, and exit 1. */
function stoppedByModel(ai: { stopped(): { message: string } | undefined }): number {
  const err = ai.stopped();
  if (!err) return 0;
  warn(`game stopped: the model cannot play: ${err.message}`);
  return 1;
}

export async function watchScreen(f: Record<string, unknown>, preset: string, seed: number): Promise<number> {
  const question = new FailureQuestion();
  const ai = await aiFromFlags(f, seed, question);
  await preflight(ai);
  const dir = typeof f['log-dir'] === 'string' ? f['log-dir'] : undefined;
  const logged = dir ? screenLog(seed, dir) : undefined;
  const { runWatchScreen } = await import('../tui/index.js');
  try {
    await runWatchScreen({
      preset,
      seed,
      paceMs: intFlag(f.pace, 'pace', 400, 0, 60_000),
      levels: levelsFrom(f, preset),
      ...(logged ? { logPath: logged.log.path, onEvent: logged.log.write } : {}),
      ...(ai.mode !== 'bots' ? { aiFor: ai.seats.aiFor, question, signal: ai.controller.signal } : {}),
    });
  } finally {
    await ai.flushTraces();
    if (logged) closeScreenLog(logged, false);
  }
  return stoppedByModel(ai);
}

export async function setupCommand(): Promise<number> {
  const seed = seedFlag(undefined);
  // Claude is offered when a model is configured; settings that cannot be read leave the bots.
  const question = new FailureQuestion();
  const ai = await aiFromFlags({ ai: 'claude', 'on-ai-error': 'bots' }, seed, question).catch((err: unknown) => {
    if (!(err instanceof UsageError)) throw err;
    warn(`${err.message}; Claude is not offered`);
    return null;
  });
  const canUseClaude = ai?.available === true;
  const logged = screenLog(seed);
  const { runSetup } = await import('../tui/index.js');
  try {
    await runSetup({
      seed,
      paceMs: 400,
      logPath: logged.log.path,
      onEvent: logged.log.write,
      level: savedLevelOrNormal(),
      ...(canUseClaude && ai ? { claude: ai.seats.aiFor, question, signal: ai.controller.signal } : {}),
    });
  } finally {
    closeScreenLog(logged);
  }
  return ai ? stoppedByModel(ai) : 0;
}
