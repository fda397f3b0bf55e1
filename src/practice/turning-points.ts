// The turning points of a finished game, from its log and the bots' belief model (read only through
// beliefOf): the vote that decided it (the last removal that cost the losing side a seat), the lie that
// worked (an informed seat's false claim after which the table's model trusted it most), and the night
// that changed the count (the first night kill of a power role, else the winning evil side's last night kill).
import { DRAW } from '../engine/stall.js';
import type { Claim } from '../engine/core-events.js';
import type { GameEvent } from '../engine/events.js';
import { initialCore, reduceCore } from '../engine/state.js';
import { ViewIndex } from '../engine/view.js';
import { beliefOf } from '../players/scripted/belief/index.js';

export interface TurningPoint {
  kind: 'vote' | 'lie' | 'night';
  day: number;
  /** Where it sits in the log (the removal, the speech, the first death). */
  at: number;
  seat: number;
  /** For a vote and a lie: the table's model of the seat before and after (mean over the uninformed seats alive). */
  before?: number;
  after?: number;
  /** For a lie: what the seat falsely claimed. */
  claim?: Claim;
}

/** Removals by ballot: werewolf's banish tally, mafia's vote result. */
const removed = (e: GameEvent): number | null | undefined => (e.type === 'banish_tally' ? e.banished : e.type === 'vote_result' ? e.eliminated : undefined);

export function turningPoints(events: readonly GameEvent[]): TurningPoint[] {
  const over = events.find((e) => e.type === 'game_over');
  if (over?.type !== 'game_over') return [];
  const team = new Map(over.roles.map((r) => [r.seat, r.team]));
  const role = new Map(over.roles.map((r) => [r.seat, r.role]));
  // The informed side: the team whose members are shown to each other.
  const informed = events.find((e) => e.type === 'team_revealed');
  const evil = informed?.type === 'team_revealed' ? informed.team : '';
  // A draw has no losing side, so no ballot that removed one.
  const loser = over.winner === DRAW ? '' : (over.roles.find((r) => r.team !== over.winner)?.team ?? '');
  const core = initialCore();
  const index = new ViewIndex();
  /** The uninformed seats' mean belief that `seat` is evil, from each one's view now. */
  const table = (seat: number): number => {
    const judges = core.seats.filter((s) => s.alive && s.team !== evil && s.seat !== seat);
    if (!judges.length) return 0;
    return judges.reduce((sum, s) => sum + (beliefOf(index.view(core, s.seat)).suspicion[seat] ?? 0), 0) / judges.length;
  };
  let vote: TurningPoint | undefined;
  let night: TurningPoint | undefined;
  let nightPower = false;
  const lies: TurningPoint[] = [];
  const open = new Map<number, TurningPoint>();
  for (const e of events) {
    const out = removed(e);
    if (typeof out === 'number' && team.get(out) === loser) vote = { kind: 'vote', day: e.day, at: e.n, seat: out, before: table(out) };
    const claim = e.type === 'speech' && team.get(e.seat) === evil ? e.claims.find((c) => lie(c, e.seat, role)) : undefined;
    if (claim && e.type === 'speech' && !open.has(e.seat)) open.set(e.seat, { kind: 'lie', day: e.day, at: e.n, seat: e.seat, before: table(e.seat), claim });
    // A lie is judged at the day's first removing ballot: how far the table's model moved on the liar by then.
    if (e.type === 'vote' && open.size) {
      for (const l of open.values()) lies.push({ ...l, after: table(l.seat) });
      open.clear();
    }
    if (e.type === 'died' && e.reason === 'night') {
      const power = e.seats.find((s) => team.get(s) !== evil && rare(role.get(s), over.roles));
      // The first night that took a power role; failing that, the evil side's last night kill when it won.
      if (power !== undefined && !nightPower) night = { kind: 'night', day: e.day, at: e.n, seat: power };
      else if (power === undefined && over.winner === evil && !nightPower) night = { kind: 'night', day: e.day, at: e.n, seat: e.seats[0]! };
      if (power !== undefined) nightPower = true;
    }
    reduceCore(core, e);
    index.add(core, e);
  }
  const worked = lies.filter((l) => l.before! - l.after! > 0.02).sort((a, b) => b.before! - b.after! - (a.before! - a.after!))[0];
  return [vote, worked, night].filter((p): p is TurningPoint => p !== undefined);
}

/** An informed seat's claim that is false: a role it does not hold, or a check it has no role to make. */
const lie = (c: { kind: string; role?: string }, seat: number, role: Map<number, string>): boolean => (c.kind === 'role' ? c.role !== role.get(seat) : c.kind === 'check');

/** A role one seat holds (a power role): its loss changes what a side can do. */
const rare = (r: string | undefined, roles: readonly { role: string }[]): boolean => r !== undefined && roles.filter((x) => x.role === r).length === 1;
