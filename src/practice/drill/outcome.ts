// How both lines of a drill end: the person's answers and the strongest bot's, each played on over
// several seeded continuations. Up to the drill's end each line is what it was (the table's bots, the
// seat's answers); from the next phase on every seat is a fresh bot seeded by the continuation's number,
// the person's seat the strongest, so the lines differ by the drill's answers and the dice after it.
import type { GameEvent } from '../../engine/events.js';
import { decorate } from '../../engine/decorate.js';
import { runGame } from '../../engine/game.js';
import type { Participant } from '../../engine/participant.js';
import { mix } from '../../engine/rng.js';
import { ScriptedPlayer } from '../../players/scripted/index.js';
import { planOf, type ResumePlan } from '../../storage/resume-plan.js';
import { replayTable } from '../../storage/log-replay.js';
import { boardFor, createTable, levelsOf } from '../../table/setup.js';
import { adviser, STRONGEST } from '../advice.js';
import { endsDrill, type DrillPlan } from './run.js';

export interface Outcome {
  /** The person's side. */
  side: string;
  continuations: number;
  /** Continuations the person's side won after the person's answers, and after the bot's. */
  yours: number;
  bots: number;
}

export async function outcome(d: DrillPlan, drillEvents: readonly GameEvent[], continuations: number): Promise<Outcome> {
  const { ruleset, preset } = boardFor(d.source.preset);
  const side = ruleset.teamOf(d.source.role);
  const yours = planOf({ log: { path: d.name, events: [...drillEvents], goodBytes: 0, torn: null }, ruleset, preset });
  let mine = 0;
  let bot = 0;
  for (let i = 1; i <= continuations; i++) {
    if ((await playOn(d, yours, i)) === side) mine++;
    if ((await playOn(d, d.rewind.plan, i)) === side) bot++;
  }
  return { side, continuations, yours: mine, bots: bot };
}

/** The winner of a line: the plan's answers, the strongest bot in the seat where they run out, fresh bots after the drill. */
async function playOn(d: DrillPlan, plan: ResumePlan, i: number): Promise<string> {
  const { seed, seat: me } = d.source;
  const personas = createTable({ preset: d.source.preset, seed }).personasBySeat;
  const levels = levelsOf(plan.table);
  let after = false;
  const fresh = new Map<number, ScriptedPlayer>();
  const next = (seat: number, team: string): ScriptedPlayer => {
    let p = fresh.get(seat);
    if (!p) fresh.set(seat, (p = new ScriptedPlayer(personas.get(seat)!, mix(seed, seat, 7919, i), seat === me ? STRONGEST : levels?.[team] ?? 'normal')));
    return p;
  };
  const teams = new Map<number, string>();
  const setup = replayTable(
    plan,
    {
      human: adviser(seed, personas.get(me)),
      wrap: (p: Participant, seat: number) => decorate(p, (ask, system, user, extra) => (after ? next(seat, teams.get(seat) ?? '').decide(system, user, extra) : ask(system, user, extra))),
    },
    (e) => {
      if (e.type === 'role_assigned') teams.set(e.seat, e.team);
      if (endsDrill(e, d.rewind.branch.at, d.phase)) after = true;
    },
  );
  const { state } = await runGame(setup);
  return state.core.winner ?? '';
}
