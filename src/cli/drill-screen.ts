// A drill on the screen: the source table caught up from its log without pacing, the seat's earlier
// answers given back, a page with the recap before the first question, then the person plays the seat
// until that day or night ends. There the game stops under a page of its own: what the position held,
// the person's answers beside the strongest bot's and why, and both lines over the continuations once
// they are played (the bot's line is played on while the person plays; the person's when the drill ends).
import type { GameEvent } from '../engine/events.js';
import type { Participant } from '../engine/participant.js';
import { GameLog } from '../storage/game-log.js';
import { drillsDir } from '../storage/paths.js';
import { branchWriter, noting } from '../practice/rewind.js';
import { advise, adviser } from '../practice/advice.js';
import { Capture, asked } from '../practice/continue/capture.js';
import type { Ending } from '../practice/continue/line.js';
import { CONTINUATIONS } from '../practice/continue/stats.js';
import { endsDrill, type DrillDecision, type DrillPlan, type DrillRun } from '../practice/drill/run.js';
import { outcome, type Played } from '../practice/drill/outcome.js';
import { drillLessons, outcomeLine, outcomeVerdict, positionLines, sameAsBot } from '../practice/drill/report.js';
import { lessonLines } from '../practice/lesson-lines.js';
import { createTable, boardFor } from '../table/setup.js';
import { recapLines } from '../practice/drill/recap.js';
import { decorate } from '../engine/decorate.js';
import { PageStore } from '../tui/page-store.js';
import { recapPage, summaryPage } from '../tui/drill-pages.js';
import type { PlayOptions } from '../tui/index.js';
import { branchPlay } from './branch-play.js';

export const DRILL_OVER = 'the drill is over here';

export interface DrillScreen {
  options: PlayOptions;
  page: PageStore;
  /** The drill as played, its outcome too once the screen has played both lines on. */
  result(): Promise<DrillRun>;
  close(): void;
}

export function drillScreen(d: DrillPlan, paceMs: number, bot: Promise<Ending[]>, dir = drillsDir(), continuations = CONTINUATIONS): DrillScreen {
  const r = d.rewind;
  const me = r.plan.human.seat;
  const log = GameLog.create(dir, d.name, { ifTaken: 'next-name' });
  const capture = new Capture(d.source.capture.table, me);
  const played: Played & { given: Capture['given'] } = { given: capture.given, endAt: -1 };
  const run: DrillRun = { path: log.path, events: [], decisions: [], played };
  const decisions: DrillDecision[] = run.decisions;
  const page = new PageStore();
  const stop = new AbortController();
  let live = false;
  let ended = false;
  let done: Promise<void> = Promise.resolve();
  const write = branchWriter(r, (e) => {
    live = true;
    log.write(e);
    run.events.push(e);
  });
  const persona = createTable({ preset: d.source.preset, seed: d.source.seed }).personasBySeat.get(me);
  const situation = d.source.situation.text;
  const seedLine = seedText(d);
  let say: (lines: string[]) => void = () => {};
  // The person's answers and, beside each, the strongest bot's advice from the same request.
  const noted = (p: Participant): Participant =>
    decorate(p, async (next, system, user, extra) => {
      if (!decisions.length) {
        const recap = recapLines(r.plan.ruleset, extra.request.view, r.plan.options);
        say([`Drill: ${situation}. ${seedLine}. What your seat knows:`, ...recap.map((l) => `  ${l}`)]);
        await page.show({ kind: 'intro', title: 'Drill: the position', lines: (w) => recapPage(situation, recap, w, seedLine) });
      }
      // A question of the next phase, asked as the drill ends, is no part of it.
      if (ended) return new Promise<string>(() => {});
      if (extra.attempt === 1 || !decisions.length) decisions.push({ request: asked(extra.request), answers: [], advice: await advise(extra.request, adviser(d.source.seed, persona)), at: capture.count });
      const raw = await next(system, user, extra);
      decisions.at(-1)!.answers.push(raw);
      return raw;
    });
  const board = boardFor(d.source.preset);
  const summary = (o: Awaited<ReturnType<typeof outcome>> | null) => {
    const asked = { ...run, decisions: decisions.filter((x) => x.answers.length > 0) };
    const lessons = drillLessons(asked, me);
    const text = lessonLines(lessons, (t) => board.ruleset.sideName(t));
    return (w: number) =>
      summaryPage(
        {
          lessons: text.map((t, i) => ({ ...t, agreed: lessons[i]!.agreed })),
          position: positionLines(d.source),
          outcome: o ? [outcomeLine(d.source.preset, o), ...outcomeVerdict(d.source.preset, o, sameAsBot(lessons))] : null,
          continuations,
          logPath: log.path,
          situation,
          seed: seedLine,
        },
        w,
      );
  };
  const end = (e: GameEvent, winner?: string) => {
    ended = true;
    played.endAt = e.n;
    if (winner !== undefined) played.winner = winner;
    void page.show({ kind: 'end', title: 'Drill over', lines: summary(null) });
    stop.abort(DRILL_OVER);
    run.decisions = decisions.filter((x) => x.answers.length > 0);
    // Played once the page is drawn: the person's line over the continuations (the bot's is under way already).
    done = new Promise<void>((res) => setTimeout(res, 50))
      .then(() => outcome(d, played, { continuations, bot, sameAnswers: sameAsBot(drillLessons(run, me)) }))
      .then((o) => {
        run.outcome = o;
        void page.show({ kind: 'end', title: 'Drill over', lines: summary(o) });
      });
  };
  const base = branchPlay(r, paceMs, log.path, (e: GameEvent) => {
    if (ended) return;
    write(e);
    capture.event(e);
    if (e.type === 'game_over' && e.n >= r.branch.at) end(e, e.winner);
    else if (endsDrill(e, r.branch.at, d.phase)) end(e);
  }, (p) => noting(noted(p), d.note), () => live);
  const options: PlayOptions = {
    ...base,
    // Every seat's answers are heard, to play the person's line on without the bots thinking again.
    wrap: (p, seat) => capture.wrap(base.wrap!(p, seat), seat),
    signal: stop.signal,
    page,
    onNotice: (fn) => (say = fn),
    teach: false,
  };
  return {
    options,
    page,
    result: async () => {
      await done;
      return run;
    },
    close: () => log.close(),
  };
}

/** "seed 17 (seeds 12–16 did not reach it)": shown on the screen, as the plain drill prints it. */
export function seedText(d: DrillPlan): string {
  const s = d.source;
  return `${s.preset}, seed ${s.seed}, seat ${s.seat}${s.skipped ? ` (${skippedSeeds(s)} did not reach it where the answer matters)` : ''}; nightfall drill --role ${s.role} --preset ${s.preset} --seed ${s.seed} plays it again`;
}

/** "seed 11", "seeds 11–14": the seeds a drill passed over. */
export const skippedSeeds = (s: { seed: number; skipped: number }): string => (s.skipped === 1 ? `seed ${s.seed - 1}` : `seeds ${s.seed - s.skipped}–${s.seed - 1}`);

export async function runDrillScreen(d: DrillPlan, paceMs: number, bot: Promise<Ending[]>): Promise<DrillRun> {
  const screen = drillScreen(d, paceMs, bot);
  const { runPlay } = await import('../tui/index.js');
  try {
    await runPlay(screen.options);
  } finally {
    screen.close();
  }
  return screen.result();
}
