// --preset P: the board it names, or a one-line usage error listing the known presets.
import type { Board } from '../rules/index.js';
import { boardFor } from '../table/setup.js';
import { UsageError } from './args.js';

export function boardFlag(value: unknown, fallback = 'werewolf'): Board & { id: string } {
  const id = value === undefined ? fallback : String(value);
  try {
    return { id, ...boardFor(id) };
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}
