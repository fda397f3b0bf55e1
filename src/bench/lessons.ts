// The lessons' time: a 12-seat werewolf game with a person's seat (played by a normal bot of another
// seed, so it disagrees with the strongest bot as a person would), then the time from its end until the
// Lessons page is ready. Twice: as the screen has it (the lessons worked out while the game is played,
// the person taking a couple of seconds a decision, so the continuations of each decision run on spare
// cores meanwhile), and from the finished game's log alone (`nightfall rewind ID`, a review opened later).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runGame } from '../engine/game.js';
import type { Participant } from '../engine/participant.js';
import { ScriptedPlayer } from '../players/scripted/index.js';
import { sharedPool } from '../practice/continue/pool.js';
import { lessonsOf, type Lesson } from '../practice/lessons.js';
import { Teacher } from '../practice/teacher.js';
import { GameLog } from '../storage/game-log.js';
import { boardFor, createTable } from '../table/setup.js';
import { botEndings, outcome } from '../practice/drill/outcome.js';
import { planDrill, playDrill } from '../practice/drill/run.js';
import { situationFor } from '../practice/drill/situations.js';
import { findSource } from '../practice/drill/source.js';
import { median } from './engine.js';

export const LESSONS_GOAL_MS = 3000;
/** How long the bench's person takes over each decision (a person reads, thinks, answers). */
export const THINK_MS = 2000;

export interface LessonsRun {
  seed: number;
  decisions: number;
  disagreements: number;
  continuations: number;
  /** From the game's end to the lessons ready: worked out while it was played, and from its log alone. */
  liveMs: number;
  logMs: number;
  /** The whole game as played, the person's thinking included. */
  gameMs: number;
}

export interface DrillRunTime {
  role: string;
  seed: number;
  /** From the drill's end (the person's last answer) to its summary ready, the bot's line played meanwhile. */
  ms: number;
}

export interface LessonsBench {
  preset: string;
  threads: number;
  runs: LessonsRun[];
  medianLiveMs: number;
  medianLogMs: number;
  drills: DrillRunTime[];
  medianDrillMs: number;
}

/** A drill of the 12-seat game played by a person taking THINK_MS a decision; the time from its end to its summary. */
async function drillTime(role: string, seed: number, dir: string): Promise<DrillRunTime> {
  const { ruleset } = boardFor('werewolf');
  const situation = situationFor(ruleset, role)!;
  const source = (await findSource('werewolf', seed, role, situation, 100, { decisive: { pool: sharedPool() } }))!;
  const d = planDrill(source);
  const bot = botEndings(d);
  const persona = createTable({ preset: 'werewolf', seed: source.seed }).personasBySeat.get(source.seat)!;
  const stand = new ScriptedPlayer(persona, seed * 17 + 3, 'normal');
  const person: Participant = { kind: 'human', decide: async (s, u, x) => (await sleep(THINK_MS), stand.decide(s, u, x)) };
  const run = await playDrill(d, { person, dir });
  const t = performance.now();
  await outcome(d, run.played, { bot });
  return { role, seed: source.seed, ms: performance.now() - t };
}

const sleep = (ms: number) => new Promise<void>((res) => setTimeout(res, ms));

async function personGame(preset: string, seed: number, dir: string, think: number): Promise<{ path: string; teacher: Teacher; gameMs: number; ended: number }> {
  const seat = 3;
  const persona = createTable({ preset, seed }).personasBySeat.get(seat)!;
  const bot = new ScriptedPlayer(persona, seed * 31 + 5, 'normal');
  const person: Participant = { kind: 'human', decide: async (s, u, x) => (await sleep(think), bot.decide(s, u, x)) };
  const teacher = new Teacher(preset, seat);
  const log = GameLog.create(dir, `${preset}-${seed}`, { ifTaken: 'next-name' });
  const started = performance.now();
  try {
    const setup = createTable({
      preset,
      seed,
      human: { seat, participant: person, role: 'seer' },
      onEvent: (e) => {
        log.write(e);
        teacher.event(e);
      },
    });
    setup.participants = setup.participants.map((p, i) => teacher.wrap(p, i + 1));
    await runGame(setup);
  } finally {
    log.close();
  }
  const ended = performance.now();
  return { path: log.path, teacher, gameMs: ended - started, ended };
}

const counted = (list: readonly Lesson[]) => ({
  decisions: list.length,
  disagreements: list.filter((l) => !l.agreed).length,
  continuations: list.reduce((n, l) => n + (l.judged?.lines.reduce((m, x) => m + x.endings.length, 0) ?? 0), 0),
});

export async function lessonsBench(quick: boolean): Promise<LessonsBench> {
  const preset = 'werewolf';
  const dir = mkdtempSync(join(tmpdir(), 'nightfall-bench-lessons-'));
  const runs: LessonsRun[] = [];
  const drills: DrillRunTime[] = [];
  try {
    for (const seed of quick ? [1] : [1, 2, 3]) {
      const g = await personGame(preset, seed, dir, THINK_MS);
      const live = await g.teacher.lessons();
      const liveMs = performance.now() - g.ended;
      const t = performance.now();
      await lessonsOf(g.path);
      runs.push({ seed, ...counted(live), liveMs, logMs: performance.now() - t, gameMs: g.gameMs });
    }
    for (const [role, seed] of quick ? ([['seer', 1]] as const) : ([['seer', 1], ['witch', 1], ['guard', 1]] as const)) drills.push(await drillTime(role, seed, dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
    sharedPool().close();
  }
  return { preset, threads: sharedPool().size, runs, medianLiveMs: median(runs.map((r) => r.liveMs)), medianLogMs: median(runs.map((r) => r.logMs)), drills, medianDrillMs: median(drills.map((x) => x.ms)) };
}

export function lessonsLines(b: LessonsBench): string[] {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    `\nLessons: ${b.preset}, a person's seat (a normal bot of another seed, ${THINK_MS / 1000} s a decision), continuations on ${b.threads} worker threads`,
    `  from the game's end, worked out while it was played (the screen)   median ${s(b.medianLiveMs)}   goal ≤ ${LESSONS_GOAL_MS / 1000} s: ${b.medianLiveMs <= LESSONS_GOAL_MS ? 'met' : 'NOT met'}`,
    `  from its log alone (nightfall rewind ID)                            median ${s(b.medianLogMs)}`,
    ...b.runs.map((r) => `  seed ${r.seed}: ${r.decisions} decisions, ${r.disagreements} unlike the strongest bot's, ${r.continuations} continuations; end to ready ${s(r.liveMs)}, from the log ${s(r.logMs)} (game ${s(r.gameMs)})`),
    `  a drill's summary, from its end (the bot's line played while the person plays)   median ${s(b.medianDrillMs)}   goal ≤ ${LESSONS_GOAL_MS / 1000} s: ${b.medianDrillMs <= LESSONS_GOAL_MS ? 'met' : 'NOT met'}`,
    ...b.drills.map((x) => `  ${x.role} drill, seed ${x.seed}: ${s(x.ms)}`),
  ];
}
