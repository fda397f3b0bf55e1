// Hand-made positions: a seat's view built event by event, to test the belief model without a game.
import type { Claim } from '../../src/engine/core-events.js';
import type { GameEvent } from '../../src/engine/events.js';
import type { PlayerView } from '../../src/engine/view.js';
import { findBoard } from '../../src/rules/index.js';
import { SeatMind } from '../../src/players/scripted/mind.js';
import type { Level } from '../../src/players/scripted/belief/params.js';

export class Position {
  readonly events: GameEvent[] = [];
  readonly dead = new Set<number>();
  day = 1;
  readonly seats: number;

  constructor(
    readonly preset: string,
    readonly me: number,
    readonly role: string,
    readonly teammates: number[] = [],
  ) {
    const board = findBoard(preset)!;
    this.seats = board.preset.seats;
    const seats = Array.from({ length: this.seats }, (_, i) => ({ seat: i + 1, name: `P${i + 1}`, persona: `p${i + 1}` }));
    this.push('game_started', { ruleset: board.ruleset.id, preset, options: board.preset.options, seats }, 0);
    this.push('role_assigned', { seat: me, role, team: board.ruleset.teamOf(role) }, 0, { seats: [me] });
    if (teammates.length) this.push('team_revealed', { team: board.ruleset.teamOf(role), members: [me, ...teammates] }, 0, { team: board.ruleset.teamOf(role) });
    this.push('phase_started', { phase: 'day', step: 'day', round: 1 });
  }

  push(type: string, fields: Record<string, unknown>, day = this.day, vis: GameEvent['vis'] = 'public'): this {
    this.events.push({ ...fields, type, n: this.events.length, day, vis } as GameEvent);
    return this;
  }
  speech(seat: number, claims: Claim[], extra: Record<string, unknown> = {}): this {
    return this.push('speech', { seat, text: 'words', context: 'discussion', claims, ...extra });
  }
  vote(seat: number, target: number | null, ballot = 'banish'): this {
    return this.push('vote', { seat, target, ballot, weight: 1 });
  }
  /** A night and its report (werewolf: dawn; mafia: morning). */
  night(dead: number[]): this {
    this.push('phase_started', { phase: 'night', step: 'night', round: this.day });
    if (this.preset.startsWith('mafia')) {
      this.day++;
      this.push('phase_started', { phase: 'day', step: 'day', round: this.day });
      this.push('morning', { dead: dead[0] ?? null });
    } else {
      this.push('phase_started', { phase: 'day', step: 'day', round: this.day });
      this.push('dawn', { dead });
    }
    if (dead.length) this.died(dead, 'night');
    return this;
  }
  died(seats: number[], reason: string): this {
    for (const s of seats) this.dead.add(s);
    return this.push('died', { seats, reason });
  }
  reveal(seat: number, role: string, team: string): this {
    return this.push('role_revealed', { seat, role, team });
  }
  myCheck(target: number, result: string): this {
    return this.push(this.preset.startsWith('mafia') ? 'investigated' : 'seer_checked', { seat: this.me, target, result }, this.day, { seats: [this.me] });
  }
  view(): PlayerView {
    return {
      seat: this.me,
      name: `P${this.me}`,
      role: this.role,
      team: findBoard(this.preset)!.ruleset.teamOf(this.role),
      teammates: this.teammates,
      alive: !this.dead.has(this.me),
      day: this.day,
      phase: 'day',
      step: 'discussion',
      seats: Array.from({ length: this.seats }, (_, i) => ({ seat: i + 1, name: `P${i + 1}`, alive: !this.dead.has(i + 1) })),
      events: this.events,
    };
  }
  mind(level: Level = 'normal'): SeatMind {
    const m = new SeatMind(level);
    m.update(this.view(), () => {});
    return m;
  }
}
