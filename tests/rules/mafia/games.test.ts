// Whole games through the phase script: night zero, the speaking order, and each way a game ends.
import { describe, expect, it } from 'vitest';
import { apply, emptyState } from '../../../src/engine/game.js';
import { mafia } from '../../../src/rules/mafia/index.js';
import { mafiaTable, type E } from '../../helpers/mafia-table.js';
import { playMafia, refereeMafia } from '../../helpers/mafia-referee.js';

const SEVEN = ['mafia', 'mafia', 'detective', 'villager', 'villager', 'villager', 'villager'];

const nominate = (seat: number) => JSON.stringify({ speech: `I do not trust seat ${seat} at all.`, nomination: seat });
const chat = (target: number | string) => JSON.stringify({ message: 'agreed', target });

/** Events of day `n` (from its phase mark to the next phase). */
function phaseEvents(events: readonly E[], phase: 'night' | 'day', n: number): E[] {
  const start = events.findIndex((e) => e.type === 'phase_started' && e.step === phase && e.round === n);
  if (start < 0) return [];
  const end = events.findIndex((e, i) => i > start && e.type === 'phase_started' && e.phase === e.step);
  return events.slice(start, end < 0 ? undefined : end);
}

describe('night zero (mafia)', () => {
  it('is two rounds of mafia talk with no kill, and day 1 opens with no death report', async () => {
    const t = mafiaTable({ roles: SEVEN });
    const { events } = await t.play();
    const night0 = phaseEvents(events as E[], 'night', 0);
    expect(night0.filter((e) => e.type === 'mafia_chat').map((e) => [e.round, e.seat])).toEqual([
      [1, 1],
      [1, 2],
      [2, 1],
      [2, 2],
    ]);
    for (const type of ['mafia_kill', 'investigated', 'mafia_night_resolved', 'died']) expect(night0.filter((e) => e.type === type)).toEqual([]);
    const day1 = phaseEvents(events as E[], 'day', 1);
    expect(day1.filter((e) => e.type === 'morning')).toEqual([]);
    expect(day1[1]!.type).toBe('mafia_speaking_order');
    // Night 1 follows day 1, and day 2 opens with its report.
    expect(phaseEvents(events as E[], 'night', 1).some((e) => e.type === 'mafia_kill')).toBe(true);
    const day2 = phaseEvents(events as E[], 'day', 2);
    if (day2.length) expect(day2.filter((e) => e.type === 'morning')).toHaveLength(1);
  });

  it('is not played in mafia-classic: night 1 comes first and day 1 opens with the morning report', async () => {
    const { events } = await playMafia('mafia-classic', 3, false);
    const first = events.find((e) => e.type === 'phase_started') as E;
    expect([first.step, first.round]).toEqual(['night', 1]);
    const night1 = phaseEvents(events as E[], 'night', 1);
    expect(night1.filter((e) => e.type === 'mafia_kill')).toHaveLength(1);
    expect(night1.filter((e) => e.type === 'investigated')).toHaveLength(1);
    expect(night1.filter((e) => e.type === 'protected')).toHaveLength(1);
    expect(phaseEvents(events as E[], 'day', 1).filter((e) => e.type === 'morning')).toHaveLength(1);
  });
});

describe('the speaking order', () => {
  it('starts each day after yesterday\'s first speaker, skipping the dead', async () => {
    let days = 0;
    for (const preset of ['mafia', 'mafia-classic'] as const) {
      for (let seed = 0; seed < 40; seed++) {
        const { events } = await playMafia(preset, seed, false);
        const state = emptyState(mafia);
        let previous: number | null = null;
        for (const e of events as E[]) {
          if (e.type === 'mafia_speaking_order') {
            const n = state.core.seats.length;
            const living = state.core.seats.filter((s) => s.alive).map((s) => s.seat);
            expect([...e.order].sort((a: number, b: number) => a - b)).toEqual(living);
            if (previous !== null) {
              const expected = Array.from({ length: n }, (_, k) => ((previous! + k) % n) + 1).find((s) => living.includes(s));
              expect(e.order[0]).toBe(expected);
              days++;
            }
            previous = e.order[0];
          }
          apply(mafia, state, e);
        }
        // The discussion follows the order.
        for (let d = 1; phaseEvents(events as E[], 'day', d).length; d++) {
          const day = phaseEvents(events as E[], 'day', d);
          const order = day.find((e) => e.type === 'mafia_speaking_order')?.order;
          // A day with no order is one the night's death ended.
          if (!order) {
            expect(day.at(-1)!.type).toBe('game_over');
            continue;
          }
          expect(day.filter((e) => e.type === 'speech' && e.context === 'discussion').map((e) => e.seat)).toEqual(order);
        }
      }
    }
    expect(days).toBeGreaterThan(50);
  });

  it('rotates by one seat a day when nobody dies', async () => {
    // Nobody is killed (the mafia skip) and nobody is eliminated (everyone skips).
    const answers = Object.fromEntries(
      SEVEN.map((role, i) => [i + 1, { vote: Array(3).fill('skip'), ...(role === 'mafia' ? { mafia_chat: Array(8).fill(chat('skip')) } : {}) }]),
    );
    const t = mafiaTable({ roles: SEVEN, answers });
    // Three nights and three days with no death: the stalled table ends in a draw (RULES.md §2).
    const { state } = await t.play();
    expect(state.core.winner).toBe('draw');
    const firsts = t.of('mafia_speaking_order').map((e) => e.order[0]);
    expect(firsts).toHaveLength(3);
    expect(firsts[1]).toBe((firsts[0]! % 7) + 1);
    expect(firsts[2]).toBe((firsts[1]! % 7) + 1);
    expect(t.of('died')).toEqual([]);
  });
});

describe('victory', () => {
  it('the town wins when every mafioso is dead', async () => {
    // Day 1: seat 1 is eliminated. Night 1: seat 2 kills seat 4. Day 2: seat 2 is eliminated.
    const t = mafiaTable({
      roles: SEVEN,
      answers: {
        1: { speech: [nominate(3)], vote: ['3'] },
        2: { speech: [nominate(1), nominate(3)], vote: ['1', '3'], mafia_chat: [chat('skip'), chat('skip'), chat(4), chat(4)] },
        3: { speech: [nominate(1), nominate(2)], vote: ['1', '2'] },
        4: { speech: [nominate(1)], vote: ['1'] },
        5: { speech: [nominate(1), nominate(2)], vote: ['1', '2'] },
        6: { speech: [nominate(1), nominate(2)], vote: ['1', '2'] },
        7: { speech: [nominate(1), nominate(2)], vote: ['1', '2'] },
      },
    });
    const { state, events } = await t.play();
    expect(refereeMafia(events)).toEqual([]);
    expect(t.of('vote_result').map((e) => e.eliminated)).toEqual([1, 2]);
    expect(t.of('morning').map((e) => e.dead)).toEqual([4]);
    expect(state.core.winner).toBe('town');
    expect(events.at(-1)).toMatchObject({ type: 'game_over', winner: 'town', reason: 'every mafioso is dead' });
    // Seat 1's last words came before the role was shown; the game ended at seat 2's elimination.
    const day1 = phaseEvents(events as E[], 'day', 1).filter((e) => e.type !== 'answered').map((e) => (e.type === 'speech' ? `${e.type}:${e.context}` : e.type));
    expect(day1.slice(day1.indexOf('died'))).toEqual(['died', 'phase_started', 'speech:last_words', 'role_revealed']);
    expect(t.of('game_over')[0]!.roles).toHaveLength(7);
  });

  it('the mafia win when they are as many as everyone else', async () => {
    // Day 1: seat 4 is eliminated. Night 1: seat 5 is killed. Day 2: seat 6 is eliminated: 2 mafia, 2 others.
    const town = { speech: [nominate(4), nominate(6)], vote: ['4', '6'] };
    const t = mafiaTable({
      roles: SEVEN,
      answers: {
        1: { ...structuredClone(town), mafia_chat: [chat('skip'), chat('skip'), chat(5), chat(5)] },
        2: { ...structuredClone(town), mafia_chat: [chat(3), chat(3), chat(5), chat(5)] },
        3: structuredClone(town),
        4: { speech: [nominate(5)], vote: ['5'] },
        5: { speech: [nominate(4)], vote: ['4'] },
        6: { speech: [nominate(4), nominate(7)], vote: ['4', '7'] },
        7: structuredClone(town),
      },
    });
    const { state, events } = await t.play();
    expect(refereeMafia(events)).toEqual([]);
    expect(t.of('vote_result').map((e) => e.eliminated)).toEqual([4, 6]);
    expect(state.core.winner).toBe('mafia');
    expect(events.at(-1)).toMatchObject({ type: 'game_over', winner: 'mafia' });
    expect(state.core.seats.filter((s) => s.alive).map((s) => s.seat)).toEqual([1, 2, 3, 7]);
  });

  it('a day where skip wins, or ties the top seat, eliminates nobody and the game goes on', async () => {
    // Day 1: four skips against three votes. Day 2 (nobody killed): three for seat 4, three skips, one for seat 5.
    const answers: Record<number, Record<string, string[]>> = {};
    for (let seat = 1; seat <= 7; seat++) {
      answers[seat] = { speech: [nominate(seat === 4 ? 5 : 4), nominate(seat === 4 ? 5 : 4)] };
      if (seat <= 2) answers[seat]!.mafia_chat = Array(4).fill(chat('skip'));
    }
    const votes = { 1: ['4', '4'], 2: ['4', '4'], 3: ['4', '4'], 4: ['skip', 'skip'], 5: ['skip', 'skip'], 6: ['skip', 'skip'], 7: ['skip', '5'] };
    for (const [seat, v] of Object.entries(votes)) answers[Number(seat)]!.vote = v;
    const t = mafiaTable({ roles: SEVEN, answers });
    const { events } = await t.play();
    expect(refereeMafia(events)).toEqual([]);
    const [day1, day2] = t.of('vote_result');
    expect(day1).toMatchObject({ tally: [{ seat: 4, votes: 3 }], skip: 4, eliminated: null });
    expect(day2).toMatchObject({ tally: [{ seat: 4, votes: 3 }, { seat: 5, votes: 1 }], skip: 3, eliminated: null });
    for (const d of [1, 2]) expect(phaseEvents(events as E[], 'day', d).filter((e) => e.type === 'died' || e.type === 'speech' && e.context === 'last_words')).toEqual([]);
    expect(phaseEvents(events as E[], 'night', 2).length).toBeGreaterThan(0);
  });
});
