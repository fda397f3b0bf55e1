// The town wins when every mafioso is dead; the mafia win when living mafia are at least as many as
// living non-mafia (RULES.md §2). The town's condition is checked first.
import type { Victory } from '../../engine/ruleset.js';
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
