// Werewolf facts only some seats hold: the witch's potions and saves, the guard's last pick.
import type { GameEvent } from '../../../engine/events.js';
import type { Knowledge } from '../knowledge.js';
import { nightBefore } from '../knowledge.js';

export interface WolfFacts {
  antidoteUsed: boolean;
  poisonUsed: boolean;
  /** Nights the witch saved someone: whom, and on which night. */
  saves: { target: number; night: number }[];
  poisoned: { target: number; night: number }[];
  lastGuard: number | null;
  guarded: { target: number; night: number }[];
}

export const facts = (k: Knowledge): WolfFacts =>
  (k.extra.ww ??= { antidoteUsed: false, poisonUsed: false, saves: [], poisoned: [], lastGuard: null, guarded: [] }) as WolfFacts;

export function readWerewolf(k: Knowledge, e: GameEvent): void {
  const w = facts(k);
  const f = e as Record<string, any>;
  switch (e.type) {
    case 'witch_acted':
      if (f.action === 'antidote') {
        w.antidoteUsed = true;
        w.saves.push({ target: f.target, night: nightBefore(k, e.n) });
      }
      if (f.action === 'poison') {
        w.poisonUsed = true;
        w.poisoned.push({ target: f.target, night: nightBefore(k, e.n) });
      }
      break;
    case 'guard_acted':
      w.lastGuard = f.target;
      if (f.target !== null) w.guarded.push({ target: f.target, night: nightBefore(k, e.n) });
      break;
  }
}
