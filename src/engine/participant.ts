// One protocol for every seat: human, LLM and offline bot all answer decide() with a raw string.
import type { PlayerView } from './view.js';

export interface Option {
  /** What a participant answers to pick this option, e.g. "7" or "skip". */
  value: string;
  label: string;
}

export interface DecisionRequest {
  kind: string;
  seat: number;
  question: string;
  /** Legal picks; empty for free text (speeches). */
  options: Option[];
  freeText: boolean;
  /** Constraints a free-text answer must meet, for the screen and the bots. */
  minLength?: number;
  /** Seats a speech must nominate one of, when the rules ask for nominations. */
  nominate?: number[];
  view: PlayerView;
}

export interface StreamChunk {
  channel: 'think' | 'say';
  text: string;
}

export interface DecideExtra {
  request: DecisionRequest;
  /** Why the last answer was refused. */
  hint?: string;
  attempt: number;
  signal?: AbortSignal;
  onStream?: (chunk: StreamChunk) => void;
}

export interface Participant {
  /** Humans are asked until valid; AI seats get 3 attempts, then the default. */
  readonly kind: 'human' | 'ai';
  /** false: answers from request.view alone, so the engine may hand it empty prompt text unless prompts are observed. */
  readonly readsPrompts?: boolean;
  decide(system: string, user: string, extra: DecideExtra): Promise<string>;
}
