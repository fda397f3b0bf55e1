// The witch's poison claim: "I poisoned Seat 5 last night" says that night's death was her pick, not the
// pack's. A dead seer claimant the pack seemed to silence then reads as the fake, and the rival as real.
// Each check of a speech moves its own seat; a person's words are read as the same claim.
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import type { GameEvent } from '../../src/engine/events.js';
import { checkClaims } from '../../src/engine/render.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { findBoard } from '../../src/rules/index.js';
import { beliefOf } from '../../src/players/scripted/belief/index.js';
import { Position } from './positions.js';
import { corpusGame } from '../helpers/corpus.js';

const poisoned = (target: number): Claim => ({ kind: 'acted', action: 'poisoned', target });

/**
 * Two seer claimants on day 1: seat 5 first, then seat 3. Seat 5 dies in the night. `checked`: seat 5 named seat 3 a
 * wolf first, so seat 3's claim answers a check on it (a defence, real or fake); else seat 5 called seat 8 good.
 */
function counterClaimDay(checked = true): Position {
  const p = new Position('werewolf', 12, 'villager');
  p.speech(5, [{ kind: 'role', role: 'seer' }, checked ? { kind: 'check', target: 3, result: 'werewolf' } : { kind: 'check', target: 8, result: 'good' }]);
  p.speech(3, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 7, result: 'good' }]);
  p.night([5]);
  return p;
}

/** Suspicion without and with the witch's claim to have poisoned seat 5. */
function withPoison(checked: boolean): { a: Float64Array; b: Float64Array } {
  const without = counterClaimDay(checked);
  without.speech(9, [{ kind: 'role', role: 'witch' }]);
  const claimed = counterClaimDay(checked);
  claimed.speech(9, [{ kind: 'role', role: 'witch' }, poisoned(5)]);
  return { a: beliefOf(without.view()).suspicion, b: beliefOf(claimed.view()).suspicion };
}

describe('a poison claim', () => {
  it('turns a dead claimant from the silenced seer into the poisoned fake, and clears the rival', () => {
    const { a, b } = withPoison(false);
    // Without the claim the night looks like the pack silencing the seer.
    expect(a[3]!).toBeGreaterThan(a[5]!);
    expect(b[5]!).toBeGreaterThan(a[5]! + 0.25);
    expect(b[3]!).toBeLessThan(a[3]! - 0.25);
    expect(b[3]!).toBeLessThan(b[5]!);
  });

  it('moves a rival whose claim answered the dead claimant\'s check on it, less far: that claim was a defence', () => {
    const { a, b } = withPoison(true);
    expect(a[3]!).toBeGreaterThan(0.9);
    expect(b[5]!).toBeGreaterThan(a[5]! + 0.2);
    expect(b[3]!).toBeLessThan(a[3]! - 0.2);
  });

  it('of a seat that died no night is a lie: the claimant is suspect', () => {
    const p = new Position('werewolf', 12, 'villager');
    p.night([2]);
    const honest = beliefOf(p.view()).suspicion[9]!;
    p.speech(9, [{ kind: 'role', role: 'witch' }, poisoned(6)]);
    expect(beliefOf(p.view()).suspicion[9]!).toBeGreaterThan(honest + 0.3);
  });

  it('is cited as the reason about the rival it clears', () => {
    const p = counterClaimDay();
    p.speech(9, [{ kind: 'role', role: 'witch' }, poisoned(5)]);
    const why = beliefOf(p.view()).reasons(3, -1, 3);
    expect(why).toContainEqual(expect.objectContaining({ kind: 'action_claim', by: 9, action: 'poisoned', target: 5 }));
  });
});

describe('a speech with several checks', () => {
  it('notes each check against its own seat', () => {
    const p = new Position('werewolf', 12, 'villager');
    p.night([1]);
    p.speech(3, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 4, result: 'good' }, { kind: 'check', target: 6, result: 'werewolf' }]);
    const b = beliefOf(p.view());
    const checked = (seat: number, sign: 1 | -1) => b.reasons(seat, sign, 3).flatMap((x) => (x.kind === 'check_claim' ? [x.target] : []));
    expect(checked(4, -1)).toEqual([4]);
    expect(checked(6, 1)).toEqual([6]);
  });
});

describe("a person's words", () => {
  const werewolf = findBoard('werewolf')!.ruleset;
  const mafia = findBoard('mafia')!.ruleset;
  const view = new Position('werewolf', 9, 'witch').view();

  it('"I poisoned Seat 5" is a poison claim; a denial is none', () => {
    const read = (text: string) => werewolf.scanClaims(text, view).filter((c) => c.kind === 'acted');
    expect(read('I am the witch. I poisoned Seat 5 last night.')).toEqual([poisoned(5)]);
    expect(read('Witch here: I used my antidote on P4.')).toEqual([{ kind: 'acted', action: 'saved', target: 4 }]);
    expect(read("I didn't poison Seat 5, I never poisoned anyone")).toEqual([]);
    expect(read('I did not poisoned Seat 5')).toEqual([]);
  });

  it("a claimed action is kept in the ruleset's words, or dropped where the ruleset has none", () => {
    expect(checkClaims([{ kind: 'acted', action: 'Used my poison on', target: 5 }], werewolf)).toEqual([poisoned(5)]);
    expect(checkClaims([{ kind: 'acted', action: '\u001b[2Jboom', target: 5 }], werewolf)).toEqual([]);
    expect(checkClaims([{ kind: 'acted', action: 'poisoned', target: 99 }], werewolf, () => 12)).toEqual([]);
    expect(checkClaims([poisoned(5)], mafia)).toEqual([]);
  });
});

describe('in self-play', () => {
  it("a witch who says she poisoned last night's victim rarely sees the table banish the real seer that day", async () => {
    let days = 0;
    let seer = 0;
    let said = 0;
    for (let i = 0; i < 300; i++) {
      const events: readonly GameEvent[] = (await corpusGame('werewolf', i));
      const role = new Map(events.filter((e) => e.type === 'role_assigned').map((e) => [Number(e.seat), String(e.role)]));
      const poisonDays = new Set<number>();
      for (const e of events) {
        if (e.type !== 'speech' || e.vis !== 'public' || role.get(Number(e.seat)) !== 'witch') continue;
        const claimed = ((e.claims as Claim[] | undefined) ?? []).some((c) => c.kind === 'acted' && c.action === 'poisoned');
        // Her words and her claims agree: a speech that tells of her poison carries the claim.
        expect(claimed).toBe(/\bpoison/.test(String(e.text)));
        if (claimed) said++;
        if (claimed && events.some((x) => x.type === 'witch_acted' && x.action === 'poison' && x.day === e.day)) poisonDays.add(e.day);
      }
      for (const e of events) {
        if (e.type !== 'banish_tally' || !poisonDays.has(e.day) || typeof e.banished !== 'number') continue;
        days++;
        if (role.get(e.banished) === 'seer') seer++;
      }
    }
    // Before the claim was read, seed 11 banished the real seer on 7 of 15 such days. On the shared games (corpus.ts), 300 of
    // them: 26 poison claims, 23 such days, the seer banished on none (100 games held 7 claims: too few to read).
    expect(said).toBeGreaterThan(10);
    expect(days).toBeGreaterThan(10);
    expect(seer / days).toBeLessThanOrEqual(0.2);
  }, 300_000);
});

describe('a doubt said this morning', () => {
  /** Seat 5 doubted seer claimant 2 on day 2 (Seat 1, who named 2 a wolf, lay dead); then the witch says she poisoned Seat 1, and 2 reports 10. */
  async function ballot(poison: boolean): Promise<string> {
    const p = new Position('werewolf', 5, 'villager');
    p.speech(2, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 12, result: 'werewolf' }]);
    p.speech(1, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 2, result: 'werewolf' }]);
    p.night([1]);
    p.speech(5, [{ kind: 'suspect', target: 2 }, { kind: 'vote', target: 2 }]);
    p.speech(11, [{ kind: 'role', role: 'witch' }, ...(poison ? [poisoned(1)] : [])]);
    p.speech(2, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 10, result: 'werewolf' }, { kind: 'vote', target: 10 }]);
    const view = { ...p.view(), step: 'vote' };
    const options = view.seats.filter((s) => s.alive && s.seat !== 5).map((s) => ({ value: String(s.seat), label: s.name }));
    const request = { kind: 'vote', seat: 5, question: 'vote', options, answer: { shape: 'choice' }, freeText: false, view } as never;
    const reply = JSON.parse(await new ScriptedPlayer(loadPersonasCached()[0]!, 3).decide('', '', { request, attempt: 1 })) as { target: string | number };
    return String(reply.target);
  }

  it('no longer binds the ballot once the belief clears the claimant: it votes his check', async () => {
    expect(await ballot(false)).toBe('2');
    expect(await ballot(true)).toBe('10');
  });
});

describe('a save claim', () => {
  // A claimed save is not weighed as clearing the seat saved: tried (issue 22, 3 Dec), it cost the village 5.5 points against a
  // random pack at six seats (91.5 -> 86%), where a pack bites its own and the witch saves it.
  it('is no reason said against a third seat: "Seat 2 is a werewolf, since Seat 9 said they saved me" (the seer\'s last words)', async () => {
    const { ScriptedPlayer } = await import('../../src/players/scripted/index.js');
    const said: string[] = [];
    for (let seed = 0; seed < 20; seed++) {
      const p = new Position('werewolf-9', 4, 'seer');
      p.myCheck(7, 'werewolf');
      p.speech(4, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 7, result: 'werewolf' }], { context: 'campaign' });
      p.died([7], 'shot');
      p.speech(2, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 1, result: 'werewolf' }, { kind: 'suspect', target: 4 }, { kind: 'vote', target: 1 }]);
      p.speech(9, [{ kind: 'role', role: 'witch' }, { kind: 'acted', action: 'saved', target: 4 }, { kind: 'suspect', target: 2 }, { kind: 'vote', target: 2 }]);
      for (const [v, t] of [[2, 4], [3, 4], [5, 4], [8, 4], [4, 2], [9, 2]] as const) p.vote(v, t);
      p.died([4], 'banished');
      const view = p.view();
      const request = { kind: 'last_words', seat: 4, question: 'speak', options: [], answer: { shape: 'speech' }, freeText: true, view } as never;
      said.push(JSON.parse(await new ScriptedPlayer(loadPersonasCached()[seed % 5]!, seed).decide('', '', { request, attempt: 1 })).speech as string);
    }
    expect(said.filter((x) => /\bSeat 2 \(P2\)/.test(x)).length).toBe(20);
    expect(said.filter((x) => /saved me/.test(x))).toEqual([]);
  });
});
