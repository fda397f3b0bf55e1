// The mafia game as the rulebook reads (RULES.md §2): night zero when the table plays it, then
// night and day in turn until one side wins.
import { act, eachSeat, loop, phase, resolve, seq, when, type Handler, type Step, type Who } from '../../engine/flow.js';
import type { GameState } from '../../engine/state.js';
import { defense, discussion, eliminatedSeat, lastWords, morning, nominees, revealEliminated, speakingOrder, todaysOrder, vote } from './day.js';
import { chooseKill, investigate, mafiaTalk, protect, resolveNight, TALK_ROUNDS } from './night.js';
import { living, livingMafia, livingWith, opts, type MafiaRules } from './state.js';

type S = GameState<MafiaRules>;

/**
 * Night actions asked beside the main step, their events appended after it. Unlike `together` it
 * marks no step of its own, so the public log does not tell whether a detective or doctor still acts.
 */
const beside =
  (main: Step<MafiaRules>, ...sides: [Who<MafiaRules>, Handler<MafiaRules>][]): Step<MafiaRules> =>
  async (run) => {
    const started = sides.map(([who, handler]) => {
      const seats = who(run.state);
      return seats.length ? handler(run.context(), seats) : null;
    });
    const settled = Promise.allSettled(started);
    try {
      await main(run);
    } finally {
      await settled;
    }
    for (const pending of started) if (pending) run.append(await pending);
  };

const talk = (killTonight: boolean): Step<MafiaRules> =>
  seq(...Array.from({ length: TALK_ROUNDS }, (_, i) => eachSeat('mafia_talk', livingMafia, mafiaTalk(i + 1, killTonight), { secret: true })));

// With night zero, night N follows day N; without it, night N comes before day N.
const nightNumber = (s: S) => (opts(s).nightZero ? s.core.day : s.core.day + 1);
const dayNumber = (s: S) => (opts(s).nightZero ? s.core.day + 1 : s.core.day);

const nightZero = phase<MafiaRules>('night', () => 0, talk(false));

const night = phase<MafiaRules>(
  'night',
  nightNumber,
  beside(seq(talk(true), resolve('mafia_kill', chooseKill)), [livingWith('detective'), investigate], [livingWith('doctor'), protect]),
  resolve('resolution', resolveNight),
);

const day = phase<MafiaRules>(
  'day',
  dayNumber,
  when((s) => s.rules.reportDue, resolve('morning', morning, true)),
  resolve('order', speakingOrder),
  eachSeat('discussion', todaysOrder, discussion),
  eachSeat('defense', nominees, defense),
  act('vote', living, vote),
  eachSeat('last_words', eliminatedSeat, lastWords),
  resolve('reveal', revealEliminated),
);

export const script: Step<MafiaRules> = (run) => (opts(run.state).nightZero ? seq(nightZero, loop(day, night)) : loop(night, day))(run);
