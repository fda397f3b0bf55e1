// Everything the grammar needs besides the plan: who speaks, in whose voice, when, what they have
// said and heard, and the game's words.
import type { GameEvent } from '../../../engine/events.js';
import type { Rng } from '../../../engine/rng.js';
import type { PlayerView } from '../../../engine/view.js';
import { seatPronouns } from '../../../personas/pronouns.js';
import type { Persona, Pronoun } from '../../../personas/schema.js';
import type { SpeechMemory } from './memory.js';
import { namer } from './names.js';
import { gameWordsOf, type GameWords } from './words.js';

export interface RenderCtx {
  persona: Persona;
  rng: Rng;
  /** The speaking seat: cited facts about it read "I" and "me". */
  me: number;
  /** "Ada": the seat as it is said aloud (speech/names.ts) */
  label(seat: number): string;
  /** How each seat is spoken of ("she is", "he is", "they are"): its persona's pronoun (personas/pronouns.ts); "they" when absent. */
  pronouns?: ReadonlyMap<number, Pronoun>;
  /** Today's day number, and whether it is day or night now (team chat is at night). */
  day: number;
  phase: 'day' | 'night';
  memory: SpeechMemory;
  words: GameWords;
  /** The seat holding the sheriff's badge now, which a speech may call "our sheriff". */
  sheriff?: number;
  /** How many seats are alive (a table of three is not "half of you"); unknown when absent. */
  alive?: number;
  /** Seats a vote, a change of vote or a nomination may name here (a PK's candidates); all when absent. */
  allowed?: readonly number[];
  /** The speech heard right before this one, when another seat's in the same step: its facts were said "just now". */
  justNow?: number;
  /** The longest speech the table takes (a longer one is refused and asked again); none when absent. */
  maxLength?: number;
  /** Every other living seat has spoken today: nobody is left to hear before the vote. */
  heardAll?: boolean;
}

// One set of words per game (keyed by its first event), not one per speech.
const wordsByGame = new WeakMap<GameEvent, GameWords>();

function wordsFor(events: readonly GameEvent[]): GameWords {
  const first = events[0];
  if (!first) return gameWordsOf(events);
  let w = wordsByGame.get(first);
  if (!w) wordsByGame.set(first, (w = gameWordsOf(events)));
  return w;
}

/**
 * The context for a seat speaking from its view: its seat, the table's names ("Ada"), today,
 * day or night, and the game's words. `memory` should be the seat's own, kept across its decisions
 * (it reads only the events it has not read yet).
 */
export function contextOf(view: PlayerView, o: { persona: Persona; rng: Rng; memory: SpeechMemory; allowed?: readonly number[] }): RenderCtx {
  const memory = o.memory.absorb(view.events, view.seat);
  const justNow = memory.justNow()?.n;
  return {
    persona: o.persona,
    rng: o.rng,
    me: view.seat,
    label: namer(view.seats),
    pronouns: seatPronouns(view.events),
    day: view.day,
    alive: view.seats.filter((s) => s.alive).length,
    phase: view.phase === 'night' ? 'night' : 'day',
    memory,
    words: wordsFor(view.events),
    ...(justNow !== undefined ? { justNow } : {}),
    ...(o.allowed ? { allowed: o.allowed } : {}),
    ...(memory.heardAllToday(view.seats.flatMap((s) => (s.alive ? [s.seat] : [])), view.seat) ? { heardAll: true } : {}),
  };
}
