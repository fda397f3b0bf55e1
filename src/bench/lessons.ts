// The lessons' time: a 12-seat werewolf game with a person's seat (played by a normal bot of another
// seed, so it disagrees with the strongest bot as a person would), then the time from its end until
// the Lessons page is ready.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runGame } from '../engine/game.js';
import type { Participant } from '../engine/participant.js';
import { ScriptedPlayer } from '../players/scripted/index.js';
import { lessonsOf } from '../practice/lesson-lines.js';
import { GameLog } from '../storage/game-log.js';
import { createTable } from '../table/setup.js';
import { median } from './engine.js';

export const LESSONS_GOAL_MS = 3000;

export interface LessonsRun {
  seed: number;
  decisions: number;
  disagreements: number;
  /** From the game's end to the lessons ready. */
  ms: number;
}

export interface LessonsBench {
  preset: string;
  runs: LessonsRun[];
  medianMs: number;
}

async function personGame(preset: string, seed: number, dir: string): Promise<string> {
  const seat = 3;
  const persona = createTable({ preset, seed }).personasBySeat.get(seat)!;
  const bot = new ScriptedPlayer(persona, seed * 31 + 5, 'normal');
  const person: Participant = { kind: 'human', decide: (s, u, x) => bot.decide(s, u, x) };
  const log = GameLog.create(dir, `${preset}-${seed}`, { ifTaken: 'next-name' });
  try {
    await runGame(createTable({ preset, seed, human: { seat, participant: person, role: 'seer' }, onEvent: (e) => log.write(e) }));
  } finally {
    log.close();
  }
  return log.path;
}

export async function lessonsBench(quick: boolean): Promise<LessonsBench> {
  const preset = 'werewolf';
  const dir = mkdtempSync(join(tmpdir(), 'nightfall-bench-lessons-'));
  const runs: LessonsRun[] = [];
  try {
    for (const seed of quick ? [1] : [1, 2, 3]) {
      const path = await personGame(preset, seed, dir);
      const t = performance.now();
      const list = await lessonsOf(path);
      runs.push({ seed, decisions: list.length, disagreements: list.filter((l) => !l.agreed).length, ms: performance.now() - t });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { preset, runs, medianMs: median(runs.map((r) => r.ms)) };
}

export function lessonsLines(b: LessonsBench): string[] {
  return [
    `\nLessons: ${b.preset}, a person's seat (a normal bot of another seed) — from the game's end to the Lessons page ready`,
    `  median ${(b.medianMs / 1000).toFixed(2)} s   goal ≤ ${LESSONS_GOAL_MS / 1000} s: ${b.medianMs <= LESSONS_GOAL_MS ? 'met' : 'NOT met'}`,
    ...b.runs.map((r) => `  seed ${r.seed}: ${r.decisions} decisions, ${r.disagreements} unlike the strongest bot's, ${(r.ms / 1000).toFixed(2)} s`),
  ];
}
