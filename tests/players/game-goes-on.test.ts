// The game goes on: after deaths, a world whose every evil seat is dead is over, so no seat weighs it (a hunter on
// day 3 of a relay game, werewolf-9, seed 130925, held "Luca, Ada and Bruno", all three dead, as its second
// likeliest pack). And the THINK line names living sides, each once ("Iris (30%), or Iris (11%)" said one side twice).
import { describe, expect, it } from 'vitest';
import { Position } from './positions.js';
import { Reading } from '../../src/players/scripted/reading.js';
import { hypotheses } from '../../src/players/scripted/think.js';
import { bit } from '../../src/players/scripted/belief/worlds.js';

/** werewolf-9 (3 werewolves) from seat 7's chair: 1, 2 and 9 banished or killed, the game still going. */
function threeDead(goesOn: boolean, role = 'villager'): Position {
  const p = new Position('werewolf-9', 7, role);
  // Each dead seat voted out after the table went after it, so every one looked evil.
  for (const [day, dead] of [[1, 1], [2, 2], [3, 9]] as const) {
    p.day = day;
    p.push('phase_started', { phase: 'day', step: 'discussion', round: day });
    for (const s of [3, 4, 5, 6, 8]) if (!p.dead.has(s)) p.speech(s, [{ kind: 'suspect', target: dead }]);
    for (const s of [1, 2, 3, 4, 5, 6, 7, 8, 9]) if (!p.dead.has(s) && s !== dead) p.vote(s, dead);
    p.push('vote_result', { tally: [], banished: dead });
    p.died([dead], 'banished');
  }
  if (goesOn) p.push('phase_started', { phase: 'night', step: 'night', round: 3 });
  return p;
}

const allDead = bit(1) | bit(2) | bit(9);

describe('the game goes on', () => {
  it('rules out the world whose every werewolf is dead once the game moves on, and not before (hard)', () => {
    const before = threeDead(false).mind('hard').belief;
    const after = threeDead(true).mind('hard').belief;
    // The three banished seats were the likeliest pack on the votes alone.
    expect(before.joint(allDead)).toBeGreaterThan(0.01);
    expect(after.joint(allDead)).toBe(0);
    // The living seats take up what the dead pack held.
    for (const s of [3, 4, 5, 6, 8]) expect(after.marginals()[s]!).toBeGreaterThan(before.marginals()[s]!);
  });

  it('levels order by it: normal weighs that world down by half, once; easy never counts the dead', () => {
    const at = (level: 'easy' | 'normal', goesOn: boolean) => threeDead(goesOn).mind(level).belief.joint(allDead);
    expect(at('easy', true)).toBeCloseTo(at('easy', false), 12);
    const before = at('normal', false);
    const after = at('normal', true);
    expect(after).toBeLessThan(before);
    expect(after).toBeGreaterThan(0);
    // A second phase after the same deaths weighs nothing again.
    const twice = threeDead(true);
    twice.push('phase_started', { phase: 'day', step: 'day', round: 4 });
    expect(twice.mind('normal').belief.joint(allDead)).toBeCloseTo(after, 12);
  });

  it('a record with no world left alive changes nothing (a forged log, not a crash)', () => {
    const p = new Position('werewolf-6', 1, 'villager');
    // werewolf-6 has 2 werewolves: seats 2 and 3 shown as werewolves and dead, and still a phase starts.
    p.died([2], 'banished').reveal(2, 'werewolf', 'werewolves').died([3], 'banished').reveal(3, 'werewolf', 'werewolves');
    p.push('phase_started', { phase: 'night', step: 'night', round: 2 });
    const b = p.mind().belief;
    expect(b.marginals()[2]!).toBe(1);
    expect(b.marginals()[3]!).toBe(1);
  });

  it('THINK names each living side once, the dead left out', () => {
    // The seer of the table, its checks clearing 3, 4 and 8: one werewolf at least among 5 and 6, with any of the dead.
    const p = threeDead(true, 'seer');
    for (const s of [3, 4, 8]) p.myCheck(s, 'good');
    const m = p.mind('hard');
    const r = new Reading(m.k!, m.belief);
    const line = hypotheses(r, 'werewolves', false, (s) => `Seat ${s}`);
    const sides = [...line.matchAll(/((?:Seat \d+(?:, | and )?)+)(?: alone)? \(\d+%\)/g)].map((x) => x[1]!.trim());
    expect(line).toMatch(/likeliest werewolves are/);
    expect(sides.length).toBe(2);
    expect(new Set(sides).size).toBe(sides.length);
    for (const dead of [1, 2, 9]) expect(line).not.toContain(`Seat ${dead} `);
  });
});
