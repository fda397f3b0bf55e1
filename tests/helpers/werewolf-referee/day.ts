// RULES.md §1 Day, checked from the log: the dawn list; last words for night 1's dead and the banished
// only; the hunter's shot, then the badge; the discussion order; the weighted vote and who is banished;
// the PK (every tied player speaks, everyone else votes among the tied; a second tie banishes nobody).
import type { Err } from './night.js';
import { around, living, sameVis, same, sorted, winnerOf, type Ev, type Table } from './table.js';

export const SHERIFF_WEIGHT = 1.5;

export function startDay(t: Table, e: Ev, err: Err): void {
  if (!t.night?.resolved) err(e, 'a day began before the night was resolved');
  if (e.round !== t.night?.round) err(e, `day ${e.round} follows night ${t.night?.round}`);
  t.day = e.round;
  t.dawned = false;
  t.direction = null;
  t.order = null;
  t.spoken = [];
  t.lastCalled = [];
  t.round = null;
  t.tied = [];
  t.pkSpoken = [];
}

/** What today must have done before the next night begins. */
export function endDay(t: Table, e: Ev, err: Err): void {
  if (t.day === 0) return;
  if (!t.dawned) err(e, `day ${t.day} had no dawn`);
  if (t.order && t.spoken.length !== t.order.length) err(e, `day ${t.day}: ${t.spoken.length} of ${t.order.length} spoke`);
  if (!t.order) err(e, `day ${t.day} had no discussion`);
  // When every living player is tied, nobody is left to vote again: the PK ends with its speeches.
  const voters = living(t).filter((s) => !t.tied.includes(s));
  if (t.tied.length && (voters.length || !same(t.pkSpoken, t.tied))) err(e, `day ${t.day}: the PK between ${t.tied} never happened`);
}

export function dawn(t: Table, e: Ev, err: Err): void {
  if (!sameVis(e.vis, 'public')) err(e, 'the dawn is public');
  if (t.dawned || !t.nightDeaths) err(e, 'a second dawn, or one with no night before it');
  if (t.day === 1 && !t.nightDecides && !t.election?.done) err(e, 'the dawn of day 1 came before the sheriff election');
  const expected = sorted((t.nightDeaths ?? []).map((d) => d.seat));
  if (e.dead.join() !== expected.join()) err(e, `the dawn names ${e.dead}, the night killed ${expected}`);
  t.lastNightDead = expected;
  t.nightDeaths = null;
  t.dawned = true;
  if (expected.length) t.deathDue = { seats: expected, why: 'night' };
}

export function died(t: Table, e: Ev, err: Err): void {
  if (!sameVis(e.vis, 'public')) err(e, 'a death is public');
  const due = t.deathDue;
  if (!due) err(e, 'a death nothing caused');
  else if (!same(e.seats, due.seats) || e.reason !== due.why) err(e, `died ${e.seats} (${e.reason}), expected ${due.seats} (${due.why})`);
  t.deathDue = null;
  for (const s of e.seats) {
    if (!t.alive.has(s)) err(e, `seat ${s} died twice`);
    t.alive.delete(s);
  }
  const winner = winnerOf(t, t.alive);
  if (winner) {
    t.winnerDue = winner;
    return;
  }
  for (const s of sorted(e.seats)) {
    if (t.role.get(s) === 'hunter' && !t.poisoned.has(s)) t.hunterDue.push(s);
    if (s === t.sheriff) t.badgeDue.push(s);
  }
  if (due?.why === 'banished' || (due?.why === 'night' && t.day === 1)) t.lastWordsDue = sorted(e.seats);
}

export function speech(t: Table, e: Ev, err: Err): void {
  if (!sameVis(e.vis, 'public')) err(e, 'a speech is public');
  if (e.context === 'last_words') {
    if (e.seat !== t.lastWordsDue[0]) err(e, `last words from seat ${e.seat}, owed to ${t.lastWordsDue.length ? t.lastWordsDue : 'nobody'}`);
    else t.lastWordsDue.shift();
    return;
  }
  if (!t.alive.has(e.seat)) err(e, `dead seat ${e.seat} speaks`);
  if (typeof e.text !== 'string' || e.text.length < 10) err(e, 'a speech under 10 characters');
  if (e.context === 'discussion') {
    const expected = t.order?.[t.spoken.length];
    if (e.seat !== expected) err(e, `seat ${e.seat} speaks out of order (expected ${expected})`);
    t.spoken.push(e.seat);
  } else if (e.context === 'pk') {
    if (!t.tied.includes(e.seat) || t.pkSpoken.includes(e.seat)) err(e, `PK speech by seat ${e.seat}, not a tied player yet to speak`);
    if (t.round?.kind !== 'vote') err(e, 'a PK speech with no tied vote before it');
    t.pkSpoken.push(e.seat);
  } else if (e.context === 'last_call') {
    // After every living player spoke, before the vote: a seat that heard another after its turn (not the last speaker), once, in speaking order.
    const order = t.order ?? [];
    const at = order.indexOf(e.seat);
    if (t.spoken.length !== order.length || t.round !== null) err(e, 'a last call outside the end of the discussion');
    if (at < 0 || at === order.length - 1) err(e, `seat ${e.seat} has no last call (order ${order})`);
    const prev = t.lastCalled.at(-1);
    if (prev !== undefined && order.indexOf(prev) >= at) err(e, `seat ${e.seat} speaks at the last call out of order, after seat ${prev}`);
    t.lastCalled.push(e.seat);
  } else if (e.context !== 'campaign') err(e, `unknown speech context ${e.context}`);
}

export function directionChosen(t: Table, e: Ev, err: Err): void {
  if (!sameVis(e.vis, 'public')) err(e, 'the direction is public');
  if (e.seat !== t.sheriff || !t.alive.has(e.seat)) err(e, `seat ${e.seat} is not the living sheriff`);
  if (!['clockwise', 'counter-clockwise'].includes(e.direction)) err(e, `unknown direction ${e.direction}`);
  t.direction = e.direction;
}

/** With a sheriff: from the sheriff's neighbour in the chosen direction, the sheriff last. Without: clockwise
 * from the seat after the lowest-numbered player who died last night, or from any seat after a peaceful night. */
export function speakingOrder(t: Table, e: Ev, err: Err): void {
  if (!sameVis(e.vis, 'public')) err(e, 'the speaking order is public');
  if (t.order) err(e, 'a second speaking order today');
  const sheriff = t.sheriff !== null && t.alive.has(t.sheriff) ? t.sheriff : null;
  let expected: number[];
  if (sheriff !== null) {
    if (t.direction === null) err(e, 'the sheriff chose no direction');
    expected = [...around(t, sheriff, t.direction !== 'counter-clockwise', t.alive).filter((s) => s !== sheriff), sheriff];
  } else if (t.lastNightDead.length) {
    expected = around(t, t.lastNightDead[0]!, true, t.alive);
  } else {
    const first = e.order[0];
    expected = t.alive.has(first) ? [first, ...around(t, first, true, t.alive).filter((s) => s !== first)] : living(t);
  }
  if (e.order.join() !== expected.join()) err(e, `order ${e.order}, expected ${expected}`);
  t.order = e.order;
}

export function vote(t: Table, e: Ev, err: Err): void {
  if (!sameVis(e.vis, 'public')) err(e, 'a vote is public');
  const kind = e.ballot === 'pk' ? 'pk' : 'vote';
  if (e.ballot !== 'banish' && e.ballot !== 'pk') err(e, `unknown ballot ${e.ballot}`);
  if (kind === 'vote' && (!t.order || t.spoken.length !== t.order.length)) err(e, 'the vote began before every living player spoke');
  if (kind === 'pk' && (!t.tied.length || !same(t.pkSpoken, t.tied))) err(e, 'the PK vote began before every tied player spoke');
  if (!t.round || t.round.kind !== kind) t.round = { kind, ballots: [] };
  if (!t.alive.has(e.seat)) err(e, `dead seat ${e.seat} votes`);
  if (kind === 'pk' && t.tied.includes(e.seat)) err(e, `tied seat ${e.seat} votes in the PK`);
  if (t.round.ballots.some((b) => b.seat === e.seat)) err(e, `seat ${e.seat} voted twice`);
  if (e.target !== null && (!t.alive.has(e.target) || (kind === 'pk' && !t.tied.includes(e.target)))) err(e, `illegal ${kind} target ${e.target}`);
  const weight = e.seat === t.sheriff ? SHERIFF_WEIGHT : 1;
  if (e.weight !== weight) err(e, `weight ${e.weight}, expected ${weight}`);
  t.round.ballots.push({ seat: e.seat, target: e.target, weight });
}

export function banishTally(t: Table, e: Ev, err: Err): void {
  if (!sameVis(e.vis, 'public')) err(e, 'the tally is public');
  const r = t.round;
  if (!r || r.kind !== e.round) {
    err(e, `a ${e.round} tally with no such vote`);
    return;
  }
  const voters = r.kind === 'pk' ? living(t).filter((s) => !t.tied.includes(s)) : living(t);
  if (!same(r.ballots.map((b) => b.seat), voters)) err(e, `voters ${sorted(r.ballots.map((b) => b.seat))}, expected ${voters}`);
  const totals = new Map<number, number>();
  for (const b of r.ballots) if (b.target !== null) totals.set(b.target, (totals.get(b.target) ?? 0) + b.weight);
  const tally = sorted(totals.keys()).map((seat) => ({ seat, weight: totals.get(seat)! }));
  const top = Math.max(0, ...tally.map((x) => x.weight));
  const leaders = top > 0 ? tally.filter((x) => x.weight === top).map((x) => x.seat) : [];
  const banished = leaders.length === 1 ? leaders[0]! : null;
  const tied = r.kind === 'vote' && leaders.length > 1 ? leaders : [];
  if (JSON.stringify(e.tally) !== JSON.stringify(tally)) err(e, `tally ${JSON.stringify(e.tally)}, expected ${JSON.stringify(tally)}`);
  if (e.banished !== banished || e.tied.join() !== tied.join()) err(e, `banished ${e.banished} tied [${e.tied}], expected ${banished} [${tied}]`);
  if (banished !== null) t.deathDue = { seats: [banished], why: 'banished' };
  t.tied = tied;
  t.pkSpoken = [];
}

export function hunterShot(t: Table, e: Ev, err: Err): void {
  if (!sameVis(e.vis, e.target === null ? { seats: [e.seat] } : 'public')) err(e, 'a shot is public; holding fire is for the hunter alone');
  if (!t.hunterDue.includes(e.seat)) err(e, `seat ${e.seat} shoots with no shot owed (a living, poisoned or non-hunter seat, or twice)`);
  if (t.lastWordsDue.length) err(e, `the hunter shot before the last words of ${t.lastWordsDue}`);
  t.hunterDue = t.hunterDue.filter((s) => s !== e.seat);
  if (e.target !== null && !t.alive.has(e.target)) err(e, `shot dead seat ${e.target}`);
  if (e.target !== null) t.deathDue = { seats: [e.target], why: 'shot' };
}

export function badgePassed(t: Table, e: Ev, err: Err): void {
  if (!sameVis(e.vis, 'public')) err(e, 'the badge is public');
  if (!t.badgeDue.includes(e.from) || e.from !== t.sheriff) err(e, `seat ${e.from} passes a badge it does not hold, or is alive`);
  if (t.hunterDue.length) err(e, `the badge passed before the hunter (seat ${t.hunterDue}) shot`);
  if (t.lastWordsDue.length) err(e, `the badge passed before the last words of ${t.lastWordsDue}`);
  if (e.to !== null && !t.alive.has(e.to)) err(e, `the badge went to dead seat ${e.to}`);
  t.badgeDue = t.badgeDue.filter((s) => s !== e.from);
  t.sheriff = e.to;
}

/** Events that may come while the last words, the hunter's shot or the badge are owed. */
export function mayComeWhileOwed(t: Table, e: Ev): boolean {
  if (e.type === 'phase_started') return ['last_words', 'banished_last_words', 'hunter_shot', 'badge'].includes(e.step);
  if (e.type === 'speech') return e.context === 'last_words';
  if (t.lastWordsDue.length) return false;
  return ['hunter_shot', 'badge_passed', 'died', 'game_over'].includes(e.type);
}
