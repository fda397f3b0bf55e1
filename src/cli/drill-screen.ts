// A drill on the screen: the source table caught up from its log without pacing, the seat's earlier
// answers given back, then the person plays the seat until that day or night ends; the game stops there
// (the screen says so) and, once the screen is left, the report is printed.
import type { GameEvent } from '../engine/events.js';
import type { Participant } from '../engine/participant.js';
import { replaying } from '../storage/log-replay.js';
import { GameLog } from '../storage/game-log.js';
import { drillsDir } from '../storage/paths.js';
import { branchWriter, noting } from '../practice/rewind.js';
import { advise, adviser } from '../practice/advice.js';
import { asked, endsDrill, type DrillDecision, type DrillPlan, type DrillRun } from '../practice/drill/run.js';
import { createTable, levelsOf } from '../table/setup.js';
import { recapLines } from '../practice/drill/recap.js';
import { decorate } from '../engine/decorate.js';

export const DRILL_OVER = 'the drill is over here; press Ctrl-C to leave and see what the strongest bot would have done and how both lines end';

export async function runDrillScreen(d: DrillPlan, paceMs: number): Promise<DrillRun> {
  const r = d.rewind;
  const { plan } = r;
  const me = plan.human.seat;
  const log = GameLog.create(drillsDir(), d.name, { ifTaken: 'next-name' });
  const events: GameEvent[] = [];
  const decisions: DrillDecision[] = [];
  const stop = new AbortController();
  let live = false;
  const write = branchWriter(r, (e) => {
    live = true;
    log.write(e);
    events.push(e);
  });
  const persona = createTable({ preset: d.source.preset, seed: d.source.seed }).personasBySeat.get(me);
  // The person's answers and, beside each, the strongest bot's advice from the same request.
  let say: (lines: string[]) => void = () => {};
  const noted = (p: Participant): Participant =>
    decorate(p, async (next, system, user, extra) => {
      if (!decisions.length) say([`Drill: ${d.source.situation.text}. What your seat knows:`, ...recapLines(plan.ruleset, extra.request.view, plan.options).map((l) => `  ${l}`)]);
      if (extra.attempt === 1 || !decisions.length) decisions.push({ request: asked(extra.request), answers: [], advice: await advise(extra.request, adviser(d.source.seed, persona)) });
      const raw = await next(system, user, extra);
      decisions.at(-1)!.answers.push(raw);
      return raw;
    });
  const { runPlay } = await import('../tui/index.js');
  try {
    await runPlay({
      preset: plan.preset.id,
      seed: plan.seed,
      paceMs,
      options: plan.options,
      logPath: log.path,
      onEvent: (e) => {
        write(e);
        if (endsDrill(e, r.branch.at, d.phase)) stop.abort(DRILL_OVER);
      },
      seat: me,
      name: plan.human.name,
      ...(plan.human.role ? { role: plan.human.role } : {}),
      ...(levelsOf(plan.table) ? { levels: levelsOf(plan.table)! } : {}),
      wrap: (p: Participant, seat: number) => replaying(seat === me ? noting(noted(p), d.note) : p, plan.answers.get(seat) ?? []),
      unpaced: () => !live,
      signal: stop.signal,
      onNotice: (fn) => (say = fn),
    });
  } finally {
    log.close();
  }
  return { path: log.path, events, decisions };
}
