// Plays a werewolf-family game with scripted answers, knowing the deal in advance.
import { dealRoles, GameStopped, runGame, type GameSetup } from '../../src/engine/game.js';
import type { GameEvent } from '../../src/engine/events.js';
import type { DecisionRequest, DecideExtra } from '../../src/engine/participant.js';
import { findBoard } from '../../src/rules/index.js';
import { FnPlayer, passive } from './players.js';

export interface Scenario {
  roles: string[];
  seatsOf(role: string): number[];
}

export type Answer = (seat: number, req: DecisionRequest, extra: DecideExtra, s: Scenario) => string | undefined;

/** A game stopped after the first event `until` holds for: its log so far. */
export async function playUntil<R>(setup: GameSetup<R>, until: (e: GameEvent) => boolean): Promise<GameEvent[]> {
  const stop = new AbortController();
  const seen: GameEvent[] = [];
  await runGame({ ...setup, signal: stop.signal, onEvent: (e) => (seen.push(e), until(e) && stop.abort('enough')) }).catch((err: unknown) => {
    if (!(err instanceof GameStopped)) throw err;
  });
  return seen;
}

/** `until`: the game is stopped after the first event it holds for (its log so far is the result). */
export async function playScenario(presetId: string, seed: number, answer: Answer, opts: { human?: number; maxRounds?: number; until?: (e: GameEvent) => boolean } = {}) {
  const board = findBoard(presetId)!;
  const roles = dealRoles(board.preset, seed);
  const s: Scenario = { roles, seatsOf: (role) => roles.flatMap((r, i) => (r === role ? [i + 1] : [])) };
  const players = roles.map(
    (_, i) => new FnPlayer((req, extra) => answer(i + 1, req, extra, s) ?? passive(req), opts.human === i + 1 ? 'human' : 'ai'),
  );
  const seats = roles.map((_, i) => ({ seat: i + 1, name: `P${i + 1}`, persona: `p${i + 1}` }));
  const setup: GameSetup<unknown> = { ruleset: board.ruleset, preset: board.preset, seed, seats, participants: players, maxRounds: opts.maxRounds ?? 12 };
  const result = opts.until ? { events: await playUntil(setup, opts.until) } : await runGame(setup);
  const of = (type: string) => result.events.filter((e) => e.type === type) as (GameEvent & Record<string, any>)[];
  return { ...result, s, players, of };
}
