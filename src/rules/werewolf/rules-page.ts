// The rules page of the `?` overlay for a werewolf table: how each side wins, the roles dealt, the
// night and the day in order, and the options in force, from the preset and the table's options.
import type { Options, RulesSection } from '../../engine/presentation.js';
import type { Preset } from '../../engine/ruleset.js';
import { SHERIFF_WEIGHT } from './day.js';
import { ABILITIES, GODS, OptionsSchema, type WerewolfOptions } from './roles.js';

const PLURAL: Record<string, string> = { werewolf: 'werewolves' };
const count = (n: number, role: string) => `${n} ${n === 1 ? role : PLURAL[role] ?? `${role}s`}`;
const list = (xs: readonly string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`);

const SELF_SAVE: Record<WerewolfOptions['witchSelfSave'], string> = {
  never: 'The witch cannot use the antidote on herself.',
  firstNight: 'The witch may use the antidote on herself on the first night only.',
  always: 'The witch may use the antidote on herself on any night.',
};

export function werewolfRules(preset: Preset, options: Options): RulesSection[] {
  const o = OptionsSchema.parse({ ...preset.options, ...options });
  const has = (role: string) => (preset.roles[role] ?? 0) > 0;
  const gods = GODS.filter(has);
  const win = [
    'The village wins when every werewolf is dead.',
    `The werewolves win when every god is dead (the gods here: ${list(gods)}), or every villager is dead (a "side kill").`,
    'If both happen at once, the village wins. Roles are shown only when the game ends.',
    'Three nights and three days in a row with no death: the game ends in a draw.',
  ];
  const roles = Object.entries(preset.roles).map(([role, n]) => `${count(n, role)}: ${ABILITIES[role] ?? ''}`);
  roles.push('The werewolves know each other from the start; nobody else knows any role but their own.');
  const night = [
    '1. The werewolves talk privately, each proposing a target (or no kill); the most proposed dies, a tie goes to the earliest proposal. If they name different targets, each speaks once more and the second round\'s picks decide. The last wolf alive picks the target alone, with no talk.',
    ...(has('witch') ? ['2. The witch is told the target; she may save them with the antidote, or poison someone else (each once a game, one a night).'] : []),
    ...(has('guard') ? ['3. The guard protects one player (himself too), never the same one two nights running; it does not stop poison.'] : []),
    ...(has('seer') ? ['4. The seer checks one player and learns "good" or "werewolf".'] : []),
    '5. The deaths are announced at dawn, names only.',
  ];
  const day = [
    `Day 1 begins with the sheriff election: players choose to run, candidates speak, may withdraw, and the rest vote. The sheriff's vote weighs ${SHERIFF_WEIGHT}; the sheriff chooses the speaking direction and speaks last. A tie or no candidate: no sheriff.`,
    'Dawn: who died in the night. Only the dead of night 1 give last words.',
    ...(has('hunter') ? ['A hunter who dies, unless poisoned, may shoot one living player, who dies at once.'] : []),
    'A sheriff who dies passes the badge to a living player or tears it up.',
    'Discussion: every living player speaks once, in order. Then a last call: anyone whose vote moved after their turn may say so, or pass.',
    'Vote: everyone votes at once for a living player, or abstains; the most votes is banished and gives last words.',
    'A tie leads to a PK: the tied players speak again, then everyone else votes between them; a second tie banishes nobody.',
  ];
  const opts = [
    ...(has('witch') ? [`${SELF_SAVE[o.witchSelfSave]} (witchSelfSave=${o.witchSelfSave})`] : []),
    ...(has('witch') && has('guard')
      ? [
          o.guardAndAntidoteKill
            ? 'A player both guarded and saved by the antidote dies: the two cancel out. (guardAndAntidoteKill=true)'
            : 'A player both guarded and saved by the antidote survives. (guardAndAntidoteKill=false)',
        ]
      : []),
  ];
  return [
    { title: 'How to win', lines: win },
    { title: `Roles at this table (${preset.seats} seats)`, lines: roles },
    { title: 'Each night', lines: night.map((l, i) => l.replace(/^\d\./, `${i + 1}.`)) },
    { title: 'Each day', lines: day },
    { title: 'Options in force', lines: opts.length ? opts : ['None that change this table.'] },
  ];
}
