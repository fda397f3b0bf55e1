// What the screen may say about a game family beyond the ruleset's own `describe`: one-line
// abilities for the role card, potions and last guard, who holds the sheriff's badge. Display
// only: nothing here decides a rule. An unknown ruleset (Mafia, before it lands) gets the
// generic card: role, team, teammates and private results.
import type { GameEvent } from '../engine/events.js';

export interface Display {
  ability(role: string): string | undefined;
  /** Extra facts for the role card, from the person's own private events. */
  notes(role: string, mine: readonly GameEvent[]): string[];
  /** Who holds the badge after this event: a seat, null for nobody, undefined for no change. */
  badge(e: GameEvent): number | null | undefined;
  /** The short word for "I think this seat is evil", for the notebook. */
  suspect: string;
  /** The check results a person may claim in a speech. */
  results: readonly string[];
}

const werewolf: Display = {
  ability: (role) =>
    ({
      werewolf: 'kill one player each night with your pack',
      seer: 'check one player a night: good or werewolf',
      witch: 'one antidote and one poison, at most one a night',
      hunter: 'shoot someone when you die (not if poisoned)',
      guard: 'protect one player a night, never twice in a row',
      villager: 'no power: your vote and your reasoning',
    })[role],
  notes(role, mine) {
    if (role === 'witch') {
      const used = (action: string) => mine.some((e) => e.type === 'witch_acted' && e.action === action);
      return [`antidote ${used('antidote') ? 'used' : 'ready'}`, `poison ${used('poison') ? 'used' : 'ready'}`];
    }
    if (role === 'guard') {
      const last = [...mine].reverse().find((e) => e.type === 'guard_acted');
      if (!last) return [];
      const t = last.target;
      return [t === null ? 'last protected: nobody' : `last protected: ${t} (not twice in a row)`];
    }
    return [];
  },
  badge(e) {
    if (e.type === 'sheriff_elected') return e.seat;
    if (e.type === 'badge_passed') return e.to;
    return undefined;
  },
  suspect: 'wolf?',
  results: ['werewolf', 'good'],
};

const generic: Display = {
  ability: () => undefined,
  notes: () => [],
  badge: () => undefined,
  suspect: 'evil?',
  results: ['good', 'evil'],
};

const mafia: Display = {
  ...generic,
  ability: (role) =>
    ({
      mafia: 'choose a kill each night with your team',
      detective: 'investigate one player a night: mafia or not',
      doctor: 'protect one player a night, never twice in a row',
      villager: 'no power: your voice and your vote',
    })[role],
  notes(role, mine) {
    if (role !== 'doctor') return [];
    const last = [...mine].reverse().find((e) => e.type === 'protected');
    return last ? [`last protected: ${last.target} (not twice in a row)`] : [];
  },
  suspect: 'mafia?',
  results: ['mafia', 'not mafia'],
};

const DISPLAYS: Record<string, Display> = { werewolf, mafia };

export const displayFor = (rulesetId: string): Display => DISPLAYS[rulesetId] ?? generic;

/** A private result of the person's own: any event with a target and a result (seer, detective). */
export function checkOf(e: GameEvent): { target: number; result: string } | undefined {
  return typeof e.target === 'number' && typeof e.result === 'string' ? { target: e.target, result: e.result.replace(/_/g, ' ') } : undefined;
}
