// The review's Lessons page: per decision what you chose, what the strongest bot recommended and why,
// and whether it mattered (both answers played on). Computed once, off the screen's thread of keys,
// from the game's log; until then the page says it is working.
import { useEffect, useState } from 'react';
import type { Ruleset } from '../engine/ruleset.js';
import { lessonLines, lessonsOf } from '../practice/lesson-lines.js';
import { logId } from '../storage/logs.js';
import { wrap } from './layout.js';
import type { PageLine } from './review-pages.js';

export type LessonsState = { status: 'none' } | { status: 'working' } | { status: 'done'; lines: { head: string; body: string[] }[] } | { status: 'failed'; why: string };

export function useLessons(logPath: string | undefined, wanted: boolean, ruleset: Ruleset<unknown>): LessonsState {
  const [state, setState] = useState<LessonsState>({ status: 'none' });
  useEffect(() => {
    if (!wanted || !logPath || state.status !== 'none') return;
    setState({ status: 'working' });
    lessonsOf(logPath).then(
      (list) => setState({ status: 'done', lines: lessonLines(list, (t) => ruleset.sideName(t)) }),
      (err: unknown) => setState({ status: 'failed', why: err instanceof Error ? err.message : String(err) }),
    );
  }, [wanted, logPath]);
  return state;
}

export function lessonsPage(s: LessonsState, logPath: string | undefined, width: number): PageLine[] {
  if (!logPath) return [{ text: 'No game log: the lessons are read from it.', dim: true }];
  if (s.status === 'none' || s.status === 'working') return [{ text: 'Playing your decisions again beside the strongest bot…', dim: true }];
  if (s.status === 'failed') return [{ text: `The lessons could not be read: ${s.why}`, color: 'red' }];
  if (!s.lines.length) return [{ text: 'You made no decision in this game.', dim: true }];
  const out: PageLine[] = [];
  for (const l of s.lines) {
    out.push({ text: l.head, bold: true });
    for (const b of l.body) for (const w of wrap(b, width - 7)) out.push({ text: `       ${w}`, dim: !b.startsWith('it mattered'), ...(b.startsWith('it mattered') ? { color: 'yellow' } : {}) });
  }
  out.push({ text: `Play one again: nightfall rewind ${logId(logPath)} --decision K`, color: 'cyan' });
  return out;
}
