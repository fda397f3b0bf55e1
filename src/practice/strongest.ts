// The level the adviser plays at: the strongest of the bots'.
import { LEVELS } from '../players/scripted/belief/params.js';

export const STRONGEST_LEVEL = LEVELS[LEVELS.length - 1]!;
