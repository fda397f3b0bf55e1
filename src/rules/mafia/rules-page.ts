// The rules page of the `?` overlay for a mafia table: how each side wins, the roles dealt, the night
// and the day in order, and the options in force, from the preset and the table's options.
import type { Options, RulesSection } from '../../engine/presentation.js';
import type { Preset } from '../../engine/ruleset.js';
import { SPEECH_MIN, voteRules } from './day.js';
import { TALK_ROUNDS } from './night.js';
import { ABILITIES, optionsOf } from './roles.js';

const onOff = (on: boolean) => (on ? 'on' : 'off');

export function mafiaRules(preset: Preset, options: Options): RulesSection[] {
  const o = optionsOf({ ...preset.options, ...options });
  const det = o.detectiveTitle;
  const has = (role: string) => (preset.roles[role] ?? 0) > 0;
  const none = o.nominations ? 'skip' : 'abstain';
  const name = (role: string, n: number) => (role === 'detective' ? det : role === 'mafia' ? 'mafia' : n === 1 ? role : `${role}s`);
  const roles = Object.entries(preset.roles).map(([role, n]) => `${n} ${name(role, n)}: ${ABILITIES[role] ?? ''}`);
  roles.push('The mafia know each other from the start; nobody else knows any role but their own.');
  const night = [
    ...(o.nightZero ? ['Night zero, before day 1: the mafia only talk; nobody is killed, and nobody else acts.'] : []),
    `The mafia talk privately, ${TALK_ROUNDS} rounds, each naming a pick; the last round's most picked living non-mafia player is killed (a tie: the first pick among the tied), or nobody if they skip. The last mafioso alive picks the kill alone, with no talk.`,
    `The ${det} investigates one living player and privately learns "mafia" or "not mafia".`,
    ...(has('doctor') ? ['The doctor protects one living player (themself too), never the same one two nights running; a protected player survives the kill.'] : []),
  ];
  const day = [
    `Morning: the night's death${o.revealOnDeath ? ', with the dead player\'s role' : ''}, or that nobody died.`,
    `Discussion: every living player speaks once, in seat order, starting one seat further each day; a speech has at least ${SPEECH_MIN} characters.`,
    ...(o.nominations
      ? ['Each speech nominates a living player other than the speaker; each nominee then speaks once in their defence.', `Vote: everyone votes at once for a nominee, or "${none}".`]
      : [`Vote: everyone votes at once for a living player other than themself, or "${none}".`]),
    voteRules(none, o.revealOnDeath),
  ];
  const opts = [
    `Nominations ${onOff(o.nominations)} (nominations=${o.nominations}).`,
    `Roles shown on death ${onOff(o.revealOnDeath)} (revealOnDeath=${o.revealOnDeath}).`,
    `Night zero ${onOff(o.nightZero)} (nightZero=${o.nightZero}).`,
    `The investigator is called the ${det} (detectiveTitle=${det}).`,
  ];
  return [
    { title: 'How to win', lines: ['The town wins when every mafioso is dead.', 'The mafia win when the living mafia are at least as many as everyone else alive.', 'Three nights and three days in a row with no death: the game ends in a draw.'] },
    { title: `Roles at this table (${preset.seats} seats)`, lines: roles },
    { title: 'Each night', lines: night },
    { title: 'Each day', lines: day },
    { title: 'Options in force', lines: opts },
  ];
}
