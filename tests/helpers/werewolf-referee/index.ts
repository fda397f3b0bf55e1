// An independent referee for finished werewolf games, written from RULES.md §1 alone: it replays the
// log with its own idea of the table and checks every step, who was asked, in what order, what follows
// from what, and that nothing happens once a side has won. It imports no engine or rules code.
import { badgePassed, banishTally, dawn, died, directionChosen, endDay, hunterShot, mayComeWhileOwed, speakingOrder, speech, startDay, vote } from './day.js';
import { nightEvent, startNight, type Err } from './night.js';
import { campaignSpeech, sheriffEvent } from './sheriff.js';
import { holders, newTable, sameVis, stalled, winnerOf, type Ev, type Table } from './table.js';

/** Steps whose very happening tells who is alive: marked only for the seats that act. */
const SECRET_STEPS = ['werewolves', 'guard', 'seer', 'witch', 'hunter_shot'];
/** A seat's own bookkeeping: private to it (answers are kept for nobody). */
const OWN = ['think', 'memory', 'refused', 'defaulted'];

export function refereeWerewolf(log: readonly unknown[]): string[] {
  const errors: string[] = [];
  const err: Err = (e, msg) => errors.push(`#${e.n} ${e.type}: ${msg}`);
  const t = newTable();
  for (const raw of log) {
    const e = raw as Ev;
    if (OWN.includes(e.type)) {
      if (!sameVis(e.vis, { seats: [e.seat] })) err(e, 'private to the seat');
      continue;
    }
    if (e.type === 'answered') {
      if (!sameVis(e.vis, { seats: [] })) err(e, 'a raw answer is for nobody');
      continue;
    }
    gate(t, e, err);
    step(t, e, err);
  }
  if (!t.over) errors.push('the game did not end');
  return errors;
}

/** What must come next: nothing after the end; the win as soon as it holds; a death its cause announced; what is owed. */
function gate(t: Table, e: Ev, err: Err): void {
  if (t.over) err(e, 'an event after the game ended');
  if (t.winnerDue !== null && e.type !== 'game_over') {
    err(e, `the game went on after the ${t.winnerDue} had won`);
    t.winnerDue = null;
  }
  if (t.deathDue && e.type !== 'died') {
    err(e, `expected the death of ${t.deathDue.seats} (${t.deathDue.why}) next`);
    t.deathDue = null;
  }
  const owed = t.lastWordsDue.length + t.hunterDue.length + t.badgeDue.length > 0;
  if (owed && !mayComeWhileOwed(t, e)) {
    err(e, `came while still owed: last words ${t.lastWordsDue}, hunter ${t.hunterDue}, badge ${t.badgeDue}`);
    t.lastWordsDue = [];
    t.hunterDue = [];
    t.badgeDue = [];
  }
}

function step(t: Table, e: Ev, err: Err): void {
  switch (e.type) {
    case 'game_created':
      if (!sameVis(e.vis, { seats: [] })) err(e, 'the seed is for nobody');
      break;
    case 'game_started':
      t.seats = e.seats.length;
      t.options = e.options ?? {};
      for (const s of e.seats) t.alive.add(s.seat);
      break;
    case 'role_assigned':
      if (!sameVis(e.vis, { seats: [e.seat] })) err(e, 'a role is told to its seat alone');
      t.role.set(e.seat, e.role);
      break;
    case 'team_revealed':
      if (!sameVis(e.vis, { team: 'werewolves' }) || e.members.join() !== holders(t, 'werewolf').join()) err(e, 'the wolves, and only they, learn each other');
      break;
    case 'phase_started':
      if (SECRET_STEPS.includes(e.step) && e.vis === 'public') err(e, `the ${e.step} step is marked for everyone`);
      if (e.step === 'night' || e.step === 'day') {
        if (stalled(t)) err(e, 'the game went on after three nights and three days with no death');
        t.quiet[e.step]++;
      }
      if (e.step === 'night') {
        endDay(t, e, err);
        startNight(t, e, err);
      } else if (e.step === 'day') startDay(t, e, err);
      break;
    case 'wolf_proposal':
    case 'pack_target':
    case 'witch_told':
    case 'witch_acted':
    case 'guard_acted':
    case 'seer_checked':
    case 'night_resolved':
      nightEvent(t, e, err);
      break;
    case 'sheriff_run':
    case 'sheriff_withdrew':
    case 'sheriff_elected':
      sheriffEvent(t, e, err);
      break;
    case 'speech':
      if (e.context === 'campaign') campaignSpeech(t, e, err);
      speech(t, e, err);
      break;
    case 'vote':
      // A ballot's remark is Mafia's (RULES.md §2): the werewolf day has its last call instead.
      if (e.remark !== undefined) err(e, 'a werewolf ballot carries a remark');
      if (e.ballot === 'sheriff') sheriffEvent(t, e, err);
      else vote(t, e, err);
      break;
    case 'dawn':
      dawn(t, e, err);
      break;
    case 'died':
      t.quiet = { night: 0, day: 0 };
      died(t, e, err);
      break;
    case 'direction_chosen':
      directionChosen(t, e, err);
      break;
    case 'speaking_order':
      speakingOrder(t, e, err);
      break;
    case 'banish_tally':
      banishTally(t, e, err);
      break;
    case 'hunter_shot':
      hunterShot(t, e, err);
      break;
    case 'badge_passed':
      badgePassed(t, e, err);
      break;
    case 'game_over': {
      const expected = winnerOf(t, t.alive) ?? (stalled(t) ? 'draw' : null);
      if (e.winner !== expected) err(e, `winner ${e.winner}, the table says ${expected}`);
      if (!sameVis(e.vis, 'public')) err(e, 'the end is public');
      t.winnerDue = null;
      t.over = true;
      break;
    }
    default:
      err(e, 'an event the rules do not know');
  }
}
