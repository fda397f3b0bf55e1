// The count of the evil seats left is said in full once a day: a later seat names who counted ("Nell did the count, and it
// comes out the same for me: Mira"). An earlier day's count (Oskar's, day 3) hid today's from the check, and Wren said
// Nell's count again in full ("Count the seats: Oskar turned out to be the sheriff earlier today and had cleared Nell, and
// I know I'm not mafia. That leaves Mira…", talk bench, mafia-classic, seed 1207401, game 61, day 4).
import { describe, expect, it } from 'vitest';
import { COUNT_LEFT, COUNT_LEFT_ONE } from '../../src/players/scripted/speech/lines.js';
import { fixtureLog, saysAt } from './from-log.js';

/** The fixed words of each way of saying what a count leaves. */
const LEFT = [...COUNT_LEFT_ONE, ...COUNT_LEFT].map((l) => l.split(/\{[a-z]+\}/).map((x) => x.replace(/^[\s,.:;]+|[\s,.:;]+$/g, '')).reduce((a, b) => (b.length > a.length ? b : a), '').toLowerCase());

describe('the count, said by a second seat of the day', () => {
  const log = fixtureLog('count-again.jsonl');

  it('the game counted on an earlier day too, and today before this seat', () => {
    const counted = log.filter((e) => e.type === 'speech' && e.vis === 'public' && LEFT.some((w) => String(e.text).toLowerCase().includes(w)));
    expect(counted.map((e) => [e.day, e.seat])).toEqual([
      [3, 8],
      [4, 1],
    ]);
  });

  it.each([1, 2, 3])('names who counted today, and does not say the count again (seed %i)', async (seed) => {
    const said = await saysAt(log, 2, 204, 'speech', seed);
    expect(LEFT.some((w) => said.toLowerCase().includes(w)), said).toBe(false);
    expect(said).toMatch(/Nell/);
  });
});
