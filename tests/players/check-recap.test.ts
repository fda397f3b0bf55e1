// An investigator's checks reported before are said again together ("To recap my checks: Priya good and Greta a
// werewolf"), not a sentence each, day after day; the claims still carry every check.
import { describe, expect, it } from 'vitest';
import { RECAP } from '../../src/players/scripted/speech/lines.js';
import { seededGames } from './seeded-talk.js';

const RECAPS = new RegExp(`(?:${RECAP.map((l) => l.replace('{list}', '')).join('|')})([^.]*)\\.`, 'i');

describe('checks reported before', () => {
  it.each(['werewolf-9', 'werewolf', 'mafia-classic'])('%s: two or more are said together, each a check the seat reported before', async (preset) => {
    let recaps = 0;
    const apart: string[] = [];
    const wrong: string[] = [];
    for await (const { i, speeches, name } of seededGames(preset, 60)) {
      const reported = new Map<number, Set<number>>();
      for (const e of speeches) {
        const checks = ((e.claims ?? []) as { kind: string; target?: number }[]).filter((c) => c.kind === 'check').map((c) => c.target!);
        const before = reported.get(e.seat) ?? new Set<number>();
        const old = checks.filter((t) => before.has(t));
        const m = RECAPS.exec(String(e.text));
        if (m) {
          recaps++;
          // Every seat the recap names is one of the seat's checks reported before.
          for (const t of checks) if (m[1]!.includes(name(t)) && !before.has(t)) wrong.push(`${i} day ${e.day}: ${e.text}`);
        } else if (old.length >= 2) apart.push(`${i} day ${e.day}: ${e.text}`);
        for (const t of checks) before.add(t);
        reported.set(e.seat, before);
      }
    }
    expect(apart).toEqual([]);
    expect(wrong).toEqual([]);
    if (preset !== 'mafia-classic') expect(recaps).toBeGreaterThan(3);
  }, 240_000);
});
