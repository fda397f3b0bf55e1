// The sheriff race as a reader sees it (issue 9, play-test session 5): a candidate who said it trusts
// another candidate's seer claim steps aside, and a race never goes without a candidate.
import { describe, expect, it } from 'vitest';
import { corpusGame } from '../helpers/corpus.js';

describe('werewolf sheriff races over 100 seeded games', () => {
  it('trusting a rival seer means withdrawing, and somebody always runs', async () => {
    let elections = 0;
    let empty = 0;
    let stepped = 0;
    const stayed: string[] = [];
    let backing = 0;
    let yielding = 0;
    const pitching: string[] = [];
    for (let i = 0; i < 100; i++) {
      const events = await corpusGame('werewolf', i);
      const running = new Set<number>();
      const seers = new Set<number>();
      const trusts = new Map<number, number[]>();
      let race = false;
      for (const e of events) {
        if (e.type === 'sheriff_run') {
          race = true;
          if (e.run) running.add(e.seat as number);
        }
        if (e.type === 'speech' && e.context === 'campaign') {
          const claims = (e.claims as { kind: string; role?: string; target?: number }[]) ?? [];
          // A candidate backing a seer who claimed earlier in the race says it gives way, not why it should win
          // (a relay reader: "Luca and Bruno campaigned while endorsing me, which makes no sense as a reason to run").
          const backs = claims.find((c) => c.kind === 'trust' && seers.has(c.target!) && running.has(c.target!));
          if (backs && !claims.some((c) => c.kind === 'role')) {
            backing++;
            if (/\b(?:step aside|withdraw|out of this race)\b/.test(String(e.text))) yielding++;
            else pitching.push(`game ${i}: ${e.text}`);
          }
          for (const c of claims) {
            if (c.kind === 'role' && c.role === 'seer') seers.add(e.seat as number);
            if (c.kind === 'trust') trusts.set(e.seat as number, [...(trusts.get(e.seat as number) ?? []), c.target!]);
          }
        }
        if (e.type === 'sheriff_withdrew') {
          const seat = e.seat as number;
          if (seers.has(seat) || !(trusts.get(seat) ?? []).some((t) => seers.has(t) && running.has(t))) continue;
          // before (seed 20261203): 33 such candidates stayed in the race, 4 withdrew
          if (e.withdraw) stepped++;
          else stayed.push(`game ${i}: Seat ${seat}`);
        }
      }
      if (race) elections++;
      if (race && running.size === 0) empty++;
    }
    expect(elections).toBe(100);
    // before: 2 of 100 races had no candidate
    expect(empty).toBe(0);
    expect(stepped).toBeGreaterThan(10);
    expect(stayed).toEqual([]);
    expect(backing).toBeGreaterThan(10);
    // A wolf backing a seer keeps its pitch (it is not sincere); every other backer gives way in words.
    expect(yielding / backing).toBeGreaterThan(0.7);
    expect(pitching.length, pitching.slice(0, 3).join('\n')).toBeLessThan(backing * 0.3);
  }, 300_000);
});
