import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { EndScreen } from '../../src/tui/components/EndScreen.js';
import { KeyBusProvider } from '../../src/tui/key-bus.js';
import { werewolf } from '../../src/rules/werewolf/index.js';
import { reviewDecisions as decisions, sparkline, suspicionOf, thoughtsBySeat, type ReviewTruth as Truth } from '../../src/tui/review.js';
import { ev, screen } from './fixtures.js';
import { frame, KEY, mount, press, waitForText } from './helpers.js';

afterEach(cleanup);

const ROLES = ['seer', 'werewolf', 'villager', 'witch', 'werewolf', 'villager'];
const roles = ROLES.map((role, i) => ({ seat: i + 1, role, team: role === 'werewolf' ? 'werewolves' : 'village' }));

/** A short game from seat 1's side: a check, a vote, AI suspicion notes over two days, THINK. */
function game() {
  const s = screen('play', 1);
  s.see(
    ...roles.map((r) => ev('role_assigned', r, { seats: [r.seat] })),
    ev('team_revealed', { team: 'werewolves', members: [2, 5] }, { team: 'werewolves' }),
    ev('phase_started', { phase: 'night', step: 'night', round: 1 }),
    ev('pack_target', { target: 4 }, { team: 'werewolves' }),
    ev('think', { seat: 2, decision: 'wolf_proposal', text: 'The witch worries me.' }, { seats: [2] }),
    ev('seer_checked', { seat: 1, target: 2, result: 'werewolf' }, { seats: [1] }),
    ev('phase_started', { phase: 'day', step: 'day', round: 1 }),
    ev('speech', { seat: 1, text: 'I am the seer; Bo is a wolf.', context: 'discussion', claims: [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 2, result: 'werewolf' }] }),
    ev('memory', { seat: 2, notes: { suspicion_updates: { '1': 0.3, '3': 0.2 } } }, { seats: [2] }),
    ev('memory', { seat: 3, notes: { suspicion_updates: [{ seat: 1, suspicion: 0.1 }] } }, { seats: [3] }),
    ev('vote', { seat: 1, target: 2, ballot: 'banish', weight: 1 }),
    ev('vote', { seat: 2, target: 1, ballot: 'banish', weight: 1 }),
    ev('banish_tally', { round: 'vote', tally: [{ seat: 2, weight: 1 }, { seat: 1, weight: 1 }], banished: null, tied: [1, 2] }),
    ev('think', { seat: 2, decision: 'vote', text: 'The seer must go.' }, { seats: [2] }, 1),
    ev('phase_started', { phase: 'night', step: 'night', round: 2 }, 'public', 1),
    ev('phase_started', { phase: 'day', step: 'day', round: 2 }, 'public', 2),
    ev('memory', { seat: 2, notes: { suspicion_updates: { '1': 0.9 } } }, { seats: [2] }, 2),
    ev('vote', { seat: 1, target: 3, ballot: 'banish', weight: 1 }, 'public', 2),
    ev('banish_tally', { round: 'vote', tally: [{ seat: 3, weight: 1 }], banished: 3, tied: [] }, 'public', 2),
    ev('died', { seats: [3], reason: 'banished' }, 'public', 2),
    ev('game_over', { winner: 'werewolves', reason: 'every villager is dead', roles }, 'public', 2),
  );
  return s;
}

const reviewDecisions = (all: Parameters<typeof decisions>[0], me: number, t: Truth) => decisions(all, me, t, werewolf, {});

const truth: Truth = {
  roleOf: (seat) => ROLES[seat - 1]!,
  teamOf: (seat) => (ROLES[seat - 1] === 'werewolf' ? 'werewolves' : 'village'),
  label: (seat) => `Seat ${seat}`,
  roleName: (r) => r,
};

describe('review', () => {
  it('sets each of the person\'s decisions beside the truth at that moment', () => {
    const rows = reviewDecisions(game().all, 1, truth);
    expect(rows).toEqual([
      { when: 'Night 1', what: 'checked Seat 2: werewolf', truth: 'Seat 2, werewolf', verdict: 'good' },
      { when: 'Day 1', what: 'claimed seer', truth: 'you were seer', verdict: 'neutral' },
      { when: 'Day 1', what: 'said Seat 2 is werewolf', truth: 'Seat 2, werewolf', verdict: 'neutral' },
      { when: 'Day 1', what: 'vote → Seat 2', truth: 'Seat 2, werewolf', verdict: 'good' },
      { when: 'Day 2', what: 'vote → Seat 3', truth: 'Seat 3, villager', verdict: 'bad' },
    ]);
  });

  it('gives a speech whose only claim is an accusation its row, judged by whom it accused', () => {
    const s = screen('play', 3);
    s.see(
      ...roles.map((r) => ev('role_assigned', r, { seats: [r.seat] })),
      ev('phase_started', { phase: 'day', step: 'day', round: 1 }),
      ev('speech', { seat: 3, text: 'Cy worries me.', context: 'discussion', claims: [{ kind: 'suspect', target: 4 }] }),
      ev('speech', { seat: 3, text: 'Bo is lying; I will vote Bo.', context: 'discussion', claims: [{ kind: 'suspect', target: 2 }, { kind: 'vote', target: 2 }] }),
      ev('speech', { seat: 3, text: 'I checked Bo: wolf.', context: 'discussion', claims: [{ kind: 'check', target: 2, result: 'werewolf' }, { kind: 'suspect', target: 2 }] }),
    );
    expect(reviewDecisions(s.all, 3, truth)).toEqual([
      { when: 'Day 1', what: 'accused Seat 4', truth: 'Seat 4, witch', verdict: 'bad' },
      { when: 'Day 1', what: 'accused Seat 2', truth: 'Seat 2, werewolf', verdict: 'good' },
      { when: 'Day 1', what: 'said Seat 2 is werewolf', truth: 'Seat 2, werewolf', verdict: 'neutral' },
    ]);
  });

  it('judges a guard\'s and a witch\'s night by that night\'s attack', () => {
    const guard: Truth = { ...truth, roleOf: (s) => (s === 1 ? 'guard' : ROLES[s - 1]!) };
    const all = [
      ev('phase_started', { phase: 'night', step: 'night', round: 1 }),
      ev('pack_target', { target: 4 }, { team: 'werewolves' }),
      ev('guard_acted', { seat: 1, target: 4 }, { seats: [1] }),
      ev('phase_started', { phase: 'night', step: 'night', round: 2 }),
      ev('pack_target', { target: 3 }, { team: 'werewolves' }),
      ev('guard_acted', { seat: 1, target: 6 }, { seats: [1] }),
    ];
    expect(reviewDecisions(all, 1, guard).map((r) => [r.what, r.truth, r.verdict])).toEqual([
      ['protected Seat 4', 'blocked the attack', 'good'],
      ['protected Seat 6', 'the attack was on Seat 3, villager', 'neutral'],
    ]);
    const witch = [ev('witch_acted', { seat: 4, action: 'antidote', target: 5 }, { seats: [4] }), ev('witch_acted', { seat: 4, action: 'poison', target: 2 }, { seats: [4] })];
    expect(reviewDecisions(witch, 4, truth).map((r) => r.verdict)).toEqual(['bad', 'good']);
  });

  it("says a pack member proposed a kill, and the last wolf chose it alone (seen in play: 'proposed' with nobody to propose to)", () => {
    const all = [
      ev('phase_started', { phase: 'night', step: 'night', round: 1 }),
      ev('wolf_proposal', { seat: 2, target: 3, message: 'Cy tonight.' }, { team: 'werewolves' }),
      ev('phase_started', { phase: 'night', step: 'night', round: 2 }),
      ev('wolf_proposal', { seat: 2, target: 6, message: '', alone: true }, { team: 'werewolves' }),
      ev('wolf_proposal', { seat: 2, target: null, message: '', alone: true }, { team: 'werewolves' }),
    ];
    expect(reviewDecisions(all, 2, truth).map((r) => r.what)).toEqual(['proposed to kill Seat 3', 'chose to kill Seat 6', 'chose no kill']);
  });

  it('reads each AI\'s suspicion of the person per day, from a map or a list', () => {
    const series = suspicionOf(game().all, 1);
    expect(series.map((s) => [s.seat, [...s.byDay.entries()]])).toEqual([
      [2, [[1, 0.3], [2, 0.9]]],
      [3, [[1, 0.1]]],
    ]);
    expect(sparkline([0, 0.5, 1, undefined])).toBe('▁▅█·');
  });

  it('collects each seat\'s THINK with its moment', () => {
    expect(thoughtsBySeat(game().all).get(2)).toEqual([
      { moment: 'Night 1', decision: 'wolf proposal', text: 'The witch worries me.' },
      { moment: 'Day 1', decision: 'vote', text: 'The seer must go.' },
    ]);
  });
});

describe('end screen', () => {
  function end(marks = {}) {
    const s = game();
    const onLeave = vi.fn();
    const r = mount(
      <KeyBusProvider>
        <EndScreen state={s.get()} over={s.get().over!} all={s.all} ruleset={s.ruleset} marks={marks} size={{ columns: 80, rows: 24 }} active logPath="/tmp/g.jsonl" onLeave={onLeave} />
      </KeyBusProvider>,
    );
    return { r, onLeave };
  }

  it('shows the winner and every role, with the person\'s marks judged', async () => {
    const { r } = end({ 2: { stance: 'suspect' }, 3: { stance: 'suspect' } });
    const f = await waitForText(r, '★ The werewolves win — every villager is dead. You lose.');
    expect(f).toContain('Game log: /tmp/g.jsonl');
    expect(f).toMatch(/1 Ada +the seer +alive {2}← you/);
    expect(f).toMatch(/2 Bo +a werewolf +alive {2}your mark: wolf\? ✓/);
    expect(f).toMatch(/3 Cy +a villager +✝ dead {2}your mark: wolf\? ✗/);
  });

  it('pages through the decisions, the suspicion chart and THINK, and leaves with q', async () => {
    const { r, onLeave } = end();
    await waitForText(r, ' Roles ');
    await press(r, KEY.right);
    // Marks come from the decisions played on (this fixture has no log to play them from): a legend for each, no mark yet.
    await waitForText(r, '· Night 1  checked Seat 2 (Bo): werewolf');
    expect(frame(r)).toContain('· Day 2    vote → Seat 3 (Cy)');
    expect(frame(r)).toContain('truth: Seat 3 (Cy), a villager');
    for (const mark of ['✓ right', '✗ wrong', '≈ a tie', '○ moot', '= the strongest offline', '· not judged yet']) expect(frame(r).replace(/\n/g, ' ')).toContain(mark);
    await press(r, KEY.right);
    // From the bots' belief model as each day's vote was called, beside whom each AI voted.
    await waitForText(r, "Each AI's suspicion of you from its belief model");
    expect(frame(r)).toMatch(/seat \/ day +1 2 {3}last/);
    // A werewolf knows the truth: whom it voted, and no numbers.
    expect(frame(r)).toMatch(/2 Bo + ● +— {2}voted you day 1 {2}\(knows the truth: no suspicion to show\)/);
    expect(frame(r)).toMatch(/3 Cy +▂ ▁ +7%\n/);
    await press(r, KEY.right);
    await waitForText(r, 'Seat 2 (Bo), a werewolf');
    expect(frame(r)).toContain('The witch worries me.');
    await press(r, KEY.down);
    await waitForText(r, 'The seer must go.');
    await press(r, 'q');
    expect(onLeave).toHaveBeenCalled();
  });
});
