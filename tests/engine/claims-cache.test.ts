// The claim patterns are compiled for a table's names and cached; every game seats other names, so the
// cache must stay bounded however many games a process plays (a sim of 15,000 games ran out of memory),
// and tables drawn from one pool of names share one set of patterns (12,000 games compiled 12,000 sets,
// and the discarded machine code took the sim to 700 MB), reading every speech as the table's own would.
import { describe, expect, it } from 'vitest';
import { CLAIM_CACHE_TABLES, CLAIM_SHARED_NAMES, cachedTables, compiledSets, scanClaims, type ClaimWords } from '../../src/engine/claims.js';
import { Rng } from '../../src/engine/rng.js';
import { CLAIM_WORDS } from '../../src/rules/werewolf/roles.js';

const words: ClaimWords = { roles: { seer: ['seer'] }, results: { wolf: ['wolf', 'werewolf'] } };
const table = (game: number) => [1, 2, 3, 4, 5, 6].map((seat) => ({ seat, name: `P${game}x${seat}` }));

describe('claim pattern cache', () => {
  it('keeps at most a bounded number of tables, over thousands of different tables', () => {
    for (let g = 0; g < 3 * CLAIM_CACHE_TABLES + 17; g++) {
      const seats = table(g);
      expect(scanClaims(`I am the seer and I checked ${seats[2]!.name}, a wolf`, seats, words)).toEqual([
        { kind: 'role', role: 'seer' },
        { kind: 'check', target: 3, result: 'wolf' },
      ]);
    }
    expect(cachedTables(words)).toBe(CLAIM_CACHE_TABLES);
  });

  it('claims read the same while tables come and go (an evicted table is compiled again)', () => {
    const mine = table(-1);
    scanClaims('I suspect 2', mine, words);
    for (let g = 0; g < 2 * CLAIM_CACHE_TABLES; g++) {
      scanClaims('I suspect 2', table(10_000 + g), words);
      if (g % 8 === 0) expect(scanClaims(`I suspect ${mine[1]!.name}`, mine, words)).toEqual([{ kind: 'suspect', target: 2 }]);
    }
    expect(cachedTables(words)).toBeLessThanOrEqual(CLAIM_CACHE_TABLES);
  });
});

/** The personas' names, and a few that are a prefix of another or start an ordinary word. */
const POOL = ['Ada', 'Bruno', 'Elsie', 'Greta', 'Hugo', 'Iris', 'Jonah', 'Katya', 'Luca', 'Mira', 'Nell', 'Oskar', 'Priya', 'Tomas', 'Vera', 'Wren', 'Ann', 'Anna', 'You'];

/** Nine seats, their names drawn from the pool. */
function drawTable(rng: Rng): { seat: number; name: string }[] {
  const names = [...POOL];
  return Array.from({ length: 9 }, (_, i) => ({ seat: i + 1, name: names.splice(rng.int(names.length), 1)[0]! }));
}

/** Speeches naming seated names (A, B), a name of the pool not seated (U), numbers, and words a name starts. */
const SPEECHES = [
  'I am the seer. I checked {A}, werewolf.',
  'Seer here: my check on {A} came back good, and {B} is lying.',
  'I checked {U} and {A} is a wolf',
  '{A}, why did you vote {B}?',
  'why are you pushing me, {A}?',
  '{U}, why did you vote Seat 3?',
  'I suspect {A}. I trust {U}. Vote {B}!',
  'I will vote {U} and then {A} looks suspicious',
  'I poisoned {A} last night; {U} was saved',
  'I saved {U}. I protected {A}.',
  'My check: {A} is good. Several of the veranda crowd, {B} included, seem fishy.',
  '{A} (Seat 4) is the fake, {U} is not',
  'Anna and Ann both voted; I think {A} is a werewolf',
  'I will vote 6, you put me up with no reason, {A}',
  '{A} put me up with no reason',
  'Everyone vote {U}. Everyone vote {A}.',
  'I checked {A} and a fake seer is a wolf, {B}',
];

/** A speech whose only names are the seated ones it is given (no {U}, no name of the pool in its own words). */
const namesNoOneAway = (template: string): boolean =>
  !template.includes('{U}') && !POOL.some((n) => new RegExp(`\\b${n}\\b`, 'i').test(template.replace(/\{[A-Z]\}/g, '')));

describe('tables from one pool of names', () => {
  it('share one set of patterns: 2,000 tables of 9 of 19 names compile one set per name learnt at the most', () => {
    const words: ClaimWords = { ...CLAIM_WORDS };
    const rng = new Rng(7);
    for (let g = 0; g < 2000; g++) {
      const seats = drawTable(rng);
      expect(scanClaims(`I suspect ${seats[4]!.name}`, seats, words)).toEqual([{ kind: 'suspect', target: 5 }]);
    }
    expect(compiledSets(words)).toBeLessThanOrEqual(POOL.length);
  });

  it('read every speech as the table\'s own patterns do, with names not seated, prefixes and look-alike words', () => {
    const pooled: ClaimWords = { ...CLAIM_WORDS };
    // Speeches that name no one away: read with the shared set alone.
    const shared: ClaimWords = { ...CLAIM_WORDS };
    const rng = new Rng(11);
    let compared = 0;
    for (let g = 0; g < 300; g++) {
      const seats = drawTable(rng);
      const seated = new Set(seats.map((s) => s.name));
      const away = POOL.filter((n) => !seated.has(n));
      const [a, b] = [seats[rng.int(9)]!.name, seats[rng.int(9)]!.name];
      const u = away[rng.int(away.length)]!;
      for (const template of SPEECHES) {
        const speech = template.replaceAll('{A}', a).replaceAll('{B}', b).replaceAll('{U}', u);
        const speaker = 1 + rng.int(9);
        // A vocabulary of its own knows this table's names alone: the table's own patterns.
        const own = scanClaims(speech, seats, { ...CLAIM_WORDS }, speaker);
        expect(scanClaims(speech, seats, pooled, speaker), speech).toEqual(own);
        if (namesNoOneAway(template)) expect(scanClaims(speech, seats, shared, speaker), speech).toEqual(own);
        compared++;
      }
    }
    expect(compared).toBe(300 * SPEECHES.length);
    expect(compiledSets(shared)).toBeLessThanOrEqual(POOL.length);
  });

  it('a pool larger than the shared set holds falls back to each table\'s own patterns', () => {
    const words: ClaimWords = { ...CLAIM_WORDS };
    const many = Array.from({ length: CLAIM_SHARED_NAMES + 9 }, (_, i) => ({ seat: (i % 9) + 1, name: `Name${i}` }));
    for (let g = 0; g * 9 < many.length - 9; g++) {
      const seats = many.slice(g * 9, g * 9 + 9).map((s, i) => ({ ...s, seat: i + 1 }));
      expect(scanClaims(`I suspect ${seats[2]!.name}. Vote ${seats[3]!.name}.`, seats, words)).toEqual([
        { kind: 'suspect', target: 3 },
        { kind: 'vote', target: 4 },
      ]);
    }
  });
});

describe('texts read again', () => {
  it('read as the first time at every table and by every speaker, and hand out claims nobody else holds', () => {
    const a = [1, 2, 3].map((seat) => ({ seat, name: ['Ada', 'Bruno', 'Nell'][seat - 1]! }));
    const b = [1, 2, 3].map((seat) => ({ seat, name: ['Nell', 'Ada', 'Bruno'][seat - 1]! }));
    const kept: ClaimWords = { ...words };
    // Each read against a vocabulary of its own, which has read nothing before.
    const fresh = (text: string, seats: typeof a, speaker: number) => scanClaims(text, seats, { ...words }, speaker);
    const text = 'I am the seer. Nell, why did you vote Ada?';
    const asked = scanClaims(text, a, kept, 1);
    expect(asked).toEqual(fresh(text, a, 1));
    expect(asked).toContainEqual(expect.objectContaining({ kind: 'ask', target: 3 }));
    // The same words at another table name other seats; said by the seat the question is about, they ask about no one.
    expect(scanClaims(text, b, kept, 2)).toEqual(fresh(text, b, 2));
    expect(scanClaims(text, b, kept, 2)).toContainEqual(expect.objectContaining({ kind: 'ask', target: 1 }));
    expect(scanClaims(text, a, kept, 3)).toEqual(fresh(text, a, 3));
    expect(scanClaims(text, a, kept, 3)).toContainEqual(expect.objectContaining({ kind: 'ask', subject: 1 }));
    expect(asked).not.toContainEqual(expect.objectContaining({ subject: 1 }));
    // A text naming no seat (an unwatched game's placeholder) reads alike everywhere.
    const plain = 'I am the seer, nobody watches this.';
    expect(scanClaims(plain, a, kept, 1)).toEqual([{ kind: 'role', role: 'seer' }]);
    const again = scanClaims(plain, b, kept, 2);
    expect(again).toEqual([{ kind: 'role', role: 'seer' }]);
    (again[0] as { role: string }).role = 'changed';
    expect(scanClaims(plain, a, kept, 3)).toEqual([{ kind: 'role', role: 'seer' }]);
  });
});
