// Seats a table: personas to seats (seeded), a participant per seat (the person, scripted bots,
// random players on a side, or any other kind a caller supplies).
import { dealRoles, type GameSetup } from '../engine/game.js';
import type { Participant, StreamChunk } from '../engine/participant.js';
import type { GameEvent } from '../engine/events.js';
import type { GameState } from '../engine/state.js';
import { rngFor } from '../engine/rng.js';
import { loadPersonasCached } from '../personas/load.js';
import { rememberPronouns } from '../personas/pronouns.js';
import type { Persona } from '../personas/schema.js';
import { findBoard, PRESET_IDS, type Board } from '../rules/index.js';
import { RandomPlayer } from '../players/random.js';
import { ScriptedPlayer } from '../players/scripted/index.js';
import { isLevel, type Level } from '../players/scripted/belief/params.js';

export type BotKind = 'scripted' | 'random';

export interface TableOptions {
  preset: string;
  seed: number;
  /** The person's seat, name, participant and the role to practise. */
  human?: { seat: number; name?: string; participant: Participant; role?: string };
  /** Seat a bot under the person's own name, as tables did before names were kept apart (old logs only). */
  allowSameName?: boolean;
  /** team → kind of bot in that team's AI seats (default scripted). */
  bots?: Record<string, BotKind>;
  /** team → how well that team's scripted bots play (default normal). */
  levels?: Record<string, Level>;
  /** Overrides the bot for an AI seat (an LLM player, say); return undefined to keep the bot. */
  aiFor?: (seat: number, persona: Persona, team: string) => Participant | undefined;
  options?: Record<string, unknown>;
  personas?: readonly Persona[];
  onEvent?: (e: GameEvent, state: GameState<unknown>) => void;
  onStream?: (seat: number, chunk: StreamChunk) => void;
  onPrompt?: (seat: number, system: string, user: string) => void;
  signal?: AbortSignal;
}

export class TableError extends Error {}

export function boardFor(presetId: string): Board {
  const board = findBoard(presetId);
  if (!board) throw new TableError(`unknown preset "${presetId}"; known: ${PRESET_IDS().join(', ')}`);
  return board;
}

export function createTable(opts: TableOptions): GameSetup<unknown> & { personasBySeat: Map<number, Persona> } {
  const { ruleset, preset } = boardFor(opts.preset);
  const human = opts.human;
  if (human && (human.seat < 1 || human.seat > preset.seats)) {
    throw new TableError(`seat ${human.seat} does not exist on ${preset.id} (seats 1–${preset.seats})`);
  }
  if (human?.role && !(human.role in preset.roles)) {
    throw new TableError(`${preset.id} has no role "${human.role}"; roles: ${Object.keys(preset.roles).join(', ')}`);
  }
  const force = human?.role ? { seat: human.seat, role: human.role } : undefined;
  const roles = dealRoles(preset, opts.seed, force);
  const all = opts.personas ?? loadPersonasCached();
  if (all.length < preset.seats) throw new TableError(`need ${preset.seats} personas, found ${all.length}`);
  const chosen = seatedPersonas(rngFor(opts.seed, 0, 'personas').shuffle(all), preset.seats, opts.allowSameName ? undefined : human);
  // The bots speak of each persona's seat by its pronoun (a model's seat too); the person's seat is "they".
  rememberPronouns(chosen);
  const personasBySeat = new Map<number, Persona>();
  const seats = chosen.map((p, i) => {
    personasBySeat.set(i + 1, p);
    const name = human && human.seat === i + 1 ? human.name ?? 'You' : p.identity.name;
    return { seat: i + 1, name, persona: human && human.seat === i + 1 ? 'human' : p.id };
  });
  const participants = seats.map((s, i): Participant => {
    if (human && human.seat === s.seat) return human.participant;
    const persona = chosen[i]!;
    const team = ruleset.teamOf(roles[i]!);
    const custom = opts.aiFor?.(s.seat, persona, team);
    if (custom) return custom;
    const seed = rngFor(opts.seed, s.seat, 'bot').int(2 ** 31);
    return (opts.bots?.[team] ?? 'scripted') === 'random' ? new RandomPlayer(seed) : new ScriptedPlayer(persona, seed, opts.levels?.[team] ?? 'normal');
  });
  const table = tableRecord(opts.levels);
  // The optional parts are set one by one, not spread in: V8 (Node 20) gives an object literal with a
  // spread and other properties a hidden class of its own, each time, and every read of it is then slow.
  const setup: GameSetup<unknown> & { personasBySeat: Map<number, Persona> } = { ruleset, preset, seed: opts.seed, seats, participants, personasBySeat, personas: personasBySeat };
  if (force) setup.force = force;
  if (table) setup.table = table;
  if (opts.options) setup.options = opts.options;
  if (opts.onEvent) setup.onEvent = opts.onEvent;
  if (opts.onStream) setup.onStream = opts.onStream;
  if (opts.onPrompt) setup.onPrompt = opts.onPrompt;
  if (opts.signal) setup.signal = opts.signal;
  return setup;
}

/**
 * The first `seats` personas of the shuffle, except that no bot shares the person's name ("Ada" beside
 * "Ada, you"): a clashing persona gives its seat to the next unused one. Tables without a clash are
 * seated exactly as before.
 */
function seatedPersonas(shuffled: readonly Persona[], seats: number, human: TableOptions['human']): Persona[] {
  const chosen = shuffled.slice(0, seats);
  const name = human?.name?.trim().toLowerCase();
  if (!human || !name) return chosen;
  const clash = (p: Persona) => p.identity.name.trim().toLowerCase() === name;
  const spare = shuffled.slice(seats).filter((p) => !clash(p));
  return chosen.map((p, i) => (i + 1 !== human.seat && clash(p) ? spare.shift() ?? p : p));
}

/** The levels as the log records them ("level.werewolves": "hard"); nothing when every bot is normal. */
function tableRecord(levels: Record<string, Level> | undefined): Record<string, string> | undefined {
  const set = Object.entries(levels ?? {}).filter(([, l]) => l !== 'normal');
  return set.length ? Object.fromEntries(set.map(([team, l]) => [`level.${team}`, l])) : undefined;
}

/** The levels a log recorded (see tableRecord). */
export function levelsOf(table: Record<string, string> | undefined): Record<string, Level> | undefined {
  const out: Record<string, Level> = {};
  for (const [k, v] of Object.entries(table ?? {})) if (k.startsWith('level.') && isLevel(v)) out[k.slice(6)] = v;
  return Object.keys(out).length ? out : undefined;
}

/** The sides of a preset ("werewolves", "village"). */
export function sidesOf(presetId: string): string[] {
  const { ruleset, preset } = boardFor(presetId);
  return [...new Set(Object.keys(preset.roles).map((r) => ruleset.teamOf(r)))];
}

/** One level for every side's bots. */
export const levelEverywhere = (presetId: string, level: Level): Record<string, Level> => Object.fromEntries(sidesOf(presetId).map((t) => [t, level]));
