// The contract between the scripted player and a game's policy.
import type { GameEvent } from '../../engine/events.js';
import type { DecisionRequest } from '../../engine/participant.js';
import type { Rng } from '../../engine/rng.js';
import type { Persona } from '../../personas/schema.js';
import type { Knowledge } from './knowledge.js';
import type { Part } from './talk.js';

export interface BotInput {
  k: Knowledge;
  req: DecisionRequest;
  rng: Rng;
  persona: Persona;
  label(seat: number): string;
  compose(parts: readonly Part[]): string;
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
