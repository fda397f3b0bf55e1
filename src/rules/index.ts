// Every ruleset and preset the game knows, found by preset id.
import type { Preset, Ruleset } from '../engine/ruleset.js';
import { werewolf } from './werewolf/index.js';
import { mafia } from './mafia/index.js';

export const RULESETS: readonly Ruleset<any>[] = [werewolf, mafia];

export interface Board {
  ruleset: Ruleset<any>;
  preset: Preset;
}

export const PRESET_IDS = (): string[] => RULESETS.flatMap((r) => r.presets.map((p) => p.id));

export function findBoard(presetId: string): Board | undefined {
  for (const ruleset of RULESETS) {
    const preset = ruleset.presets.find((p) => p.id === presetId);
    if (preset) return { ruleset, preset };
  }
  return undefined;
}
