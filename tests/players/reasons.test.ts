// The reasons a bot gives are reasons: each cited fact points at the seat it is cited about, in the
// direction claimed (issue "reasons", seen in play on counter-claim days): no check on a third seat as
// the reason about a claimant, no save cited to frame the seat saved, no check by a claimant the table
// now takes for evil, no vote on a seat now believed evil cited against the voter, and the counter-claim
// said as what it is rather than as "Seat 7 went after Seat 5".
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { bears } from '../../src/players/scripted/bears.js';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import type { Knowledge } from '../../src/players/scripted/knowledge.js';
import { Reading } from '../../src/players/scripted/reading.js';
import { memoryOf } from '../../src/players/scripted/speech/memory.js';
import { LEAN_WAYS as LEAN } from '../../src/players/scripted/speech/lines.js';
import type { Evidence } from '../../src/players/scripted/speech/plan.js';
import { Position } from './positions.js';

const readingOf = (p: Position) => {
  const m = p.mind();
  return new Reading(m.k!, m.belief);
};

async function speak(p: Position, seed: number): Promise<{ speech: string; claims: Claim[] }> {
  const view = p.view();
  const request = { kind: 'discussion', seat: view.seat, question: 'speak', options: [], answer: { shape: 'speech' }, freeText: true, view } as never;
  return JSON.parse(await new ScriptedPlayer(loadPersonasCached()[seed % 5]!, seed).decide('', '', { request, attempt: 1 })) as { speech: string; claims: Claim[] };
}

/** Two seer claimants: seat 1 first, with a check on a third seat and one on seat 2; seat 2 answers naming seat 1. */
const counterClaimDay = (me = 9, role = 'villager', teammates: number[] = []) =>
  new Position('werewolf', me, role, teammates)
    .speech(1, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 5, result: 'good' }, { kind: 'check', target: 2, result: 'werewolf' }, { kind: 'vote', target: 2 }])
    .speech(2, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 1, result: 'werewolf' }, { kind: 'check', target: 6, result: 'good' }, { kind: 'vote', target: 1 }]);

describe('reasons about a claimant', () => {
  it('never are a check on some third seat', () => {
    const r = readingOf(counterClaimDay());
    for (const seat of [1, 2]) {
      for (const sign of [1, -1] as const) {
        for (const e of r.reasons(seat, sign, 6)) {
          // A check is cited about the seat it names or the claimant whose check named a rival: never about anyone else.
          if (e.kind === 'check_claim') expect([e.by, e.target]).toContain(seat);
          if (e.kind === 'check_claim' && e.by === seat) expect(e.target).not.toBe(seat === 1 ? 5 : 6);
        }
      }
    }
    // The claims term still moved them: the reasons it gave are the claims that bear on each.
    expect(r.reasons(2, 1, 6).some((e) => (e.kind === 'check_claim' && e.target === 2) || (e.kind === 'role_claim' && e.seat === 2))).toBe(true);
  });

  it('for a counter-claimant, are that it named the earlier claimant, not that it accused him', async () => {
    let doubting = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const p = new Position('werewolf', 9, 'villager')
        .speech(5, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 3, result: 'good' }])
        .speech(7, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 5, result: 'werewolf' }, { kind: 'suspect', target: 5 }, { kind: 'vote', target: 5 }])
        .speech(4, [{ kind: 'suspect', target: 7 }, { kind: 'vote', target: 7 }])
        .speech(8, [{ kind: 'trust', target: 5 }, { kind: 'suspect', target: 7 }, { kind: 'vote', target: 7 }]);
      const said = await speak(p, seed);
      if (!said.claims.some((c) => c.kind === 'suspect' && c.target === 7)) continue;
      doubting++;
      expect(said.speech).not.toMatch(/Seat 7 \(P7\) (?:accused|pointed at|went after) Seat 5/);
      // The two claims, in any wording the grammar has ("Seat 5 (P5) and Seat 7 (P7) cannot both be the seer").
      expect(said.speech).toMatch(/Seat 5 \(P5\) (?:claimed to be|came out as) the seer|Seat 5 \(P5\) and Seat 7 \(P7\) (?:both claimed to be|have both claimed to be|both claim to be|cannot both be|each say they are) the seer|[Oo]ne of Seat 5 \(P5\) and Seat 7 \(P7\) is lying about being the seer/);
    }
    expect(doubting).toBeGreaterThan(4);
  });
});

describe('reasons against a checked seat', () => {
  it('drop a check by a claimant the table now takes for evil', () => {
    // Seat 3 called seat 8 a werewolf; seat 3 was then banished and shown a werewolf.
    const p = new Position('werewolf', 9, 'villager').speech(3, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 8, result: 'werewolf' }]);
    const before = readingOf(p);
    expect(before.reasons(8, 1, 4).some((e) => e.kind === 'check_claim' && e.by === 3)).toBe(true);
    p.vote(1, 3).vote(2, 3).vote(4, 3).died([3], 'banished').reveal(3, 'werewolf', 'werewolves');
    const after = readingOf(p);
    expect(after.s(3)).toBe(1);
    expect(after.reasons(8, 1, 4).some((e) => e.kind === 'check_claim' && e.by === 3)).toBe(false);
  });
});

describe('a frame reason', () => {
  it("is never a third seat's role claim: the claim is cited against the seer claimant only with the check it answers", () => {
    // Seat 5 claims the seer and calls seat 6 a werewolf; seat 6 answers by claiming the guard. A werewolf reads the public belief.
    const p = new Position('werewolf', 1, 'werewolf', [2, 3, 4]).night([]);
    p.speech(5, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 6, result: 'werewolf' }]).speech(6, [{ kind: 'role', role: 'guard' }]);
    const r = readingOf(p);
    const against5 = r.reasons(5, 1, 6);
    expect(against5.some((e) => e.kind === 'role_claim' && e.seat === 6)).toBe(false);
    expect(against5).toContainEqual(expect.objectContaining({ kind: 'contradiction', a: expect.objectContaining({ kind: 'check_claim', by: 5, target: 6 }), b: expect.objectContaining({ kind: 'role_claim', seat: 6 }) }));
    // Nor is a claim that vouches for a seat (a save) a reason against it.
    p.speech(12, [{ kind: 'role', role: 'witch' }, { kind: 'trust', target: 7 }]);
    for (const e of readingOf(p).reasons(7, 1, 6)) expect(e.kind === 'role_claim' || e.kind === 'defence').toBe(false);
  });
});

describe('bears: a fact and the seat it is cited about', () => {
  // A bare knowledge: seat 9 speaking, seat 4 believed evil, everyone else not.
  const k = { me: 9, evilRoles: new Set(['werewolf']), revealed: new Map(), roleClaims: new Map(), myResults: new Map() } as unknown as Knowledge;
  const s = (seat: number) => (seat === 4 ? 0.8 : 0.2);
  const vote = (voter: number, target: number): Evidence => ({ kind: 'vote', n: 10, day: 1, voter, target, ballot: 'banish' });

  it('a vote speaks for the voter only when it went on a seat believed evil, and against him only when not', () => {
    expect(bears(k, s, vote(6, 4), 6, -1)).toBe(true);
    expect(bears(k, s, vote(6, 4), 6, 1)).toBe(false);
    expect(bears(k, s, vote(6, 7), 6, 1)).toBe(true);
    expect(bears(k, s, vote(6, 7), 6, -1)).toBe(false);
  });

  it('a switch is held against the voter only when the ballot went to a seat not taken for evil', () => {
    const sw = (voted: number | null): Evidence => ({ kind: 'switch', n: 10, day: 1, voter: 6, said: 7, voted });
    expect(bears(k, s, sw(2), 6, 1)).toBe(true);
    expect(bears(k, s, sw(null), 6, 1)).toBe(true);
    // "said Seat 7, voted Seat 4" with seat 4 believed evil: no reason to suspect seat 6.
    expect(bears(k, s, sw(4), 6, 1)).toBe(false);
    expect(bears(k, s, sw(2), 7, 1)).toBe(false);
  });

  it('a protection said by a seat believed good speaks for the seat protected, never against it; a poisoning the other way (seen in play: "Luca claimed to have protected Vera, so something about Vera bothers me")', () => {
    const acted = (by: number, action: string, target: number): Evidence => ({ kind: 'action_claim', n: 10, day: 2, by, action, target });
    expect(bears(k, s, acted(6, 'protected', 7), 7, 1)).toBe(false);
    expect(bears(k, s, acted(6, 'protected', 7), 7, -1)).toBe(true);
    expect(bears(k, s, acted(6, 'saved', 7), 7, 1)).toBe(false);
    // Said by a seat believed evil, a protection marks the seat it covers.
    expect(bears(k, s, acted(4, 'protected', 7), 7, 1)).toBe(true);
    expect(bears(k, s, acted(6, 'poisoned', 7), 7, 1)).toBe(true);
    expect(bears(k, s, acted(6, 'poisoned', 7), 7, -1)).toBe(false);
  });

  it('a vote on a seat is against it only from a voter believed good, and never about a third seat', () => {
    expect(bears(k, s, vote(6, 7), 7, 1)).toBe(true);
    expect(bears(k, s, vote(4, 7), 7, 1)).toBe(false);
    expect(bears(k, s, vote(4, 7), 7, -1)).toBe(true);
    expect(bears(k, s, vote(6, 7), 2, 1)).toBe(false);
    expect(bears(k, s, vote(6, 7), 2, -1)).toBe(false);
  });

  it('a defence vouches for its target unless the defender is believed evil', () => {
    const d: Evidence = { kind: 'defence', n: 10, day: 1, by: 6, target: 7 };
    expect(bears(k, s, d, 7, -1)).toBe(true);
    expect(bears(k, s, d, 7, 1)).toBe(false);
    expect(bears(k, s, { ...d, by: 4 }, 7, 1)).toBe(true);
    expect(bears(k, s, d, 2, 1)).toBe(false);
  });

  it('a check is about the seat checked, and about its claimant only where its target is known', () => {
    const c: Evidence = { kind: 'check_claim', n: 10, day: 1, by: 6, target: 7, bad: false };
    expect(bears(k, s, c, 7, -1)).toBe(true);
    expect(bears(k, s, c, 7, 1)).toBe(false);
    expect(bears(k, s, c, 2, 1)).toBe(false);
    expect(bears(k, s, c, 6, -1)).toBe(false);
    // Calling the speaker (known good to itself) evil is a reason to doubt the claimant.
    expect(bears(k, s, { ...c, target: 9, bad: true }, 6, 1)).toBe(true);
    expect(bears(k, s, { ...c, target: 9, bad: true }, 6, -1)).toBe(false);
  });
});

describe('a vote on a weak read', () => {
  it('is announced as a lean, not as a firm vote', async () => {
    // Two seats went after seat 6 and nothing else happened: a third of the table is evil, and seat 6 sits barely above that.
    const p = new Position('werewolf', 9, 'villager').speech(3, [{ kind: 'suspect', target: 6 }, { kind: 'vote', target: 6 }]).speech(4, [{ kind: 'suspect', target: 6 }, { kind: 'vote', target: 6 }]);
    expect(readingOf(p).s(6)).toBeLessThan(0.55);
    const leans = LEAN.map((l) => l.replace('{target}', 'Seat 6 (P6)').toLowerCase());
    let voting = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const said = await speak(p, seed);
      if (!said.claims.some((c) => c.kind === 'vote' && c.target === 6)) continue;
      voting++;
      expect(leans.some((l) => said.speech.toLowerCase().includes(l))).toBe(true);
    }
    expect(voting).toBeGreaterThan(4);
  });
});

describe('the memory of a day', () => {
  it('counts the speeches of other seats that held a phrase today, and forgets them the next day', () => {
    const p = new Position('werewolf', 9, 'villager');
    p.push('speech', { seat: 3, text: 'Seat 1 (P1) called Seat 2 (P2) a werewolf today. I vote Seat 2 (P2).', context: 'discussion', claims: [] });
    p.push('speech', { seat: 4, text: 'Remember: Seat 1 (P1) called Seat 2 (P2) a werewolf today.', context: 'discussion', claims: [] });
    p.push('speech', { seat: 9, text: 'Seat 1 (P1) called Seat 2 (P2) a werewolf today, and I agree.', context: 'discussion', claims: [] });
    expect(memoryOf(p.events, 9).heardToday('Seat 1 (P1) called Seat 2 (P2) a werewolf')).toBe(2);
    expect(memoryOf(p.events, 9).heardToday('Seat 1 (P1) reported Seat 2 (P2) as a werewolf')).toBe(0);
    p.day = 2;
    p.night([]);
    p.push('speech', { seat: 5, text: 'Nothing to add.', context: 'discussion', claims: [] });
    expect(memoryOf(p.events, 9).heardToday('Seat 1 (P1) called Seat 2 (P2) a werewolf')).toBe(0);
  });
});
