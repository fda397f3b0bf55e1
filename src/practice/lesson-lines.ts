// The lessons as lines of text, for the plain list of `nightfall rewind ID`, the review's Lessons page
// and a drill's summary: per decision what you did and its mark, what the strongest offline bot would do
// and why, and the lines played on with their verdict.
import { winLine } from '../engine/render.js';
import { sanitizeLine } from '../terminal/sanitize.js';
import { ADVISER } from './explain.js';
import { verdictLines } from './judge.js';
import type { Lesson } from './lessons.js';

export { lessonsOf } from './lessons.js';

/** The marks of a judged decision, and what each means: "right" is what the continuations favour. */
export const MARKS = {
  right: '✓',
  wrong: '✗',
  tie: '≈',
  moot: '○',
  agreed: '=',
  /** A drill's answer unlike the bot's (the drill judges its lines as a whole). */
  differs: '≠',
} as const;

export const LEGEND = [
  `${MARKS.right} right: your line won more often than another beyond the noise, and none beat it`,
  `${MARKS.wrong} wrong: another line won more often beyond the noise`,
  `${MARKS.tie} a tie: no difference beyond the noise (McNemar's exact test, 5%)`,
  `${MARKS.moot} moot: every continuation ended alike after each answer (the page says why)`,
  `${MARKS.agreed} the strongest offline bot chose the same; nothing else to play on`,
];

export function markOf(l: Lesson): string {
  if (l.judged) return MARKS[l.judged.verdict.kind];
  return l.agreed ? MARKS.agreed : MARKS.differs;
}

const low = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** Per decision: its number, when, what you did and its mark; then the bot's answer and why, and the verdict. */
export function lessonLines(list: readonly Lesson[], sideName: (team: string) => string = (t) => `The ${t}`): { head: string; body: string[]; mark: string }[] {
  return list.map((l) => {
    const mark = markOf(l);
    const head = `${mark} ${String(l.index).padStart(2)}  ${l.phase === 'night' ? 'night' : 'day'} ${l.day}  ${l.decision.replace(/_/g, ' ')}: you ${sanitizeLine(l.chose)}${l.hinted ? '  (hint shown)' : ''}`;
    const body: string[] = [];
    body.push(l.agreed ? `${ADVISER} would do the same.` : `${ADVISER} would ${l.advice.explanation?.act ?? `answer ${l.advice.pick}`}.`);
    if (l.advice.why) body.push(l.advice.why);
    if (l.judged) {
      const won = low(winLine(sideName(l.judged.side)));
      const real = l.real !== undefined ? (l.real ? `${low(sideName(l.real))} won` : 'it was a draw') : undefined;
      body.push(...verdictLines(l.judged.verdict, won, real).map(sanitizeLine));
    } else if (l.real !== undefined && !l.agreed) body.push('not played on: the answer could not be read as one of the options.');
    return { head, body, mark };
  });
}
