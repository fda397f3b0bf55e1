// Sheriff ballots (issue 22, items 3 and 5): a good seat's ballot goes to a candidate it trusts, never one
// it doubts more than the others, even at the noisiest level; the pack's ballots follow one plan, so not
// every wolf votes the partner who runs.
import { describe, expect, it } from 'vitest';
import { loadPersonasCached } from '../../src/personas/load.js';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import type { Level } from '../../src/players/scripted/belief/params.js';
import { beliefOf } from '../../src/players/scripted/belief/index.js';
import { Position } from './positions.js';

const personas = loadPersonasCached();

async function ballot(p: Position, seed: number, candidates: number[], level: Level = 'normal'): Promise<number> {
  const view = { ...p.view(), step: 'election' };
  const options = candidates.map((s) => ({ value: String(s), label: `Seat ${s}` }));
  const request = { kind: 'sheriff_vote', seat: view.seat, question: 'vote', options, answer: { shape: 'pick' }, view } as never;
  const reply = JSON.parse(await new ScriptedPlayer(personas[seed % personas.length]!, seed, level).decide('', '', { request, attempt: 1 })) as { target: number | string };
  return Number(reply.target);
}

/**
 * Day 1 of a 12-seat werewolf table: seats 3 and 5 run. Two seer claimants disagree: one calls both
 * candidates werewolves, the other clears seat 5 and calls the first a werewolf. Seat 3 is the more doubted.
 */
function race(me: number, role: string): Position {
  const p = new Position('werewolf', me, role);
  for (const s of [3, 5]) p.push('sheriff_run', { seat: s, run: true });
  p.speech(7, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 5, result: 'werewolf' }, { kind: 'check', target: 3, result: 'werewolf' }]);
  p.speech(8, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 7, result: 'werewolf' }, { kind: 'check', target: 5, result: 'good' }]);
  return p;
}

describe('sheriff ballots', () => {
  it('a good voter, even an easy one, never gives the badge to the candidate it doubts more', async () => {
    const p = race(10, 'villager');
    const b = beliefOf(p.view(), 'easy');
    expect(b.suspicion[3]!).toBeGreaterThan(b.suspicion[5]! + 0.1);
    const votes: number[] = [];
    for (let seed = 1; seed <= 200; seed++) votes.push(await ballot(p, seed, [3, 5], "easy"));
    // Before: the noise of an easy voter carried 25 of 200 ballots to the doubted seat 3.
    expect(votes.filter((v) => v === 3)).toEqual([]);
  });

  it('the pack splits its ballots: a partner who runs without a story does not get every wolf vote', async () => {
    const votes = new Map<number, number>();
    for (let seed = 1; seed <= 10; seed++) {
      for (const me of [1, 2, 4]) {
        // Seat 3 (running) is a partner of seats 1, 2 and 4; seat 5, the other candidate, hunts nobody.
        const p = new Position('werewolf', me, 'werewolf', [1, 2, 3, 4].filter((s) => s !== me));
        for (const s of [3, 5]) p.push('sheriff_run', { seat: s, run: true });
        const v = await ballot(p, seed, [3, 5]);
        votes.set(v, (votes.get(v) ?? 0) + 1);
      }
    }
    // Before: all 30 ballots for the partner.
    expect(votes.get(3) ?? 0).toBeGreaterThan(0);
    expect(votes.get(5) ?? 0).toBeGreaterThan(10);
  });

  it("a wolf's ballot keeps what it said in the race: never the partner it doubted aloud, and the candidate it vouched for", async () => {
    // werewolf-9, seed 1212700: "Count me among those who believe Nell is the seer. I doubt Katya is the seer", then a
    // ballot for Katya, the partner; two seats held it against the wolf for two days.
    for (let seed = 1; seed <= 20; seed++) {
      for (const me of [3, 7]) {
        // Seat 2, a partner of seats 3 and 7, counter-claims the seer against seat 6; both run.
        const p = new Position('werewolf-9', me, 'werewolf', [2, 3, 7].filter((s) => s !== me));
        for (const s of [2, 6]) p.push('sheriff_run', { seat: s, run: true });
        p.speech(6, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 4, result: 'good' }]);
        p.speech(2, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 6, result: 'werewolf' }]);
        p.speech(me, [{ kind: 'trust', target: 6 }, { kind: 'suspect', target: 2 }]);
        expect(await ballot(p, seed, [2, 6]), `seat ${me}, seed ${seed}`).toBe(6);
      }
    }
  });

  it('a wolf never votes for the seer claimant whose check named it a werewolf', async () => {
    // werewolf-9 at 80x24, seed 1212650: "Audited: Mira is a werewolf", then Mira's sheriff ballot for that seer.
    for (let seed = 1; seed <= 20; seed++) {
      // Seat 6 claims the seer and names seat 8 (a wolf, with seats 2 and 5); seat 4, who runs too, pointed at seat 2.
      const p = new Position('werewolf-9', 8, 'werewolf', [2, 5]);
      for (const s of [2, 4, 6]) p.push('sheriff_run', { seat: s, run: true });
      p.speech(6, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 8, result: 'werewolf' }]);
      p.speech(2, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 6, result: 'werewolf' }]);
      p.speech(4, [{ kind: 'suspect', target: 2 }]);
      expect(await ballot(p, seed, [2, 4, 6]), `seed ${seed}`).not.toBe(6);
    }
  });
});
