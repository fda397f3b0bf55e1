// Mafia roles, teams, setups and options (RULES.md §2).
import { z } from 'zod';
import type { Preset } from '../../engine/ruleset.js';

export const ROLES = ['mafia', 'detective', 'doctor', 'villager'] as const;
export type Role = (typeof ROLES)[number];

export const MAFIA = 'mafia';
export const TOWN = 'town';

export const teamOf = (role: string): string => (role === 'mafia' ? MAFIA : TOWN);

export const OptionsSchema = z
  .object({
    /** Speeches nominate; the vote is among the nominees or skip. */
    nominations: z.boolean().default(true),
    /** A player's role is shown when they die. */
    revealOnDeath: z.boolean().default(true),
    /** A night of mafia talk with no kill before day 1. */
    nightZero: z.boolean().default(true),
    /** What the table calls the detective (mafia-classic: "sheriff"). */
    detectiveTitle: z.enum(['detective', 'sheriff']).default('detective'),
  })
  .strict();
export type MafiaOptions = z.infer<typeof OptionsSchema>;

export const PRESETS: readonly Preset[] = [
  {
    id: 'mafia',
    title: 'Mafia, 7 seats with nominations',
    seats: 7,
    roles: { mafia: 2, detective: 1, villager: 4 },
    options: { nominations: true, revealOnDeath: true, nightZero: true, detectiveTitle: 'detective' },
  },
  {
    id: 'mafia-classic',
    title: 'Mafia, classic 8 seats with a sheriff and a doctor',
    seats: 8,
    roles: { mafia: 2, detective: 1, doctor: 1, villager: 4 },
    options: { nominations: false, revealOnDeath: true, nightZero: false, detectiveTitle: 'sheriff' },
  },
];

const parsed = new WeakMap<object, MafiaOptions>();

/** The game's options, validated once per options object. */
export function optionsOf(options: Record<string, unknown>): MafiaOptions {
  let o = parsed.get(options);
  if (!o) parsed.set(options, (o = OptionsSchema.parse(options)));
  return o;
}

export const ROLE_NAMES: Record<string, string> = {
  mafia: 'mafia',
  detective: 'the detective',
  doctor: 'the doctor',
  villager: 'a villager',
};

/** The role's name in this game's words: the detective may be called the sheriff. */
export const titleOf = (role: string, o: Pick<MafiaOptions, 'detectiveTitle'>): string =>
  role === 'detective' ? `the ${o.detectiveTitle}` : ROLE_NAMES[role] ?? role;

export function roleCard(role: string, o: MafiaOptions): string {
  const det = o.detectiveTitle;
  switch (role) {
    case 'mafia':
      return 'You are mafia. You know your teammates. Each night the mafia talk privately and choose one living non-mafia player to kill (or skip). By day, pass as town. The mafia win when living mafia are at least as many as everyone else.';
    case 'detective':
      return `You are the ${det}. Each night you investigate one living player other than yourself and learn "mafia" or "not mafia"; only you see the results. You win with the town when every mafioso is dead.`;
    case 'doctor':
      return 'You are the doctor. Each night you protect one living player (yourself allowed) from the mafia\'s kill, never the same player two nights in a row. You win with the town when every mafioso is dead.';
    default:
      return 'You are a villager. You have no power but your voice and your vote. You win with the town when every mafioso is dead.';
  }
}

/** Each role's power in one line: the role card on screen, the setup screen, the rules page. */
export const ABILITIES: Record<string, string> = {
  mafia: 'choose a kill each night with your team',
  detective: 'investigate one player a night: mafia or not',
  doctor: 'protect one player a night, never twice in a row',
  villager: 'no power: your voice and your vote',
};

/** Words a person might use to claim a role or report an investigation. */
export const CLAIM_WORDS = {
  roles: {
    detective: ['detective', 'sheriff', 'cop', 'investigator'],
    doctor: ['doctor', 'doc', 'medic'],
    villager: ['villager', 'plain villager', 'town', 'townie', 'townsperson', 'vanilla town'],
    mafia: ['mafia', 'mafioso'],
  },
  results: {
    mafia: ['mafia', 'mafioso', 'guilty', 'scum', 'bad'],
    not_mafia: ['not mafia', 'not a mafioso', 'not scum', 'not guilty', 'innocent', 'clear', 'clean', 'town', 'townie', 'villager', 'good'],
  },
  // The doctor's night, said in the day: "I protected Nell", "I saved Hugo last night".
  actions: {
    protected: ['protected', 'saved', 'healed', 'guarded', 'doctored', 'used my protection on'],
  },
  actors: { protected: 'doctor' },
  evil: 'mafia',
  checkers: ['detective'],
};
