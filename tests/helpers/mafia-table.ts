// A Mafia table for tests: a known deal (the seed is searched for it), seats that answer from a queue
// of raw strings per decision kind, and ways to run one handler or the whole game.
import { Died } from '../../src/engine/core-events.js';
import type { EventDraft, GameEvent } from '../../src/engine/events.js';
import { PUBLIC } from '../../src/engine/events.js';
import type { Handler, Step } from '../../src/engine/flow.js';
import { dealRoles, Game, openingEvents } from '../../src/engine/game.js';
import type { DecideExtra, Participant } from '../../src/engine/participant.js';
import type { Preset, Ruleset } from '../../src/engine/ruleset.js';
import { RandomPlayer } from '../../src/players/random.js';
import { mafia } from '../../src/rules/mafia/index.js';
import type { MafiaRules } from '../../src/rules/mafia/state.js';

export const NAMES = ['Ada', 'Bruno', 'Elsie', 'Greta', 'Hugo', 'Iris', 'Jonah', 'Katya'];

export type E = GameEvent & Record<string, any>;

/** Answers per decision kind, taken in order. */
export type Queues = Partial<Record<string, string[]>>;

export interface Asked {
  kind: string;
  attempt: number;
  hint?: string;
  system: string;
  user: string;
}

/** Answers from its queues; when a kind's queue is empty, from the fallback (or fails, which the engine turns into a default). */
export class QueuePlayer implements Participant {
  readonly asked: Asked[] = [];
  constructor(
    readonly seat: number,
    readonly queues: Queues,
    private readonly fallback: Participant | undefined,
    readonly kind: 'ai' | 'human' = 'ai',
  ) {}

  async decide(system: string, user: string, extra: DecideExtra): Promise<string> {
    const kind = extra.request.kind;
    this.asked.push({ kind, attempt: extra.attempt, system, user, ...(extra.hint !== undefined ? { hint: extra.hint } : {}) });
    const q = this.queues[kind];
    if (q && q.length) return q.shift()!;
    if (this.fallback) return this.fallback.decide(system, user, extra);
    throw new Error(`seat ${this.seat}: no answer queued for "${kind}"`);
  }
}

export function presetOf(id: 'mafia' | 'mafia-classic'): Preset {
  return mafia.presets.find((p) => p.id === id)!;
}

/** The first seed whose deal gives exactly these roles (index = seat - 1). */
export function seedFor(preset: Preset, roles: readonly string[]): number {
  for (let seed = 0; seed < 1_000_000; seed++) {
    const deal = dealRoles(preset, seed);
    if (deal.every((r, i) => r === roles[i])) return seed;
  }
  throw new Error(`no seed deals ${roles.join(', ')}`);
}

export interface TableSpec {
  preset?: 'mafia' | 'mafia-classic';
  /** The deal, index = seat - 1. */
  roles?: readonly string[];
  seed?: number;
  options?: Record<string, unknown>;
  /** seat → kind → answers */
  answers?: Record<number, Queues>;
  /** Seats played by a person (asked until valid). */
  humans?: readonly number[];
  /** Without it, a seat with no queued answer fails (and the engine uses the default). */
  random?: boolean;
  /** The engine's safety net: the run fails after this many rounds (default 60). */
  maxRounds?: number;
}

export function mafiaTable(spec: TableSpec = {}) {
  const preset = presetOf(spec.preset ?? 'mafia');
  const seed = spec.roles ? seedFor(preset, spec.roles) : spec.seed ?? 1;
  const seats = NAMES.slice(0, preset.seats).map((name, i) => ({ seat: i + 1, name, persona: name.toLowerCase() }));
  const players = seats.map(
    (s) =>
      new QueuePlayer(
        s.seat,
        spec.answers?.[s.seat] ?? {},
        spec.random === false ? undefined : new RandomPlayer(seed * 100 + s.seat),
        spec.humans?.includes(s.seat) ? 'human' : 'ai',
      ),
  );
  const prompts: { seat: number; system: string; user: string }[] = [];
  const game = new Game<MafiaRules>({
    ruleset: mafia,
    preset,
    seed,
    seats,
    participants: players,
    maxRounds: spec.maxRounds ?? 60,
    ...(spec.options ? { options: spec.options } : {}),
    onPrompt: (seat, system, user) => prompts.push({ seat, system, user }),
  });
  const of = (type: string): E[] => game.events.filter((e) => e.type === type) as E[];
  return {
    game,
    preset,
    seed,
    players,
    prompts,
    state: game.state,
    of,
    /** The opening events (deal, teams), as the game itself would append them. */
    open() {
      game.append(openingEvents({ ruleset: mafia as unknown as Ruleset<unknown>, preset, options: { ...preset.options, ...(spec.options ?? {}) }, seed, seats }));
    },
    night(n: number) {
      game.mark('night', { phase: 'night', round: n });
    },
    day(n: number) {
      game.mark('day', { phase: 'day', round: n });
    },
    /** Runs one handler for these seats and appends its events; returns them. */
    async run(handler: Handler<MafiaRules>, seatsAsked: number[]): Promise<EventDraft[]> {
      const drafts = await handler(game.context(), seatsAsked);
      game.append(drafts);
      return drafts;
    },
    /** Runs one step of a script (a sealed round, say) on this table. */
    step: (step: Step<MafiaRules>) => step(game),
    append(drafts: EventDraft[]) {
      game.append(drafts);
    },
    kill(...dead: number[]) {
      game.append([Died.make({ seats: dead, reason: 'test' }, PUBLIC)]);
    },
    play: () => game.play(),
    /** Hints the seat was given, in order. */
    hints: (seat: number) => of('refused').filter((e) => e.seat === seat).map((e) => e.hint as string),
  };
}

export type MafiaTable = ReturnType<typeof mafiaTable>;
