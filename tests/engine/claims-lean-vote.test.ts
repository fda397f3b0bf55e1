// A person's lean and vote, said in a clause of their own: a negation in an earlier clause does not deny them ("Nell claims
// hunter and nobody has countered it; I lean Tomas…" was read as no lean at all, a seer game at 80x24, seed 1218601), and a
// vote said with a pronoun is on the one seat its sentence names ("I lean Tomas and will vote him"), never a guess between two.
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { scanWerewolfClaims } from '../../src/rules/werewolf/claims.js';

const NAMES = ['Nell', 'Mira', 'Greta', 'Bruno', 'Luca', 'Katya', 'Sam', 'Tomas', 'Vera'];
const seats = NAMES.map((name, i) => ({ seat: i + 1, name }));
const scan = (text: string) => scanWerewolfClaims(text, seats, 7);
const of = (claims: Claim[], kind: string) => claims.filter((c) => c.kind === kind).map((c) => (c as { target: number }).target);

describe("a person's lean and vote", () => {
  it('is read in its own clause, whatever a clause before it denies', () => {
    const c = scan('Nell claims hunter and nobody has countered it; I lean Tomas and will vote him, unless he gives me something better.');
    expect(of(c, 'suspect')).toEqual([8]);
    expect(of(c, 'vote')).toEqual([8]);
    expect(of(scan('Nobody has said a word against Mira, but I lean Tomas.'), 'suspect')).toEqual([8]);
  });

  // A witch at 80x24 answered "Luca, you asked for my pick: Mira, who backed Bruno for sheriff without a word why" and was told
  // she had named nobody (werewolf, seed 1270401).
  it('is read from "my pick: X" and "my pick today is X", never from a pick for the badge', () => {
    expect(of(scan('Luca, you asked for my pick: Mira, who backed Bruno for sheriff without a word why.'), 'suspect')).toEqual([2]);
    expect(of(scan('My pick today is Tomas.'), 'suspect')).toEqual([8]);
    expect(of(scan('My lean: Greta.'), 'suspect')).toEqual([3]);
    expect(of(scan('My pick is Mira for sheriff.'), 'suspect')).toEqual([]);
    expect(of(scan('My pick for sheriff is Mira.'), 'suspect')).toEqual([]);
  });

  it('is still denied by a negation in its own clause', () => {
    expect(of(scan("I don't lean Tomas."), 'suspect')).toEqual([]);
    expect(of(scan('I will not vote Tomas.'), 'vote')).toEqual([]);
    expect(of(scan("I lean Tomas, and I won't vote him yet."), 'vote')).toEqual([]);
  });

  it('says a pronoun vote only where one other seat is named in its sentence', () => {
    expect(of(scan('I lean Tomas and will vote for him.'), 'vote')).toEqual([8]);
    expect(of(scan('Tomas accused Vera, and I will vote her.'), 'vote')).toEqual([]);
    expect(of(scan('I will vote him.'), 'vote')).toEqual([]);
  });
});
