// What the werewolf rules remember between micro-phases, folded from the events.
import type { GameEvent } from '../../engine/events.js';
import type { GameState } from '../../engine/state.js';

export interface WolfRules {
  night: number;
  /** Tonight's proposals, in order; `round` 2 for the second round (RULES.md §1). */
  proposals: { seat: number; target: number | null; round: 1 | 2 }[];
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
  /** Who has given a campaign speech, in order (the order's start was drawn at random). */
  campaignSpoken: number[];
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
  campaignSpoken: [],
  sheriff: null,
  electionDone: false,
  order: [],
  pk: [],
  banished: null,
  hunterShot: false,
});

export function reduce(state: GameState<WolfRules>, e: GameEvent): void {
  const r = state.rules;
  switch (e.type) {
    case 'phase_started':
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
      break;
    case 'wolf_proposal':
      r.proposals.push({ seat: e.seat, target: e.target, round: e.round === 2 ? 2 : 1 });
      break;
    case 'pack_target':
      r.packTarget = e.target;
      break;
    case 'witch_acted':
      if (e.action === 'antidote') {
        r.antidoteUsed = true;
        r.antidoteOn = e.target;
      } else if (e.action === 'poison') {
        r.poisonUsed = true;
        r.poisonOn = e.target;
      }
      break;
    case 'guard_acted':
      r.guardOn = e.target;
      break;
    case 'night_resolved':
      r.pendingDeaths = e.deaths;
      for (const d of e.deaths) if (d.cause === 'poison') r.poisoned.push(d.seat);
      break;
    case 'dawn':
      r.lastNightDead = e.dead;
      r.pendingDeaths = [];
      break;
    case 'sheriff_run':
      if (e.run) r.candidates.push(e.seat);
      break;
    case 'sheriff_withdrew':
      if (e.withdraw) r.candidates = r.candidates.filter((c) => c !== e.seat);
      break;
    case 'sheriff_elected':
      r.sheriff = e.seat;
      r.electionDone = true;
      r.candidates = [];
      break;
    case 'badge_passed':
      r.sheriff = e.to;
      break;
    case 'speaking_order':
      r.order = e.order;
      break;
    case 'speech':
      if (e.context === 'campaign') r.campaignSpoken.push(e.seat);
      break;
    case 'banish_tally':
      r.banished = e.banished;
      r.pk = e.round === 'vote' ? e.tied : [];
      break;
  }
}
