// The village wins when every werewolf is dead; the werewolves when every god or every villager is
// dead. When both hold at once, the village wins (RULES.md §1). A stalled table ends in a draw.
import type { GameEvent } from '../../engine/events.js';
import type { Victory } from '../../engine/ruleset.js';
import { stalledTable } from '../../engine/stall.js';
import type { GameState } from '../../engine/state.js';
import { GODS, VILLAGE, WOLVES, type Role } from './roles.js';
import type { WolfRules } from './state.js';

export function victory(s: GameState<unknown>): Victory | null {
  const livingRoles = s.core.seats.filter((x) => x.alive).map((x) => x.role);
  const present = (pred: (r: string) => boolean) => s.core.seats.some((x) => pred(x.role));
  const wolvesDead = !livingRoles.includes('werewolf');
  const isGod = (r: string) => GODS.includes(r as Role);
  const godsDead = present(isGod) && !livingRoles.some(isGod);
  const villagersDead = present((r) => r === 'villager') && !livingRoles.includes('villager');
  if (wolvesDead) return { winner: VILLAGE, reason: 'every werewolf is dead' };
  if (godsDead) return { winner: WOLVES, reason: 'every god is dead' };
  if (villagersDead) return { winner: WOLVES, reason: 'every villager is dead' };
  return null;
}

/** Three nights and three days in a row with no death: a draw (RULES.md §1). */
export const stalled = (events: readonly GameEvent[]): Victory | null => stalledTable(events, ['night', 'day'], 3, 'three nights and three days');

/** Whether the night's collected deaths, once announced, end the game: then day 1 holds no election. */
export function nightDecides(s: GameState<WolfRules>): boolean {
  const dead = new Set(s.rules.pendingDeaths.map((d) => d.seat));
  if (dead.size === 0) return false;
  const seats = s.core.seats.map((x) => (dead.has(x.seat) ? { ...x, alive: false } : x));
  return victory({ ...s, core: { ...s.core, seats } }) !== null;
}
