// One protocol for every seat: human, LLM and offline bot all answer decide() with a raw string.
import type { PlayerView } from './view.js';

export interface Option {
  /** What a participant answers to pick this option, e.g. "7" or "skip". */
  value: string;
  label: string;
}

/**
 * How a decision is answered: a seat from a list (`pick`), yes or no, one of a few named `choice`s,
 * a `speech`, or a `team_chat` (a message to the team and a pick). The screen's control, the model's
 * answer schema and the random seat all derive their form from it, never from the decision's name.
 */
export type Shape = 'pick' | 'yes_no' | 'choice' | 'speech' | 'team_chat';

export interface AnswerShape {
  shape: Shape;
  /** The JSON field a model answers in ("target", "answer", "action"…; "speech" for a speech). */
  field: string;
  /** The option that means nobody or nothing ("no kill", "abstain", "pass", "tear up"), when there is one. */
  none?: string;
  /**
   * A pick that may carry a few words said with it (a ballot's remark, shown when the ballots are): the longest
   * taken, in characters. Given in the answer's "remark" field; an empty one says nothing.
   */
  remark?: number;
}

export interface DecisionRequest {
  kind: string;
  seat: number;
  question: string;
  /** Legal picks; empty for free text (speeches). */
  options: Option[];
  answer: AnswerShape;
  /** A speech: the answer is free text (the same as `answer.shape === 'speech'`). */
  freeText: boolean;
  /** Constraints a free-text answer must meet, for the screen and the bots. */
  minLength?: number;
  maxLength?: number;
  /** Seats a speech must nominate one of, when the rules ask for nominations. */
  nominate?: number[];
  view: PlayerView;
}

export interface StreamChunk {
  channel: 'think' | 'say';
  text: string;
  /** The answer streamed so far broke off: drop this seat's text on this channel, a new answer follows. */
  restart?: boolean;
}

export interface DecideExtra {
  request: DecisionRequest;
  /** Why the last answer was refused. */
  hint?: string;
  attempt: number;
  signal?: AbortSignal;
  onStream?: (chunk: StreamChunk) => void;
  /** Nobody will read this answer's reasoning or words (a game with no log and no watcher): a bot may leave their text out. */
  unwatched?: boolean;
}

export interface Participant {
  /** Humans are asked until valid; AI seats get 3 attempts, then the default. */
  readonly kind: 'human' | 'ai';
  /** false: answers from request.view alone, so the engine may hand it empty prompt text unless prompts are observed. */
  readonly readsPrompts?: boolean;
  /** false: its answers follow from the seed and its view (a bot), so they need not be logged for resume.
   * Otherwise (a person, a model) every raw answer is logged and a resumed game replays it. */
  readonly recordAnswers?: boolean;
  /** True when a language model gave the last answer: its answers are held to the rules' letter. */
  readonly model?: boolean;
  decide(system: string, user: string, extra: DecideExtra): Promise<string>;
  /**
   * The same answer as decide()'s, given as the JSON value its text would hold (a bot's reply): the handler
   * reads and validates it exactly as that text's JSON, and writes the text only if something reads it.
   */
  decideValue?(system: string, user: string, extra: DecideExtra): Promise<Record<string, unknown>>;
  /** Notes off the record gathered while deciding (a hint shown); logged before the answer, seen by no seat. */
  takeNotes?(): OffRecordNote[];
}

export interface OffRecordNote {
  kind: string;
  detail: Record<string, unknown>;
}
