import { describe, expect, it } from 'vitest';
import { partOf, when } from '../../src/players/scripted/speech/dates.js';
import { citeForms } from '../../src/players/scripted/speech/cite.js';
import { gameWords } from '../../src/players/scripted/speech/words.js';

describe('dates of cited facts', () => {
  it('read from a day: earlier today, yesterday (day before only), last night, on day N, on night N', () => {
    const now = { day: 3, phase: 'day' as const };
    expect(when(3, 'day', now)).toBe('earlier today');
    expect(when(2, 'day', now)).toBe('yesterday');
    expect(when(1, 'day', now)).toBe('on day 1');
    expect(when(3, 'night', now)).toBe('last night');
    expect(when(2, 'night', now)).toBe('on night 2');
  });

  it('read from a night: the day just ended is today, the one before it yesterday', () => {
    const now = { day: 3, phase: 'night' as const };
    expect(when(2, 'day', now)).toBe('today');
    expect(when(1, 'day', now)).toBe('yesterday');
    expect(when(3, 'night', now)).toBe('tonight');
    expect(when(2, 'night', now)).toBe('last night');
    expect(when(0, 'night', { day: 2, phase: 'day' })).toBe('on night zero');
  });

  it('in Mafia, whose night N comes before day N + 1: the night before today is last night, by its own number', () => {
    // A night fact carries the morning after it (a death on day 3 is night 2's), as in werewolf.
    expect(when(3, 'night', { day: 3, phase: 'day' }, 1)).toBe('last night');
    expect(when(2, 'night', { day: 3, phase: 'day' }, 1)).toBe('on night 1');
    expect(when(1, 'night', { day: 3, phase: 'day' }, 1)).toBe('on night zero');
    // At Mafia's night 2 (after day 2): day 2 is today, night 1 last night.
    expect(when(2, 'day', { day: 2, phase: 'night' }, 1)).toBe('today');
    expect(when(2, 'night', { day: 2, phase: 'night' }, 1)).toBe('last night');
    expect(when(3, 'night', { day: 2, phase: 'night' }, 1)).toBe('tonight');
  });

  it('put deaths by cause in the night or the day, and checks and quiet nights in the night', () => {
    const base = { n: 1, day: 2, seat: 3 };
    expect(partOf({ kind: 'death', ...base, cause: 'night' })).toBe('night');
    expect(partOf({ kind: 'death', ...base, cause: 'banished' })).toBe('day');
    expect(partOf({ kind: 'death', ...base, cause: 'shot' })).toBe('day');
    expect(partOf({ kind: 'peaceful_night', n: 1, day: 2 })).toBe('night');
    expect(partOf({ kind: 'my_result', n: 1, day: 2, target: 4, bad: false })).toBe('night');
    expect(partOf({ kind: 'vote', n: 1, day: 2, voter: 1, target: 2, ballot: 'banish' })).toBe('day');
  });
});

describe('a ballot cited the day it was cast', () => {
  const ctx = { me: 1, day: 3, phase: 'day' as const, label: (s: number) => `Seat ${s}`, words: gameWords('werewolf') };
  it('the day\'s vote was cast just now, never "earlier today" (blind reader: "because Jonah voted me earlier today", in last words)', () => {
    const forms = citeForms({ kind: 'vote', n: 9, day: 3, voter: 8, target: 1, ballot: 'banish' }, ctx);
    expect(forms.some((f) => f.includes('just now'))).toBe(true);
    expect(forms.filter((f) => /earlier today|\btoday\b/.test(f))).toEqual([]);
  });
  it('a sheriff ballot, cast before the day\'s talk, is still earlier today', () => {
    const forms = citeForms({ kind: 'vote', n: 9, day: 3, voter: 8, target: 1, ballot: 'sheriff' }, ctx);
    expect(forms.some((f) => f.includes('earlier today'))).toBe(true);
  });
});
