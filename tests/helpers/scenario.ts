// Plays a werewolf-family game with scripted answers, knowing the deal in advance.
import { dealRoles, GameStopped, runGame } from '../../src/engine/game.js';
import type { GameEvent } from '../../src/engine/events.js';
import type { DecisionRequest, DecideExtra } from '../../src/engine/participant.js';
import { findBoard } from '../../src/rules/index.js';
import { FnPlayer, passive } from './players.js';

export interface Scenario {
  roles: string[];
  seatsOf(role: string): number[];
}

export type Answer = (seat: number, req: DecisionRequest, extra: DecideExtra, s: Scenario) => string | undefined;

/** `until`: the game is stopped after the first event it holds for (its log so far is the result). */
export async function playScenario(presetId: string, seed: number, answer: Answer, opts: { human?: number; maxRounds?: number; until?: (e: GameEvent) => boolean } = {}) {
  const board = findBoard(presetId)!;
  const roles = dealRoles(board.preset, seed);
  const s: Scenario = { roles, seatsOf: (role) => roles.flatMap((r, i) => (r === role ? [i + 1] : [])) };
  const players = roles.map(
    (_, i) => new FnPlayer((req, extra) => answer(i + 1, req, extra, s) ?? passive(req), opts.human === i + 1 ? 'human' : 'ai'),
  );
  const seats = roles.map((_, i) => ({ seat: i + 1, name: `P${i + 1}`, persona: `p${i + 1}` }));
  const stop = new AbortController();
  const seen: GameEvent[] = [];
  const setup = {
    ruleset: board.ruleset,
    preset: board.preset,
    seed,
    seats,
    participants: players,
    maxRounds: opts.maxRounds ?? 12,
    ...(opts.until ? { signal: stop.signal, onEvent: (e: GameEvent) => (seen.push(e), opts.until!(e) && stop.abort('enough')) } : {}),
  };
  const result = await runGame(setup).catch((err: unknown) => {
    if (err instanceof GameStopped && opts.until) return { events: seen };
    throw err;
  });
  const of = (type: string) => result.events.filter((e) => e.type === type) as (GameEvent & Record<string, any>)[];
  return { ...result, s, players, of };
}
