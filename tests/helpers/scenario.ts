// Plays a werewolf-family game with scripted answers, knowing the deal in advance.
import { dealRoles, runGame } from '../../src/engine/game.js';
import type { GameEvent } from '../../src/engine/events.js';
import type { DecisionRequest, DecideExtra } from '../../src/engine/participant.js';
import { findBoard } from '../../src/rules/index.js';
import { FnPlayer, passive } from './players.js';

export interface Scenario {
  roles: string[];
  seatsOf(role: string): number[];
}

export type Answer = (seat: number, req: DecisionRequest, extra: DecideExtra, s: Scenario) => string | undefined;

export async function playScenario(presetId: string, seed: number, answer: Answer, opts: { human?: number; maxRounds?: number } = {}) {
  const board = findBoard(presetId)!;
  const roles = dealRoles(board.preset, seed);
  const s: Scenario = { roles, seatsOf: (role) => roles.flatMap((r, i) => (r === role ? [i + 1] : [])) };
  const players = roles.map(
    (_, i) => new FnPlayer((req, extra) => answer(i + 1, req, extra, s) ?? passive(req), opts.human === i + 1 ? 'human' : 'ai'),
  );
  const seats = roles.map((_, i) => ({ seat: i + 1, name: `P${i + 1}`, persona: `p${i + 1}` }));
  const result = await runGame({
    ruleset: board.ruleset,
    preset: board.preset,
    seed,
    seats,
    participants: players,
    maxRounds: opts.maxRounds ?? 12,
  });
  const of = (type: string) => result.events.filter((e) => e.type === type) as (GameEvent & Record<string, any>)[];
  return { ...result, s, players, of };
}
