// The werewolf game as the rulebook reads (RULES.md §1).
import { act, announce, eachSeat, loop, phase, resolve, sealed, seq, together, triggers, when, type TriggerDef } from '../../engine/flow.js';
import type { GameState } from '../../engine/state.js';
import { banishedSeat, banishResult, banishSpec, dawn, hunterShoots, lastCallOrder, nightOneDead, pkSeats, pkVoters, speakingOrder } from './day.js';
import { choosePackTarget, guard, packSplit, resolveNight, seer, tellWitch, witch, wolfProposal } from './night.js';
import {
  campaignOrder,
  chooseDirection,
  contested,
  defaultOrder,
  electionResult,
  electionSpec,
  electors,
  optOutSpec,
  passBadge,
  runs,
  runSpec,
  sheriffAlive,
  withdrawals,
  withoutVotes,
} from './sheriff.js';
import { livingWith, living } from './seats.js';
import { speech } from './speeches.js';
import type { WolfRules } from './state.js';
import { nightDecides } from './victory.js';

type S = GameState<WolfRules>;
/** Night roles act unseen: nobody may learn from the log that a guard, seer or witch is still alive. */
const secret = { secret: true };
/** Day 1 elects a sheriff, unless the night's deaths already end the game (RULES.md §1). */
const electionDay = (s: S) => s.core.day === 1 && !nightDecides(s);
const noSheriff = (s: S) => sheriffAlive(s).length === 0;
const candidates = (s: S) => [...s.rules.candidates].sort((a, b) => a - b);

const night = phase<WolfRules>(
  'night',
  (s) => s.core.day + 1,
  together(
    seq(
      eachSeat('werewolves', livingWith('werewolf'), wolfProposal(1), secret),
      when(packSplit, eachSeat('werewolves', livingWith('werewolf'), wolfProposal(2), secret)),
      resolve('pack', choosePackTarget),
    ),
    { step: 'guard', who: livingWith('guard'), handler: guard, ...secret },
    { step: 'seer', who: livingWith('seer'), handler: seer, ...secret },
  ),
  resolve('witch_told', tellWitch),
  act('witch', livingWith('witch'), witch, secret),
  resolve('resolution', resolveNight),
);

const sheriffElection = seq<WolfRules>(
  sealed('sheriff_run', living, runSpec, runs),
  eachSeat('campaign', campaignOrder, speech('campaign')),
  sealed('opt_out', candidates, optOutSpec, withdrawals),
  when(contested, sealed('sheriff_election', electors, electionSpec, electionResult)),
  when((s) => !s.rules.electionDone, announce('sheriff_election', withoutVotes)),
);

const day = phase<WolfRules>(
  'day',
  (s) => s.core.day,
  when(electionDay, sheriffElection),
  announce('dawn', dawn),
  eachSeat('last_words', nightOneDead, speech('last_words')),
  triggers(),
  act('direction', sheriffAlive, chooseDirection),
  when(noSheriff, resolve('order', defaultOrder)),
  eachSeat('discussion', speakingOrder, speech('discussion')),
  // Before the ballot, a seat whose vote moved after its turn says so (RULES.md §1): most pass.
  eachSeat('last_call', lastCallOrder, speech('last_call')),
  sealed('vote', living, banishSpec('vote'), banishResult('vote')),
  when((s) => s.rules.pk.length > 0, eachSeat('pk', pkSeats, speech('pk')), sealed('pk_vote', pkVoters, banishSpec('pk'), banishResult('pk'))),
  eachSeat('banished_last_words', banishedSeat, speech('last_words')),
  triggers(),
);

export const script = loop(night, day);

export const TRIGGERS: TriggerDef<WolfRules>[] = [
  {
    name: 'hunter_shot',
    secret: true,
    when: (s, d) => s.core.seats[d.seat - 1]?.role === 'hunter' && !s.rules.poisoned.includes(d.seat),
    handler: hunterShoots,
  },
  { name: 'badge', when: (s, d) => s.rules.sheriff === d.seat, handler: passBadge },
];
