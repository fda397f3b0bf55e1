// A drill on the screen: the source table caught up from its log without pacing, the seat's earlier
// answers given back, a page with the recap before the first question, then the person plays the seat
// until that day or night ends. There the game stops under a page of its own: the person's answers beside
// the strongest bot's and why, and both lines over the seeded continuations once they are played.
import type { GameEvent } from '../engine/events.js';
import type { Participant } from '../engine/participant.js';
import { GameLog } from '../storage/game-log.js';
import { drillsDir } from '../storage/paths.js';
import { branchWriter, noting } from '../practice/rewind.js';
import { advise, adviser } from '../practice/advice.js';
import { asked, endsDrill, type DrillDecision, type DrillPlan, type DrillRun } from '../practice/drill/run.js';
import { outcome } from '../practice/drill/outcome.js';
import { drillLessons, outcomeLine, sameAsBot } from '../practice/drill/report.js';
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

export function drillScreen(d: DrillPlan, paceMs: number, continuations: number, dir = drillsDir()): DrillScreen {
  const r = d.rewind;
  const me = r.plan.human.seat;
  const log = GameLog.create(dir, d.name, { ifTaken: 'next-name' });
  const run: DrillRun = { path: log.path, events: [], decisions: [] };
  const decisions: DrillDecision[] = run.decisions;
  const page = new PageStore();
  const stop = new AbortController();
  let live = false;
  let ended = false;
  let played: Promise<void> = Promise.resolve();
  const write = branchWriter(r, (e) => {
    live = true;
    log.write(e);
    run.events.push(e);
  });
  const persona = createTable({ preset: d.source.preset, seed: d.source.seed }).personasBySeat.get(me);
  const situation = d.source.situation.text;
  let say: (lines: string[]) => void = () => {};
  // The person's answers and, beside each, the strongest bot's advice from the same request.
  const noted = (p: Participant): Participant =>
    decorate(p, async (next, system, user, extra) => {
      if (!decisions.length) {
        const recap = recapLines(r.plan.ruleset, extra.request.view, r.plan.options);
        say([`Drill: ${situation}. What your seat knows:`, ...recap.map((l) => `  ${l}`)]);
        await page.show({ kind: 'intro', title: 'Drill: the position', lines: (w) => recapPage(situation, recap, w) });
      }
      if (extra.attempt === 1 || !decisions.length) decisions.push({ request: asked(extra.request), answers: [], advice: await advise(extra.request, adviser(d.source.seed, persona)) });
      const raw = await next(system, user, extra);
      decisions.at(-1)!.answers.push(raw);
      return raw;
    });
  const board = boardFor(d.source.preset);
  const summary = (line: string | null) => {
    const lessons = drillLessons(run);
    const text = lessonLines(lessons, (t) => board.ruleset.sideName(t));
    return (w: number) => summaryPage({ lessons: text.map((t, i) => ({ ...t, agreed: lessons[i]!.agreed })), outcome: line, continuations, logPath: log.path, situation }, w);
  };
  const end = () => {
    ended = true;
    void page.show({ kind: 'end', title: 'Drill over', lines: summary(null) });
    stop.abort(DRILL_OVER);
    const events = [...run.events];
    // Played once the page is drawn: both lines over the continuations take a second or two.
    played = new Promise<void>((res) => setTimeout(res, 50))
      .then(() => outcome(d, events, continuations, sameAsBot(drillLessons(run))))
      .then((o) => {
        run.outcome = o;
        void page.show({ kind: 'end', title: 'Drill over', lines: summary(outcomeLine(d.source.preset, o)) });
      });
  };
  const options: PlayOptions = {
    ...branchPlay(r, paceMs, log.path, (e: GameEvent) => {
      if (ended) return;
      write(e);
      if (endsDrill(e, r.branch.at, d.phase) || (e.type === 'game_over' && e.n >= r.branch.at)) end();
    }, (p) => noting(noted(p), d.note), () => live),
    signal: stop.signal,
    page,
    onNotice: (fn) => (say = fn),
  };
  return {
    options,
    page,
    result: async () => {
      await played;
      return run;
    },
    close: () => log.close(),
  };
}

export async function runDrillScreen(d: DrillPlan, paceMs: number, continuations: number): Promise<DrillRun> {
  const screen = drillScreen(d, paceMs, continuations);
  const { runPlay } = await import('../tui/index.js');
  try {
    await runPlay(screen.options);
  } finally {
    screen.close();
  }
  return screen.result();
}
