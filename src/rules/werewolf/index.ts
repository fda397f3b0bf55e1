// The Werewolf ruleset, assembled: roles, boards, events, state, script, triggers, victory, prompts.
import type { Ruleset } from '../../engine/ruleset.js';
import { scanWerewolfClaims } from './claims.js';
import { WEREWOLF_EVENTS } from './events.js';
import { brief, describe, roleName, stateOfPlay, systemPrompt } from './prompts.js';
import { CLAIM_WORDS, OptionsSchema, PRESETS, VILLAGE, WOLVES, teamOf } from './roles.js';
import { script, TRIGGERS } from './script.js';
import { initialRules, reduce, type WolfRules } from './state.js';
import { werewolfPresentation } from './presentation.js';
import { stalled, victory } from './victory.js';
import { sheriffWeight } from './day.js';

/** Decisions whose keys are no plain words. */
const STEP_NAMES: Readonly<Record<string, string>> = { opt_out: 'withdraw or stay in the sheriff race', wolf_proposal: "the pack's kill proposal" };

export const werewolf: Ruleset<WolfRules> = {
  id: 'werewolf',
  title: 'Werewolf',
  presets: PRESETS,
  optionSchema: OptionsSchema,
  events: WEREWOLF_EVENTS,
  teamOf,
  teamsKnowEachOther: [WOLVES],
  sideName: (team) => (team === VILLAGE ? 'The village' : team === WOLVES ? 'The werewolves' : team),
  roleName,
  initial: initialRules,
  reduce,
  script,
  triggers: TRIGGERS,
  victory,
  stalled,
  describe,
  brief,
  abstainWord: () => 'abstain',
  // "Your notebook (you wrote it at Day 1, opt out…)" was jargon to a model seat (werewolf-9 relay, seed 1280401).
  stepName: (kind) => STEP_NAMES[kind],
  stateOfPlay,
  ballotWeight: sheriffWeight,
  systemPrompt,
  presentation: werewolfPresentation,
  scanClaims: (text, view) => scanWerewolfClaims(text, view.seats, view.seat),
  claimWords: CLAIM_WORDS,
  // No nominations and no words with a ballot at this table.
  answerFields: () => ({ nomination: false, remark: false }),
};
