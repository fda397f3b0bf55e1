import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { Header } from '../../src/tui/components/Header.js';
import { Waiting } from '../../src/tui/components/Waiting.js';
import { ev, screen } from './fixtures.js';
import { frame, mount } from './helpers.js';

afterEach(cleanup);

describe('Header', () => {
  it('shows the game, day or night with the micro-phase, and the witch\'s card with potions left', () => {
    const s = screen('play', 3);
    s.see(
      ev('role_assigned', { seat: 3, role: 'witch', team: 'village' }, { seats: [3] }),
      ev('phase_started', { phase: 'night', step: 'night', round: 2 }),
      ev('phase_started', { phase: 'night', step: 'witch', round: 2 }),
      ev('witch_acted', { seat: 3, action: 'poison', target: 4 }, { seats: [3] }),
    );
    const r = mount(<Header state={s.get()} ruleset={s.ruleset} />);
    const f = frame(r);
    expect(f).toContain('NIGHTFALL Werewolf · werewolf-6 · ☾ Night 2 · witch');
    expect(f).toContain('You: Seat 3 (Cy) · the witch — one antidote and one poison');
    expect(f).toContain('antidote ready · poison used');
  });

  it('shows a werewolf\'s teammates, a seer\'s checks, a guard\'s last pick, the badge and death', () => {
    const wolf = screen('play', 2);
    wolf.see(ev('role_assigned', { seat: 2, role: 'werewolf', team: 'werewolves' }, { seats: [2] }), ev('team_revealed', { team: 'werewolves', members: [2, 5] }, { team: 'werewolves' }));
    expect(frame(mount(<Header state={wolf.get()} ruleset={wolf.ruleset} />))).toContain('team: 5 Ed');

    const seer = screen('play', 1);
    seer.see(
      ev('role_assigned', { seat: 1, role: 'seer', team: 'village' }, { seats: [1] }),
      ev('seer_checked', { seat: 1, target: 4, result: 'werewolf' }, { seats: [1] }),
      ev('seer_checked', { seat: 1, target: 2, result: 'good' }, { seats: [1] }),
      ev('phase_started', { phase: 'day', step: 'day', round: 1 }),
      ev('sheriff_elected', { seat: 1, reason: 'unopposed', tally: [] }),
      ev('died', { seats: [1], reason: 'banished' }),
    );
    const f = frame(mount(<Header state={seer.get()} ruleset={seer.ruleset} />));
    expect(f).toContain('☀ Day 1');
    expect(f).toContain('checks: 2 good, 4 werewolf');
    expect(f).toContain('★ sheriff');
    expect(f).toContain('you are dead');

    const guard = screen('play', 4, 'werewolf');
    guard.see(ev('role_assigned', { seat: 4, role: 'guard', team: 'village' }, { seats: [4] }), ev('guard_acted', { seat: 4, target: 7 }, { seats: [4] }));
    expect(frame(mount(<Header state={guard.get()} ruleset={guard.ruleset} />))).toContain('last protected: 7');
  });

  it('shows the spectator\'s controls when watching', () => {
    const s = screen('watch', null);
    const f = frame(mount(<Header state={s.get()} ruleset={s.ruleset} watch={{ paused: true, speed: 2, paceMs: 400 }} />));
    expect(f).toContain('Spectating');
    expect(f).toContain('⏸ paused');
    expect(f).toContain('speed ×2');
    expect(f).toContain('THINK shown (t hides it)');
    s.apply({ type: 'think', show: false });
    expect(frame(mount(<Header state={s.get()} ruleset={s.ruleset} watch={{ paused: false, speed: 1, paceMs: 400 }} />))).toContain('THINK hidden (t shows it)');
    const paused = frame(mount(<Waiting state={s.get()} paused />));
    expect(paused).toMatch(/^⏸ paused · /);
  });
});
