// The first n games of a preset's shared corpus (corpus.ts), read as the talk bench reads them.
import type { GameEvent } from '../../src/engine/events.js';
import { talkGame, type TalkGame } from '../../src/bench/talk-games.js';
import { corpusGames } from './corpus.js';

export async function seededTalkGames(preset: string, n: number): Promise<TalkGame[]> {
  return (await corpusGames(preset, n)).map((events) => talkGame(events as GameEvent[]));
}
