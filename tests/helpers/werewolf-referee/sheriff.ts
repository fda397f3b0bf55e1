// RULES.md §1 Day 1, the sheriff election, checked from the log: every living player says whether
// they run (night 1's victims too); candidates campaign once each in seat order from a random
// candidate; each may withdraw; the living non-candidates vote for a remaining candidate; a lone
// candidate wins unopposed, none or a tie means no sheriff. No election when the night decided the game.
import type { Err } from './night.js';
import { living, sameVis, same, sorted, type Election, type Ev, type Table } from './table.js';

function election(t: Table, e: Ev, err: Err): Election | null {
  if (t.day !== 1 || t.dawned) {
    err(e, `a sheriff election event on day ${t.day}${t.dawned ? ' after the dawn' : ''}`);
    return null;
  }
  if (t.nightDecides) err(e, "the election went on although night 1's deaths decided the game");
  if (!sameVis(e.vis, 'public')) err(e, 'the election is public');
  return (t.election ??= { ran: new Set(), runners: new Set(), candidates: new Set(), campaign: [], optedOut: new Set(), votes: [], done: false });
}

export function sheriffEvent(t: Table, e: Ev, err: Err): void {
  const el = election(t, e, err);
  if (!el) return;
  if (el.done) err(e, 'an election event after the result');
  switch (e.type) {
    case 'sheriff_run':
      if (!t.alive.has(e.seat)) err(e, `dead seat ${e.seat} runs`);
      if (el.ran.has(e.seat)) err(e, `seat ${e.seat} answered twice`);
      el.ran.add(e.seat);
      if (e.run) {
        el.runners.add(e.seat);
        el.candidates.add(e.seat);
      }
      break;
    case 'sheriff_withdrew':
      if (!el.candidates.has(e.seat) || el.optedOut.has(e.seat)) err(e, `seat ${e.seat} is not a candidate who may withdraw`);
      if (el.campaign.length !== el.runners.size) err(e, 'the opt-out began before every candidate campaigned');
      el.optedOut.add(e.seat);
      if (e.withdraw) el.candidates.delete(e.seat);
      break;
    case 'vote': {
      const remaining = el.candidates;
      if (remaining.size < 2) err(e, 'a vote with fewer than two candidates');
      if (remaining.has(e.seat) || !t.alive.has(e.seat)) err(e, `seat ${e.seat} may not vote in the election`);
      if (!remaining.has(e.target)) err(e, `a vote for ${e.target}, not a remaining candidate`);
      if (e.weight !== 1) err(e, `election weight ${e.weight}`);
      if (el.votes.some((v) => v.seat === e.seat)) err(e, `seat ${e.seat} voted twice`);
      el.votes.push({ seat: e.seat, target: e.target });
      break;
    }
    case 'sheriff_elected':
      elected(t, el, e, err);
      break;
  }
}

/** A campaign speech: by a candidate, once, in seat order from wherever the first speaker sits. */
export function campaignSpeech(t: Table, e: Ev, err: Err): void {
  const el = election(t, e, err);
  if (!el) return;
  if (el.ran.size !== t.alive.size) err(e, 'the campaign began before every living player said whether they run');
  const order = sorted(el.runners);
  if (!el.runners.has(e.seat) || el.campaign.includes(e.seat)) err(e, `seat ${e.seat} campaigns without running, or twice`);
  const start = order.indexOf(el.campaign[0] ?? e.seat);
  const expected = order[(start + el.campaign.length) % order.length];
  if (e.seat !== expected) err(e, `seat ${e.seat} campaigns out of seat order (expected ${expected})`);
  el.campaign.push(e.seat);
}

function elected(t: Table, el: Election, e: Ev, err: Err): void {
  if (el.ran.size !== t.alive.size) err(e, 'elected before every living player said whether they run');
  const remaining = sorted(el.candidates);
  if (el.optedOut.size !== el.runners.size || el.campaign.length !== el.runners.size) err(e, 'elected before every candidate campaigned and answered the opt-out');
  let expected: number | null;
  let tally: { seat: number; votes: number }[] = [];
  if (remaining.length <= 1) {
    expected = remaining[0] ?? null;
    if (el.votes.length) err(e, 'votes with fewer than two candidates');
  } else {
    const electors = living(t).filter((s) => !el.candidates.has(s));
    if (!same(el.votes.map((v) => v.seat), electors)) err(e, `voters ${sorted(el.votes.map((v) => v.seat))}, expected every living non-candidate ${electors}`);
    tally = remaining.map((seat) => ({ seat, votes: el.votes.filter((v) => v.target === seat).length })).filter((x) => x.votes > 0);
    const top = Math.max(...tally.map((x) => x.votes));
    const leaders = tally.filter((x) => x.votes === top);
    expected = leaders.length === 1 ? leaders[0]!.seat : null;
  }
  if (e.seat !== expected) err(e, `elected ${e.seat}, expected ${expected}`);
  if (JSON.stringify(e.tally) !== JSON.stringify(tally)) err(e, `tally ${JSON.stringify(e.tally)}, expected ${JSON.stringify(tally)}`);
  el.done = true;
  t.sheriff = e.seat;
}
