// One name per role, and one word per answer: mafia-classic's investigator is "the sheriff" on every
// screen line and on the --role flag (any case), a Mafia vote for nobody reads as the vote offered it
// ("skip" with nominations, "abstain" without), and no internal id such as not_mafia reaches the screen.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { findBoard, roleNamed, roleNames } from '../../src/rules/index.js';
import { ClaimPicker } from '../../src/tui/components/ClaimPicker.js';
import { Transcript } from '../../src/tui/components/Transcript.js';
import { KeyBusProvider } from '../../src/tui/key-bus.js';
import { claimableRoles, labelOf, roleNameOf } from '../../src/tui/screen-state.js';
import { cli } from '../helpers/cli.js';
import { simulate } from '../../src/sim/run.js';
import { SessionApp } from '../../src/tui/apps.js';
import { createWatchSession } from '../../src/tui/session.js';
import { ev, screen } from './fixtures.js';
import { frame, KEY, mount, press, waitFor, waitForText } from './helpers.js';

afterEach(cleanup);

const board = (id: string) => findBoard(id)!;

describe('one name per role', () => {
  it('reads a role on a flag by its id or the table\'s name for it, in any case', () => {
    const classic = board('mafia-classic');
    for (const text of ['sheriff', 'Sheriff', 'the Sheriff', 'detective', 'DETECTIVE']) expect(roleNamed(classic, text), text).toBe('detective');
    expect(roleNamed(classic, 'Doctor')).toBe('doctor');
    expect(roleNamed(classic, 'sherif')).toBeUndefined();
    expect(roleNames(classic)).toEqual(['mafia', 'sheriff', 'doctor', 'villager']);
    expect(roleNamed(board('mafia'), 'sheriff')).toBeUndefined();
    expect(roleNamed(board('werewolf'), 'Seer')).toBe('seer');
    expect(roleNamed(board('werewolf'), 'a Werewolf')).toBe('werewolf');
  });

  it('play --role Sheriff is taken at mafia-classic; a wrong name lists the table\'s names', async () => {
    const ok = await cli(['play', '--preset', 'mafia-classic', '--role', 'Sheriff', '--seed', '1']);
    expect(ok.stderr).not.toMatch(/has no role/);
    expect(ok.stderr).toMatch(/needs a terminal/);
    const bad = await cli(['play', '--preset', 'mafia-classic', '--role', 'sherif', '--seed', '1']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('mafia-classic has no role "sherif"; roles: mafia, sheriff, doctor, villager');
  }, 300_000);

  it('mafia-classic\'s screen says "the sheriff" on the role card, the reveal and the claim picker', async () => {
    const s = screen('play', 3, 'mafia-classic');
    s.see(
      ev('role_assigned', { seat: 3, role: 'detective', team: 'town' }, { seats: [3] }),
      ev('role_assigned', { seat: 5, role: 'doctor', team: 'town' }, { seats: [5] }),
      ev('investigated', { seat: 3, target: 4, result: 'not_mafia' }, { seats: [3] }),
      ev('role_revealed', { seat: 3, role: 'detective' }),
    );
    const st = s.get();
    expect(roleNameOf(st, s.ruleset, 'detective')).toBe('the sheriff');
    const text = frame(mount(<Transcript items={st.items} width={100} />));
    expect(text).toContain('Your role: the sheriff.');
    expect(text).toContain('Seat 3 (Cy) was the sheriff.');
    expect(text).not.toMatch(/detective|not_mafia/);
    expect(st.seats[3]!.check).toEqual({ result: 'not mafia', evil: false });
    cleanup();

    let done = '';
    const r = mount(
      <KeyBusProvider>
        <ClaimPicker
          seats={[{ seat: 4, label: labelOf(st, 4) }]}
          roles={claimableRoles(st, s.ruleset).map((id) => ({ id, name: roleNameOf(st, s.ruleset, id) }))}
          results={s.ruleset.presentation.results}
          label={(seat) => labelOf(st, seat)}
          roleName={(role) => roleNameOf(st, s.ruleset, role)}
          maxRows={10}
          active
          onCancel={() => {}}
          onDone={(_, sentence) => (done = sentence)}
        />
      </KeyBusProvider>,
    );
    await press(r, KEY.enter);
    const roles = await waitForText(r, 'the sheriff');
    expect(roles).not.toContain('detective');
    // Each step's list takes the keys once it is drawn: wait for it, as a person reads it before pressing.
    await press(r, KEY.esc);
    await waitForText(r, 'Add a claim');
    await press(r, KEY.down, KEY.enter);
    await waitForText(r, 'I checked …');
    await press(r, KEY.enter);
    const results = await waitForText(r, 'not mafia');
    expect(results).not.toContain('not_mafia');
    await press(r, KEY.down, KEY.enter);
    expect(done).toBe('I checked Seat 4 (Di): not mafia.');
  });

  it('a claim of "not_mafia" reads as "not mafia" under the speech', () => {
    const s = screen('play', 1, 'mafia');
    s.see(ev('speech', { seat: 2, text: 'Di is clean.', context: 'discussion', claims: [{ kind: 'role', role: 'detective' }, { kind: 'check', target: 4, result: 'not_mafia' }], nomination: 5 }));
    expect(s.get().items.at(-1)).toMatchObject({ kind: 'speech', claims: 'claims the detective; says Seat 4 (Di) is not mafia; nominates Seat 5 (Ed)' });
  });

  it('a Mafia vote for nobody reads "skip" where the vote offered skip, "abstain" where it offered abstain', () => {
    const tally = (id: string) => {
      const s = screen('play', 1, id);
      s.see(
        ev('vote', { seat: 1, target: 4, ballot: 'eliminate', weight: 1 }),
        ev('vote', { seat: 2, target: null, ballot: 'eliminate', weight: 1 }),
        ev('vote', { seat: 3, target: null, ballot: 'eliminate', weight: 1 }),
        ev('vote_result', { tally: [{ seat: 4, votes: 1 }], skip: 2, eliminated: null }),
      );
      return s.get().items.at(-1)!;
    };
    expect(tally('mafia')).toMatchObject({ rows: [{ who: 'Seat 4 (Di)' }, { who: 'skip', voters: [2, 3] }], outcome: 'Nobody is eliminated: no one had more votes than every other option, "skip" included.' });
    expect(tally('mafia-classic')).toMatchObject({ rows: [{ who: 'Seat 4 (Di)' }, { who: 'abstain', voters: [2, 3] }] });
  });
});

describe("mafia-classic's sheriff is never called the detective", () => {
  it('in the bots\' THINK, speeches and team talk over seeded games (where the Lessons quote them)', async () => {
    const said: string[] = [];
    await simulate({
      preset: 'mafia-classic',
      games: 40,
      seed: 5,
      keepText: true,
      onEvent: (e) => {
        if (e.type === 'think' || e.type === 'speech' || e.type === 'team_chat') said.push(e.text);
      },
    });
    expect(said.length).toBeGreaterThan(1000);
    expect(said.filter((t) => /sheriff/i.test(t)).length).toBeGreaterThan(0);
    expect(said.filter((t) => /detective/i.test(t))).toEqual([]);
  }, 300_000);

  it('in the seat list, where a known role is shown by the table\'s name for it', async () => {
    const session = createWatchSession({ preset: 'mafia-classic', seed: 3, paceMs: 0 });
    const r = mount(<SessionApp session={session} />, { columns: 80, rows: 24 });
    await waitFor(r, () => /[●✝] +\d \S+ +sheriff/.test(frame(r)), 'the sheriff in the players list');
    expect(frame(r).split('\n').filter((l) => /[●✝] +\d/.test(l)).join('\n')).not.toMatch(/detective/);
  }, 300_000);
});

describe('the quit box promises only what is written', () => {
  it('watching with no log: Ctrl-C says no log is written', async () => {
    const session = createWatchSession({ preset: 'werewolf-6', seed: 3, paceMs: 200 });
    const r = mount(<SessionApp session={session} />, { columns: 80, rows: 24 });
    await waitForText(r, '▶ running');
    await press(r, KEY.ctrlC);
    const box = await waitForText(r, 'Quit the game?');
    expect(box).toContain('No log is written for this game');
    expect(box).not.toContain('log is kept');
  }, 300_000);
});
