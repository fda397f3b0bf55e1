// Each AI seat's suspicion of the person, day by day, from the bots' belief model itself: the seat's view
// folded from the log as each day's banishing vote was called, read through beliefOf at the seat's
// level, beside whom the seat then voted. Evil seats know the truth: their model is the village's
// public belief, as beliefOf gives it, and their votes follow their side, not it.
import type { GameEvent } from '../engine/events.js';
import { initialCore, reduceCore } from '../engine/state.js';
import { ViewIndex } from '../engine/view.js';
import { beliefOf } from '../players/scripted/belief/index.js';
import type { Level } from '../players/scripted/belief/params.js';
import { levelsOf } from '../table/setup.js';

/** Ballots that remove a seat (not the sheriff's election). */
const REMOVING = new Set(['banish', 'eliminate']);

export interface DaySuspicion {
  day: number;
  /** 0..1: the model's probability that the person is evil. */
  suspicion: number;
  /** 1 = the person was this seat's likeliest evil seat among the seats the ballot was between (those
   * that drew a vote; a bot's vote weighs what others announced too, so it picks among them). */
  rank: number;
  /** How many seats it ranked. */
  of: number;
  /** The highest suspicion among the seats ranked (the person's included): how near the top the person sat. */
  top: number;
  /** Whom it voted on that ballot (null: it abstained), if it voted. */
  voted?: number | null;
}

export interface BotSuspicion {
  seat: number;
  team: string;
  byDay: DaySuspicion[];
}

/** The belief is read once per day, at its first removing ballot (a PK revote reads the same day). */
export function suspicionOfYou(events: readonly GameEvent[], me: number, level: (team: string) => Level = levelFrom(events)): BotSuspicion[] {
  const between = ballotSeats(events);
  const core = initialCore();
  const index = new ViewIndex();
  const out = new Map<number, BotSuspicion>();
  let read = -1;
  for (const e of events) {
    if (e.type === 'vote' && REMOVING.has(e.ballot) && read !== e.day) {
      read = e.day;
      for (const s of core.seats) {
        if (!s.alive || s.seat === me || !core.seats[me - 1]?.alive) continue;
        const b = beliefOf(index.view(core, s.seat), level(s.team));
        const others = Object.entries(b.suspicion).filter(([seat]) => Number(seat) !== me && between.get(e.day)?.has(Number(seat)));
        const mine = b.suspicion[me] ?? 0;
        let bot = out.get(s.seat);
        if (!bot) out.set(s.seat, (bot = { seat: s.seat, team: s.team, byDay: [] }));
        bot.byDay.push({ day: e.day, suspicion: mine, rank: 1 + others.filter(([, p]) => p > mine).length, of: others.length + 1, top: Math.max(mine, ...others.map(([, p]) => p)) });
      }
    }
    if (e.type === 'vote' && REMOVING.has(e.ballot)) {
      const row = out.get(e.seat)?.byDay.find((d) => d.day === e.day);
      if (row && row.voted === undefined) row.voted = e.target;
    }
    reduceCore(core, e);
    index.add(core, e);
  }
  return [...out.values()].sort((a, b) => a.seat - b.seat);
}

/** Per day, the seats its first removing ballot drew votes to. */
function ballotSeats(events: readonly GameEvent[]): Map<number, Set<number>> {
  const out = new Map<number, Set<number>>();
  const ballot = new Map<number, string>();
  for (const e of events) {
    if (e.type !== 'vote' || !REMOVING.has(e.ballot) || e.target === null) continue;
    if ((ballot.get(e.day) ?? e.ballot) !== e.ballot) continue;
    ballot.set(e.day, e.ballot);
    let set = out.get(e.day);
    if (!set) out.set(e.day, (set = new Set()));
    set.add(e.target);
  }
  return out;
}

/** The level each side's bots played at, as the log's table records it (normal when it does not). */
function levelFrom(events: readonly GameEvent[]): (team: string) => Level {
  const created = events.find((e) => e.type === 'game_created');
  const levels = created?.type === 'game_created' ? levelsOf(created.table) : undefined;
  return (team) => levels?.[team] ?? 'normal';
}
