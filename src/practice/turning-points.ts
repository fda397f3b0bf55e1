// The turning points of a finished game, from its log and the bots' belief model (read only through
// beliefOf): the lie that worked (the informed side's false claim after which the table's belief moved
// most toward the liar: the liar trusted more, the seats it named against the truth suspected more, by
// the next ballot), and the night that changed the count (the first night kill of a one-of-a-kind role,
// else the winning evil side's last night kill). The vote that decided it needs continuations: turning-vote.ts.
import type { Claim } from '../engine/core-events.js';
import type { GameEvent } from '../engine/events.js';
import { initialCore, reduceCore } from '../engine/state.js';
import { ViewIndex } from '../engine/view.js';
import { beliefOf } from '../players/scripted/belief/index.js';

export interface Moved {
  seat: number;
  before: number;
  after: number;
}

export interface TurningPoint {
  kind: 'lie' | 'night';
  day: number;
  /** Where it sits in the log (the speech, the first death). */
  at: number;
  seat: number;
  /** For a lie: the table's belief (mean over the uninformed seats alive) of the liar, before the claim and at the next ballot. */
  before?: number;
  after?: number;
  /** For a lie: what the seat falsely claimed, and how the seats it named moved. */
  claim?: Claim;
  named?: Moved[];
  /** How far the table moved toward the lie, summed over the liar and the seats it named. */
  moved?: number;
}

/** Smaller moves than this are the belief's own drift, not a lie that worked. */
const WORKED = 0.05;

export function turningPoints(events: readonly GameEvent[]): TurningPoint[] {
  const over = events.find((e) => e.type === 'game_over');
  if (over?.type !== 'game_over') return [];
  const team = new Map(over.roles.map((r) => [r.seat, r.team]));
  const role = new Map(over.roles.map((r) => [r.seat, r.role]));
  // The informed side: the team whose members are shown to each other.
  const informed = events.find((e) => e.type === 'team_revealed');
  const evil = informed?.type === 'team_revealed' ? informed.team : '';
  const core = initialCore();
  const index = new ViewIndex();
  /** The uninformed living seats' mean belief that `seat` is evil, each from its own view now. */
  const table = (seat: number): number => {
    const judges = core.seats.filter((s) => s.alive && s.team !== evil && s.seat !== seat);
    if (!judges.length) return 0;
    return judges.reduce((sum, s) => sum + (beliefOf(index.view(core, s.seat)).suspicion[seat] ?? 0), 0) / judges.length;
  };
  let night: TurningPoint | undefined;
  let nightPower = false;
  const lies: TurningPoint[] = [];
  const open: { point: TurningPoint; named: { seat: number; before: number; evil: boolean }[] }[] = [];
  for (const e of events) {
    if (e.type === 'speech' && team.get(e.seat) === evil) {
      const claims = e.claims.filter((c) => lie(c, e.seat, role));
      if (claims.length) {
        const named = [...new Set(claims.flatMap((c) => (c.kind === 'check' ? [c.target] : [])))].map((s) => ({ seat: s, before: table(s), evil: team.get(s) === evil }));
        open.push({ point: { kind: 'lie', day: e.day, at: e.n, seat: e.seat, before: table(e.seat), claim: claims[0]! }, named });
      }
    }
    // A lie is judged at the next ballot (the badge's election, or the day's vote): how far the table moved toward it by then.
    if (e.type === 'vote' && open.length) {
      for (const { point, named } of open.splice(0)) {
        const after = table(point.seat);
        const moved = named.map((n) => ({ seat: n.seat, before: n.before, after: table(n.seat) }));
        // Toward the lie: the liar less suspected; a good seat it named evil more, a partner it cleared less.
        const toward = point.before! - after + moved.reduce((sum, m, i) => sum + (named[i]!.evil ? m.before - m.after : m.after - m.before), 0);
        lies.push({ ...point, after, named: moved, moved: toward });
      }
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
  const worked = lies.filter((l) => l.moved! > WORKED).sort((a, b) => b.moved! - a.moved!)[0];
  return [worked, night].filter((p): p is TurningPoint => p !== undefined);
}

/** An informed seat's claim that is false: a role it does not hold, or a check it has no role to make. */
function lie(c: Claim, seat: number, role: Map<number, string>): boolean {
  return c.kind === 'role' ? c.role !== role.get(seat) : c.kind === 'check';
}

/** A role one seat holds (a power role): its loss changes what a side can do. */
const rare = (r: string | undefined, roles: readonly { role: string }[]): boolean => r !== undefined && roles.filter((x) => x.role === r).length === 1;
