// A late counter-claim: a seat hears a rival claim the seer, speaks without disputing it, and claims the seer
// only later. A real seer answers a rival at its next word (0 of 47 such late claimants were real in 600
// self-play games, against 46 of 220 who countered at once), so the late one is read as the liar, said as such
// ("Ada sat through Tomas's claim without a word against it"), and never cited in its favour. Seen in werewolf-9
// seed 5120: Ada, a wolf, said "Luca is not the seer, not to me" on day 1 while Luca and Tomas both claimed the
// seer, claimed it herself on day 2, and the village took her word over Tomas, the real seer, and banished him.
import { describe, expect, it } from 'vitest';
import { WEIGHTS } from '../../src/players/scripted/belief/params.js';
import { Reading } from '../../src/players/scripted/reading.js';
import { citeForms, gameWordsOf } from '../../src/players/scripted/speech/index.js';
import { checkSpeech } from '../../src/bench/talk-citations.js';
import { Position } from './positions.js';

const readingOf = (p: Position) => {
  const m = p.mind();
  return new Reading(m.k!, m.belief, WEIGHTS.normal);
};

/** Seat 1 claims the seer; seat 2 speaks (or not) before claiming it too; a villager at seat 9 reads it. */
function position(spokeBetween: boolean): Position {
  const p = new Position('werewolf-9', 9, 'villager').night([]);
  p.speech(1, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 5, result: 'good' }]);
  if (spokeBetween) p.speech(2, []);
  p.speech(3, []);
  p.speech(2, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 4, result: 'good' }]);
  return p;
}

describe('a late counter-claim', () => {
  // Nell spoke before the seer's claim, passed the last call after it, and claimed the seer the next day: the village took her
  // late claim over the first and lost (werewolf-9 at 80x24, seed 1205971). A pass leaves nothing in the log; the last call does.
  it('is marked when the seat passed a last call after the rival claimed', () => {
    const passed = (speaksAfter: boolean) => {
      const p = new Position('werewolf-9', 9, 'villager').night([]);
      p.speech(2, []);
      p.speech(1, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 5, result: 'good' }]);
      if (speaksAfter) p.speech(3, []);
      p.push('phase_started', { phase: 'day', step: 'last_call', round: 1 });
      p.night([]);
      p.speech(2, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 1, result: 'werewolf' }]);
      return readingOf(p).k.roleClaims.get(2)!.ev.after;
    };
    expect(passed(true)).toBe(1);
    expect(passed(false)).toBe(1);
    // Without a last call between (a claim answered at the next turn it had), it is no late claim.
    const p = new Position('werewolf-9', 9, 'villager').night([]);
    p.speech(2, []);
    p.speech(1, [{ kind: 'role', role: 'seer' }]);
    p.speech(2, [{ kind: 'role', role: 'seer' }]);
    expect(readingOf(p).k.roleClaims.get(2)!.ev.after).toBeUndefined();
  });

  it('cited after a pass at the last call, is founded for the citation checker; with no last call between, it is not', () => {
    const label = (s: number) => `Seat ${s} (P${s})`;
    const problems = (lastCall: boolean) => {
      const p = new Position('werewolf-9', 9, 'villager').night([]);
      p.speech(2, []);
      p.speech(1, [{ kind: 'role', role: 'seer' }]);
      if (lastCall) p.push('phase_started', { phase: 'day', step: 'last_call', round: 1 });
      p.night([]);
      p.speech(2, [{ kind: 'role', role: 'seer' }]);
      const words = gameWordsOf(p.events);
      const ev = readingOf(p).k.roleClaims.get(2)!.ev;
      return citeForms({ ...ev, after: 1 }, { me: 9, label, day: 2, phase: 'day', words }).map((form) => checkSpeech(`I say this because ${form}.`, { speaker: 9, day: 2, n: p.events.length, words }, p.events));
    };
    for (const found of problems(true)) expect(found).toEqual([]);
    for (const found of problems(false)) expect(found.length).toBeGreaterThan(0);
  });

  it('is marked on the claim: the rival it heard and let stand', () => {
    const late = readingOf(position(true)).k.roleClaims.get(2)!.ev;
    expect(late.after).toBe(1);
    expect(readingOf(position(false)).k.roleClaims.get(2)!.ev.after).toBeUndefined();
    // The first claim is never late.
    expect(readingOf(position(true)).k.roleClaims.get(1)!.ev.after).toBeUndefined();
  });

  it('makes the later claimant far likelier the liar than the same claim made at its first word', () => {
    const prompt = readingOf(position(false));
    const late = readingOf(position(true));
    expect(late.s(2)).toBeGreaterThan(prompt.s(2) + 0.15);
    expect(late.s(2)).toBeGreaterThan(late.s(1));
    // An easy bot does not read it.
    const easy = (p: Position) => {
      const m = p.mind('easy');
      return new Reading(m.k!, m.belief, WEIGHTS.easy);
    };
    expect(WEIGHTS.easy.lateClaim).toBe(1);
    expect(Math.abs(easy(position(true)).s(2) - easy(position(false)).s(2))).toBeLessThan(0.02);
  });

  it('is a reason against its claimant, never one for it or against the rival', () => {
    const r = readingOf(position(true));
    const isLate = (e: { kind: string }) => e.kind === 'role_claim' && 'after' in e && e.after !== undefined;
    expect(r.bears(r.k.roleClaims.get(2)!.ev, 2, 1)).toBe(true);
    expect(r.bears(r.k.roleClaims.get(2)!.ev, 2, -1)).toBe(false);
    expect(r.bears(r.k.roleClaims.get(2)!.ev, 1, 1)).toBe(false);
    expect(r.reasons(2, -1, 6).some(isLate)).toBe(false);
    expect(r.reasons(1, 1, 6).some(isLate)).toBe(false);
  });

  it('is cited with the rival it let stand, and the citation checker finds both claims and the speech between', () => {
    const label = (s: number) => `Seat ${s} (P${s})`;
    const words = gameWordsOf(position(true).events);
    const check = (p: Position) => {
      const ev = readingOf(p).k.roleClaims.get(2)!.ev;
      const forms = citeForms({ ...ev, after: 1 }, { me: 9, label, day: 1, phase: 'day', words });
      expect(forms.length).toBeGreaterThan(0);
      return forms.map((form) => {
        expect(form).toMatch(/^Seat 2 \(P2\) (?:claimed to be|came out as) the seer(?: (?:earlier )?today)?, after hearing Seat 1 \(P1\) claim it first and (?:letting it stand|saying nothing against it)$/);
        return checkSpeech(`I say this because ${form}.`, { speaker: 9, day: 1, n: p.events.length, words }, p.events);
      });
    };
    // True where seat 2 spoke between the two claims; reported where it did not.
    for (const problems of check(position(true))) expect(problems).toEqual([]);
    for (const problems of check(position(false))) expect(problems.length).toBeGreaterThan(0);
  });
});
