// The last call before the werewolf vote (RULES.md §1): every seat that heard another speak after its
// turn may say its vote moved; a pass ("pass" or nothing) puts no speech on the table.
import { describe, expect, it } from 'vitest';
import { playScenario } from '../helpers/scenario.js';

describe('the last call before the vote', () => {
  it('asks every seat but the last speaker, in speaking order, and only a seat with words puts a speech on the table', async () => {
    const asked: number[] = [];
    const g = await playScenario('werewolf-6', 4, (seat, req, _x, s) => {
      if (req.kind === 'last_call') {
        asked.push(seat);
        // The first seat asked speaks; the others pass, by word or by silence.
        if (asked[0] === seat) return JSON.stringify({ speech: `I'm voting Seat ${s.seatsOf('werewolf')[0]} now: what I heard since changed it.` });
        return seat % 2 ? 'pass' : JSON.stringify({ speech: '' });
      }
      if (req.kind === 'vote' || req.kind === 'pk_vote') {
        const w = s.seatsOf('werewolf').find((x) => req.options.some((o) => o.value === String(x)));
        return w ? String(w) : 'abstain';
      }
      return undefined;
    });
    const day1 = g.events.filter((e) => e.day === 1);
    const order = day1.filter((e) => e.type === 'speech' && e.context === 'discussion').map((e) => e.seat as number);
    expect(order.length).toBeGreaterThan(2);
    expect(asked.slice(0, order.length - 1)).toEqual(order.slice(0, -1));
    const calls = day1.filter((e) => e.type === 'speech' && e.context === 'last_call');
    expect(calls.map((e) => e.seat)).toEqual([asked[0]]);
    expect(calls[0]!.claims).toContainEqual({ kind: 'vote', target: g.s.seatsOf('werewolf')[0] });
    // It comes after the discussion and before the ballots.
    const firstVote = day1.find((e) => e.type === 'vote' && e.ballot === 'banish')!;
    expect(calls[0]!.n).toBeGreaterThan(Math.max(...day1.filter((e) => e.type === 'speech' && e.context === 'discussion').map((e) => e.n)));
    expect(calls[0]!.n).toBeLessThan(firstVote.n);
    expect(g.events.filter((e) => e.type === 'refused')).toEqual([]);
  });
});
