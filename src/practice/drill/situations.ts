// Every drill, by the ruleset that plays it: the situation for a role on a preset.
import type { Ruleset } from '../../engine/ruleset.js';
import { MAFIA_SITUATIONS } from './mafia.js';
import type { Situation } from './situation.js';
import { WEREWOLF_SITUATIONS } from './werewolf.js';

const BY_RULESET: Record<string, readonly Situation[]> = { werewolf: WEREWOLF_SITUATIONS, mafia: MAFIA_SITUATIONS };

export function situationFor(ruleset: Ruleset<unknown>, role: string): Situation | undefined {
  return BY_RULESET[ruleset.id]?.find((s) => s.role === role);
}
