// N seeded scripted games of a preset, read as the talk bench reads them (game i dealt with gameSeed(seed, i)).
import { runGame } from '../../src/engine/game.js';
import type { GameEvent } from '../../src/engine/events.js';
import { talkGame, type TalkGame } from '../../src/bench/talk-games.js';
import { gameSeed } from '../../src/sim/run.js';
import { createTable } from '../../src/table/setup.js';

export async function seededTalkGames(preset: string, n: number, seed: number): Promise<TalkGame[]> {
  const out: TalkGame[] = [];
  for (let i = 0; i < n; i++) out.push(talkGame((await runGame(createTable({ preset, seed: gameSeed(seed, i) }))).events as GameEvent[]));
  return out;
}
