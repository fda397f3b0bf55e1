import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { PlayersList } from '../../src/tui/components/PlayersList.js';
import { ev, screen } from './fixtures.js';
import { frame, mount } from './helpers.js';

afterEach(cleanup);

describe('PlayersList', () => {
  it('shows each seat: alive or dead, the badge, teammates, checks, revealed roles and the person\'s marks', () => {
    const s = screen('play', 2);
    s.see(
      ev('role_assigned', { seat: 2, role: 'werewolf', team: 'werewolves' }, { seats: [2] }),
      ev('team_revealed', { team: 'werewolves', members: [2, 5] }, { team: 'werewolves' }),
      ev('sheriff_elected', { seat: 3, reason: 'unopposed', tally: [] }),
      ev('died', { seats: [4], reason: 'banished' }),
      ev('role_revealed', { seat: 4, role: 'seer', team: 'village' }),
    );
    const r = mount(
      <PlayersList seats={s.get().seats} me={2} marks={{ 1: { stance: 'suspect' }, 6: { stance: 'trusted', claim: 'witch' } }} cursor={6} columns={80} suspectWord="wolf?" />,
    );
    const f = frame(r);
    expect(f).toMatch(/● +1 Ada +wolf\?/);
    expect(f).toMatch(/● +2 Bo +you/);
    expect(f).toMatch(/● +3 Cy +★/);
    expect(f).toMatch(/✝ +4 Di +seer/);
    expect(f).toMatch(/● +5 Ed +team/);
    expect(f).toMatch(/▸● +6 Flo +trust “witch”/);
  });

  it("leaves out a check on a seat whose role is shown: the role says it, and the cell keeps to one line at 80 columns", () => {
    const s = screen('play', 1, 'mafia-classic');
    s.see(
      ev('role_assigned', { seat: 1, role: 'detective', team: 'town' }, { seats: [1] }),
      ev('investigated', { seat: 1, target: 5, result: 'not_mafia' }, { seats: [1] }),
      ev('investigated', { seat: 1, target: 6, result: 'mafia' }, { seats: [1] }),
      ev('died', { seats: [5], reason: 'night' }),
      ev('role_revealed', { seat: 5, role: 'villager', team: 'town' }),
    );
    const f = frame(mount(<PlayersList seats={s.get().seats} me={1} marks={{}} cursor={null} columns={80} suspectWord="mafia?" />));
    expect(f).toMatch(/✝ +5 Ed +villager/);
    expect(f).not.toMatch(/5 Ed +villager +=/);
    expect(f).toMatch(/● +6 \w+ +=mafia/);
  });

  it('folds twelve seats into a grid that fits 80 columns', () => {
    const s = screen('watch', null, 'werewolf');
    const f = frame(mount(<PlayersList seats={s.get().seats} me={null} marks={{}} cursor={null} columns={80} suspectWord="wolf?" />));
    const lines = f.split('\n');
    expect(lines).toHaveLength(4);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(80);
    expect(f).toContain('12 Lu');
  });
});
