// A person who claims a checking role reports its results in plain words: "I am the seer and Hugo in seat
// 11 is good" is a seer claim and a check of seat 11, not a seer claim alone. Every form a player types
// ("Hugo is good", "Hugo (seat 11) is a villager", "checked 11: not a wolf", "11 is innocent", "Bruno isn't
// a wolf"), and the odd or bad ones that report nothing (a question, a condition, an opinion, a retelling,
// no checking role claimed, a seat that is not at the table).
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { scanMafiaClaims } from '../../src/rules/mafia/claims.js';
import { scanWerewolfClaims } from '../../src/rules/werewolf/claims.js';

const NAMES = ['Mira', 'Vera', 'Katya', 'Elsie', 'Luca', 'Bruno', 'Tomas', 'Ada', 'Iris', 'Nell', 'Hugo', 'Priya'];
const seats = NAMES.map((name, i) => ({ seat: i + 1, name }));
const checks = (claims: Claim[]) => claims.filter((c) => c.kind === 'check');
const wolf = (text: string) => scanWerewolfClaims(text, seats, 3);
const mafia = (text: string) => scanMafiaClaims(text, seats, 3);
const check = (target: number, result: string): Claim => ({ kind: 'check', target, result });

describe("a checking role's results in plain words", () => {
  it.each([
    ['I am the seer and Hugo in seat 11 is good', [check(11, 'good')]],
    ['I am the seer. Hugo is good.', [check(11, 'good')]],
    ['i am the seer: hugo (seat 11) is a villager', [check(11, 'good')]],
    ["I'm the seer. checked 11: not a wolf", [check(11, 'good')]],
    ['I am the seer. 11 is innocent.', [check(11, 'good')]],
    ["I am the seer. Bruno isn't a wolf.", [check(6, 'good')]],
    ['Seer here. Seat 6 is a werewolf and Hugo is clean.', [check(6, 'werewolf'), check(11, 'good')]],
    ["I'm the seer, Bruno's a wolf", [check(6, 'werewolf')]],
    ['I AM THE SEER.   HUGO:   GOOD.  Bruno - wolf!!', [check(11, 'good'), check(6, 'werewolf')]],
  ])('werewolf: %s', (text, expected) => {
    const claims = wolf(text);
    expect(claims).toContainEqual({ kind: 'role', role: 'seer' });
    expect(checks(claims)).toEqual(expected);
  });

  it.each([
    ['I am the detective and Hugo is town', [check(11, 'not_mafia')]],
    ['I am the cop. 11 is innocent, 6 is guilty.', [check(11, 'not_mafia'), check(6, 'mafia')]],
    ["I am the detective. Hugo isn't mafia.", [check(11, 'not_mafia')]],
    ['I am the detective. Hugo is a villager.', [check(11, 'not_mafia')]],
  ])('mafia: %s', (text, expected) => {
    const claims = mafia(text);
    expect(claims).toContainEqual({ kind: 'role', role: 'detective' });
    expect(checks(claims)).toEqual(expected);
  });

  it.each([
    // A question, a condition, an opinion, a retelling, a deed: no result of the speaker's.
    'I am the seer. Is Bruno evil?',
    'I am the seer. If Bruno is a wolf we lose.',
    'I am the seer. I think Bruno is a wolf.',
    'I am the seer. Mira said Bruno is evil.',
    'I am the seer. Bruno owned up to being a werewolf.',
    // A conclusion drawn, not a check: a seer answering a rival claimant ("so Jonah is a wolf").
    "I am the seer. Bruno's call is invented, so Bruno is a wolf.",
    'I am the seer, and Bruno lied about me, which means Bruno is a werewolf.',
    'I am the seer. Two of us cannot both be right; therefore Bruno is a wolf.',
    // Nor a seat the speech calls a liar about its claim, said evil plainly: the counter-claim's inference ("Vera is lying: I am
    // the seer. … Vera is a werewolf and I vote Vera", from the real seer at 80x24, werewolf-9, seed 1206905).
    'Bruno is lying: I am the seer. Bruno is a werewolf and I vote Bruno.',
    "I am the seer and Bruno is the fake. Bruno's a wolf.",
    "Bruno's claim is false. I'm the seer; Bruno is a werewolf.",
    // No checking role claimed, or it denied: "Hugo is good" is an opinion.
    'I am a villager and Hugo is good',
    'I am not the seer but Hugo is good',
    'Hugo is good',
    // A seat not at the table, a number that counts nights, nothing at all.
    'I am the seer. Seat 14 is a wolf. Zed is good.',
    'I am the seer. Night 2 is good for us.',
    'I am the seer.',
    '',
    '??? ... !!!',
  ])('reports no check: %s', (text) => {
    expect(checks(wolf(text))).toEqual([]);
  });

  it('reads a check on a seat called a liar when the speech says it checked it, and a plain result on any other seat', () => {
    expect(checks(wolf('Bruno is lying: I am the seer. I checked Bruno last night: a werewolf.'))).toEqual([check(6, 'werewolf')]);
    expect(checks(wolf('Bruno is lying: I am the seer. Hugo is good, and Bruno is a wolf.'))).toEqual([check(11, 'good')]);
  });

  it('still reads the first-person forms without a role claim', () => {
    expect(checks(wolf('checked 11: not a wolf'))).toEqual([check(11, 'good')]);
    expect(checks(wolf("My check on Bruno: he isn't a wolf"))).toEqual([check(6, 'good')]);
    expect(checks(mafia('my investigation on Bruno came back guilty'))).toEqual([check(6, 'mafia')]);
  });
});
