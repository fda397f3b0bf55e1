// The headless commands: sim (many bot games, a summary) and watch --plain (one game as a transcript).
import { runGame } from '../engine/game.js';
import { simulate } from '../sim/run.js';
import { formatSummary, summarize } from '../sim/summary.js';
import { boardFor, createTable } from '../table/setup.js';
import { botsFlag, intFlag, optionsFlag, parseFlags } from './args.js';
import { GameLog } from '../storage/game-log.js';
import { levelsFrom } from './level-flag.js';
import { boardFlag } from './board-flag.js';
import { AI_FLAGS, aiFromFlags } from './ai-flags.js';
import { formatUsage } from '../ai/usage.js';
import { GameStopped } from '../engine/game.js';
import { isTerminal, watchScreen } from './screen.js';
import { ansiStyle, plainStyle, spectatorLines } from './transcript.js';
import { paceLines, waitingFor } from './printer.js';
import { recorder as newRecorder } from './record.js';
import { note, print, warn } from './output.js';

const tableOptions = (f: Record<string, unknown>, preset: string) => {
  const { ruleset, preset: p } = boardFor(preset);
  return optionsFlag(f.option, ruleset.optionSchema, p.options);
};

const teamsOf = (preset: string) => {
  const { ruleset, preset: p } = boardFor(preset);
  return [...new Set(Object.keys(p.roles).map((r) => ruleset.teamOf(r)))];
};

export async function simCommand(argv: string[]): Promise<number> {
  const f = parseFlags(argv, {
    preset: { type: 'string' },
    games: { type: 'string' },
    seed: { type: 'string' },
    json: { type: 'boolean' },
    'log-dir': { type: 'string' },
    concurrency: { type: 'string' },
    bots: { type: 'string', multiple: true },
    level: { type: 'string', multiple: true },
    option: { type: 'string', multiple: true },
    ...AI_FLAGS,
  });
  const preset = boardFlag(f.preset).id;
  const options = tableOptions(f, preset);
  const levels = levelsFrom(f, preset);
  const games = intFlag(f.games, 'games', 100, 1, 10_000_000);
  const seed = intFlag(f.seed, 'seed', 1, 0, 2 ** 31 - 1);
  const ai = await aiFromFlags(f, seed);
  const concurrency = intFlag(f.concurrency, 'concurrency', 1, 1, 1024);
  const bots = botsFlag(f.bots, teamsOf(preset));
  const tty = process.stderr.isTTY && !f.json;
  let lastDraw = 0;
  const logDir = typeof f['log-dir'] === 'string' ? f['log-dir'] : undefined;
  const recorder = logDir ? newRecorder() : undefined;
  let defaulted = 0;
  const run = simulate({
    preset,
    games,
    seed,
    concurrency,
    bots,
    levels,
    ...(options ? { options } : {}),
    ...(ai.mode !== 'bots' ? { aiFor: ai.seats.aiFor, signal: ai.controller.signal } : {}),
    ...(logDir && recorder ? { logDir, onFinished: recorder.record } : {}),
    onEvent: (e) => {
      if (e.type === 'defaulted') defaulted++;
    },
    onProgress: (done) => {
      if (!tty) return;
      const now = performance.now();
      if (now - lastDraw < 100 && done < games) return;
      lastDraw = now;
      process.stderr.write(`\r${done}/${games} games`);
    },
  });
  const result = await run.catch((err: unknown) => {
    if (err instanceof GameStopped && ai.stopped()) return undefined;
    throw err;
  });
  recorder?.close();
  if (!result) {
    warn(`sim stopped: the model cannot play: ${ai.stopped()!.message}`);
    return 1;
  }
  if (tty) process.stderr.write('\r\x1b[K');
  const summary = summarize(result);
  const { ruleset } = boardFor(preset);
  await ai.flushTraces();
  const usage = ai.mode !== 'bots' ? ai.seats.usage : undefined;
  // Decisions that failed (a model call with no usable answer), fell to the rules' default, or went to the bots.
  const decisions = usage ? { failedCalls: usage.failed.length, failures: usage.failures(), defaulted, byBots: usage.byBots } : undefined;
  if (f.json) process.stdout.write(JSON.stringify({ ...summary, bots, ai: ai.mode, ...(usage ? { usage: usage.total(), decisions } : {}) }) + '\n');
  else {
    print(formatSummary(summary, (t) => ruleset.sideName(t)) + '\n');
    if (usage) print(formatUsage(usage) + `\ndecisions defaulted: ${defaulted}\n`);
  }
  return 0;
}

export async function watchPlain(argv: string[]): Promise<number> {
  const f = parseFlags(argv, {
    preset: { type: 'string' },
    seed: { type: 'string' },
    plain: { type: 'boolean' },
    pace: { type: 'string' },
    'log-dir': { type: 'string' },
    bots: { type: 'string', multiple: true },
    level: { type: 'string', multiple: true },
    option: { type: 'string', multiple: true },
    ...AI_FLAGS,
  });
  const preset = boardFlag(f.preset).id;
  const options = tableOptions(f, preset);
  const seed = intFlag(f.seed, 'seed', Math.floor(Math.random() * 1_000_000), 0, 2 ** 31 - 1);
  // Without --plain a terminal gets the spectator screen; a pipe always gets the transcript.
  if (!f.plain && isTerminal()) return watchScreen(f, preset, seed);
  const ai = await aiFromFlags(f, seed);
  const pace = intFlag(f.pace, 'pace', 0, 0, 60_000);
  const bots = botsFlag(f.bots, teamsOf(preset));
  const { ruleset } = boardFor(preset);
  const lines = spectatorLines(ruleset, process.stdout.isTTY ? ansiStyle : plainStyle);
  const recorder = typeof f['log-dir'] === 'string' ? newRecorder() : undefined;
  const log = typeof f['log-dir'] === 'string' && recorder ? GameLog.create(f['log-dir'], `${preset}-${seed}`, { ifTaken: 'next-name', onFinished: recorder.record }) : null;
  const printer = paceLines(pace);
  const setup = createTable({
    preset,
    seed,
    bots,
    levels: levelsFrom(f, preset),
    aiFor: ai.seats.aiFor,
    signal: ai.controller.signal,
    ...(options ? { options } : {}),
    onEvent: (e, state) => {
      log?.write(e);
      printer.push(lines(e, state));
    },
  });
  // Pacing is the spectator's: the seats wait for the transcript, so the game moves at its pace.
  if (pace > 0) setup.participants = setup.participants.map((p) => waitingFor(p, printer));
  let stopped = false;
  try {
    await runGame(setup);
  } catch (err) {
    if (!(err instanceof GameStopped)) throw err;
    stopped = true;
  } finally {
    await printer.finish();
    log?.close();
    recorder?.close();
  }
  await ai.flushTraces();
  if (ai.mode !== 'bots') print('\n' + formatUsage(ai.seats.usage) + '\n');
  if (stopped) warn(`game stopped: ${ai.stopped()?.message ?? 'stopped'}${log ? `; log kept at ${log.path}` : ''}`);
  else if (log) note(`log: ${log.path}`);
  return stopped ? 1 : 0;
}
