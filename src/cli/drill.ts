// nightfall drill [--role R] [--preset P] [--seed S]: a position that matters for a role, cut from a
// seeded bot game where the answer changes how games end (its two best answers played on first). The
// recap of what your seat knows, your decisions until that day or night ends, then what the position
// held, the strongest bot's answers and why, and how both lines end over continuations. At a terminal
// the screen; otherwise (or with --plain, --answers, --json) answers one a line.
import { createTable } from '../table/setup.js';
import { adviser } from '../practice/advice.js';
import { chooseDrill, DrillChoiceError, type DrillChoice } from '../practice/drill/choose.js';
import { botEndings, outcome, type Outcome } from '../practice/drill/outcome.js';
import { recapLines } from '../practice/drill/recap.js';
import { drillLessons, outcomeLine, reportLines, sameAsBot } from '../practice/drill/report.js';
import { planDrill, playDrill, type DrillPlan, type DrillRun } from '../practice/drill/run.js';
import { findSource } from '../practice/drill/source.js';
import { lineSeat, seatLines } from '../practice/plain-seat.js';
import { logId } from '../storage/logs.js';
import { drillsDir } from '../storage/paths.js';
import { recordDrill } from '../storage/drills.js';
import { sanitizeLine } from '../terminal/sanitize.js';
import { wrapLines } from '../terminal/width.js';
import { UsageError } from './args.js';
import type { DrillFlags } from './program.js';
import { answersFrom } from './rewind.js';
import { isTerminal } from './terminal.js';
import { note, print, progress, warn } from './output.js';
import { sharedPool } from '../practice/continue/pool.js';
import { CONTINUATIONS } from '../practice/continue/stats.js';
import type { Ending } from '../practice/continue/line.js';
import { withDb } from './with-db.js';

/** Seeds tried from --seed on before a drill gives up. */
export const DRILL_TRIES = 100;
export { CONTINUATIONS };

export async function drillCommand(f: DrillFlags): Promise<number> {
  const seed = f.seed ?? Math.floor(Math.random() * 1_000_000);
  let choice: DrillChoice;
  try {
    choice = chooseDrill(f.role, f.preset, seed);
  } catch (err) {
    if (err instanceof DrillChoiceError) throw new UsageError(err.message);
    throw err;
  }
  const pool = sharedPool();
  const finding = progress(`Finding a position where your answer matters (from seed ${seed})…`);
  let source;
  try {
    source = await findSource(choice.preset, seed, choice.role, choice.situation, DRILL_TRIES, {
      decisive: { pool },
      onSeed: (s) => finding.update(`Finding a position where your answer matters: seed ${s}, its two best answers played on over ${CONTINUATIONS} continuations each…`),
    });
  } finally {
    finding.done();
  }
  if (!source) throw new UsageError(`no seed from ${seed} to ${seed + DRILL_TRIES - 1} reached the drill for ${choice.role} on ${choice.preset} (${choice.situation.text}) where its answer matters; try another --seed`);
  const d = planDrill(source);
  // The strongest bot's line depends on the position alone: played on while the person plays.
  const bot = botEndings(d, CONTINUATIONS, pool);
  bot.catch(() => {});
  const plain = Boolean(f.plain) || Boolean(f.json) || f.answers !== undefined || !isTerminal();
  if (!plain) {
    const { runDrillScreen } = await import('./drill-screen.js');
    return finish(d, await runDrillScreen(d, f.pace ?? 400, bot), false, bot);
  }
  const out = f.json ? () => {} : (l: string) => print(l + '\n');
  const me = source.seat;
  const persona = createTable({ preset: source.preset, seed: source.seed }).personasBySeat.get(me);
  const person = lineSeat(answersFrom(f.answers), out, adviser(source.seed, persona));
  const lines = seatLines(d.rewind.plan.ruleset, me);
  out(headline(d));
  const run = await playDrill(d, {
    person,
    dir: drillsDir(),
    onStart: (request) => {
      out('What your seat knows:');
      for (const l of recapLines(d.rewind.plan.ruleset, request.view, d.rewind.plan.options)) out(`  ${l}`);
      out('');
    },
    onEvent: (e, state) => lines(e, state).forEach(out),
  });
  return finish(d, run, Boolean(f.json), bot);
}

export function headline(d: DrillPlan): string {
  const s = d.source;
  const skipped = s.skipped ? `; ${s.skipped === 1 ? `seed ${s.seed - 1}` : `seeds ${s.seed - s.skipped}–${s.seed - 1}`} did not reach it where the answer matters` : '';
  return sanitizeLine(`Drill: ${s.situation.text} (${s.preset}, seed ${s.seed}, seat ${s.seat}${skipped}).`);
}

/** The report, the result kept for stats, and where the drill's log is. */
async function finish(d: DrillPlan, run: DrillRun, json: boolean, bot: Promise<Ending[]>): Promise<number> {
  const lessons = drillLessons(run, d.source.seat);
  const o: Outcome = run.outcome ?? (await outcome(d, run.played, { continuations: CONTINUATIONS, bot, sameAnswers: sameAsBot(lessons) }));
  const matched = lessons.filter((l) => l.agreed).length;
  try {
    await withDb((db) =>
      recordDrill(db, { timestamp: new Date().toISOString(), drill: logId(run.path), preset: d.source.preset, role: d.source.role, seed: d.source.seed, decisions: lessons.length, matched, continuations: o.continuations, yourWins: o.yours, botWins: o.bots }),
    );
  } catch (err) {
    warn(`the drill's result was not kept for stats: ${(err as Error).message}`);
  }
  if (json) {
    const s = d.source;
    process.stdout.write(
      JSON.stringify({
        drill: logId(run.path),
        log: run.path,
        situation: s.situation.id,
        text: s.situation.text,
        preset: s.preset,
        role: s.role,
        seed: s.seed,
        seat: s.seat,
        skippedSeeds: s.skipped,
        recap: run.decisions[0] ? recapLines(d.rewind.plan.ruleset, run.decisions[0].request.view, d.rewind.plan.options) : [],
        decisions: lessons.map((l, i) => ({ kind: l.decision, day: l.day, answers: run.decisions[i]!.answers, chose: l.chose, recommended: l.advice.pick, recommendedValue: l.advice.value ?? null, why: l.advice.why, agreed: l.agreed })),
        position: s.key ? { decision: s.key.kind, facts: s.key.best.explanation?.facts.map((x) => x.text) ?? [], best: s.key.best.does, second: s.key.second.does, bestWins: s.key.paired.a, secondWins: s.key.paired.b, p: s.key.paired.p } : null,
        // Where the continuations were played: worker threads (how many), or this thread (0).
        continuationThreads: sharedPool().mode === 'threads' ? sharedPool().size : 0,
        outcome: { side: o.side, continuations: o.continuations, yours: o.yours, bots: o.bots, verdict: sameAsBot(lessons) ? 'same' : (o.verdict?.kind ?? null), p: o.paired?.p ?? null, line: outcomeLine(s.preset, o) },
      }) + '\n',
    );
    return 0;
  }
  // At a terminal the report wraps between words at its width, each wrapped row keeping its line's indent.
  const cols = process.stdout.isTTY ? process.stdout.columns : undefined;
  for (const l of reportLines(d.source.preset, run, o, d.source)) {
    const line = sanitizeLine(l);
    const indent = /^\s*/.exec(line)![0];
    for (const row of cols ? wrapLines(line.trimStart(), cols - indent.length).map((r) => indent + r) : [line]) print(row + '\n');
  }
  note(`drill log: ${run.path} (from ${d.source.preset} seed ${d.source.seed}, seat ${d.source.seat})`);
  return 0;
}
