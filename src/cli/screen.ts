// The commands that open the Ink screen: play, watch (not --plain) and the setup screen.
import type { GameEvent } from '../engine/events.js';
import { gameLogName, gamesDir } from '../storage/paths.js';
import { intFlag, parseFlags, UsageError } from './args.js';
import { boardFlag } from './board-flag.js';
import { AI_FLAGS, aiFromFlags, preflight } from './ai-flags.js';
import { openGameLog, type GameLog } from './log-file.js';
import { print } from './output.js';

export { isTerminal } from './terminal.js';
import { isTerminal } from './terminal.js';

function requireTerminal(what: string): void {
  if (!isTerminal()) throw new UsageError(`${what} needs a terminal; for pipes use: nightfall watch --plain`);
}

/** The game log, written as the game happens, kept when the person quits. */
function logFor(seed: number, dir?: string): { log: GameLog; onEvent: (e: GameEvent) => void } {
  const log = openGameLog(dir ?? gamesDir(), gameLogName(seed));
  return { log, onEvent: (e) => log.write(e) };
}

const seedFlag = (v: unknown) => intFlag(v, 'seed', Math.floor(Math.random() * 1_000_000), 0, 2 ** 31 - 1);

export async function playCommand(argv: string[]): Promise<number> {
  const f = parseFlags(argv, {
    preset: { type: 'string' },
    seat: { type: 'string' },
    role: { type: 'string' },
    seed: { type: 'string' },
    name: { type: 'string' },
    pace: { type: 'string' },
    'log-dir': { type: 'string' },
    ...AI_FLAGS,
  });
  const board = boardFlag(f.preset);
  const preset = board.id;
  const seat = f.seat === undefined ? undefined : intFlag(f.seat, 'seat', 1, 1, board.preset.seats);
  const role = f.role === undefined ? undefined : String(f.role);
  if (role !== undefined && !(role in board.preset.roles)) {
    throw new UsageError(`${preset} has no role "${role}"; roles: ${Object.keys(board.preset.roles).join(', ')}`);
  }
  const name = f.name === undefined ? undefined : String(f.name).trim();
  if (name !== undefined && !/^[\p{L}][\p{L}' -]{0,19}$/u.test(name)) throw new UsageError('--name takes 1–20 letters');
  const seed = seedFlag(f.seed);
  const paceMs = intFlag(f.pace, 'pace', 400, 0, 60_000);
  requireTerminal('play');
  const ai = await aiFromFlags(f, seed);
  await preflight(ai);
  const { log, onEvent } = logFor(seed, f['log-dir'] as string | undefined);
  const { runPlay } = await import('../tui/index.js');
  try {
    await runPlay({
      preset,
      seed,
      paceMs,
      logPath: log.path,
      onEvent,
      ...(seat ? { seat } : {}),
      ...(role ? { role } : {}),
      ...(name ? { name } : {}),
      ...(ai.mode !== 'bots' ? { aiFor: ai.seats.aiFor } : {}),
    });
  } finally {
    log.close();
    await ai.flushTraces();
  }
  (await import('./record.js')).recordFinished(log.path);
  print(`Game log: ${log.path}\n`);
  return 0;
}

export async function watchScreen(f: Record<string, unknown>, preset: string, seed: number): Promise<number> {
  const ai = await aiFromFlags(f, seed);
  await preflight(ai);
  const dir = typeof f['log-dir'] === 'string' ? f['log-dir'] : undefined;
  const logged = dir ? logFor(seed, dir) : undefined;
  const { runWatchScreen } = await import('../tui/index.js');
  try {
    await runWatchScreen({
      preset,
      seed,
      paceMs: intFlag(f.pace, 'pace', 400, 0, 60_000),
      ...(logged ? { logPath: logged.log.path, onEvent: logged.onEvent } : {}),
      ...(ai.mode !== 'bots' ? { aiFor: ai.seats.aiFor } : {}),
    });
  } finally {
    logged?.log.close();
    await ai.flushTraces();
  }
  if (logged) (await import('./record.js')).recordFinished(logged.log.path);
  return 0;
}

export async function setupCommand(): Promise<number> {
  const seed = seedFlag(undefined);
  const { log, onEvent } = logFor(seed);
  const ai = await aiFromFlags({ ai: 'claude' }, seed, async () => 'bots');
  const canUseClaude = ai.available;
  const { runSetup } = await import('../tui/index.js');
  try {
    await runSetup({ seed, paceMs: 400, logPath: log.path, onEvent, ...(canUseClaude ? { claude: ai.seats.aiFor } : {}) });
  } finally {
    log.close();
  }
  (await import('./record.js')).recordFinished(log.path);
  print(`Game log: ${log.path}\n`);
  return 0;
}
