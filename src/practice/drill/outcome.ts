// How both lines of a drill end: the person's answers and the strongest bot's, each played on over
// continuations. Up to the drill's end each line is what it was (the table's bots, the seat's answers);
// from the next phase on every seat is a fresh bot (the person's seat the strongest), drawn anew for each
// continuation, the same draw for both lines, so the lines differ only by the seat's answers.
import { runGame } from '../../engine/game.js';
import { replayTable } from '../../storage/log-replay.js';
import { boardFor, createTable } from '../../table/setup.js';
import { sanitizeLine } from '../../terminal/sanitize.js';
import { adviser } from '../advice.js';
import { Capture } from '../continue/capture.js';
import { phaseStart, plain, type Ending, type Given, type Line } from '../continue/line.js';
import { sharedPool, type Runner } from '../continue/pool.js';
import { CONTINUATIONS, paired, type Paired } from '../continue/stats.js';
import { verdictOf, type LineResult, type Verdict } from '../judge.js';
import { endsDrill, type DrillPlan } from './run.js';
import { drillDraw } from './key.js';

export { continuationSeat } from '../continue/draw.js';

/** A line of the drill as played to its end: every seat's answers, where the drill ended, and the winner if the game ended there. */
export interface Played {
  given: ReadonlyMap<number, readonly Given[]>;
  /** The event that ended the drill (the next phase's start, or the game's end). */
  endAt: number;
  winner?: string;
}

export interface Outcome {
  /** The person's side. */
  side: string;
  continuations: number;
  /** Continuations the person's side won after the person's answers, and after the bot's. */
  yours: number;
  bots: number;
  paired?: Paired;
  verdict?: Verdict;
}

/** The strongest bot's line: the drill's table with the bot in the seat from the drill's start to its end. */
export async function botLine(d: DrillPlan): Promise<Played> {
  const r = d.rewind;
  const persona = createTable({ preset: d.source.preset, seed: d.source.seed }).personasBySeat.get(d.source.seat);
  const capture = new Capture(d.source.capture.table, d.source.seat);
  let endAt = -1;
  let winner: string | undefined;
  class Ended {}
  const over = new Ended();
  const setup = replayTable(r.plan, { human: adviser(d.source.seed, persona), wrap: (p, seat) => capture.wrap(p, seat) }, (e, state) => {
    capture.event(e);
    if (e.type === 'game_over') winner = state.core.winner ?? '';
    if (endAt < 0 && (endsDrill(e, r.branch.at, d.phase) || e.type === 'game_over')) {
      endAt = e.n;
      throw over;
    }
  });
  try {
    await runGame(setup);
  } catch (err) {
    if (err !== over) throw err;
  }
  return { given: capture.given, endAt, ...(winner !== undefined ? { winner } : {}) };
}

/** The strongest bot's line played on: it depends on the position alone, so it can be played while the person plays. */
export async function botEndings(d: DrillPlan, n = CONTINUATIONS, pool: Runner = sharedPool()): Promise<Ending[]> {
  return endings(d, await botLine(d), n, pool);
}

/** Both lines over `continuations` continuations each, compared; `bot`: the bot's line's endings, played ahead. */
export async function outcome(
  d: DrillPlan,
  yours: Played,
  opts: { continuations?: number; pool?: Runner; bot?: Promise<Ending[]>; sameAnswers?: boolean } = {},
): Promise<Outcome> {
  const n = opts.continuations ?? CONTINUATIONS;
  const pool = opts.pool ?? sharedPool();
  const { ruleset } = boardFor(d.source.preset);
  const side = ruleset.teamOf(d.source.role);
  const mine = await endings(d, yours, n, pool);
  const bot = opts.sameAnswers ? mine : await (opts.bot ?? botEndings(d, n, pool));
  const me = d.source.seat;
  const label = (seat: number) => (seat === me ? 'you' : sanitizeLine(`Seat ${seat} (${d.source.capture.table.seats[seat - 1]?.name ?? '?'})`));
  const a: LineResult = { who: 'yours', does: 'your answers', endings: mine };
  const b: LineResult = { who: 'bot', does: "the strongest bot's answers", endings: bot };
  const p = paired(side, mine.map((e) => e.winner), bot.map((e) => e.winner));
  return { side, continuations: n, yours: p.a, bots: p.b, paired: p, ...(opts.sameAnswers ? {} : { verdict: verdictOf(side, a, [b], label) }) };
}

/** Plays a drill line's continuations (none when the game ended in the drill: every one is that ending). */
export async function endings(d: DrillPlan, line: Played, n: number, pool: Runner): Promise<Ending[]> {
  if (line.winner !== undefined) return Array.from({ length: n }, () => ({ winner: line.winner!, next: '[]', window: [] }));
  const at = d.rewind.branch.at;
  const spec: Line = {
    table: d.source.capture.table,
    answers: [...line.given].map(([seat, list]) => [seat, list.filter((g) => g.asked < line.endAt).map(plain)]),
    seat: d.source.seat,
    draw: drillDraw(d.source.seed),
    from: at,
    since: phaseStart(d.source.events, at),
  };
  return Promise.all(pool.run(spec, Array.from({ length: n }, (_, i) => i + 1)));
}

/** Who won each continuation of a line, in order (for tests and scripts). */
export async function winners(d: DrillPlan, line: Played, continuations: number, pool: Runner = sharedPool()): Promise<string[]> {
  return (await endings(d, line, continuations, pool)).map((e) => e.winner);
}
