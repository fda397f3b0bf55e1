// The withdrawal question counts the race and its voters: a relay reader playing a candidate had to count them from
// the log to weigh staying in (werewolf-9, seed 1312207).
import { describe, expect, it } from 'vitest';
import type { FnPlayer } from '../helpers/players.js';
import { playScenario } from '../helpers/scenario.js';

describe('the sheriff withdrawal question', () => {
  it('names the other candidates and the players who vote', async () => {
    const g = await playScenario('werewolf-6', 3, (seat, req) => (req.kind === 'sheriff_run' ? (seat <= 3 ? 'yes' : 'no') : undefined), {
      until: (e) => e.type === 'sheriff_elected',
    });
    const asked = (seat: number) => (g.players[seat - 1] as FnPlayer).asked.find((a) => a.kind === 'opt_out')!.user;
    expect(asked(1)).toContain('The other candidates: Seat 2 (P2), Seat 3 (P3).');
    expect(asked(1)).toContain('3 players vote as things stand (Seat 4 (P4), Seat 5 (P5), Seat 6 (P6)), and every candidate who withdraws now votes too.');
    expect(asked(3)).toContain('The other candidates: Seat 1 (P1), Seat 2 (P2).');
    // Non-candidates are not asked.
    expect((g.players[3] as FnPlayer).asked.some((a) => a.kind === 'opt_out')).toBe(false);
  });

  it('says so when the seat is the only candidate', async () => {
    const g = await playScenario('werewolf-6', 4, (seat, req) => (req.kind === 'sheriff_run' ? (seat === 2 ? 'yes' : 'no') : undefined), {
      until: (e) => e.type === 'sheriff_elected',
    });
    // A lone candidate is asked too (and may withdraw): the question says the race is its alone.
    const asked = (g.players[1] as FnPlayer).asked.find((a) => a.kind === 'opt_out');
    expect(asked?.user).toContain('You are the only candidate.');
    expect(asked?.user).toContain('5 players vote as things stand');
  });
});
