// What a game family provides to the engine: roles and teams as names, presets, its own events and
// reducer, the phase script, triggers, the victory check and how its events read in a prompt.
import type { z } from 'zod';
import type { ClaimWords } from './claims.js';
import type { Claim } from './core-events.js';
import type { EventDef, GameEvent } from './events.js';
import type { Step, TriggerDef } from './flow.js';
import type { Presentation } from './presentation.js';
import type { Brief } from './prompt.js';
import type { GameState } from './state.js';
import type { PlayerView } from './view.js';

export interface Preset {
  id: string;
  title: string;
  seats: number;
  /** role → how many seats have it */
  roles: Record<string, number>;
  options: Record<string, unknown>;
}

export interface Victory {
  winner: string;
  reason: string;
}

export interface PersonaLike {
  id: string;
  identity: { name: string };
}

export interface Ruleset<R = unknown> {
  id: string;
  title: string;
  presets: readonly Preset[];
  /** Option names with their allowed values, for flags and validation. */
  optionSchema: z.ZodType<Record<string, unknown>>;
  events: readonly EventDef<string, z.ZodRawShape>[];
  teamOf(role: string): string;
  /** Teams whose members learn each other at the start. */
  teamsKnowEachOther: readonly string[];
  /** Display name of a team as a winner. */
  sideName(team: string): string;
  /** How a role reads at this table (options may rename a role). */
  roleName(role: string, options?: Record<string, unknown>): string;
  initial(): R;
  reduce(state: GameState<R>, e: GameEvent): void;
  script: Step<R>;
  triggers: readonly TriggerDef<R>[];
  victory(state: GameState<R>): Victory | null;
  /** Checked at the end of every phase: a table that has stalled ends (a draw, engine/stall.ts). */
  stalled?(events: readonly GameEvent[]): Victory | null;
  /** A transcript line for an event, null for no line, undefined to leave it to the engine. */
  describe(e: GameEvent, state: { names: (seat: number) => string; options?: () => Record<string, unknown> }): string | null | undefined;
  /** The short form kept for older rounds of a prompt: null drops it, undefined leaves it to the engine. */
  brief(e: GameEvent, state: { names: (seat: number) => string }): Brief | null | undefined;
  /** The word for a ballot cast for nobody at this table ("abstain", "skip"); "abstain" if not given. */
  abstainWord?(ballot: string, options: Record<string, unknown>): string;
  /** A decision's name in plain words, where its key is not ("opt_out": "withdraw or stay in the sheriff race"). */
  stepName?(kind: string): string | undefined;
  /** One short line on the state of play, from what this seat may know (its view). */
  stateOfPlay?(view: PlayerView, names: { names: (seat: number) => string }): string | null;
  /** What a seat's day ballot weighs, from the public record (a sheriff's 1.5); 1 if not given. */
  ballotWeight?(events: readonly GameEvent[], seat: number): number;
  /** Rules, role card, persona, answer format: stable for the whole game. */
  systemPrompt(view: PlayerView, persona: PersonaLike | undefined): string;
  /** Structured claims in a person's plain-text speech. */
  scanClaims(text: string, view: PlayerView): Claim[];
  /** How the game reads on a screen beyond its event lines; the screen decides no rule itself. */
  presentation: Presentation;
  /** The roles and check results a claim may name; prompts and screens show only these. */
  claimWords?: ClaimWords;
  /**
   * The answer fields beyond every table's own that a question at this table may ask for (a nomination with a speech, a
   * remark with a ballot): a model seat's schema and answer format offer only these. Not given: both.
   */
  answerFields?(options: Record<string, unknown>): { nomination: boolean; remark: boolean };
}
