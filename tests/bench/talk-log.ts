// Hand-made game logs for the talk metrics: events numbered as the engine numbers them.
import type { GameEvent } from '../../src/engine/events.js';
import { talkGame, type TalkGame } from '../../src/bench/talk-games.js';

export class LogBuilder {
  readonly events: GameEvent[] = [];
  day = 1;
  constructor(readonly ruleset = 'werewolf', names = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Fay']) {
    this.add('game_started', { ruleset, preset: ruleset, options: {}, seats: names.map((name, i) => ({ seat: i + 1, name, persona: name.toLowerCase() })) });
  }
  add(type: string, fields: Record<string, unknown>, vis: GameEvent['vis'] = 'public'): GameEvent {
    const e = { ...fields, n: this.events.length, day: this.day, vis, type } as GameEvent;
    this.events.push(e);
    return e;
  }
  say(seat: number, text: string, claims: unknown[] = [], context = 'discussion'): GameEvent {
    return this.add('speech', { seat, text, context, claims });
  }
  vote(seat: number, target: number | null, ballot = 'banish'): GameEvent {
    return this.add('vote', { seat, target, ballot, weight: 1 });
  }
  died(seats: number[], reason: string): GameEvent {
    return this.add('died', { seats, reason });
  }
  chat(seat: number, message: string, type = 'wolf_proposal'): GameEvent {
    return this.add(type, { seat, target: null, message }, { team: 'evil' });
  }
  nextDay(): this {
    this.day++;
    return this;
  }
  /** The end, every role shown; teams as the log's ruleset names them (werewolves and village, or mafia and town). */
  over(roles: string[]): TalkGame {
    const team = (role: string) => (role === 'werewolf' ? 'werewolves' : role === 'mafia' ? 'mafia' : this.ruleset === 'mafia' ? 'town' : 'village');
    this.add('game_over', { winner: 'village', reason: 'done', roles: roles.map((role, i) => ({ seat: i + 1, role, team: team(role) })) });
    return talkGame(this.events);
  }
}

export const label = (seat: number, names = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Fay']) => `Seat ${seat} (${names[seat - 1]})`;
