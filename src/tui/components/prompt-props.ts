// What every prompt control receives from the screen.
import type { Ruleset } from '../../engine/ruleset.js';
import type { PendingDecision } from '../../players/human.js';
import type { PromptKind } from '../prompt-kind.js';
import type { ScreenState } from '../screen-state.js';

export interface PromptProps {
  pending: PendingDecision;
  state: ScreenState;
  ruleset: Ruleset<unknown>;
  width: number;
  /** Rows this prompt may use, all included. */
  maxRows: number;
  /** False while the notebook or an overlay has the keys. */
  active: boolean;
  /** Sends the raw answer, as a seat's participant returns it. */
  onAnswer(raw: string): void;
  /** Text typed for this kind of decision before a refusal, to start again from. */
  draft?: string;
  onDraft?(text: string): void;
  /** The control showing now, when a step of the prompt changes it (a speech's nomination list): the footer follows. */
  onControl?(kind: PromptKind): void;
}
