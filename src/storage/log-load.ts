// Loading a game's log: read leniently (a torn last line is noted), then every event checked against
// its ruleset's schemas. A log that is not a game log, or is damaged, is an error naming the file and line.
import { registryFor } from '../engine/game.js';
import type { Preset, Ruleset } from '../engine/ruleset.js';
import { boardFor } from '../table/setup.js';
import { LogError, readLog, type LogRead } from './read-log.js';

export interface LoadedLog {
  log: LogRead;
  ruleset: Ruleset<unknown>;
  preset: Preset;
}

export function loadGameLog(path: string): LoadedLog {
  const log = readLog(path);
  const [created, started] = log.events;
  if (created?.type !== 'game_created' || started?.type !== 'game_started') {
    throw new LogError(`${path}: not a game log (it must begin with game_created and game_started)`);
  }
  let board;
  try {
    board = boardFor(created.preset);
  } catch (err) {
    throw new LogError(`${path}: ${(err as Error).message}`);
  }
  const registry = registryFor(board.ruleset);
  log.events = log.events.map((e, i) => {
    try {
      return registry.check(e);
    } catch (err) {
      throw new LogError(`${path}:${i + 1}: ${(err as Error).message}; nothing was changed`);
    }
  });
  return { log, ruleset: board.ruleset, preset: board.preset };
}
