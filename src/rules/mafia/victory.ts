// The town wins when every mafioso is dead; the mafia win when living mafia are at least as many as
// living non-mafia (RULES.md §2). The town's condition is checked first. A stalled table ends in a draw.
import type { GameEvent } from '../../engine/events.js';
import type { Victory } from '../../engine/ruleset.js';
import { stalledTable } from '../../engine/stall.js';
import type { GameState } from '../../engine/state.js';
import { MAFIA, TOWN } from './roles.js';

export function victory(s: GameState<unknown>): Victory | null {
  const living = s.core.seats.filter((x) => x.alive);
  const mafia = living.filter((x) => x.role === 'mafia').length;
  const town = living.length - mafia;
  if (mafia === 0) return { winner: TOWN, reason: 'every mafioso is dead' };
  if (mafia >= town) return { winner: MAFIA, reason: `the mafia (${mafia}) are at least as many as the rest (${town})` };
  return null;
}

/** Three nights and three days in a row with no death (night zero, which has no kill, not counted): a draw (RULES.md §2). */
export const stalled = (events: readonly GameEvent[]): Victory | null => stalledTable(events, ['night', 'day'], 3, 'three nights and three days');
