// Playing a drill: the source game's table rebuilt from its log up to the situation (the seat's earlier
// answers given back), then the person answers every decision of the seat until that day or night ends
// (or the game does). Its log begins with the source's lines, then a drill note naming the source game.
import type { GameEvent } from '../../engine/events.js';
import type { DecisionRequest, OffRecordNote, Participant } from '../../engine/participant.js';
import { runGame } from '../../engine/game.js';
import type { GameState } from '../../engine/state.js';
import { GameLog } from '../../storage/game-log.js';
import { replayTable } from '../../storage/log-replay.js';
import { boardFor, createTable } from '../../table/setup.js';
import { advise, adviser, type Advice } from '../advice.js';
import { asked } from '../continue/capture.js';
import { branchWriter, noting, planRewindOf, type RewindPlan } from '../rewind.js';
import type { Source } from './source.js';
import type { Outcome, Played } from './outcome.js';
import { Capture } from '../continue/capture.js';

export interface DrillPlan {
  source: Source;
  rewind: RewindPlan;
  /** The phase the drill is played in: it ends when the game leaves it. */
  phase: string;
  note: OffRecordNote;
  /** The drill log's name. */
  name: string;
}

/** The source game as a drill: its table cut just before the situation's decision. */
export function planDrill(source: Source): DrillPlan {
  const { ruleset, preset } = boardFor(source.preset);
  const sourceId = `${source.preset}-seed${source.seed}`;
  const loaded = { log: { path: sourceId, events: source.events, goodBytes: 0, torn: null }, ruleset, preset };
  const rewind = planRewindOf(loaded, source.start.decision.index, sourceId);
  const note: OffRecordNote = {
    kind: 'drill',
    detail: { situation: source.situation.id, role: source.role, preset: source.preset, seed: source.seed, seat: source.seat, source: sourceId, at: rewind.branch.at, decision: rewind.branch.decision },
  };
  return { source, rewind, phase: source.start.phase, note, name: `drill-${source.preset}-${source.role}-${source.seed}` };
}

export interface DrillDecision {
  request: DecisionRequest;
  /** What the person answered, refused answers first. */
  answers: string[];
  /** What the strongest bot in the seat would have answered then, and why. */
  advice: Advice;
  /** Events appended when it was asked (the person's speech for it follows). */
  at: number;
}

export interface DrillRun {
  path: string;
  events: GameEvent[];
  /** The decisions the person was asked and answered, in order. */
  decisions: DrillDecision[];
  /** Every seat's answers and where the drill ended, to play the person's line on. */
  played: Played;
  /** How both lines ended, when the screen has already played them on. */
  outcome?: Outcome;
}

export interface DrillHooks {
  person: Participant;
  dir: string;
  /** Before the first decision, with its request (the recap is drawn from its view). */
  onStart?: (request: DecisionRequest) => void;
  onEvent?: (e: GameEvent, state: GameState<unknown>) => void;
}

class DrillOver {}

export { asked } from '../continue/capture.js';

/** Whether `e` ends a drill started at `at` in `phase`: the game moved on to another phase. */
export const endsDrill = (e: GameEvent, at: number, phase: string): boolean => e.n >= at && e.type === 'phase_started' && e.phase !== phase;

export async function playDrill(d: DrillPlan, hooks: DrillHooks): Promise<DrillRun> {
  const { rewind: r } = d;
  const persona = createTable({ preset: d.source.preset, seed: d.source.seed }).personasBySeat.get(d.source.seat);
  const decisions: DrillDecision[] = [];
  const capture = new Capture(d.source.capture.table, d.source.seat);
  const person: Participant = {
    kind: 'human',
    async decide(system, user, extra) {
      if (!decisions.length) hooks.onStart?.(extra.request);
      if (extra.attempt === 1 || !decisions.length) decisions.push({ request: asked(extra.request), answers: [], advice: await advise(extra.request, adviser(d.source.seed, persona)), at: capture.count });
      const raw = await hooks.person.decide(system, user, extra);
      decisions.at(-1)!.answers.push(raw);
      return raw;
    },
    takeNotes: () => hooks.person.takeNotes?.() ?? [],
  };
  const log = GameLog.create(hooks.dir, d.name, { ifTaken: 'next-name' });
  const events: GameEvent[] = [];
  const write = branchWriter(r, (e) => {
    log.write(e);
    events.push(e);
  });
  const over = new DrillOver();
  const played: { given: Capture['given']; endAt: number; winner?: string } = { given: capture.given, endAt: -1 };
  try {
    const setup = replayTable(r.plan, { human: noting(person, d.note), wrap: (p, seat) => capture.wrap(p, seat) }, (e, state) => {
      write(e);
      capture.event(e);
      if (e.n >= r.branch.at) hooks.onEvent?.(e, state);
      if (e.type === 'game_over') played.winner = state.core.winner ?? '';
      if (played.endAt < 0 && (endsDrill(e, r.branch.at, d.phase) || e.type === 'game_over')) played.endAt = e.n;
      if (endsDrill(e, r.branch.at, d.phase)) throw over;
    });
    try {
      await runGame(setup);
    } catch (err) {
      if (err !== over) throw err;
    }
    return { path: log.path, events, decisions: decisions.filter((x) => x.answers.length > 0), played };
  } finally {
    log.close();
  }
}
