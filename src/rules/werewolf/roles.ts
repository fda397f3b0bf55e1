// Werewolf roles, teams and boards (RULES.md §1).
import { z } from 'zod';
import type { Preset } from '../../engine/ruleset.js';

export const ROLES = ['werewolf', 'seer', 'witch', 'hunter', 'guard', 'villager'] as const;
export type Role = (typeof ROLES)[number];
export const GODS: readonly Role[] = ['seer', 'witch', 'hunter', 'guard'];

export const WOLVES = 'werewolves';
export const VILLAGE = 'village';

export const teamOf = (role: string): string => (role === 'werewolf' ? WOLVES : VILLAGE);

export const OptionsSchema = z
  .object({
    witchSelfSave: z.enum(['never', 'firstNight', 'always']).default('never'),
    guardAndAntidoteKill: z.boolean().default(false),
  })
  .strict();
export type WerewolfOptions = z.infer<typeof OptionsSchema>;

const defaults: WerewolfOptions = { witchSelfSave: 'never', guardAndAntidoteKill: false };

export const PRESETS: readonly Preset[] = [
  {
    id: 'werewolf',
    title: 'Werewolf, standard 12 seats',
    seats: 12,
    roles: { werewolf: 4, seer: 1, witch: 1, hunter: 1, guard: 1, villager: 4 },
    options: defaults,
  },
  {
    id: 'werewolf-9',
    title: 'Werewolf, 9 seats',
    seats: 9,
    roles: { werewolf: 3, seer: 1, witch: 1, hunter: 1, villager: 3 },
    options: defaults,
  },
  {
    id: 'werewolf-6',
    title: 'Werewolf, 6 seats',
    seats: 6,
    roles: { werewolf: 2, seer: 1, witch: 1, villager: 2 },
    options: defaults,
  },
];

export const ROLE_NAMES: Record<string, string> = {
  werewolf: 'a werewolf',
  seer: 'the seer',
  witch: 'the witch',
  hunter: 'the hunter',
  guard: 'the guard',
  villager: 'a villager',
};

export const ROLE_CARDS: Record<string, string> = {
  werewolf:
    'You are a werewolf. You know your pack. Each night the pack talks privately and picks one player to kill (or no kill). By day, hide among the villagers. You win when every god or every villager is dead.',
  seer: 'You are the seer. Each night you check one living player and learn whether they are good or a werewolf. You win with the village when every werewolf is dead.',
  witch:
    'You are the witch. Each night you are told who the werewolves attacked. You have one antidote (save that player) and one poison (kill any other living player), each once per game, at most one a night. You win with the village.',
  hunter:
    'You are the hunter. When you die, unless poisoned, you may shoot one living player, who dies at once. You win with the village.',
  guard:
    'You are the guard. Each night you protect one living player (yourself allowed) from the werewolves, never the same player two nights in a row. The guard does not stop poison. You win with the village.',
  villager: 'You are a villager. You have no power but your vote and your reasoning. You win with the village when every werewolf is dead.',
};

/** Each role's power in one line: the role card on screen, the setup screen, the rules page. */
export const ABILITIES: Record<string, string> = {
  werewolf: 'kill one player each night with your pack',
  seer: 'check one player a night: good or werewolf',
  witch: 'one antidote and one poison, at most one a night',
  hunter: 'shoot someone when you die (not if poisoned)',
  guard: 'protect one player a night, never twice in a row',
  villager: 'no power: your vote and your reasoning',
};

/** Words a person might use to claim a role or report a check. */
export const CLAIM_WORDS = {
  roles: {
    seer: ['seer', 'prophet'],
    witch: ['witch'],
    hunter: ['hunter'],
    guard: ['guard', 'bodyguard'],
    villager: ['villager', 'plain villager', 'simple villager'],
    werewolf: ['werewolf', 'wolf'],
  },
  results: {
    werewolf: ['werewolf', 'wolf', 'bad', 'evil'],
    good: ['good', 'innocent', 'clear', 'clean', 'village', 'villager', 'gold water', 'not a werewolf', 'not a wolf', 'not evil', 'not bad'],
  },
  actions: {
    poisoned: ['poisoned', 'used my poison on', 'used the poison on', 'threw my poison at'],
    saved: ['saved', 'healed', 'used my antidote on', 'used the antidote on'],
    protected: ['protected', 'guarded', 'shielded', 'stood guard over'],
  },
  actors: { poisoned: 'witch', saved: 'witch', protected: 'guard' },
  evil: 'werewolf',
  ballots: { sheriff: ['sheriff', 'badge'] },
  checkers: ['seer'],
};
