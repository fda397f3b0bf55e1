// A drill's report: what the position held that a strong player would use (the facts behind the
// strongest bot's answer at its key decision, and how much that decision matters over continuations),
// each of the person's answers beside the strongest bot's and why, then how both lines ended over the
// continuations, as text and as JSON.
import type { Claim } from '../../engine/core-events.js';
import type { GameEvent } from '../../engine/events.js';
import { resultLine, winLine } from '../../engine/render.js';
import { boardFor } from '../../table/setup.js';
import { pText, rate } from '../continue/stats.js';
import { weight } from './key.js';
import { ADVISER } from '../explain.js';
import { verdictLines } from '../judge.js';
import { lessonLines } from '../lesson-lines.js';
import { compared, type Lesson } from '../lessons.js';
import type { Outcome } from './outcome.js';
import type { DrillRun } from './run.js';
import type { Source } from './source.js';

/** The seat's speech for a decision asked when `at` events were logged. */
function spoken(events: readonly GameEvent[], me: number, at: number): { claims: Claim[]; nomination?: number } | undefined {
  for (let i = at; i < events.length; i++) {
    const e = events[i]!;
    if (e.type === 'speech' && e.seat === me) return { claims: e.claims, ...(typeof e.nomination === 'number' ? { nomination: e.nomination } : {}) };
  }
  return undefined;
}

export function drillLessons(run: DrillRun, me?: number): Lesson[] {
  return run.decisions.map((d, i) => {
    const said = d.request.answer.shape === 'speech' && me !== undefined ? spoken(run.events, me, d.at) : undefined;
    return {
      index: i + 1,
      decision: d.request.kind,
      day: d.request.view.day,
      phase: d.request.view.phase,
      ...compared(d.request, d.answers.at(-1) ?? '', d.advice, said?.claims, said?.nomination),
      hinted: false,
    };
  });
}

/** Every answer of the drill was the strongest bot's: the two lines are one. */
export const sameAsBot = (lessons: readonly Lesson[]): boolean => lessons.length > 0 && lessons.every((l) => l.agreed);

const low = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** "your line: the village wins 6 of 20 (15–52%); the strongest bot's: 15 of 20 (53–89%)". */
export function outcomeLine(preset: string, o: Outcome): string {
  const side = low(resultLine(o.side, (t) => boardFor(preset).ruleset.sideName(t)));
  return `your line: ${side} ${rate(o.yours, o.continuations)}; the strongest bot's: ${rate(o.bots, o.continuations)}`;
}

/** The verdict on the two lines, as a sentence. */
export function outcomeVerdict(preset: string, o: Outcome, same: boolean): string[] {
  if (same) return ['Your answers were the strongest bot\'s: the two lines are one.'];
  if (!o.verdict) return [];
  const side = low(winLine(boardFor(preset).ruleset.sideName(o.side)));
  return verdictLines(o.verdict, side, undefined).slice(1);
}

/** What the position held that a strong player would use: the facts behind the bot's answer at the key decision. */
export function positionLines(source: Source): string[] {
  const key = source.key;
  if (!key) return [];
  const board = boardFor(source.preset);
  const side = low(winLine(board.ruleset.sideName(board.ruleset.teamOf(source.role))));
  // The facts behind the strongest bot's answer; where it rests on none (a guard protecting itself), those behind its next best.
  const own = key.best.explanation?.facts ?? [];
  const facts = (own.length ? own : (key.second.explanation?.facts ?? [])).map((f) => f.text);
  if (!facts.length) facts.push('Nothing in the record singles out a seat yet: either answer rests on the odds alone.');
  const out = [`What this position held that a strong player would use (at your ${key.kind.replace(/_/g, ' ')}, as the source game reached it):`, ...facts.map((f) => `  ${f}`)];
  if (key.best.explanation?.sure) out.push(`  ${key.best.explanation.sure}`);
  const w = weight(key);
  const says =
    key.paired.better === 'b'
      ? `here its next best does better, beyond the noise (McNemar's exact test: ${pText(key.paired.p)}): even the strongest bot gets this one wrong`
      : w === 3
      ? `the answer here changes how games end (McNemar's exact test: ${pText(key.paired.p)})`
      : w === 2
        ? `the two answers lead to different results at once, though how the games end differs within the noise (${pText(key.paired.p)})`
        : `the games end alike after either in most continuations, not all (${key.paired.onlyA + key.paired.onlyB} of ${key.paired.n} ended differently)`;
  out.push(`${ADVISER.charAt(0).toUpperCase() + ADVISER.slice(1)} would ${key.best.does}; its next best would be to ${key.second.does}. Played on over ${key.paired.n} continuations each, ${side} ${rate(key.paired.a, key.paired.n)} after the first and ${rate(key.paired.b, key.paired.n)} after the second: ${says}.`);
  if (key.verdict.either) out.push(`  In the phase after it, ${key.verdict.either}.`);
  return out;
}

export function reportLines(preset: string, run: DrillRun, o: Outcome | null, source?: Source): string[] {
  const board = boardFor(preset);
  const out: string[] = [];
  if (source) out.push('', ...positionLines(source));
  out.push('', `What ${ADVISER} in your seat would have done (= the same as your answer, ≠ another; both lines are judged whole below):`);
  const lessons = drillLessons(run, source?.seat);
  for (const { head, body } of lessonLines(lessons, (t) => board.ruleset.sideName(t))) out.push(`  ${head}`, ...body.map((b) => `       ${b}`));
  if (!run.decisions.length) out.push('  (the drill asked you nothing: the game ended first)');
  if (o) out.push('', `Both lines played on over ${o.continuations} continuations each: ${outcomeLine(preset, o)}.`, ...outcomeVerdict(preset, o, sameAsBot(lessons)));
  return out;
}
