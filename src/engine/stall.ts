// A stalled table (RULES.md): when every phase named has passed `each` times in a row with no death,
// the game ends in a draw. Read from the log: the phases opened since the last death, this one included.
import type { GameEvent } from './events.js';
import type { Victory } from './ruleset.js';

/** The winner of a game that ended with no side winning. No team is called this. */
export const DRAW = 'draw';

/** "village won", or "a draw": a finished game's result in a listing. */
export const wonWords = (winner: string | null): string => (winner === DRAW ? 'a draw' : `${winner ?? '?'} won`);

/** A player's result in a listing: won, lost or drew. */
export const outcomeWord = (outcome: string): string => (outcome === 'win' ? 'won' : outcome === 'draw' ? 'drew' : 'lost');

/** A seat's result: its side won, lost, or nobody did. */
export const outcomeOf = (team: string, winner: string): 'win' | 'loss' | 'draw' => (winner === DRAW ? 'draw' : team === winner ? 'win' : 'loss');

/** Phases (by name) begun since the last death; a round-0 phase (a night with no kill) does not count. */
export function quietPhases(events: readonly GameEvent[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.type === 'died') break;
    if (e.type === 'phase_started' && e.step === e.phase && e.round > 0) counts.set(e.phase, (counts.get(e.phase) ?? 0) + 1);
  }
  return counts;
}

/** The draw, once each of `phases` has passed `each` times with nobody dying; `words` names them ("three nights and three days"). */
export function stalledTable(events: readonly GameEvent[], phases: readonly string[], each: number, words: string): Victory | null {
  const quiet = quietPhases(events);
  return phases.every((p) => (quiet.get(p) ?? 0) >= each) ? { winner: DRAW, reason: `${words} passed with no death` } : null;
}
