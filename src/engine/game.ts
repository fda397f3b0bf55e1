// Runs a ruleset's phase script: validates and appends the handlers' events, folds them into the
// state, keeps the per-seat views, fires death triggers and checks victory after every batch of deaths.
import { CORE_EVENTS, GameCreated, GameOver, GameStarted, RoleAssigned, TeamRevealed, PhaseStarted, type SeatInfo } from './core-events.js';
import { ask, type AskEnv, type DecisionSpec } from './decision.js';
import { EventRegistry, NOBODY, PUBLIC, toSeats, toTeam, type EventDraft, type GameEvent } from './events.js';
import type { Death, PhaseContext, Run } from './flow.js';
import type { Participant, StreamChunk } from './participant.js';
import { userPrompt, type Renderer } from './prompt.js';
import { rngFor } from './rng.js';
import type { PersonaLike, Preset, Ruleset, Victory } from './ruleset.js';
import { alive, initialCore, reduceCore, type GameState } from './state.js';
import { ViewIndex, type PlayerView } from './view.js';
import { makeRenderer } from './render.js';

export interface GameSetup<R> {
  ruleset: Ruleset<R>;
  preset: Preset;
  options?: Record<string, unknown>;
  seed: number;
  seats: SeatInfo[];
  /** Give this seat this role (practice). */
  force?: { seat: number; role: string };
  /** Recorded in the log's first event: how the offline seats were set up (see createTable). */
  table?: Record<string, string>;
  /** Index = seat - 1. */
  participants: Participant[];
  personas?: ReadonlyMap<number, PersonaLike>;
  signal?: AbortSignal;
  onEvent?: (e: GameEvent, state: GameState<R>) => void;
  onStream?: (seat: number, chunk: StreamChunk) => void;
  /** A safety net against a script that never ends (default 200 rounds): the run fails loudly. */
  maxRounds?: number;
  /** Called with every prompt sent, for tests and tracing. */
  onPrompt?: (seat: number, system: string, user: string) => void;
  /**
   * Check every event against its schema as it is appended. By default only when some seat's answers
   * do not follow from the seed (a person, a model); NIGHTFALL_CHECK_EVENTS=1 (set by `npm test`) forces it.
   */
  checkEvents?: boolean;
  /** Nobody reads this game's THINK or speeches (no log, no watcher, no model seat, only the outcome is kept): bots may leave their text out. */
  unwatched?: boolean;
}

/** The tests check every event of every game, bots' games included. */
const CHECK_ALWAYS = process.env.NIGHTFALL_CHECK_EVENTS === '1';

export interface GameResult<R> {
  state: GameState<R>;
  events: GameEvent[];
}

/** Thrown to unwind the script at victory; not an Error, so no stack is captured every game. */
export class GameEnded {}

/** The game was stopped from outside (the person chose to stop); the log so far stands. */
export class GameStopped extends Error {}

export function registryFor(ruleset: Ruleset<unknown>): EventRegistry {
  return new EventRegistry().add(...CORE_EVENTS, ...ruleset.events);
}

export function emptyState<R>(ruleset: Ruleset<R>): GameState<R> {
  return { core: initialCore(), rules: ruleset.initial() };
}

/** The state is a fold of the log. */
export function fold<R>(ruleset: Ruleset<R>, events: readonly GameEvent[]): GameState<R> {
  const state = emptyState(ruleset);
  for (const e of events) apply(ruleset, state, e);
  return state;
}

export function apply<R>(ruleset: Ruleset<R>, state: GameState<R>, e: GameEvent): void {
  reduceCore(state.core, e);
  ruleset.reduce(state, e);
}

/** The opening events: the seed (for no seat), the table, each role to its seat, teams to themselves. */
export function openingEvents(setup: {
  ruleset: Ruleset<unknown>;
  preset: Preset;
  options: Record<string, unknown>;
  seed: number;
  seats: SeatInfo[];
  force?: { seat: number; role: string };
  table?: Record<string, string>;
}): EventDraft[] {
  const { ruleset, preset, options, seed, seats, force, table } = setup;
  if (seats.length !== preset.seats) throw new Error(`preset ${preset.id} needs ${preset.seats} seats, got ${seats.length}`);
  const roles = dealRoles(preset, seed, force);
  const created: Parameters<typeof GameCreated.make>[0] = { seed, ruleset: ruleset.id, preset: preset.id, options };
  if (table) created.table = table;
  const drafts: EventDraft[] = [
    GameCreated.make(created, NOBODY),
    GameStarted.make({ ruleset: ruleset.id, preset: preset.id, options, seats }, PUBLIC),
  ];
  roles.forEach((role, i) => drafts.push(RoleAssigned.make({ seat: i + 1, role, team: ruleset.teamOf(role) }, toSeats(i + 1))));
  for (const team of ruleset.teamsKnowEachOther) {
    const members = roles.flatMap((r, i) => (ruleset.teamOf(r) === team ? [i + 1] : []));
    if (members.length) drafts.push(TeamRevealed.make({ team, members }, toTeam(team)));
  }
  return drafts;
}

/** The seeded deal: role of each seat, index = seat - 1. */
export function dealRoles(preset: Preset, seed: number, force?: { seat: number; role: string }): string[] {
  const deck = Object.entries(preset.roles).flatMap(([role, n]) => Array.from({ length: n }, () => role));
  const roles = rngFor(seed, 0, 'roles').shuffle(deck);
  if (force) {
    // Practising a role: swap it into the chosen seat, so the rest of the deal stays seeded.
    const from = roles.indexOf(force.role);
    if (from < 0) throw new Error(`preset ${preset.id} has no role "${force.role}"`);
    [roles[from], roles[force.seat - 1]] = [roles[force.seat - 1]!, roles[from]!];
  }
  return roles;
}

export class Game<R> implements Run<R> {
  readonly state: GameState<R>;
  readonly events: GameEvent[] = [];
  private readonly registry: EventRegistry;
  private readonly views = new ViewIndex();
  private readonly pendingDeaths: Death[] = [];
  private readonly systemPrompts = new Map<number, string>();
  private readonly render: Renderer;
  private readonly checked: boolean;

  constructor(private readonly setup: GameSetup<R>) {
    this.state = emptyState(setup.ruleset);
    this.registry = registryFor(setup.ruleset as Ruleset<unknown>);
    this.checked = setup.checkEvents ?? (CHECK_ALWAYS || setup.participants.some((p) => p.kind === 'human' || p.recordAnswers !== false));
    this.render = makeRenderer(
      setup.ruleset as Ruleset<unknown>,
      (seat) => this.state.core.seats[seat - 1]?.name ?? `#${seat}`,
      () => this.state.core.options,
      () => this.state.core.seats.length,
    );
  }

  async play(): Promise<GameResult<R>> {
    const { ruleset, preset, seed, seats, force, table } = this.setup;
    const merged = { ...preset.options, ...(this.setup.options ?? {}) };
    const checked = ruleset.optionSchema.safeParse(merged);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw new Error(`invalid table option ${issue?.path.join('.') || ''}: ${issue?.message ?? 'rejected'}`);
    }
    const options = checked.data;
    const opening: Parameters<typeof openingEvents>[0] = { ruleset: ruleset as Ruleset<unknown>, preset, options, seed, seats };
    if (force) opening.force = force;
    if (table) opening.table = table;
    this.append(openingEvents(opening));
    try {
      await ruleset.script(this);
      throw new Error('the phase script ended without a winner');
    } catch (err) {
      if (!(err instanceof GameEnded)) throw err;
    }
    return { state: this.state, events: this.events };
  }

  append(drafts: readonly EventDraft[]): void {
    let deaths = false;
    for (const draft of drafts) {
      const n = this.events.length;
      const day = this.state.core.day;
      const e = this.checked ? this.registry.check(Object.assign({}, draft, { n, day })) : this.registry.trusted(draft, n, day);
      apply(this.setup.ruleset, this.state, e);
      e.day = this.state.core.day;
      this.events.push(e);
      this.views.add(this.state.core, e);
      this.setup.onEvent?.(e, this.state);
      if (e.type === 'died') {
        deaths = true;
        for (const seat of e.seats) this.pendingDeaths.push({ seat, reason: e.reason });
      }
    }
    if (deaths) this.checkVictory();
  }

  private checkVictory(): void {
    this.end(this.setup.ruleset.victory(this.state));
  }

  phaseOver(): void {
    this.end(this.setup.ruleset.stalled?.(this.events) ?? null);
  }

  /** A result ends the game: the roles revealed, the script unwound. */
  private end(v: Victory | null): void {
    if (this.state.core.winner !== null || !v) return;
    const roles = this.state.core.seats.map((s) => ({ seat: s.seat, role: s.role, team: s.team }));
    this.append([GameOver.make({ winner: v.winner, reason: v.reason, roles }, PUBLIC)]);
    throw new GameEnded();
  }

  mark(step: string, at: { phase?: string; round?: number; seats?: number[] } = {}): void {
    if (this.setup.signal?.aborted) throw new GameStopped(String(this.setup.signal.reason ?? 'stopped'));
    const phase = at.phase ?? this.state.core.phase;
    const round = at.round ?? this.state.core.day;
    if (round > (this.setup.maxRounds ?? 200)) throw new Error(`the game passed ${this.setup.maxRounds ?? 200} rounds without a winner`);
    this.append([PhaseStarted.make({ phase, step, round }, at.seats ? toSeats(...at.seats) : PUBLIC)]);
  }

  /**
   * Each trigger in the ruleset's order runs over the whole batch of deaths before the next trigger
   * (a shot comes before a badge passes, whatever the seats); deaths the triggers cause are the next batch.
   */
  async runTriggers(): Promise<void> {
    while (this.pendingDeaths.length) {
      const batch = this.pendingDeaths.splice(0);
      for (const t of this.setup.ruleset.triggers) {
        for (const death of batch) {
          if (!t.when(this.state, death)) continue;
          this.mark(t.name, t.secret ? { seats: [death.seat] } : {});
          this.append(await t.handler(this.context(), [death.seat]));
        }
      }
    }
  }

  view(seat: number): PlayerView {
    return this.views.view(this.state.core, seat);
  }

  private systemFor(seat: number, view: PlayerView): string {
    let s = this.systemPrompts.get(seat);
    if (s === undefined) {
      s = this.setup.ruleset.systemPrompt(view, this.setup.personas?.get(seat));
      this.systemPrompts.set(seat, s);
    }
    return s;
  }

  context(): PhaseContext<R> {
    const core = this.state.core;
    const askOne = <T>(seat: number, spec: DecisionSpec<T>) => {
      const participant = this.setup.participants[seat - 1];
      if (!participant) throw new Error(`no participant in seat ${seat}`);
      const view = this.view(seat);
      const onPrompt = this.setup.onPrompt;
      // A bot that reads only its view gets no rendered text, unless a test or tracer watches prompts.
      const render = participant.readsPrompts !== false || onPrompt !== undefined;
      const system = render ? this.systemFor(seat, view) : '';
      const env: AskEnv = {
        seat,
        participant,
        view,
        system,
        user: (sp, hint) => {
          if (!render) return '';
          const user = userPrompt(view, sp, this.render, hint);
          onPrompt?.(seat, system, user);
          return user;
        },
      };
      // Set one by one, not spread: every decision of every game passes here.
      if (this.setup.signal) env.signal = this.setup.signal;
      if (this.setup.unwatched) env.unwatched = true;
      if (this.checked) env.strict = true;
      if (this.setup.onStream) env.onStream = this.setup.onStream;
      return ask(env, spec);
    };
    return {
      state: this.state,
      options: core.options,
      alive: () => alive(core),
      name: (seat) => core.seats[seat - 1]?.name ?? `#${seat}`,
      label: (seat) => this.render.label(seat),
      random: (salt) => rngFor(core.seed, core.count, salt),
      ask: askOne,
      askAll: (seats, spec) => Promise.all(seats.map((seat) => askOne(seat, spec(seat)))),
    };
  }
}

export function runGame<R>(setup: GameSetup<R>): Promise<GameResult<R>> {
  return new Game(setup).play();
}
