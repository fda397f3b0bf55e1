// Everything the grammar needs besides the plan: who speaks, in whose voice, when, what they have
// said and heard, and the game's words.
import type { Rng } from '../../../engine/rng.js';
import type { Persona } from '../../../personas/schema.js';
import type { SpeechMemory } from './memory.js';
import type { GameWords } from './words.js';

export interface RenderCtx {
  persona: Persona;
  rng: Rng;
  /** The speaking seat: cited facts about it read "I" and "me". */
  me: number;
  /** "Seat 4 (Ada)" */
  label(seat: number): string;
  /** Today's day number, and whether it is day or night now (team chat is at night). */
  day: number;
  phase: 'day' | 'night';
  memory: SpeechMemory;
  words: GameWords;
  /** Seats a vote, a change of vote or a nomination may name here (a PK's candidates); all when absent. */
  allowed?: readonly number[];
}
