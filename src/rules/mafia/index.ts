// The Mafia ruleset, assembled: roles, setups, events, state, script, victory, prompts.
import type { Ruleset } from '../../engine/ruleset.js';
import { scanMafiaClaims } from './claims.js';
import { MAFIA_EVENTS } from './events.js';
import { abstainWord, brief, describe, roleName, stateOfPlay, systemPrompt } from './prompts.js';
import { CLAIM_WORDS, MAFIA, OptionsSchema, optionsOf, PRESETS, TOWN, teamOf } from './roles.js';
import { script } from './script.js';
import { initialRules, reduce, type MafiaRules } from './state.js';
import { mafiaPresentation } from './presentation.js';
import { stalled, victory } from './victory.js';

export const mafia: Ruleset<MafiaRules> = {
  id: 'mafia',
  title: 'Mafia',
  presets: PRESETS,
  optionSchema: OptionsSchema,
  events: MAFIA_EVENTS,
  teamOf,
  teamsKnowEachOther: [MAFIA],
  sideName: (team) => (team === TOWN ? 'The town' : team === MAFIA ? 'The mafia' : team),
  roleName,
  initial: initialRules,
  reduce,
  script,
  triggers: [],
  victory,
  stalled,
  describe,
  brief,
  abstainWord,
  stateOfPlay,
  systemPrompt,
  presentation: mafiaPresentation,
  scanClaims: (text, view) => scanMafiaClaims(text, view.seats, view.seat),
  claimWords: CLAIM_WORDS,
  // Every ballot may carry a remark (day.ts voteSpec); a speech nominates only where the table nominates.
  answerFields: (options) => ({ nomination: optionsOf(options).nominations === true, remark: true }),
};
