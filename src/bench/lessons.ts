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
import { createTable } from '../table/setup.js';
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

export interface LessonsBench {
  preset: string;
  threads: number;
  runs: LessonsRun[];
  medianLiveMs: number;
  medianLogMs: number;
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
  try {
    for (const seed of quick ? [1] : [1, 2, 3]) {
      const g = await personGame(preset, seed, dir, THINK_MS);
      const live = await g.teacher.lessons();
      const liveMs = performance.now() - g.ended;
      const t = performance.now();
      await lessonsOf(g.path);
      runs.push({ seed, ...counted(live), liveMs, logMs: performance.now() - t, gameMs: g.gameMs });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    sharedPool().close();
  }
  return { preset, threads: sharedPool().size, runs, medianLiveMs: median(runs.map((r) => r.liveMs)), medianLogMs: median(runs.map((r) => r.logMs)) };
}

export function lessonsLines(b: LessonsBench): string[] {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    `\nLessons: ${b.preset}, a person's seat (a normal bot of another seed, ${THINK_MS / 1000} s a decision), continuations on ${b.threads} worker threads`,
    `  from the game's end, worked out while it was played (the screen)   median ${s(b.medianLiveMs)}   goal ≤ ${LESSONS_GOAL_MS / 1000} s: ${b.medianLiveMs <= LESSONS_GOAL_MS ? 'met' : 'NOT met'}`,
    `  from its log alone (nightfall rewind ID)                            median ${s(b.medianLogMs)}`,
    ...b.runs.map((r) => `  seed ${r.seed}: ${r.decisions} decisions, ${r.disagreements} unlike the strongest bot's, ${r.continuations} continuations; end to ready ${s(r.liveMs)}, from the log ${s(r.logMs)} (game ${s(r.gameMs)})`),
  ];
}
