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

/** A role as a person names it on this board: its id or the table's name for it, any case ("Sheriff", "the seer"). */
export function roleNamed(board: Board, text: string): string | undefined {
  const want = bare(text);
  const roles = Object.keys(board.preset.roles);
  return roles.find((r) => r.toLowerCase() === want) ?? roles.find((r) => bare(board.ruleset.roleName(r, board.preset.options)) === want);
}

/** The board's roles as the table names them, for a message listing them. */
export const roleNames = (board: Board): string[] => Object.keys(board.preset.roles).map((r) => bare(board.ruleset.roleName(r, board.preset.options)));

const bare = (name: string) => name.trim().toLowerCase().replace(/^(the|a|an)\s+/, '');
