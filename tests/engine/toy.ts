// A toy ruleset for the engine's own tests: two teams of two, one pick event, a script and triggers
// each test writes for itself. It names no real game, so the engine is tested alone.
import { z } from 'zod';
import { Died, Speech } from '../../src/engine/core-events.js';
import type { DecisionSpec } from '../../src/engine/decision.js';
import { defineEvent, PUBLIC, toSeats, type EventDraft, type GameEvent } from '../../src/engine/events.js';
import type { Step, TriggerDef } from '../../src/engine/flow.js';
import { Game } from '../../src/engine/game.js';
import { ok, parsePick, refuse } from '../../src/engine/parse.js';
import type { DecideExtra, Participant } from '../../src/engine/participant.js';
import type { Preset, Ruleset } from '../../src/engine/ruleset.js';
import type { GameState } from '../../src/engine/state.js';

export const Pick = defineEvent('toy_pick', { seat: z.number().int().positive(), target: z.number().int().positive().nullable() });
export const Note = defineEvent('toy_note', { text: z.string() });

export const PRESET: Preset = { id: 'toy', title: 'Toy', seats: 4, roles: { red: 2, blue: 2 }, options: {} };
export const SEATS = [1, 2, 3, 4].map((seat) => ({ seat, name: `P${seat}`, persona: `p${seat}` }));

export type S = GameState<unknown>;

/** The reds win when every blue is dead and the other way round; a test may decide otherwise. */
export function toyRuleset(script: Step<unknown>, o: { triggers?: TriggerDef<unknown>[]; victory?: Ruleset<unknown>['victory'] } = {}): Ruleset<unknown> {
  const team = (r: string) => (r === 'red' ? 'reds' : 'blues');
  return {
    id: 'toy',
    title: 'Toy',
    presets: [PRESET],
    optionSchema: z.record(z.string(), z.unknown()),
    events: [Pick, Note],
    teamOf: team,
    teamsKnowEachOther: ['reds'],
    sideName: (t) => t,
    roleName: (r) => r,
    initial: () => ({}),
    reduce: () => {},
    script,
    triggers: o.triggers ?? [],
    victory:
      o.victory ??
      ((s) => {
        const alive = s.core.seats.filter((x) => x.alive).map((x) => x.team);
        if (!alive.includes('blues')) return { winner: 'reds', reason: 'every blue is dead' };
        if (!alive.includes('reds')) return { winner: 'blues', reason: 'every red is dead' };
        return null;
      }),
    describe: () => undefined,
    brief: () => undefined,
    systemPrompt: () => 'system',
    scanClaims: () => [],
    presentation: {
      ability: () => '',
      notes: () => [],
      result: () => undefined,
      results: [],
      suspect: 'blue?',
      ballot: (v) => ({ title: `Day ${v.day} vote`, none: 'pass' }),
      outcome: () => undefined,
      isDeath: () => false,
      review: () => [],
      rules: () => [],
    },
  };
}

/** A seat or nobody, from the seats given. */
export function pickSpec(legal: number[], fallback: number | null = null): DecisionSpec<number | null> {
  const seats = SEATS.map((s) => ({ seat: s.seat, name: s.name }));
  return {
    kind: 'toy_pick',
    question: 'Pick a seat.',
    options: [...legal.map((s) => ({ value: String(s), label: `Seat ${s}` })), { value: 'pass', label: 'pass' }],
    answer: { shape: 'pick', field: 'target', none: 'pass' },
    read(a) {
      const p = parsePick(a.raw, seats);
      if (!p.ok) return p;
      if ('none' in p.value) return ok(null);
      return legal.includes(p.value.seat) ? ok(p.value.seat) : refuse(`Seat ${p.value.seat} is not legal.`);
    },
    fallback: () => fallback,
    show: (v) => (v === null ? 'pass' : String(v)),
  };
}

/** A participant answering from a function; it records what it was asked and what it saw. */
export class Scripted implements Participant {
  readonly asked: { kind: string; attempt: number; hint?: string; sawEvents: GameEvent[] }[] = [];
  constructor(
    private readonly answer: (extra: DecideExtra) => string | Promise<string>,
    readonly kind: 'ai' | 'human' = 'ai',
    readonly readsPrompts = false,
  ) {}
  /** A toy that reads prompts stands for a model, whose answers are logged; one that does not, for a bot. */
  get recordAnswers(): boolean {
    return this.readsPrompts;
  }
  async decide(_system: string, _user: string, extra: DecideExtra): Promise<string> {
    this.asked.push({ kind: extra.request.kind, attempt: extra.attempt, sawEvents: [...extra.request.view.events], ...(extra.hint ? { hint: extra.hint } : {}) });
    return this.answer(extra);
  }
}

export const note = (text: string): EventDraft => Note.make({ text }, PUBLIC);
export const kill = (...seats: number[]): EventDraft => Died.make({ seats, reason: 'test' }, PUBLIC);
export const say = (seat: number, text: string): EventDraft => Speech.make({ seat, text, context: 'talk', claims: [] }, PUBLIC);
export const pickEvent = (seat: number, target: number | null, secret = false): EventDraft => Pick.make({ seat, target }, secret ? toSeats(seat) : PUBLIC);

/** A game on the toy table, seed 1 (seats 1 and 2 are red there: see the test). */
export function toyGame(script: Step<unknown>, players: Participant[], o: Parameters<typeof toyRuleset>[1] = {}) {
  return new Game({ ruleset: toyRuleset(script, o), preset: PRESET, seed: 1, seats: SEATS, participants: players, maxRounds: 20 });
}

/** The events after the opening (deal, team), without the engine's bookkeeping of answers. */
export const played = (events: readonly GameEvent[]) => events.filter((e) => !['game_created', 'game_started', 'role_assigned', 'team_revealed', 'answered'].includes(e.type));

/** A compact picture of a log: type, and for marks the step and who saw it. */
export const shape = (events: readonly GameEvent[]) =>
  played(events).map((e) => {
    if (e.type === 'phase_started') return `mark ${e.step}${e.vis === 'public' ? '' : ` ${JSON.stringify(e.vis)}`}`;
    if (e.type === 'toy_note') return `note ${e.text}`;
    if (e.type === 'toy_pick') return `pick ${e.seat}→${e.target}`;
    if (e.type === 'died') return `died ${e.seats}`;
    if (e.type === 'game_over') return `over ${e.winner}`;
    return e.type;
  });
