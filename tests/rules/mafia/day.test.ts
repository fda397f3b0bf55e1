// Day handlers: the morning report, speeches with nominations, defence, the sealed vote, last words.
import { describe, expect, it } from 'vitest';
import { Speech } from '../../../src/engine/core-events.js';
import { NOBODY, PUBLIC } from '../../../src/engine/events.js';
import {
  defense,
  DEFENSE_DEFAULT,
  discussion,
  LAST_WORDS_DEFAULT,
  lastWords,
  morning,
  SPEECH_DEFAULT,
  tallyVotes,
  voteResult,
  voteSpec,
} from '../../../src/rules/mafia/day.js';
import { sealed } from '../../../src/engine/flow.js';
import { NightResolved } from '../../../src/rules/mafia/events.js';
import { mafiaTable, type MafiaTable } from '../../helpers/mafia-table.js';

const SEVEN = ['mafia', 'mafia', 'detective', 'villager', 'villager', 'villager', 'villager'];
const EIGHT = ['mafia', 'mafia', 'detective', 'doctor', 'villager', 'villager', 'villager', 'villager'];

const speech = (text: string, nomination?: number | string) => JSON.stringify({ speech: text, ...(nomination !== undefined ? { nomination } : {}) });

describe('discussion speeches with nominations', () => {
  it('records the speech with its nomination on the core speech event', async () => {
    const t = mafiaTable({ roles: SEVEN, random: false, answers: { 4: { speech: [speech('Seat five dodged every question.', 5)] }, 6: { speech: ['Greta is hiding something, I nominate 4.'] } } });
    t.open();
    t.day(1);
    await t.run(discussion, [4]);
    await t.run(discussion, [6]);
    expect(t.of('speech').map((e) => [e.seat, e.context, e.nomination, e.vis])).toEqual([
      [4, 'discussion', 5, PUBLIC],
      [6, 'discussion', 4, PUBLIC],
    ]);
    expect(t.state.rules.nominees).toEqual([4, 5]);
  });

  it('refuses a speech of 9 characters and accepts one of 10', async () => {
    const t = mafiaTable({ roles: SEVEN, random: false, answers: { 4: { speech: [speech('too short', 5), speech('ten chars!', 5)] } } });
    t.open();
    t.day(1);
    await t.run(discussion, [4]);
    expect(t.hints(4)).toEqual(['The speech must be at least 10 characters (got 9).']);
    expect(t.of('speech')[0]).toMatchObject({ text: 'ten chars!', nomination: 5 });
  });

  it('refuses a nomination of oneself, of the dead, of nobody, and a skip', async () => {
    const t = mafiaTable({
      roles: SEVEN,
      random: false,
      humans: [4],
      answers: {
        4: {
          speech: [
            speech('I nominate myself to prove a point.', 4),
            speech('Jonah was the quiet one, I nominate him.', 7),
            speech('I honestly have no idea who it is.'),
            speech('Skipping the nomination today, folks.', 'skip'),
            speech('Fine, I nominate Elsie for the vote.', 'Elsie'),
          ],
        },
      },
    });
    t.open();
    t.kill(7);
    t.day(1);
    await t.run(discussion, [4]);
    const legal = 'Legal: 1, 2, 3, 5, 6.';
    expect(t.hints(4)).toEqual([
      `You cannot nominate yourself. A speech must nominate a living player other than yourself (write "I nominate <seat>"). ${legal}`,
      `Seat 7 is dead. A speech must nominate a living player other than yourself (write "I nominate <seat>"). ${legal}`,
      `Your speech nominates nobody. A speech must nominate a living player other than yourself (write "I nominate <seat>"). ${legal}`,
      `A speech must nominate someone; you cannot skip the nomination. A speech must nominate a living player other than yourself (write "I nominate <seat>"). ${legal}`,
    ]);
    expect(t.of('speech')[0]).toMatchObject({ seat: 4, nomination: 3 });
  });

  it('after three bad answers uses a generic line and a random valid nomination', async () => {
    const t = mafiaTable({ roles: SEVEN, random: false, answers: { 4: { speech: ['short', speech('I nominate myself, really.', 4), speech('too short', 5)] } } });
    t.open();
    t.kill(6);
    t.day(1);
    await t.run(discussion, [4]);
    const e = t.of('speech')[0]!;
    expect(e.text).toBe(SPEECH_DEFAULT);
    expect([1, 2, 3, 5, 7]).toContain(e.nomination);
    expect(t.of('defaulted')).toEqual([expect.objectContaining({ seat: 4, decision: 'speech' })]);
  });
});

describe('discussion speeches without nominations (mafia-classic)', () => {
  it('need at least 10 characters and carry no nomination', async () => {
    const t = mafiaTable({ preset: 'mafia-classic', roles: EIGHT, random: false, answers: { 5: { speech: ['hmm', 'I suspect Seat 2, the way he votes is odd.'] } } });
    t.open();
    t.day(1);
    await t.run(discussion, [5]);
    expect(t.hints(5)).toEqual(['The speech must be at least 10 characters (got 3).']);
    const e = t.of('speech')[0]!;
    expect(e.nomination).toBeUndefined();
    expect(e.claims).toEqual([{ kind: 'suspect', target: 2 }]);
    expect(t.players[4]!.asked[0]!.user).not.toContain('nominate');
  });
});

describe('defence and last words', () => {
  it('take anything, even nothing', async () => {
    const t = mafiaTable({ roles: SEVEN, random: false, answers: { 5: { defense: [''] }, 6: { last_words: [speech('Trust Greta.')] } } });
    t.open();
    t.day(1);
    await t.run(defense, [5]);
    await t.run(lastWords, [6]);
    expect(t.of('speech').map((e) => [e.seat, e.context, e.text])).toEqual([
      [5, 'defense', ''],
      [6, 'last_words', 'Trust Greta.'],
    ]);
  });

  it('default to "I am not Mafia. Please reconsider." and "Good luck to the remaining players."', async () => {
    const bad = JSON.stringify({ vote: 3 });
    const t = mafiaTable({ roles: SEVEN, random: false, answers: { 5: { defense: [bad, bad, bad] }, 6: { last_words: [bad, bad, bad] } } });
    t.open();
    t.day(1);
    await t.run(defense, [5]);
    await t.run(lastWords, [6]);
    expect(t.hints(5)).toEqual(Array(3).fill('The JSON answer has no "speech" text.'));
    expect(t.of('speech').map((e) => e.text)).toEqual([DEFENSE_DEFAULT, LAST_WORDS_DEFAULT]);
    expect(DEFENSE_DEFAULT).toBe('I am not Mafia. Please reconsider.');
    expect(LAST_WORDS_DEFAULT).toBe('Good luck to the remaining players.');
  });
});

function nominate(t: MafiaTable, ...pairs: [number, number][]) {
  t.append(pairs.map(([seat, nomination]) => Speech.make({ seat, text: 'I nominate someone.', context: 'discussion', claims: [], nomination }, PUBLIC)));
}

describe('the vote with nominations', () => {
  it('is a nominee or skip; everything else is refused with the reason', async () => {
    const t = mafiaTable({
      roles: SEVEN,
      random: false,
      humans: [1],
      answers: { 1: { vote: ['6', '7', 'abstain please', '5'] }, 2: { vote: ['skip'] }, 3: { vote: ['4'] }, 4: { vote: ['5'] }, 5: { vote: ['Hugo'] }, 6: { vote: ['{"target": 5}'] } },
    });
    t.open();
    t.kill(7);
    t.day(1);
    nominate(t, [1, 4], [2, 5], [3, 5]);
    await t.step(sealed('vote', () => [1, 2, 3, 4, 5, 6], voteSpec, voteResult));
    expect(t.hints(1)).toEqual([
      'Seat 6 was not nominated today. Legal: 4 (Greta), 5 (Hugo), or "skip".',
      'Seat 7 is dead. Legal: 4 (Greta), 5 (Hugo), or "skip".',
      expect.stringMatching(/^Could not read "abstain please" as a seat\./),
    ]);
    // The ballots are appended together, then the result, then the death.
    const types = t.game.events.slice(-8).map((e) => e.type);
    expect(types).toEqual(['vote', 'vote', 'vote', 'vote', 'vote', 'vote', 'vote_result', 'died']);
    expect(t.of('vote').map((e) => [e.seat, e.target])).toEqual([
      [1, 5],
      [2, null],
      [3, 4],
      [4, 5],
      [5, 5],
      [6, 5],
    ]);
    expect(t.of('vote_result')[0]).toMatchObject({ tally: [{ seat: 4, votes: 1 }, { seat: 5, votes: 4 }], skip: 1, eliminated: 5 });
    expect(t.of('died').at(-1)).toMatchObject({ seats: [5], reason: 'eliminated' });
  });

  it('defaults to skip after three bad answers', async () => {
    const t = mafiaTable({ roles: SEVEN, random: false, answers: { 3: { vote: ['6', '6', '6'] } } });
    t.open();
    t.day(1);
    nominate(t, [1, 4]);
    await t.step(sealed('vote', () => [3], voteSpec, voteResult));
    expect(t.of('vote')[0]).toMatchObject({ seat: 3, target: null });
    expect(t.of('defaulted')[0]).toMatchObject({ seat: 3, decision: 'vote', value: 'skip' });
  });
});

describe('the vote without nominations (mafia-classic)', () => {
  it('is any living player but oneself, or abstain; defaults to abstain', async () => {
    const t = mafiaTable({
      preset: 'mafia-classic',
      roles: EIGHT,
      random: false,
      answers: { 5: { vote: ['5', '8'] }, 6: { vote: ['abstain'] }, 7: { vote: ['7', '7', '7'] } },
    });
    t.open();
    t.day(1);
    await t.step(sealed('vote', () => [5, 6, 7], voteSpec, voteResult));
    expect(t.hints(5)).toEqual([expect.stringMatching(/^You cannot vote for yourself\. Legal: 1 \(Ada\), 2 \(Bruno\), 3 \(Elsie\), 4 \(Greta\), 6 \(Iris\), 7 \(Jonah\), 8 \(Katya\), or "abstain"\.$/)]);
    expect(t.of('vote').map((e) => [e.seat, e.target])).toEqual([
      [5, 8],
      [6, null],
      [7, null],
    ]);
    expect(t.of('defaulted')[0]).toMatchObject({ seat: 7, value: 'abstain' });
    // One vote against two abstentions: nobody is eliminated.
    expect(t.of('vote_result')[0]).toMatchObject({ skip: 2, eliminated: null });
  });
});

describe('the tally', () => {
  it('eliminates only a seat strictly ahead of every other option, skip included', () => {
    expect(tallyVotes([4, 4, 4, 5, null]).eliminated).toBe(4);
    expect(tallyVotes([4, 4, 5, 5, null]).eliminated).toBeNull(); // a tie
    expect(tallyVotes([4, 4, null, null, 5]).eliminated).toBeNull(); // tied with skip
    expect(tallyVotes([4, null, null, 5, 6]).eliminated).toBeNull(); // skip ahead
    expect(tallyVotes([null, null]).eliminated).toBeNull();
    expect(tallyVotes([])).toEqual({ tally: [], skip: 0, eliminated: null });
    expect(tallyVotes([6, 4, 6])).toEqual({ tally: [{ seat: 4, votes: 1 }, { seat: 6, votes: 2 }], skip: 0, eliminated: 6 });
  });
});

describe('the morning report', () => {
  it('shows the role when revealOnDeath, and not otherwise', async () => {
    for (const revealOnDeath of [true, false]) {
      const t = mafiaTable({ roles: SEVEN, random: false, options: { revealOnDeath } });
      t.open();
      t.night(1);
      t.append([NightResolved.make({ target: 3, protected: null, death: 3 }, NOBODY)]);
      t.day(2);
      t.append(morning(t.game.context()));
      expect(t.of('morning')[0]).toMatchObject({ dead: 3 });
      expect(t.of('role_revealed')).toHaveLength(revealOnDeath ? 1 : 0);
      expect(t.game.view(5).seats[2]!.role).toBe(revealOnDeath ? 'detective' : undefined);
    }
  });
});
