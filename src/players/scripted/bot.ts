// The contract between the scripted player and a game's policy.
import type { GameEvent } from '../../engine/events.js';
import type { DecisionRequest } from '../../engine/participant.js';
import type { Rng } from '../../engine/rng.js';
import type { Persona } from '../../personas/schema.js';
import type { Level, Weights } from './belief/params.js';
import type { Knowledge } from './knowledge.js';
import type { SeatMind } from './mind.js';
import type { Reading } from './reading.js';
import type { SpeechPlan, TeamAct } from './speech/plan.js';
import type { Spoken, VoiceContext } from './voice.js';
import type { Steer } from './steer.js';

export interface BotInput {
  k: Knowledge;
  mind: SeatMind;
  /** The belief read for this decision: the seat's own, or the public one for the evil side. */
  r: Reading;
  req: DecisionRequest;
  rng: Rng;
  /** A generator fixed for this seat until the next night: the same draw at night and the next day. */
  stable(salt: number): Rng;
  persona: Persona;
  level: Level;
  w: Weights;
  voice: VoiceContext;
  label(seat: number): string;
  /** `allowed`: the seats a vote or nomination may name here (a PK's candidates). */
  say(plan: SpeechPlan, allowed?: readonly number[]): Spoken;
  chat(acts: readonly TeamAct[]): string;
  /** Set by practice, comparing speeches: claim one's own role, or keep it hidden. */
  steer?: Steer;
}

/** The JSON a bot answers with, the same shape an LLM's answer has. */
export type BotReply = { reasoning: string } & Record<string, unknown>;

export interface Bot {
  read(k: Knowledge, e: GameEvent): void;
  decide(input: BotInput): BotReply;
}

/** The seat numbers among a request's legal answers. */
export function seatsIn(req: { options: { value: string }[] }): number[] {
  return req.options.map((o) => Number(o.value)).filter((n) => Number.isInteger(n) && n > 0);
}
