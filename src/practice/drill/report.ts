// A drill's report: each of the person's answers beside the strongest bot's and why (the lessons'
// lines), then how both lines ended over the continuations, as text and as JSON.
import { resultLine } from '../../engine/render.js';
import { boardFor } from '../../table/setup.js';
import { lessonLines } from '../lesson-lines.js';
import { compared, type Lesson } from '../lessons.js';
import type { Outcome } from './outcome.js';
import type { DrillRun } from './run.js';

export function drillLessons(run: DrillRun): Lesson[] {
  return run.decisions.map((d, i) => ({
    index: i + 1,
    decision: d.request.kind,
    day: d.request.view.day,
    phase: d.request.view.phase,
    ...compared(d.request, d.answers.at(-1) ?? '', d.advice),
    hinted: false,
  }));
}

/** Every answer of the drill was the strongest bot's: the two lines are one. */
export const sameAsBot = (lessons: readonly Lesson[]): boolean => lessons.length > 0 && lessons.every((l) => l.agreed);

/** "your line: the village wins 6 of 10; the bot's: 8 of 10". */
export function outcomeLine(preset: string, o: Outcome): string {
  const side = resultLine(o.side, (t) => boardFor(preset).ruleset.sideName(t));
  const low = side.charAt(0).toLowerCase() + side.slice(1);
  return `your line: ${low} ${o.yours} of ${o.continuations}; the bot's: ${o.bots} of ${o.continuations}`;
}

export function reportLines(preset: string, run: DrillRun, o: Outcome | null): string[] {
  const out = ['', 'What the strongest bot in your seat would have done:'];
  const board = boardFor(preset);
  for (const { head, body } of lessonLines(drillLessons(run), (t) => board.ruleset.sideName(t))) out.push(head, ...body.map((b) => `       ${b}`));
  if (!run.decisions.length) out.push('  (the drill asked you nothing: the game ended first)');
  if (o) out.push('', `Both lines played on over ${o.continuations} seeded continuations: ${outcomeLine(preset, o)}.`);
  return out;
}
