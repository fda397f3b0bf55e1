// Playing a logged game again: the table rebuilt from the log's opening (same seed, same seats), each
// seat answering from its recorded answers first (bots recompute theirs), then from what is behind it.
import type { GameEvent } from '../engine/events.js';
import { decorate } from '../engine/decorate.js';
import type { Participant } from '../engine/participant.js';
import type { GameState } from '../engine/state.js';
import { loadPersonasCached } from '../personas/load.js';
import type { Persona } from '../personas/schema.js';
import { createTable, levelsOf, type TableOptions } from '../table/setup.js';
import { ResumeError } from './log-check.js';
import type { Recorded, ResumePlan } from './resume-plan.js';

/** A seat that answers from its recorded answers first, then asks the participant behind it. */
export function replaying(inner: Participant, recorded: readonly Recorded[]): Participant {
  // Nothing recorded (a bot's seat): the seat itself, answering as it did in the game that was logged (a bot
  // by value, whose words are not read again for claims it did not list).
  if (!recorded.length) return inner;
  const queue = [...recorded];
  // A seat with recorded answers had them logged, so it must go on being logged the same way.
  let notes: Recorded['notes'];
  let live = false;
  return decorate(
    inner,
    async (ask, system, user, extra) => {
      const next = queue.shift();
      live = !next;
      if (!next) return ask(system, user, extra);
      notes = next.notes;
      if (next.decision !== extra.request.kind || next.attempt !== extra.attempt) {
        throw new Error(`recorded answer for ${next.decision} #${next.attempt} where ${extra.request.kind} #${extra.attempt} was asked`);
      }
      if (next.error !== undefined) throw new Error(next.error);
      return next.raw;
    },
    {
      recordAnswers: true,
      // Its recorded answers are text (a person's, a model's): it answers as text, as it did in the game logged.
      asText: true,
      // A recorded answer's notes come back with it; a live answer's from the seat behind.
      takeNotes: () => {
        if (live) return inner.takeNotes?.() ?? [];
        const out = notes ?? [];
        notes = undefined;
        return out;
      },
    },
  );
}

export interface ReplayHooks {
  /** The person's seat, behind their recorded answers; required when the log has one. */
  human?: Participant;
  aiFor?: TableOptions['aiFor'];
  signal?: AbortSignal;
  /** Wraps each seat after its recorded answers (a printer's pace, say). */
  wrap?: (p: Participant, seat: number) => Participant;
}

/** The table of the logged game, each seat behind its recorded answers. */
export function replayTable(plan: ResumePlan, hooks: ReplayHooks, onEvent: (e: GameEvent, state: GameState<unknown>) => void) {
  if (plan.human && !hooks.human) {
    throw new ResumeError(`${plan.log.path} has a person's seat (seat ${plan.human.seat}, ${plan.human.name}); resume it at a terminal, without --plain`);
  }
  const personas = personasFor(plan);
  const setup = createTable({
    preset: plan.preset.id,
    seed: plan.seed,
    options: plan.options,
    ...(levelsOf(plan.table) ? { levels: levelsOf(plan.table)! } : {}),
    ...(personas ? { personas } : {}),
    // A log from before bots were kept off the person's name seats its bots as it was played.
    ...(plan.human && plan.seats.some((s) => s.persona !== 'human' && s.name === plan.human!.name) ? { allowSameName: true } : {}),
    ...(plan.human && hooks.human ? { human: { ...plan.human, participant: hooks.human } } : {}),
    ...(hooks.aiFor ? { aiFor: hooks.aiFor } : {}),
    ...(hooks.signal ? { signal: hooks.signal } : {}),
    onEvent,
  });
  setup.participants = setup.participants.map((p, i) => {
    const seat = replaying(p, plan.answers.get(i + 1) ?? []);
    return hooks.wrap ? hooks.wrap(seat, i + 1) : seat;
  });
  return setup;
}

/**
 * The persona list that seats the logged table again. A usual game drew its seats from every persona
 * (undefined: the default). A table whose caller chose the personas (a tournament) seated its list in
 * the seed's shuffled order: the logged personas are put in the order that shuffle maps back onto them.
 */
function personasFor(plan: ResumePlan): readonly Persona[] | undefined {
  const logged = plan.seats.map((s) => s.persona);
  const seated = (personas?: readonly Persona[]) =>
    createTable({ preset: plan.preset.id, seed: plan.seed, ...(personas ? { personas } : {}) }).seats.map((s) => s.persona);
  const same = (ids: string[]) => ids.every((id, i) => logged[i] === 'human' || logged[i] === id);
  if (plan.human || same(seated())) return undefined;
  const all = loadPersonasCached();
  const list = logged.map((id) => all.find((p) => p.id === id));
  if (list.some((p) => !p) || new Set(logged).size !== logged.length) return undefined;
  const shuffled = seated(list as Persona[]);
  const order: Persona[] = [];
  shuffled.forEach((id, i) => (order[logged.indexOf(id)] = list[i]!));
  return same(seated(order)) ? order : undefined;
}
