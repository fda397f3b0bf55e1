// A ballot three in four of its round cast is no mark on its voter; the round counts its skips. Four ballots on Mira beside
// four skips were half the table's choice: when Mira turned out to be the doctor, the bots held it against nobody and answered
// "I don't have a read yet, honestly", while the model seats argued from who had voted her (a relay game, mafia-classic
// seed 1208302). The talk bench reads the round the same way (talk-facts.ts).
import { describe, expect, it } from 'vitest';
import { sharedBallots } from '../../src/bench/talk-facts.js';
import { crowdBallot } from '../../src/players/scripted/speech/shared-ballot.js';
import type { Evidence } from '../../src/players/scripted/speech/plan.js';
import { Position } from './positions.js';

const voteOf = (p: Position, voter: number): Extract<Evidence, { kind: 'vote' }> => {
  const e = p.events.find((x) => x.type === 'vote' && (x as { seat?: number }).seat === voter)!;
  return { kind: 'vote', n: e.n, day: e.day, voter, target: (e as { target: number | null }).target, ballot: (e as { ballot: string }).ballot };
};

describe('a crowd ballot', () => {
  it('counts the skips of its round', () => {
    const half = new Position('mafia-classic', 1, 'villager');
    half.vote(2, 6).vote(3, 6).vote(4, 6).vote(5, 6).vote(7, null).vote(8, null).vote(9, null).vote(1, null);
    expect(crowdBallot(half.mind().k!, voteOf(half, 2))).toBe(false);
    const most = new Position('mafia-classic', 1, 'villager');
    most.vote(2, 6).vote(3, 6).vote(4, 6).vote(5, 6).vote(7, 8).vote(1, 6);
    expect(crowdBallot(most.mind().k!, voteOf(most, 2))).toBe(true);
  });

  it('the bench reads it alike: a ballot four of eight cast, four skipping, held against one voter is no shared ballot', () => {
    const names = ['Wren', 'Oskar', 'Hugo', 'Priya', 'Iris', 'Mira', 'Katya', 'Tomas'];
    const seats = names.map((name, i) => ({ seat: i + 1, name, persona: name.toLowerCase() }));
    let n = 0;
    const ev = (x: Record<string, unknown>) => ({ n: n++, vis: 'public', ...x });
    const events = [
      ev({ type: 'game_started', day: 0, ruleset: 'mafia', seats }),
      ...[2, 3, 4, 8].map((s) => ev({ type: 'vote', day: 1, seat: s, target: 6, ballot: 'eliminate', weight: 1 })),
      ...[1, 5, 6, 7].map((s) => ev({ type: 'vote', day: 1, seat: s, target: null, ballot: 'eliminate', weight: 1 })),
      ev({ type: 'speech', day: 2, seat: 1, context: 'discussion', text: 'Priya voted Mira yesterday. My vote goes to Priya.', claims: [{ kind: 'vote', target: 4 }] }),
    ];
    const r = sharedBallots([{ ruleset: 'mafia', events, roles: new Map(), teams: new Map() } as never]);
    expect(r.cited).toBe(1);
    expect(r.shared).toBe(0);
  });
});
