// One continuation of a line: the logged table seated again, every seat giving back its answers of the
// line, then a fresh bot (the continuation's own draw of persona, level and seed; the line's seat the
// strongest bot) from where its answers run out. Nobody reads it: no prompts, no words, no log.
import { runGame } from '../../engine/game.js';
import type { GameEvent } from '../../engine/events.js';
import type { Participant } from '../../engine/participant.js';
import { ScriptedPlayer } from '../../players/scripted/index.js';
import type { Recorded } from '../../storage/resume-plan.js';
import { createTable, levelsOf } from '../../table/setup.js';
import { STRONGEST } from '../advice.js';
import { continuationSeat } from './draw.js';
import type { Ending, Line, WindowEvent } from './line.js';

/** Events whose words or private notes no reason reads. */
const WORDY = new Set(['speech', 'think', 'memory', 'answered', 'refused', 'off_record', 'defaulted', 'wolf_proposal', 'mafia_chat', 'phase_started', 'vote', 'role_assigned', 'team_revealed', 'game_created', 'game_started', 'witch_told', 'speaking_order', 'direction_chosen', 'mafia_speaking_order', 'sheriff_run', 'sheriff_withdrew']);

const TALLIES = new Set(['banish_tally', 'vote_result', 'sheriff_elected']);

/** What makes two stretches of play end alike: who died and how, who holds the badge (not the ballots that led there). */
function result(e: GameEvent): unknown {
  const x = e as GameEvent & Record<string, unknown>;
  switch (e.type) {
    case 'died':
      return { died: x.seats, reason: x.reason };
    case 'sheriff_elected':
      return { sheriff: x.seat };
    case 'badge_passed':
      return { badge: x.to };
    case 'hunter_shot':
      return { shot: x.target };
    case 'night_resolved':
      return { night: x.deaths };
    case 'mafia_night_resolved':
      return { night: x.death };
    default:
      return undefined;
  }
}

export class ReplayDiverged extends Error {}

export async function playOn(line: Line, i: number): Promise<Ending> {
  const { table } = line;
  const queues = new Map<number, Recorded[]>(line.answers.map(([seat, list]) => [seat, [...list]]));
  const seatFor = (seat: number, kind: Participant['kind']): Participant => {
    let bot: ScriptedPlayer | undefined;
    const queue = queues.get(seat) ?? [];
    return {
      kind,
      readsPrompts: false,
      recordAnswers: false,
      async decide(system, user, extra) {
        const next = queue.shift();
        if (next) {
          if (next.decision !== extra.request.kind || next.attempt !== extra.attempt) {
            throw new ReplayDiverged(`seat ${seat}: the line gives ${next.decision} #${next.attempt} where ${extra.request.kind} #${extra.attempt} was asked`);
          }
          if (next.error !== undefined) throw new Error(next.error);
          return next.raw;
        }
        if (!bot) {
          const c = continuationSeat(line.draw, i, seat);
          bot = new ScriptedPlayer(c.persona, c.seed, seat === line.seat ? STRONGEST : c.level);
        }
        return bot.decide(system, user, extra);
      },
    };
  };
  const window: WindowEvent[] = [];
  const results: unknown[] = [];
  let over = false;
  const levels = levelsOf(table.table);
  const setup = createTable({
    preset: table.preset,
    seed: table.seed,
    options: table.options,
    ...(levels ? { levels } : {}),
    human: { ...table.human, participant: seatFor(table.human.seat, 'human') },
    aiFor: (seat) => seatFor(seat, 'ai'),
    onEvent: (e) => {
      if (e.n < line.since || over) return;
      // The stretch ends where the next day or night begins.
      if (e.n > line.from && e.type === 'phase_started' && e.phase === e.step) over = true;
      if (over || WORDY.has(e.type)) return;
      const r = result(e);
      // Before the parting, only what led up to it (the night's attack, a protection), not what was already settled.
      if (e.n < line.from && (r !== undefined || TALLIES.has(e.type))) return;
      window.push(slim(e));
      if (r !== undefined) results.push(r);
    },
  });
  setup.unwatched = true;
  // The tests check every event of every game; elsewhere a line's answers were checked when first given.
  setup.checkEvents = process.env.NIGHTFALL_CHECK_EVENTS === '1';
  const { state } = await runGame(setup);
  return { winner: state.core.winner ?? '', next: JSON.stringify(results), window };
}

function slim(e: GameEvent): WindowEvent {
  const { vis: _v, n: _n, ...rest } = e as GameEvent & Record<string, unknown>;
  return rest as WindowEvent;
}
