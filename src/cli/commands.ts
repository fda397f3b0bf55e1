// The headless commands: sim (many bot games, a summary) and watch (one game as a transcript, or the
// spectator screen on a terminal).
import { runGame } from '../engine/game.js';
import { simulate } from '../sim/run.js';
import { formatSummary, summarize } from '../sim/summary.js';
import { boardFor, createTable } from '../table/setup.js';
import { botsFlag, optionsFlag } from './args.js';
import { GameLog } from '../storage/game-log.js';
import { levelsFrom } from './level-flag.js';
import { boardFlag } from './board-flag.js';
import { aiFromFlags } from './ai-flags.js';
import { formatUsage } from '../ai/usage.js';
import { GameStopped } from '../engine/game.js';
import { isTerminal, watchScreen } from './screen.js';
import type { SimFlags, WatchFlags } from './program.js';
import type { ScreenStreams } from '../tui/render-screen.js';
import { spectatorLines, styleFor } from './transcript.js';
import { paceLines, waitingFor } from './printer.js';
import { recorder as newRecorder } from './record.js';
import { count, note, print, warn } from './output.js';
import { stopOnSignals } from './signals.js';

/** The table options and bots a game is set up with, checked against the preset's ruleset. */
export const tableOptions = (f: { option?: string[] }, preset: string) => {
  const { ruleset, preset: p } = boardFor(preset);
  return optionsFlag(f.option, ruleset.optionSchema, p.options);
};

export const teamsOf = (preset: string) => {
  const { ruleset, preset: p } = boardFor(preset);
  return [...new Set(Object.keys(p.roles).map((r) => ruleset.teamOf(r)))];
};

export async function simCommand(f: SimFlags): Promise<number> {
  const preset = boardFlag(f.preset).id;
  const options = tableOptions(f, preset);
  const levels = levelsFrom(f, preset);
  const games = f.games;
  const seed = f.seed ?? 1;
  const ai = await aiFromFlags(f, seed);
  const concurrency = f.concurrency;
  const bots = botsFlag(f.bots, teamsOf(preset));
  const tty = process.stderr.isTTY && !f.json;
  let lastDraw = 0;
  const logDir = f.logDir;
  const recorder = logDir ? newRecorder() : undefined;
  let defaulted = 0;
  const stopper = stopOnSignals();
  const run = simulate({
    stop: stopper.signal,
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
  const result = await run
    .catch((err: unknown) => {
      if (err instanceof GameStopped && ai.stopped()) return undefined;
      throw err;
    })
    .finally(() => stopper.release());
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
  const stopped = result.stopped ? { stopped: stopper.signal.reason as string, requested: games } : {};
  if (f.json) process.stdout.write(JSON.stringify({ ...summary, ...stopped, bots, ai: ai.mode, ...(usage ? { usage: usage.total(), decisions } : {}) }) + '\n');
  else {
    print(formatSummary(summary, (t) => ruleset.sideName(t)) + '\n');
    if (usage) print(formatUsage(usage) + `\ndecisions defaulted: ${defaulted}\n`);
  }
  if (result.stopped) {
    warn(`stopped after ${count(result.games)} of ${count(games)} games${logDir ? `; their logs are in ${logDir}` : ''}`);
    return stopper.code ?? 130;
  }
  // Asked for a model and got none: the games are the bots', and the run did not do what it was asked.
  if (usage && usage.calls.length === 0) {
    warn(`the model never played: no call was answered (${usage.failed.length} failed, ${usage.byBots} decisions taken by the bots, ${defaulted} defaulted)`);
    return 1;
  }
  return 0;
}

/** `io`: the terminal's streams, for tests; the process's own otherwise. */
export async function watchCommand(f: WatchFlags, io?: ScreenStreams): Promise<number> {
  const preset = boardFlag(f.preset).id;
  const options = tableOptions(f, preset);
  const bots = botsFlag(f.bots, teamsOf(preset));
  const levels = levelsFrom(f, preset);
  const seed = f.seed ?? Math.floor(Math.random() * 1_000_000);
  // Without --plain a terminal gets the spectator screen; a pipe always gets the transcript.
  if (!f.plain && (io || isTerminal())) return watchScreen(f, { preset, seed, bots, levels, ...(options ? { options } : {}) }, io);
  const ai = await aiFromFlags(f, seed);
  const pace = f.pace ?? 0;
  const { ruleset } = boardFor(preset);
  const lines = spectatorLines(ruleset, styleFor());
  const recorder = f.logDir !== undefined ? newRecorder() : undefined;
  const log = f.logDir !== undefined && recorder ? GameLog.create(f.logDir, `${preset}-${seed}`, { ifTaken: 'next-name', onFinished: recorder.record }) : null;
  const printer = paceLines(pace);
  const setup = createTable({
    preset,
    seed,
    bots,
    levels,
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
