// The mafia game as the rulebook reads (RULES.md §2): night zero when the table plays it, then
// night and day in turn until one side wins.
import { announce, eachSeat, loop, phase, resolve, sealed, seq, together, when, type Step } from '../../engine/flow.js';
import type { GameState } from '../../engine/state.js';
import { defense, discussion, eliminatedSeat, lastWords, morning, nominees, revealEliminated, speakingOrder, todaysOrder, voteResult, voteSpec } from './day.js';
import { alone, chooseKill, investigate, mafiaTalk, protect, resolveNight, TALK_ROUNDS } from './night.js';
import { living, livingMafia, livingWith, opts, type MafiaRules } from './state.js';

type S = GameState<MafiaRules>;

const rounds = (killTonight: boolean): Step<MafiaRules>[] =>
  Array.from({ length: TALK_ROUNDS }, (_, i) => eachSeat('mafia_talk', livingMafia, mafiaTalk(i + 1, killTonight), { secret: true }));

// A lone mafioso has nobody to talk to: one pick of the kill, as the last round (whose picks decide), and on
// night zero (no kill) nothing at all.
export const talk = (killTonight: boolean): Step<MafiaRules> =>
  seq(when((s: S) => !alone(s), ...rounds(killTonight)), when((s: S) => alone(s) && killTonight, rounds(true).at(-1)!));

// With night zero, night N follows day N; without it, night N comes before day N.
const nightNumber = (s: S) => (opts(s).nightZero ? s.core.day : s.core.day + 1);
const dayNumber = (s: S) => (opts(s).nightZero ? s.core.day + 1 : s.core.day);

const nightZero = phase<MafiaRules>('night', () => 0, talk(false));

const night = phase<MafiaRules>(
  'night',
  nightNumber,
  // The detective and the doctor act beside the mafia's talk, unmarked: the log must not tell whether they still act.
  together(
    seq(talk(true), resolve('mafia_kill', chooseKill)),
    { step: 'investigate', who: livingWith('detective'), handler: investigate, silent: true },
    { step: 'protect', who: livingWith('doctor'), handler: protect, silent: true },
  ),
  resolve('resolution', resolveNight),
);

const day = phase<MafiaRules>(
  'day',
  dayNumber,
  when((s) => s.rules.reportDue, announce('morning', morning)),
  resolve('order', speakingOrder),
  eachSeat('discussion', todaysOrder, discussion),
  eachSeat('defense', nominees, defense),
  sealed('vote', living, voteSpec, voteResult),
  eachSeat('last_words', eliminatedSeat, lastWords),
  resolve('reveal', revealEliminated),
);

export const script: Step<MafiaRules> = (run) => (opts(run.state).nightZero ? seq(nightZero, loop(day, night)) : loop(night, day))(run);
