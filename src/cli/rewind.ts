// nightfall rewind ID|FILE [--decision K]: play one of your decisions again. Without --decision, the
// list of your decisions. At a terminal the game goes on on the screen; otherwise (or with --plain) your
// answers come from --answers FILE or stdin, one a line, and the game is printed as your seat sees it.
import { readFileSync } from 'node:fs';
import { findLog, logId } from '../storage/logs.js';
import { decisionsIn, planRewind, RewindError, type RewindPlan } from '../practice/rewind.js';
import { shownAnswer } from '../practice/decisions.js';
import { LEGEND, lessonLines, lessonsOf } from '../practice/lesson-lines.js';
import type { Lesson } from '../practice/lessons.js';
import { playRewind } from '../practice/rewind-run.js';
import { adviser } from '../practice/advice.js';
import { lineSeat, seatLines } from '../practice/plain-seat.js';
import { createTable } from '../table/setup.js';
import { UsageError } from './args.js';
import type { RewindFlags } from './program.js';
import { isTerminal } from './terminal.js';
import { note, print, progress } from './output.js';
import { wrapLines } from '../terminal/width.js';
import { CONTINUATIONS } from '../practice/continue/stats.js';
import { recorder as newRecorder } from './record.js';
import { sanitizeLine } from '../terminal/sanitize.js';
import { wonWords } from '../engine/stall.js';

export async function rewindCommand(id: string, f: RewindFlags): Promise<number> {
  const path = findLog(id);
  try {
    if (f.decision === undefined) return await listDecisions(path, Boolean(f.json));
    const plan = planRewind(path, f.decision);
    const plain = Boolean(f.plain) || f.answers !== undefined || !isTerminal();
    if (plain) return await rewindPlain(plan, answersFrom(f.answers));
    const { rewindOnScreen, runRewindScreen } = await import('./rewind-screen.js');
    await rewindOnScreen(await runRewindScreen(plan, f.pace ?? 400), f.pace ?? 400);
    return 0;
  } catch (err) {
    if (err instanceof RewindError) throw new UsageError(err.message);
    throw err;
  }
}

/** Your decisions, each with what the strongest bot recommended, why, and whether it mattered. */
async function listDecisions(path: string, json: boolean): Promise<number> {
  const { decisions, ruleset } = decisionsIn(path);
  if (!decisions.length) {
    if (json) process.stdout.write('[]\n');
    else print(`You made no decision in ${logId(path)}.\n`);
    return 0;
  }
  const line = progress(`Playing your decisions on with the strongest offline bot, ${CONTINUATIONS} continuations a line…`);
  const started = Date.now();
  let taught: Lesson[];
  try {
    taught = await lessonsOf(path, { onProgress: (p) => line.update(`Playing your decisions on with the strongest offline bot… ${p.done} of ${p.total} continuations (${Math.round((Date.now() - started) / 1000)} s)`) });
  } finally {
    line.done();
  }
  if (json) {
    const rows = decisions.map((d) => {
      const l = taught.find((x) => x.index === d.index);
      const more = l ? { recommended: l.advice.pick, recommendedValue: l.advice.value ?? null, why: l.advice.why, agreed: l.agreed, ...(l.judged ? { verdict: verdictJson(l) } : {}) } : {};
      return { decision: d.index, kind: d.decision, day: d.day, answers: d.answers, hinted: d.hinted, ...more };
    });
    process.stdout.write(JSON.stringify(rows) + '\n');
    return 0;
  }
  const cols = process.stdout.isTTY ? process.stdout.columns : undefined;
  const out = (text: string, indent: number) => {
    for (const row of cols ? wrapLines(sanitizeLine(text), cols - indent) : [sanitizeLine(text)]) print(`${' '.repeat(indent)}${row}\n`);
  };
  for (const l of LEGEND) out(l, 0);
  for (const { head, body } of lessonLines(taught, (t) => ruleset.sideName(t))) {
    out(head, 0);
    for (const b of body) out(b, 7);
  }
  for (const d of decisions.slice(taught.length)) print(`${String(d.index).padStart(3)}  day ${d.day}  ${d.decision.replace(/_/g, ' ')}: you ${sanitizeLine(shownAnswer(d.answers.at(-1) ?? ''))}\n`);
  print(`Play one again with: nightfall rewind ${logId(path)} --decision K\n`);
  return 0;
}

/** A lesson's verdict for scripts: the kind, each line's wins of its continuations, the test's p, why a moot one ended alike. */
function verdictJson(l: Lesson) {
  const j = l.judged!;
  const v = j.verdict;
  return {
    kind: v.kind,
    side: j.side,
    continuations: v.vs[0]?.paired.n ?? 0,
    lines: j.lines.map((x, i) => ({ who: x.who, does: x.does, wins: i === 0 ? (v.vs[0]?.paired.a ?? 0) : (v.vs.find((y) => y.who === x.who && y.does === x.does)?.paired.b ?? 0) })),
    p: v.vs.map((x) => x.paired.p),
    ...(v.why ? { why: v.why } : {}),
    ...(l.real !== undefined ? { real: l.real } : {}),
  };
}

/** The lines of --answers FILE, or of stdin ("-" or no flag), blank lines and # comments left out. */
export function answersFrom(flag: string | undefined): string[] {
  let text = '';
  const file = typeof flag === 'string' && flag !== '-' ? flag : null;
  try {
    text = file ? readFileSync(file, 'utf8') : process.stdin.isTTY ? '' : readFileSync(0, 'utf8');
  } catch (err) {
    throw new UsageError(`cannot read the answers ${file ?? 'from stdin'}: ${(err as Error).message}`);
  }
  return text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
}

async function rewindPlain(r: RewindPlan, answers: string[]): Promise<number> {
  const recorder = newRecorder();
  const out = (l: string) => print(l + '\n');
  const me = r.plan.human.seat;
  const persona = createTable({ preset: r.plan.preset.id, seed: r.plan.seed }).personasBySeat.get(me);
  const person = lineSeat(answers, out, adviser(r.plan.seed, persona));
  const lines = seatLines(r.plan.ruleset, me);
  out(`Rewinding ${r.parentId} to your decision ${r.decision.index} (${r.decision.decision.replace(/_/g, ' ')}, day ${r.decision.day}); you answered: ${sanitizeLine(shownAnswer(r.decision.answers.at(-1) ?? ''))}`);
  try {
    const result = await playRewind(r, { person, onFinished: recorder.record, onEvent: (e, state) => lines(e, state).forEach(out) });
    const was = r.plan.log.events.length ? finalWinner(r) : null;
    note(`new line: ${result.path} (branch of ${r.parentId} at decision ${r.decision.index}); this line: ${wonWords(result.state.core.winner)}${was ? `, the original: ${wonWords(was)}` : ''}`);
    return 0;
  } finally {
    recorder.close();
  }
}

function finalWinner(r: RewindPlan): string | null {
  const { events } = decisionsIn(r.parentPath);
  const over = events.find((e) => e.type === 'game_over');
  return over?.type === 'game_over' ? over.winner : null;
}
