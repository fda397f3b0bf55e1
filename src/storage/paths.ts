// Where Nightfall keeps its files: NIGHTFALL_HOME when set (data, and settings in its config/), else
// the platform's folders as env-paths names them (data and config apart, e.g. ~/.local/share/nightfall
// and ~/.config/nightfall on Linux). Folders of earlier versions are still found.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import envPaths from 'env-paths';

const platform = () => envPaths('nightfall', { suffix: '' });

/** Before env-paths: the data folder on Windows (APPDATA\nightfall); the same as now elsewhere. */
const legacyData = (env: NodeJS.ProcessEnv): string | null =>
  process.platform === 'win32' && env.APPDATA ? join(env.APPDATA, 'nightfall') : null;

export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.NIGHTFALL_HOME) return env.NIGHTFALL_HOME;
  const now = platform().data;
  const old = legacyData(env);
  // Games and the database of an earlier version stay where they are rather than seem lost.
  return old && !existsSync(now) && existsSync(old) ? old : now;
}

/** The folder holding the settings (config.json) and the API key (credentials.json). */
export function settingsDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.NIGHTFALL_HOME ? join(env.NIGHTFALL_HOME, 'config') : platform().config;
}

/** Where settings were kept before (conf's default name, with its "-nodejs" suffix); null with NIGHTFALL_HOME. */
export function legacySettingsDir(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.NIGHTFALL_HOME ? null : envPaths('nightfall').config;
}

export const gamesDir = (env: NodeJS.ProcessEnv = process.env): string => join(dataDir(env), 'games');

/** Drills' logs: apart from the games, as a drill is a position played, not a game. */
export const drillsDir = (env: NodeJS.ProcessEnv = process.env): string => join(dataDir(env), 'drills');

/** A game's log file name: when it started and its seed, sortable by time. */
export function gameLogName(seed: number, now = new Date()): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-seed${seed}`;
}
