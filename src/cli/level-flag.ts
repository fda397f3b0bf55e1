// --level for the commands that seat bots: the flag, then the saved setting, for each side of a preset.
import type { Level } from '../players/scripted/belief/params.js';
import { savedLevel } from '../llm/saved-settings.js';
import { sidesOf } from '../table/setup.js';
import { levelFlag } from './args.js';

/** The saved level; normal when the settings cannot be read (aiFromFlags names the broken file once). */
export function savedLevelOrNormal(): Level {
  try {
    return savedLevel();
  } catch {
    return 'normal';
  }
}

export const levelsFrom = (f: Record<string, unknown>, preset: string): Record<string, Level> => levelFlag(f.level, sidesOf(preset), savedLevelOrNormal());
