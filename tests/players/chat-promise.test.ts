// A fake claim a wolf tells the pack it will make is made: "I'll pretend to be the seer when the day starts" in the
// night's chat, then a campaign with no claim and a vote on the partner the real seer had named, was a pack that did
// not mean what it said to itself (a wolf game at 80x24, werewolf-9, seed 130941).
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { fakePlan } from '../../src/players/scripted/policy/fake-plan.js';
import { seededGames } from './seeded-talk.js';

const wolves = (events: readonly { type: string; seat?: unknown; role?: unknown }[]) => new Set(events.filter((e) => e.type === 'role_assigned' && e.role === 'werewolf').map((e) => e.seat as number));

describe('a fake claim promised in wolf chat', () => {
  it.each(['werewolf', 'werewolf-9'])('%s: is told in the promiser\'s first speech of the next day', async (preset) => {
    let promised = 0;
    const broken: string[] = [];
    // Twelve seats promise a fake claim seldom (9 promises in 200 games, 99 in 200 of nine seats).
    for await (const g of seededGames(preset, preset === 'werewolf' ? 200 : 60)) {
      const seats = g.seats;
      for (const e of g.events) {
        if (e.type !== 'wolf_proposal') continue;
        const plan = fakePlan(String(e.message ?? ''), e.seat as number, seats);
        if (!plan || plan.by !== e.seat) continue;
        // Its first public speech of the next day (a campaign, a discussion), if it lives to give one.
        const next = g.speeches.find((s) => s.seat === e.seat && s.day === e.day + (preset.startsWith('werewolf') ? 0 : 1) && s.n > e.n && s.context !== 'last_words');
        if (!next) continue;
        // Unless a partner claimed the role first that day: a second fake is caught (the promiser then holds back).
        const first = g.speeches.find((s) => s.day === next.day && s.n < next.n && s.seat !== e.seat && ((s.claims as Claim[] | undefined) ?? []).some((c) => c.kind === 'role' && c.role === plan.role) && wolves(g.events).has(s.seat as number));
        if (first) continue;
        promised++;
        if (!((next.claims as Claim[] | undefined) ?? []).some((c) => c.kind === 'role' && c.role === plan.role)) broken.push(`game ${g.i} day ${next.day} seat ${String(e.seat)}: "${String(e.message)}" then "${String(next.text)}"`);
      }
    }
    expect(promised).toBeGreaterThan(2);
    expect(broken).toEqual([]);
  });
});
