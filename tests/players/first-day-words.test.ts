// Issue 22, build item 8, over seeded self-play: a first day does not sound like one sentence said by
// every seat. Seats that back a claimant the table has already backed take it up in different ways
// (join the others, weigh the missing counter-claim, press the claimant, or move on), and a quiet first
// day of Mafia says what it holds (the night's death, a question waited on) rather than "no read yet".
// Before (seed 20261128): 100% of such believers joined with one agreement line; 40% of mafia-classic
// day-1 speeches named no seat and cited nothing.
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { factsOf, heardSpeeches } from '../../src/bench/talk-citations.js';
import { BELIEVE_ECHO } from '../../src/players/scripted/speech/lines.js';
import { seededTalkGames as games } from '../helpers/talk-games.js';

const ECHO = new RegExp(BELIEVE_ECHO.map((l) => l.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{target\}|\{role\}/g, '.+?')).join('|'), 'i');

describe('a first day of many voices', () => {
  it('werewolf: seats backing a claimant the table already backed do not all say one agreement line', async () => {
    let later = 0;
    let echoed = 0;
    for (const g of await games('werewolf', 30)) {
      const trusted = new Map<number, number>();
      const speeches = g.events.filter((e) => e.type === 'speech' && e.vis === 'public' && e.day === 1 && e.context === 'discussion');
      const claimants = new Set(g.events.filter((e) => e.type === 'speech' && e.day === 1).flatMap((e) => ((e.claims as Claim[] | undefined) ?? []).some((c) => c.kind === 'role') ? [e.seat as number] : []));
      for (const e of speeches) {
        const text = String(e.text);
        for (const c of claimants) {
          if (c === e.seat) continue;
          const trusts = ((e.claims as Claim[] | undefined) ?? []).some((x) => x.kind === 'trust' && (x as { target: number }).target === c);
          if ((trusted.get(c) ?? 0) >= 2) {
            later++;
            if (ECHO.test(text)) echoed++;
          }
          if (trusts) trusted.set(c, (trusted.get(c) ?? 0) + 1);
        }
      }
    }
    expect(later).toBeGreaterThan(30);
    expect(echoed / later).toBeLessThan(0.5);
  }, 300_000);

  it('mafia-classic: day-1 speeches name a seat or cite a fact (at most 10% say only that there is no read)', async () => {
    let all = 0;
    const empty: string[] = [];
    for (const { e, h, before } of heardSpeeches(await games('mafia-classic', 30), (x) => x.context === 'discussion' && x.day === 1)) {
      all++;
      const text = String(e.text);
      if (factsOf(text, h, before).length || ((e.claims as Claim[] | undefined) ?? []).length || text.includes('?')) continue;
      const body = text.replace(/^[^:]*:/, '');
      if (!(h.names ?? []).some((n) => new RegExp(`\\b${n}\\b`).test(body))) empty.push(text);
    }
    expect(all).toBeGreaterThan(100);
    expect(empty.length / all, empty.slice(0, 5).join('\n')).toBeLessThanOrEqual(0.1);
  }, 300_000);
});
