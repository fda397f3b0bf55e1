// Night handlers: mafia talk and kill, the detective, the doctor, the resolution.
import { describe, expect, it } from 'vitest';
import { canSee } from '../../../src/engine/view.js';
import { morning } from '../../../src/rules/mafia/day.js';
import { chatSpec, chooseKill, investigate, killOf, loneKillSpec, mafiaTalk, protect, resolveNight, TALK_ROUNDS } from '../../../src/rules/mafia/night.js';
import { talk } from '../../../src/rules/mafia/script.js';
import { mafiaTable } from '../../helpers/mafia-table.js';

// Seats 1 and 2 are mafia, 3 the detective; in the classic deal 4 is the doctor.
const SEVEN = ['mafia', 'mafia', 'detective', 'villager', 'villager', 'villager', 'villager'];
const EIGHT = ['mafia', 'mafia', 'detective', 'doctor', 'villager', 'villager', 'villager', 'villager'];

const chat = (message: string, target: number | string) => JSON.stringify({ message, target });

describe('mafia talk', () => {
  it('records the message and the pick for the mafia team only', async () => {
    const t = mafiaTable({ roles: SEVEN, random: false, answers: { 1: { mafia_chat: [chat('Seat 5 talks too much', 5)] } } });
    t.open();
    t.night(1);
    await t.run(mafiaTalk(1, true), [1]);
    const [e] = t.of('mafia_chat');
    expect(e).toMatchObject({ seat: 1, round: 1, message: 'Seat 5 talks too much', target: 5, vis: { team: 'mafia' } });
    expect(canSee(t.state.core, 2, e!.vis)).toBe(true);
    expect(canSee(t.state.core, 3, e!.vis)).toBe(false);
    expect(t.of('refused')).toEqual([]);
  });

  it('refuses a teammate, oneself and the dead, each with its reason', async () => {
    const t = mafiaTable({
      roles: SEVEN,
      random: false,
      humans: [1],
      answers: { 1: { mafia_chat: [chat('partner?', 2), chat('me?', 1), chat('the dead one', 6), chat('fine', 'skip')] } },
    });
    t.open();
    t.kill(6);
    t.night(1);
    await t.run(mafiaTalk(1, true), [1]);
    expect(t.hints(1)).toEqual([
      expect.stringMatching(/^Seat 2 is your teammate\. Legal: 3 \(Elsie\), 4 \(Greta\), 5 \(Hugo\), 7 \(Jonah\), or "skip"\.$/),
      expect.stringMatching(/^You cannot target yourself\./),
      expect.stringMatching(/^Seat 6 is dead\./),
    ]);
    expect(t.of('mafia_chat')[0]).toMatchObject({ target: null, message: 'fine' });
    expect(t.of('defaulted')).toEqual([]);
  });

  it('reads "seat: message" and bare picks, and refuses a message with no pick on a kill night', async () => {
    const t = mafiaTable({
      roles: SEVEN,
      random: false,
      answers: { 1: { mafia_chat: ['4: she is too careful', JSON.stringify({ message: 'hello' }), 'skip'] } },
    });
    t.open();
    t.night(1);
    await t.run(mafiaTalk(1, true), [1]);
    await t.run(mafiaTalk(1, true), [1]);
    const [a, b] = t.of('mafia_chat');
    expect(a).toMatchObject({ target: 4, message: 'she is too careful' });
    expect(b).toMatchObject({ target: null, message: '' });
    expect(t.hints(1)).toEqual([expect.stringContaining('no pick')]);
  });

  it('on night zero accepts talk with no pick', async () => {
    const t = mafiaTable({ roles: SEVEN, random: false, answers: { 1: { mafia_chat: [JSON.stringify({ message: 'lie low on day 1' }), 'we go for the loud one'] } } });
    t.open();
    t.night(0);
    await t.run(mafiaTalk(1, false), [1]);
    await t.run(mafiaTalk(2, false), [1]);
    expect(t.of('mafia_chat').map((e) => [e.message, e.target])).toEqual([
      ['lie low on day 1', null],
      ['we go for the loud one', null],
    ]);
    expect(t.of('refused')).toEqual([]);
  });

  it('after three bad answers picks a random living non-mafia player', async () => {
    const t = mafiaTable({ roles: SEVEN, random: false, answers: { 1: { mafia_chat: ['banana', chat('x', 2), chat('y', 1)] } } });
    t.open();
    t.kill(7);
    t.night(1);
    await t.run(mafiaTalk(1, true), [1]);
    expect(t.of('defaulted')).toEqual([expect.objectContaining({ seat: 1, decision: 'mafia_chat', reason: '3 answers refused' })]);
    expect([3, 4, 5, 6]).toContain(t.of('mafia_chat')[0]!.target);
  });

  it('defaults to skip when no non-mafia player is left alive', () => {
    const t = mafiaTable({ roles: SEVEN, random: false });
    t.open();
    expect(() => t.kill(3, 4, 5, 6, 7)).toThrow(); // the game ends: mafia parity
    expect(chatSpec(t.game.context(), 1, 1, true).fallback()).toEqual({ message: '', target: null });
  });
});

describe('the mafia kill', () => {
  it('is the plurality of the last round; a tie goes to the first pick among the tied', () => {
    expect(killOf([{ round: 1, target: 4 }, { round: 1, target: 4 }, { round: 2, target: 5 }, { round: 2, target: 6 }])).toBe(5);
    expect(killOf([{ round: 2, target: 6 }, { round: 2, target: 5 }, { round: 2, target: 5 }])).toBe(5);
    expect(killOf([{ round: 2, target: null }, { round: 2, target: null }, { round: 2, target: 5 }])).toBeNull();
    expect(killOf([{ round: 2, target: null }, { round: 2, target: 5 }])).toBeNull();
    expect(killOf([])).toBeNull();
  });

  it('follows the final picks of two rounds of talk', async () => {
    const t = mafiaTable({
      roles: SEVEN,
      random: false,
      answers: { 1: { mafia_chat: [chat('4?', 4), chat('ok, 5', 5)] }, 2: { mafia_chat: [chat('no, 6', 6), chat('7 then', 7)] } },
    });
    t.open();
    t.night(1);
    for (const round of [1, 2]) for (const seat of [1, 2]) await t.run(mafiaTalk(round, true), [seat]);
    t.append(chooseKill(t.game.context()));
    expect(t.of('mafia_kill')).toEqual([expect.objectContaining({ target: 5, vis: { team: 'mafia' } })]);
  });
});

describe('a lone mafioso', () => {
  it('with the partner dead is asked once a night for the kill, as a pick: no message to a team', async () => {
    const t = mafiaTable({ roles: SEVEN, random: false, answers: { 1: { mafia_chat: ['5'] } } });
    t.open();
    t.kill(2);
    t.night(1);
    await t.step(talk(true));
    t.append(chooseKill(t.game.context()));
    expect(t.players[0]!.asked.map((a) => a.kind)).toEqual(['mafia_chat']);
    expect(t.of('mafia_chat')).toEqual([expect.objectContaining({ seat: 1, round: TALK_ROUNDS, message: '', target: 5 })]);
    expect(t.of('mafia_kill')).toEqual([expect.objectContaining({ target: 5 })]);
    const spec = loneKillSpec(t.game.context(), 1);
    expect(spec.answer.shape).toBe('pick');
    expect(spec.question).not.toMatch(/message|team/i);
    expect(spec.options!.map((o) => o.value)).toEqual(['3', '4', '5', '6', '7', 'skip']);
    // The same rules as the team's pick: no teammate's seat, no dead one, no self.
    expect(spec.read({ raw: '1' })).toMatchObject({ ok: false });
    expect(spec.read({ raw: 'skip' })).toEqual({ ok: true, value: { message: '', target: null } });
  });

  it('on night zero, with nobody to talk to and no kill, is asked nothing; two mafiosi still talk every round', async () => {
    const alone = mafiaTable({ roles: SEVEN, random: false });
    alone.open();
    alone.kill(2);
    alone.night(0);
    await alone.step(talk(false));
    expect(alone.players[0]!.asked).toEqual([]);
    expect(alone.of('mafia_chat')).toEqual([]);

    const pair = mafiaTable({ roles: SEVEN, random: false, answers: { 1: { mafia_chat: [chat('a', 4), chat('b', 5)] }, 2: { mafia_chat: [chat('c', 5), chat('d', 5)] } } });
    pair.open();
    pair.night(1);
    await pair.step(talk(true));
    expect(pair.of('mafia_chat').map((e) => [e.seat, e.round])).toEqual([[1, 1], [2, 1], [1, 2], [2, 2]]);
    expect(TALK_ROUNDS).toBe(2);
  });
});

describe('the detective', () => {
  it('learns mafia or not mafia, privately, and the results accumulate in their view only', async () => {
    const t = mafiaTable({ roles: SEVEN, random: false, answers: { 3: { investigate: ['1', 'seat 5'] } } });
    t.open();
    t.night(1);
    await t.run(investigate, [3]);
    t.night(2);
    await t.run(investigate, [3]);
    expect(t.of('investigated').map((e) => [e.target, e.result, e.vis])).toEqual([
      [1, 'mafia', { seats: [3] }],
      [5, 'not_mafia', { seats: [3] }],
    ]);
    expect(t.game.view(3).events.filter((e) => e.type === 'investigated')).toHaveLength(2);
    for (const seat of [1, 2, 4, 5, 6, 7]) expect(t.game.view(seat).events.some((e) => e.type === 'investigated')).toBe(false);
  });

  it('cannot investigate themself, the dead or a seat that does not exist', async () => {
    const t = mafiaTable({ roles: SEVEN, random: false, answers: { 3: { investigate: ['3', '6', '9', 'Hugo'] } } });
    t.open();
    t.kill(6);
    t.night(1);
    await t.run(investigate, [3]);
    expect(t.hints(3)).toEqual([
      expect.stringMatching(/^You cannot investigate yourself\. Legal: 1 \(Ada\), 2 \(Bruno\), 4 \(Greta\), 5 \(Hugo\), 7 \(Jonah\)\.$/),
      expect.stringMatching(/^Seat 6 is dead\./),
      expect.stringMatching(/^There is no seat 9 among the choices\./),
    ]);
    expect(t.of('investigated')[0]).toMatchObject({ target: 5 });
  });

  it('after three bad answers investigates a random living player other than themself', async () => {
    const t = mafiaTable({ roles: SEVEN, random: false, answers: { 3: { investigate: ['3', '3', '3'] } } });
    t.open();
    t.night(1);
    await t.run(investigate, [3]);
    expect(t.of('defaulted')).toHaveLength(1);
    expect([1, 2, 4, 5, 6, 7]).toContain(t.of('investigated')[0]!.target);
  });

  it('a person is asked until the answer is valid, with no default', async () => {
    const t = mafiaTable({ roles: SEVEN, random: false, humans: [3], answers: { 3: { investigate: ['3', '3', '3', '3', '2'] } } });
    t.open();
    t.night(1);
    await t.run(investigate, [3]);
    expect(t.hints(3)).toHaveLength(4);
    expect(t.of('defaulted')).toEqual([]);
    expect(t.of('investigated')[0]).toMatchObject({ target: 2, result: 'mafia' });
  });
});

describe('the doctor', () => {
  it('may protect themself, but never the same player two nights in a row', async () => {
    const t = mafiaTable({ preset: 'mafia-classic', roles: EIGHT, random: false, answers: { 4: { protect: ['4', '4', '5', '4'] } } });
    t.open();
    t.night(1);
    await t.run(protect, [4]);
    t.night(2);
    await t.run(protect, [4]);
    t.night(3);
    await t.run(protect, [4]);
    expect(t.of('protected').map((e) => [e.target, e.vis])).toEqual([
      [4, { seats: [4] }],
      [5, { seats: [4] }],
      [4, { seats: [4] }],
    ]);
    expect(t.hints(4)).toEqual([expect.stringMatching(/^You protected Seat 4 last night\. Legal: 1 \(Ada\), 2 \(Bruno\), 3 \(Elsie\), 5 \(Hugo\)/)]);
    expect(t.players[3]!.asked.find((a) => a.kind === 'protect' && a.attempt === 1 && a.user.includes('cannot protect them again'))).toBeDefined();
  });

  it('cannot protect the dead; after three bad answers protects a random valid player', async () => {
    const t = mafiaTable({ preset: 'mafia-classic', roles: EIGHT, random: false, answers: { 4: { protect: ['6', '5', '5', 'nobody', 'banana'] } } });
    t.open();
    t.kill(6);
    t.night(1);
    await t.run(protect, [4]);
    expect(t.hints(4)).toEqual([expect.stringMatching(/^Seat 6 is dead\./)]);
    t.night(2);
    await t.run(protect, [4]);
    expect(t.hints(4).slice(1)).toEqual([
      expect.stringMatching(/^You protected Seat 5 last night\./),
      expect.stringMatching(/^You must pick a seat\./),
      expect.stringMatching(/^Could not read "banana" as a seat\./),
    ]);
    expect(t.of('defaulted')).toEqual([expect.objectContaining({ seat: 4, decision: 'protect' })]);
    expect([1, 2, 3, 4, 7, 8]).toContain(t.of('protected')[1]!.target);
  });
});

describe('the resolution', () => {
  async function night(protectSeat: number) {
    const t = mafiaTable({
      preset: 'mafia-classic',
      roles: EIGHT,
      random: false,
      answers: { 1: { mafia_chat: [chat('a', 5), chat('b', 5)] }, 2: { mafia_chat: [chat('c', 5), chat('d', 5)] }, 4: { protect: [String(protectSeat)] } },
    });
    t.open();
    t.night(1);
    for (const round of [1, 2]) for (const seat of [1, 2]) await t.run(mafiaTalk(round, true), [seat]);
    t.append(chooseKill(t.game.context()));
    await t.run(protect, [4]);
    t.append(resolveNight(t.game.context()));
    t.day(1);
    t.append(morning(t.game.context()));
    return t;
  }

  it('the target dies unless protected; the resolution is for nobody, the morning is public', async () => {
    const t = await night(6);
    expect(t.of('mafia_night_resolved')).toEqual([expect.objectContaining({ target: 5, protected: 6, death: 5, vis: { seats: [] } })]);
    expect(t.of('morning')).toEqual([expect.objectContaining({ dead: 5, vis: 'public' })]);
    expect(t.of('died')).toEqual([expect.objectContaining({ seats: [5], reason: 'night' })]);
    expect(t.of('role_revealed')).toEqual([expect.objectContaining({ seat: 5, role: 'villager', vis: 'public' })]);
    expect(t.state.core.seats[4]!.alive).toBe(false);
  });

  it('a protected target survives and the morning reports nobody', async () => {
    const t = await night(5);
    expect(t.of('mafia_night_resolved')[0]).toMatchObject({ target: 5, protected: 5, death: null });
    expect(t.of('morning')).toEqual([expect.objectContaining({ dead: null })]);
    expect(t.of('died')).toEqual([]);
  });
});
