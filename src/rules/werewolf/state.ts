// What the werewolf rules remember between micro-phases, folded from the events.
import { is, type GameEvent } from '../../engine/events.js';
import { Died, PhaseStarted } from '../../engine/core-events.js';
import type { GameState } from '../../engine/state.js';
import {
  BadgePassed,
  BanishTally,
  Dawn,
  SpeakingOrder,
  GuardActed,
  NightResolved,
  PackTarget,
  SeerChecked,
  SheriffElected,
  SheriffRun,
  SheriffWithdrew,
  WitchActed,
  WolfProposal,
} from './events.js';

export interface WolfRules {
  night: number;
  proposals: { seat: number; target: number | null }[];
  /** undefined until the pack has chosen tonight */
  packTarget: number | null | undefined;
  antidoteUsed: boolean;
  poisonUsed: boolean;
  antidoteOn: number | null;
  poisonOn: number | null;
  guardOn: number | null;
  /** the guard's pick of the previous night */
  lastGuard: number | null;
  /** resolved at night, announced at dawn */
  pendingDeaths: { seat: number; cause: 'wolves' | 'poison' }[];
  lastNightDead: number[];
  poisoned: number[];
  candidates: number[];
  sheriff: number | null;
  electionDone: boolean;
  order: number[];
  pk: number[];
  banished: number | null;
  hunterShot: boolean;
}

export const initialRules = (): WolfRules => ({
  night: 0,
  proposals: [],
  packTarget: undefined,
  antidoteUsed: false,
  poisonUsed: false,
  antidoteOn: null,
  poisonOn: null,
  guardOn: null,
  lastGuard: null,
  pendingDeaths: [],
  lastNightDead: [],
  poisoned: [],
  candidates: [],
  sheriff: null,
  electionDone: false,
  order: [],
  pk: [],
  banished: null,
  hunterShot: false,
});

export function reduce(state: GameState<WolfRules>, e: GameEvent): void {
  const r = state.rules;
  if (is(PhaseStarted, e)) {
    if (e.step === 'night') {
      r.night = e.round;
      r.proposals = [];
      r.packTarget = undefined;
      r.antidoteOn = r.poisonOn = null;
      r.lastGuard = r.guardOn;
      r.guardOn = null;
    } else if (e.step === 'day') {
      r.pk = [];
      r.banished = null;
      r.order = [];
    }
  } else if (is(WolfProposal, e)) r.proposals.push({ seat: e.seat, target: e.target });
  else if (is(PackTarget, e)) r.packTarget = e.target;
  else if (is(WitchActed, e)) {
    if (e.action === 'antidote') {
      r.antidoteUsed = true;
      r.antidoteOn = e.target;
    } else if (e.action === 'poison') {
      r.poisonUsed = true;
      r.poisonOn = e.target;
    }
  } else if (is(GuardActed, e)) r.guardOn = e.target;
  else if (is(SeerChecked, e)) {
    /* the check lives in the seer's view; nothing to carry */
  } else if (is(NightResolved, e)) {
    r.pendingDeaths = e.deaths;
    for (const d of e.deaths) if (d.cause === 'poison') r.poisoned.push(d.seat);
  } else if (is(Dawn, e)) {
    r.lastNightDead = e.dead;
    r.pendingDeaths = [];
  } else if (is(SheriffRun, e)) {
    if (e.run) r.candidates.push(e.seat);
  } else if (is(SheriffWithdrew, e)) {
    if (e.withdraw) r.candidates = r.candidates.filter((c) => c !== e.seat);
  } else if (is(SheriffElected, e)) {
    r.sheriff = e.seat;
    r.electionDone = true;
    r.candidates = [];
  } else if (is(BadgePassed, e)) r.sheriff = e.to;
  else if (is(SpeakingOrder, e)) r.order = e.order;
  else if (is(BanishTally, e)) {
    r.banished = e.banished;
    r.pk = e.round === 'vote' ? e.tied : [];
  } else if (is(Died, e)) {
    /* the core marks the seat dead; triggers read the causes above */
  }
}
