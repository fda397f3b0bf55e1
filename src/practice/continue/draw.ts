// The other seats of a continuation: each drawn anew from the line's draw and the continuation's number
// alone (its own seed, persona and level), so every line compared with another meets the same tables.
import { mix, rngFor } from '../../engine/rng.js';
import { loadPersonasCached } from '../../personas/load.js';
import type { Persona } from '../../personas/schema.js';
import { LEVELS, type Level } from '../../players/scripted/belief/params.js';

/** Continuation `i`'s seat `seat`: its persona and level, drawn from `draw` and `i` alone. */
export function continuationSeat(draw: number, i: number, seat: number): { persona: Persona; level: Level; seed: number } {
  const personas = rngFor(mix(draw, i), 0, 'continuation-personas').shuffle(loadPersonasCached());
  return { persona: personas[(seat - 1) % personas.length]!, level: LEVELS[rngFor(mix(draw, i), seat, 'continuation-level').int(LEVELS.length)]!, seed: mix(draw, seat, 7919, i) };
}
