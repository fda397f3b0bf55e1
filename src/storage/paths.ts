// Where Nightfall keeps its files: NIGHTFALL_HOME when set, else the platform's user data directory.
import { homedir } from 'node:os';
import { join } from 'node:path';

export function dataDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  if (env.NIGHTFALL_HOME) return env.NIGHTFALL_HOME;
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'nightfall');
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'nightfall');
  return join(env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'), 'nightfall');
}

export const gamesDir = (env: NodeJS.ProcessEnv = process.env): string => join(dataDir(env), 'games');

/** A game's log file name: when it started and its seed, sortable by time. */
export function gameLogName(seed: number, now = new Date()): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-seed${seed}`;
}
