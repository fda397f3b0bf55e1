// The review's Lessons page: per decision what you did and its mark, what the strongest offline bot would
// do and the facts that decide it, and the lines played on over continuations with their verdict. The
// lessons come from the game's teacher (worked out while it was played) or, for a game read from its log,
// are worked out when the review opens; until they are ready the page shows how far they have come.
import { useWork, type Work } from './use-work.js';
import type { Ruleset } from '../engine/ruleset.js';
import { LEGEND, lessonLines, lessonsOf } from '../practice/lesson-lines.js';
import type { Lesson } from '../practice/lessons.js';
import type { Teacher } from '../practice/teacher.js';
import { CONTINUATIONS } from '../practice/continue/stats.js';
import { logId } from '../storage/logs.js';
import { wrap } from './layout.js';
import { hanging } from './drill-pages.js';
import type { PageLine } from './review-pages.js';

export type LessonsState = Work<Lesson[]>;

/** The lessons: the teacher's (worked out while the game was played) or worked out from the log; `start` once wanted. */
export function useLessons(logPath: string | undefined, teacher: Teacher | undefined): LessonsState {
  return useWork(Boolean(teacher || logPath), (onProgress) => {
    if (!teacher) return lessonsOf(logPath!, { onProgress });
    const stop = teacher.onProgress(onProgress);
    return teacher.lessons().finally(stop);
  }, teacher?.progress);
}

/** "Playing your decisions on… 140 of 400 continuations (6 s)". */
export function progressLine(s: Extract<LessonsState, { status: 'working' }>): string {
  const { done, total } = s.progress;
  const secs = Math.round((Date.now() - s.since) / 1000);
  return `Playing your decisions on with the strongest offline bot, ${CONTINUATIONS} continuations a line… ${total ? `${done} of ${total} continuations` : 'starting'}${secs ? ` (${secs} s)` : ''}`;
}

export function lessonsPage(s: LessonsState, logPath: string | undefined, width: number, ruleset: Ruleset<unknown>): PageLine[] {
  if (!logPath && s.status === 'none') return [{ text: 'No game log: the lessons are read from it.', dim: true }];
  if (s.status === 'none' || s.status === 'working') return [{ text: s.status === 'working' ? progressLine(s) : 'Playing your decisions on…', color: 'yellow' }];
  if (s.status === 'failed') return [{ text: `The lessons could not be worked out: ${s.why}`, color: 'red' }];
  if (!s.value.length) return [{ text: 'You made no decision in this game.', dim: true }];
  const out: PageLine[] = [];
  const indent = (text: string, by: number, style: Omit<PageLine, 'text'> = {}) => wrap(text, width - by).map((t) => ({ text: ' '.repeat(by) + t, ...style }));
  out.push(...indent('Each decision: what you did, what the strongest offline bot would do and why; where they differ (and, for a speech, the other of claiming your role or keeping it hidden), each line played on from there over continuations with every other seat a fresh bot, your seat the strongest.', 0, { dim: true }));
  for (const l of LEGEND) out.push(...indent(l, 2, { dim: true }));
  out.push({ text: '' });
  for (const l of lessonLines(s.value, (t) => ruleset.sideName(t))) {
    out.push(...hanging(l.head, width, 0, 6, { bold: true, ...(l.mark === '✗' ? { color: 'red' } : l.mark === '✓' ? { color: 'green' } : {}) }));
    for (const b of l.body) out.push(...indent(b, 6, /^(WRONG|RIGHT)/.test(b) ? { color: 'yellow' } : { dim: true }));
  }
  if (logPath) out.push({ text: '' }, ...indent(`Play one again: nightfall rewind ${logId(logPath)} --decision K`, 0, { color: 'cyan' }));
  return out;
}
