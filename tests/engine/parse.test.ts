import { describe, expect, it } from 'vitest';
import { extractJson, parseChoice, parsePick, parseYesNo, nominationIn } from '../../src/engine/parse.js';
import { scanClaims } from '../../src/engine/claims.js';
import { CLAIM_WORDS } from '../../src/rules/werewolf/roles.js';

const seats = [
  { seat: 1, name: 'Ada' },
  { seat: 2, name: 'Bruno' },
  { seat: 3, name: 'Mira' },
];

describe('parsePick (RULES.md §3)', () => {
  it.each([
    ['3', 3],
    ['#3', 3],
    ['seat 3', 3],
    ['Seat 3 (Mira)', 3],
    ['Mira', 3],
    ['  mira. ', 3],
    ['vote 2', 2],
    ['Bruno (2)', 2],
    ['I vote for Mira', 3],
    ['check 1', 1],
  ])('reads %j as seat %i', (raw, seat) => {
    expect(parsePick(raw, seats)).toEqual({ ok: true, value: { seat } });
  });

  it.each(['skip', 'abstain', 'pass', 'no kill', 'Hold', 'nobody'])('reads %j as nobody', (raw) => {
    const r = parsePick(raw, seats);
    expect(r.ok && 'none' in r.value).toBe(true);
  });

  it.each(['tear up', 'Tear up.', '"tear up"'])('reads the decision\'s own word for nobody, %j', (raw) => {
    expect(parsePick(raw, seats, ['tear up'])).toEqual({ ok: true, value: { none: 'tear up' } });
    expect(parsePick(raw, seats).ok).toBe(false);
  });

  it.each([
    ['7', /no seat 7/],
    ['Seat 3 (Ada)', /Seat 3 is Mira, not "ada"/],
    ['I think maybe 2 or 3', /Could not read/],
    ['', /empty/],
    ['Zed', /Could not read/],
  ])('refuses %j with a hint', (raw, hint) => {
    const r = parsePick(raw, seats);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.hint).toMatch(hint);
      expect(r.hint).toMatch(/1 \(Ada\), 2 \(Bruno\), 3 \(Mira\)/);
    }
  });
});

describe('extractJson', () => {
  it('reads plain, fenced, surrounded, truncated and trailing-comma JSON', () => {
    expect(extractJson('{"target": 3}')).toEqual({ target: 3 });
    expect(extractJson('```json\n{"target": 3}\n```')).toEqual({ target: 3 });
    expect(extractJson('Sure! Here: {"target": 3} hope that helps')).toEqual({ target: 3 });
    expect(extractJson('{"reasoning": "x", "target": 3')).toEqual({ reasoning: 'x', target: 3 });
    expect(extractJson('{"a": [1, 2,], "b": 1,}')).toEqual({ a: [1, 2], b: 1 });
    expect(extractJson('no json here')).toBeUndefined();
    expect(extractJson('[1,2]')).toBeUndefined();
  });
});

describe('yes/no and choices', () => {
  it('reads yes and no leniently and refuses the rest', () => {
    expect(parseYesNo('Yes.')).toEqual({ ok: true, value: true });
    expect(parseYesNo('no')).toEqual({ ok: true, value: false });
    expect(parseYesNo('true')).toEqual({ ok: true, value: true });
    expect(parseYesNo('perhaps').ok).toBe(false);
  });
  it('reads a choice by value or alias', () => {
    const c = { clockwise: ['cw'], 'counter-clockwise': ['ccw'] } as const;
    expect(parseChoice('CCW', c)).toEqual({ ok: true, value: 'counter-clockwise' });
    expect(parseChoice('sideways', c).ok).toBe(false);
  });
});

describe('claims in a plain-text speech', () => {
  const scan = (t: string) => scanClaims(t, seats, CLAIM_WORDS);
  it('finds role claims, checks, suspicion, trust and vote intentions', () => {
    expect(scan('I am the seer')).toEqual([{ kind: 'role', role: 'seer' }]);
    expect(scan("I'm the witch, trust me")).toContainEqual({ kind: 'role', role: 'witch' });
    expect(scan('I checked 2, werewolf.')).toContainEqual({ kind: 'check', target: 2, result: 'werewolf' });
    // Another seat's check told is not the speaker's ("She checked Vera, who the wolves then killed: a wolf knows who is
    // safe to call good", from a person faking the seer, werewolf seed 8903, was read as their own check on Vera).
    for (const told of ['She checked 3, who the wolves then killed: a wolf knows who is safe to call good.', 'Seat 1 checked 3: a wolf.', 'They checked 3 and called it werewolf.'])
      expect(scan(told).filter((c) => c.kind === 'check'), told).toEqual([]);
    expect(scan('Last night I checked Mira: she is good')).toContainEqual({ kind: 'check', target: 3, result: 'good' });
    expect(scan('I suspect 3')).toEqual([{ kind: 'suspect', target: 3 }]);
    expect(scan('I trust Ada')).toEqual([{ kind: 'trust', target: 1 }]);
    expect(scan("I'd vouch for Ada")).toEqual([{ kind: 'trust', target: 1 }]);
    expect(scan('I will vote seat 2')).toEqual([{ kind: 'vote', target: 2 }]);
    expect(scan('I suspect 9')).toEqual([]);
    expect(scan('The weather is nice')).toEqual([]);
  });
  it.each([
    ['I lean Seat 3 for now.', 3],
    ["I'm leaning towards Mira.", 3],
    ['Leaning 2, mostly on a feeling.', 2],
    ['My lean is on Ada.', 1],
    ['My top suspect is seat 2.', 2],
    ['Mira is my main suspect today.', 3],
    ["I don't trust Ada at all.", 1],
    ['If I had to pick, Mira: she asked for a pick and gave none.', 3],
    ["If I had to choose now, I'd go with Ada.", 1],
    ['if I had to vote today, it would be seat 2', 2],
  ])('%j is a suspicion of seat %i', (text, seat) => {
    expect(scan(text)).toEqual([{ kind: 'suspect', target: seat }]);
  });
  it.each(["I'm not leaning Mira.", "No lean on Ada; I don't think Ada is my suspect.", 'If I had to lean', 'The lean of the table', "If I had to pick, I couldn't yet."])('%j is no suspicion', (text) => {
    expect(scan(text).filter((c) => c.kind === 'suspect')).toEqual([]);
  });
});

describe('nominationIn', () => {
  const named = [
    { seat: 2, name: 'Katya' },
    { seat: 4, name: 'Mira' },
    { seat: 5, name: 'Mary Ann' },
  ];
  it.each([
    ['I nominate Seat 4 (Mira).', 4],
    ['Nominating #2 today.', 2],
    ['I nominate mira, she dodged.', 4],
    ['I nominate Mary Ann.', 5],
    ['Mira nominated Katya with nothing behind it, so I nominate Seat 4 (Mira).', 4],
    ['I nominate Seat 2. No wait, I nominate Seat 4.', 4],
    ['Katya nominates Seat 4 every day.', 4],
  ])('%j nominates %i', (text, seat) => {
    expect(nominationIn(text, named)).toBe(seat);
  });
  it.each(['Mira is quiet.', 'I nominate Seat 7.', 'I nominate nobody yet.', 'I nominate Miranda.'])('%j nominates nobody here', (text) => {
    expect(nominationIn(text, named)).toBeUndefined();
  });
});
