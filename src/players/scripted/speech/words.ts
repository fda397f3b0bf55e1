// The game's own words the grammar needs: how roles read at this table ("the seer", "the sheriff"),
// how a check result is said and claimed, what the evil side is called, and how a vote is withheld.
import type { GameEvent } from '../../../engine/events.js';
import { RULESETS } from '../../../rules/index.js';

export interface GameWords {
  /** "the seer", "a villager", "the sheriff": the role as a noun phrase at this table */
  role(role: string): string;
  /** A check result as said aloud, and as the claim's `result` value. */
  result(bad: boolean): { said: string; claim: string };
  /** The evil role, as claimed in a confession ("werewolf", "mafia"), and said ("a werewolf"). */
  evilRole: string;
  evil: string;
  /** The evil side as a group ("the wolves", "the mafia"), and its possessive ("the wolves'", "the mafia's"). */
  evilSide: string;
  evilSides: string;
  /** What a withheld vote is called: "abstain", "skip". */
  noVote: string;
  /** How far the game's night numbers run behind the day after them (Mafia's night 1 precedes day 2). */
  nightOffset: number;
  /** Whether the game's day vote removes a player by "banish" or "eliminate" (for cited deaths). */
  removed: string;
  /** Whether a death shows the dead seat's role: where it does not, no line says the table will see what a seat was. */
  rolesShown: boolean;
}

interface Family {
  side: [group: string, possessive: string];
  evilRole: string;
  bad: [said: string, claim: string];
  good: [said: string, claim: string];
  noVote: string;
  removed: string;
  nightOffset: number;
  rolesShown: (options: Record<string, unknown>) => boolean;
}

const FAMILIES: Record<string, Family> = {
  werewolf: { side: ['the wolves', "the wolves'"], evilRole: 'werewolf', bad: ['a werewolf', 'werewolf'], good: ['good', 'good'], noVote: 'abstain', removed: 'banished', nightOffset: 0, rolesShown: () => false },
  mafia: { side: ['the mafia', "the mafia's"], evilRole: 'mafia', bad: ['mafia', 'mafia'], good: ['not mafia', 'not_mafia'], noVote: 'skip', removed: 'voted out', nightOffset: 1, rolesShown: (o) => o.revealOnDeath !== false },
};

export function gameWords(ruleset: string, options: Record<string, unknown> = {}): GameWords {
  const family = FAMILIES[ruleset] ?? FAMILIES.werewolf!;
  const rules = RULESETS.find((r) => r.id === ruleset);
  const role = (r: string) => rules?.roleName(r, options) ?? r;
  return {
    role,
    result: (bad) => {
      const [said, claim] = bad ? family.bad : family.good;
      return { said, claim };
    },
    evilRole: family.evilRole,
    evil: role(family.evilRole),
    evilSide: family.side[0],
    evilSides: family.side[1],
    noVote: family.noVote,
    removed: family.removed,
    // Mafia with a night zero numbers each night after the day before it (night 1 precedes day 2).
    nightOffset: family.nightOffset && options.nightZero !== false ? 1 : 0,
    rolesShown: family.rolesShown(options),
  };
}

/** The words of the game a log or a view belongs to, read from its public start. */
export function gameWordsOf(events: readonly GameEvent[]): GameWords {
  const start = events.find((e) => e.type === 'game_started');
  return gameWords(String(start?.ruleset ?? 'werewolf'), (start?.options as Record<string, unknown> | undefined) ?? {});
}

/** "the seer" → "seer": the role's bare name, for "the real seer". */
export const bareRole = (phrase: string): string => phrase.replace(/^(?:the|a|an)\s+/i, '');
