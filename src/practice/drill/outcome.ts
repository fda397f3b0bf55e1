// How both lines of a drill end: the person's answers and the strongest bot's, each played on over
// several seeded continuations. Up to the drill's end each line is what it was (the table's bots, the
// seat's answers); from the next phase on every seat is a fresh bot, the person's seat the strongest.
// A continuation draws the other seats anew, the same for both lines: each its own seed, persona and
// level (the table's own bots barely vary between seeds, so most drills ended 10 of 10 either way).
import type { GameEvent } from '../../engine/events.js';
import { decorate } from '../../engine/decorate.js';
import { runGame } from '../../engine/game.js';
import type { Participant } from '../../engine/participant.js';
import { mix, rngFor } from '../../engine/rng.js';
import { loadPersonasCached } from '../../personas/load.js';
import type { Persona } from '../../personas/schema.js';
import { LEVELS, type Level } from '../../players/scripted/belief/params.js';
import { ScriptedPlayer } from '../../players/scripted/index.js';
import { planOf, type ResumePlan } from '../../storage/resume-plan.js';
import { replayTable } from '../../storage/log-replay.js';
import { boardFor, createTable } from '../../table/setup.js';
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

/**
 * `sameAnswers`: every answer of the person's was the strongest bot's, so both lines are one line. (Played
 * twice they could differ: the source game's seat left private notes the person's line does not have, and
 * the fresh bot in that seat would go on from different notes.)
 */
export async function outcome(d: DrillPlan, drillEvents: readonly GameEvent[], continuations: number, sameAnswers = false): Promise<Outcome> {
  const { ruleset, preset } = boardFor(d.source.preset);
  const side = ruleset.teamOf(d.source.role);
  const yours = planOf({ log: { path: d.name, events: [...drillEvents], goodBytes: 0, torn: null }, ruleset, preset });
  const mine = await winners(d, yours, continuations);
  const bot = sameAnswers ? mine : await winners(d, d.rewind.plan, continuations);
  const count = (ws: string[]) => ws.filter((w) => w === side).length;
  return { side, continuations, yours: count(mine), bots: count(bot) };
}

/** Who won each continuation of a line, in order. */
export async function winners(d: DrillPlan, plan: ResumePlan, continuations: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 1; i <= continuations; i++) out.push(await playOn(d, plan, i));
  return out;
}

/** Continuation `i`'s seat `seat`: its persona and level, drawn from the drill's seed and `i` alone. */
export function continuationSeat(seed: number, i: number, seat: number): { persona: Persona; level: Level; seed: number } {
  const personas = rngFor(mix(seed, i), 0, 'continuation-personas').shuffle(loadPersonasCached());
  return { persona: personas[(seat - 1) % personas.length]!, level: LEVELS[rngFor(mix(seed, i), seat, 'continuation-level').int(LEVELS.length)]!, seed: mix(seed, seat, 7919, i) };
}

/** The winner of a line: the plan's answers, the strongest bot in the seat where they run out, fresh bots after the drill. */
async function playOn(d: DrillPlan, plan: ResumePlan, i: number): Promise<string> {
  const { seed, seat: me } = d.source;
  const personas = createTable({ preset: d.source.preset, seed }).personasBySeat;
  let after = false;
  const fresh = new Map<number, ScriptedPlayer>();
  const next = (seat: number): ScriptedPlayer => {
    let p = fresh.get(seat);
    if (!p) {
      const c = continuationSeat(seed, i, seat);
      fresh.set(seat, (p = new ScriptedPlayer(c.persona, c.seed, seat === me ? STRONGEST : c.level)));
    }
    return p;
  };
  const setup = replayTable(
    plan,
    {
      human: adviser(seed, personas.get(me)),
      wrap: (p: Participant, seat: number) => decorate(p, (ask, system, user, extra) => (after ? next(seat).decide(system, user, extra) : ask(system, user, extra))),
    },
    (e) => {
      if (endsDrill(e, d.rewind.branch.at, d.phase)) after = true;
    },
  );
  const { state } = await runGame(setup);
  return state.core.winner ?? '';
}
