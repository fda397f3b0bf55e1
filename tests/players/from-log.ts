// A scripted seat's words at a moment of a whole game's log: the seat's view rebuilt from the log (the public events,
// its own and its team's, before event `n`), asked as the engine would ask it. The harness of the tests that replay a
// moment seen in play.
import { readFileSync } from 'node:fs';
import { loadPersonasCached } from '../../src/personas/load.js';
import { rememberPronouns } from '../../src/personas/pronouns.js';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import type { PlayerView } from '../../src/engine/view.js';

export type LogEvent = Record<string, any> & { type: string; n: number };

/** A log of tests/players/fixtures, every event in order. */
export const fixtureLog = (name: string): LogEvent[] =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as LogEvent);

/** Where in `log` a seat's speech of a day and context was (its event's n): the moment to ask the seat at again. */
export const speechAt = (log: readonly LogEvent[], seat: number, day: number, context: string): number =>
  log.find((e) => e.type === 'speech' && e.seat === seat && e.day === day && e.context === context)!.n;

/**
 * One scripted seat of a logged game, asked at moments of it in turn: the same player each time, so what it keeps between
 * decisions (the seat its speech leaned on, a promise to its team) carries from one moment to the next as in play.
 */
export class LogSeat {
  private readonly player: ScriptedPlayer;
  constructor(
    private readonly log: readonly LogEvent[],
    private readonly seat: number,
    seed = 1,
  ) {
    const me = this.started().seats.find((s: { seat: number }) => s.seat === seat);
    // As a table's setup does: every persona's seat is spoken of by its pronoun, a model seat's too.
    rememberPronouns(loadPersonasCached());
    this.player = new ScriptedPlayer(loadPersonasCached().find((p) => p.id === me.persona)!, seed);
  }

  /** What the seat says when asked `kind` (a speech: 'discussion', 'speech', 'last_call', 'last_words'…) just before event `n`. */
  async says(n: number, kind: string): Promise<string> {
    const { log, seat } = this;
    const view = viewAt(log, seat, n, kind);
    const request = { kind, seat, question: kind, options: [], answer: { shape: 'speech' }, freeText: true, view } as never;
    const reply = JSON.parse(await this.player.decide('', '', { request, attempt: 1 })) as { speech: string };
    return reply.speech;
  }

  /** The seat's day ballot asked just before event `n`, among `among` (or "skip"): the seat voted, or null. */
  async votes(n: number, among: readonly number[]): Promise<number | null> {
    const view = viewAt(this.log, this.seat, n, 'vote');
    const options = [...among.map((s) => ({ value: String(s), label: String(s) })), { value: 'skip', label: 'skip' }];
    const request = { kind: 'vote', seat: this.seat, question: 'vote', options, answer: { shape: 'choice' }, view } as never;
    const reply = JSON.parse(await this.player.decide('', '', { request, attempt: 1 })) as { target?: unknown };
    const seat = Number(reply.target);
    return Number.isInteger(seat) && seat > 0 ? seat : null;
  }

  private started(): LogEvent {
    return this.log.find((e) => e.type === 'game_started')!;
  }
}

/** `seat`'s view just before event `n` of a logged game (the public events, its own and its team's), asked `kind`. */
export function viewAt(log: readonly LogEvent[], seat: number, n: number, kind: string): PlayerView {
  const role = log.find((e) => e.type === 'role_assigned' && e.seat === seat)!;
  const team = log.find((e) => e.type === 'team_revealed' && (e.members as number[] | undefined)?.includes(seat));
  const sees = (e: LogEvent) => e.vis === 'public' || (e.vis?.seats ?? []).includes(seat) || (e.vis?.team !== undefined && e.vis.team === role.team);
  const events = log.filter((e) => e.n < n && sees(e));
  const dead = new Set(events.filter((e) => e.type === 'died').flatMap((e) => e.seats as number[]));
  const started = log.find((e) => e.type === 'game_started')!;
  const seats = (started.seats as { seat: number; name: string }[]).map((s) => ({ seat: s.seat, name: s.name, alive: !dead.has(s.seat) }));
  const name = seats.find((s) => s.seat === seat)!.name;
  const view = { seat, name, role: role.role, team: role.team, teammates: ((team?.members as number[]) ?? []).filter((s) => s !== seat), alive: !dead.has(seat), day: events.at(-1)!.day, phase: 'day', step: kind, seats, events };
  return view as unknown as PlayerView;
}

/** What `seat` says when asked `kind` just before event `n`, asked once. */
export function saysAt(log: readonly LogEvent[], seat: number, n: number, kind: string, seed = 1): Promise<string> {
  return new LogSeat(log, seat, seed).says(n, kind);
}
