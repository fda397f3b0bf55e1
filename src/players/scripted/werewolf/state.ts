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
  switch (e.type) {
    case 'witch_acted':
      if (e.action === 'antidote') {
        w.antidoteUsed = true;
        if (e.target !== null) w.saves.push({ target: e.target, night: nightBefore(k, e.n) });
      }
      if (e.action === 'poison') {
        w.poisonUsed = true;
        if (e.target !== null) w.poisoned.push({ target: e.target, night: nightBefore(k, e.n) });
      }
      break;
    case 'guard_acted':
      w.lastGuard = e.target;
      if (e.target !== null) w.guarded.push({ target: e.target, night: nightBefore(k, e.n) });
      break;
  }
}

/** The sheriff killed last night, if the seat that held the badge died in the night: it handed the badge on today. */
export function sheriffKilled(k: Knowledge): number | undefined {
  const dead = k.nights.find((n) => n.day === k.day)?.dead ?? [];
  return k.badges.find((x) => x.day === k.day && dead.includes(x.from))?.from;
}
