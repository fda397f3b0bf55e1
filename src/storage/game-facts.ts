// The facts of a finished game, read from its events: result, players, and the person's own record
// (votes on the other side, how often the AI seats suspected them, what they claimed and when).
import { fold } from '../engine/game.js';
import type { GameEvent } from '../engine/events.js';
import type { Claim } from '../engine/core-events.js';
import { boardFor } from '../table/setup.js';
import { outcomeOf } from '../engine/stall.js';
import { practiceFacts, type PracticeFacts } from './practice-facts.js';

export interface PlayerFacts {
  seat: number;
  name: string;
  persona: string;
  role: string;
  team: string;
  outcome: 'win' | 'loss' | 'draw';
  survived: boolean;
}

export interface PersonFacts {
  seat: number;
  role: string;
  team: string;
  outcome: 'win' | 'loss' | 'draw';
  survived: boolean;
  /** Votes cast for a seat (abstentions left out), and those on a seat of another side. */
  votes: number;
  votesOtherSide: number;
  /** Suspicion scores other seats noted about the person; `suspected` counts those of 0.5 or more. */
  suspicionReadings: number;
  suspected: number;
  suspicionSum: number;
  claims: { day: number; claim: Claim }[];
}

export interface GameFacts {
  preset: string;
  seed: number;
  winner: string;
  days: number;
  players: PlayerFacts[];
  person: PersonFacts | null;
  /** The branch a rewound game took, and the person's decisions and hints. */
  practice?: PracticeFacts;
}

export const SUSPECTED = 0.5;

export function gameFacts(events: readonly GameEvent[]): GameFacts | null {
  const created = events[0];
  if (created?.type !== 'game_created') return null;
  const { ruleset } = boardFor(created.preset);
  const state = fold(ruleset, events);
  const winner = state.core.winner;
  if (winner === null) return null;
  const players: PlayerFacts[] = state.core.seats.map((s) => ({
    seat: s.seat,
    name: s.name,
    persona: s.persona,
    role: s.role,
    team: s.team,
    outcome: outcomeOf(s.team, winner),
    survived: s.alive,
  }));
  const me = players.find((p) => p.persona === 'human');
  return {
    preset: state.core.preset,
    seed: state.core.seed,
    winner,
    days: state.core.day,
    players,
    person: me ? personFacts(events, me, players) : null,
    practice: practiceFacts(events, me?.seat ?? null),
  };
}

function personFacts(events: readonly GameEvent[], me: PlayerFacts, players: PlayerFacts[]): PersonFacts {
  const teamOf = (seat: number) => players[seat - 1]?.team;
  const f: PersonFacts = {
    seat: me.seat,
    role: me.role,
    team: me.team,
    outcome: me.outcome,
    survived: me.survived,
    votes: 0,
    votesOtherSide: 0,
    suspicionReadings: 0,
    suspected: 0,
    suspicionSum: 0,
    claims: [],
  };
  for (const e of events) {
    switch (e.type) {
      case 'vote':
        if (e.seat === me.seat && e.target !== null) {
          f.votes++;
          if (teamOf(e.target) !== me.team) f.votesOtherSide++;
        }
        break;
      case 'memory': {
        if (e.seat === me.seat) break;
        const updates = e.notes.suspicion_updates;
        const score = updates && typeof updates === 'object' ? (updates as Record<string, unknown>)[String(me.seat)] : undefined;
        if (typeof score === 'number') {
          f.suspicionReadings++;
          f.suspicionSum += score;
          if (score >= SUSPECTED) f.suspected++;
        }
        break;
      }
      case 'speech':
        if (e.seat === me.seat) for (const claim of e.claims) f.claims.push({ day: e.day, claim });
        break;
    }
  }
  return f;
}
