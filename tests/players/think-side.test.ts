// An evil seat's THINK head (issue 22, item 7): its side, how near the table is to any of them, and who
// hunts them — read off the public belief, with the seat itself counted among its side.
import { describe, expect, it } from 'vitest';
import type { Reading } from '../../src/players/scripted/reading.js';
import { sideView } from '../../src/players/scripted/think.js';

/** A stub view: seat 9 a werewolf with partner 2, nine seats alive, public suspicion `s`. */
function view(s: Record<number, number>, claimants: { seat: number; role: string; good: number }[] = []): Reading {
  const k = { me: 9, role: 'werewolf', evilRoles: new Set(['werewolf']), teammates: new Set([2, 9]), alive: new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]) };
  return { k, s: (x: number) => s[x] ?? 0.3, memo: <T>(_: string, f: () => T) => f(), belief: { top: () => [] }, claimants: () => claimants } as unknown as Reading;
}
const label = (x: number) => `P${x}`;

describe('sideView', () => {
  it('names the pack, and says no read only when none of it stands out', () => {
    expect(sideView(view({}), 'wolves', 'pack', label)).toBe('Our pack is P2 and me. The table has no read on any of us yet; everyone sits near a third (30%).');
  });

  it('does not call the table readless when it is on this seat, though the others sit level', () => {
    expect(sideView(view({ 9: 0.86 }), 'wolves', 'pack', label)).toBe("Our pack is P2 and me. The table's eye is on me (86%).");
  });

  it('says the table is nearly sure, points at the seats it suspects instead, and names the believed investigator', () => {
    expect(sideView(view({ 2: 0.95 }), 'wolves', 'pack', label)).toBe('Our pack is P2 and me. The table is nearly sure of P2 (95%).');
    const elsewhere = view({ 4: 0.6, 5: 0.5, 2: 0.35, 9: 0.2 }, [{ seat: 1, role: 'seer', good: 0.8 }]);
    expect(sideView(elsewhere, 'wolves', 'pack', label)).toBe("Our pack is P2 and me. The table's likeliest wolves are P4 (60%) and P5 (50%), none of us; P2 sits highest of ours (35%). P1, believed as the seer, is the danger.");
  });

  it('names the investigator as the table words the role, with its article once ("believed as the seer", never "the the seer")', () => {
    const elsewhere = view({ 4: 0.6, 5: 0.5, 2: 0.35, 9: 0.2 }, [{ seat: 1, role: 'seer', good: 0.8 }]);
    const said = sideView(elsewhere, 'wolves', 'pack', label, (role) => `the ${role}`);
    expect(said).toContain('P1, believed as the seer, is the danger.');
    expect(said).not.toMatch(/\bthe the\b/);
  });
});
