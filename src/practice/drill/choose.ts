// Which drill a command line asks for: the role (by id, by the table's name, or a word players use
// for it), the preset (given, or the first that has the role), and the situation for them.
import { rngFor } from '../../engine/rng.js';
import { findBoard, PRESET_IDS, roleNamed, roleNames, type Board } from '../../rules/index.js';
import { situationFor } from './situations.js';
import type { Situation } from './situation.js';

export class DrillChoiceError extends Error {}

const bare = (s: string) => s.trim().toLowerCase().replace(/^(the|a|an)\s+/, '');

/** A role on a board by any name a player would use for it ("mafioso", "townsperson", "sheriff"). */
function roleOn(board: Board, text: string): string | undefined {
  const named = roleNamed(board, text);
  if (named) return named;
  const want = bare(text);
  const words = board.ruleset.claimWords?.roles ?? {};
  return Object.keys(board.preset.roles).find((r) => (words[r] ?? []).some((w) => bare(w) === want));
}

export interface DrillChoice {
  preset: string;
  role: string;
  situation: Situation;
}

export function chooseDrill(role: string | undefined, preset: string | undefined, seed: number): DrillChoice {
  const presets = preset === undefined ? PRESET_IDS() : [preset];
  const board = preset === undefined ? undefined : findBoard(preset);
  if (preset !== undefined && !board) throw new DrillChoiceError(`unknown preset "${preset}"; known: ${PRESET_IDS().join(', ')}`);
  if (role === undefined) {
    const b = board ?? findBoard('werewolf')!;
    const roles = Object.keys(b.preset.roles);
    const r = roles[rngFor(seed, 0, 'drill-role').int(roles.length)]!;
    return { preset: b.preset.id, role: r, situation: situationFor(b.ruleset, r)! };
  }
  for (const id of presets) {
    const b = findBoard(id)!;
    const r = roleOn(b, role);
    const situation = r ? situationFor(b.ruleset, r) : undefined;
    if (r && situation) return { preset: id, role: r, situation };
  }
  if (board) throw new DrillChoiceError(`${board.preset.id} has no role "${role}"; roles: ${roleNames(board).join(', ')}`);
  throw new DrillChoiceError(`no preset has a role "${role}"; roles: ${PRESET_IDS().map((id) => `${id}: ${roleNames(findBoard(id)!).join(', ')}`).join('; ')}`);
}
