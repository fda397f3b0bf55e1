// Every flag of the command line, declared once: its name, its value's shape and parser, its help
// line. A command lists the flags it takes; one it does not list is refused by commander.
import { Option, type Command, type OptionValues } from '@commander-js/extra-typings';
import type { AiMode } from '../ai/seats.js';
import { PRESET_IDS, RULESETS } from '../rules/index.js';
import { intFlag, UsageError } from './args.js';

export const int = (name: string, min: number, max: number) => (value: string) => intFlag(value, name, min, max);
/** A flag given several times keeps every value (`--bots a=random --bots b=random`). */
const each = (value: string, previous: string[] | undefined): string[] => [...(previous ?? []), value];
const MAX_SEED = 2 ** 31 - 1;

const sidesOf = (r: (typeof RULESETS)[number]): string[] => [...new Set(r.presets.flatMap((p) => Object.keys(p.roles).map((role) => r.teamOf(role))))];
const optionNames = (r: (typeof RULESETS)[number]): string[] => [...new Set(r.presets.flatMap((p) => Object.keys(p.options)))];
const perRuleset = (list: (r: (typeof RULESETS)[number]) => string[]): string => RULESETS.map((r) => `${r.id}: ${list(r).join(', ')}`).join('; ');

export const AI_MODES = ['bots', 'claude', 'mixed'] as const satisfies readonly AiMode[];
export const AI_GROUP = 'AI flags (the model in the AI seats; offline bots are the default):';

export const flag = {
  preset: () => new Option('--preset <P>', `the board: ${PRESET_IDS().join(', ')} (seats and roles: nightfall help)`),
  seed: () => new Option('--seed <S>', 'the seed: the same seed deals and plays the same game with bots (default 1 for sim and tournament, else drawn at random)').argParser(int('seed', 0, MAX_SEED)),
  seat: () => new Option('--seat <N>', 'your seat (default: drawn from the seed)').argParser(int('seat', 1, 99)),
  role: () => new Option('--role <R>', 'the role you practise, by id or by the table\'s name for it, any case'),
  name: () => new Option('--name <NAME>', 'your name at the table (1–20 letters or emoji)'),
  pace: (fallback: string) => new Option('--pace <MS>', `wait MS between AI lines; 0 shows them at once (default ${fallback})`).argParser(int('pace', 0, 60_000)),
  logDir: () => new Option('--log-dir <DIR>', 'one JSONL event log per game in DIR, written as it happens; never over an earlier log. The folder is remembered: history and stats record a finished game there whose result was not saved'),
  games: (fallback: number, max = 10_000_000) => new Option('--games <N>', 'how many games').argParser(int('games', 1, max)).default(fallback),
  concurrency: () => new Option('--concurrency <K>', 'games in flight at once').argParser(int('concurrency', 1, 1024)).default(1),
  bots: () => new Option('--bots <SIDE=KIND>', `random or scripted players on a side, repeatable (sides: ${perRuleset(sidesOf)})`).argParser(each),
  level: () => new Option('--level <L>', 'how well the offline bots play: easy, normal (default) or hard; SIDE=L for one side, repeatable (or: nightfall config set level hard)').argParser(each),
  option: () => new Option('--option <K=V>', `a table option, repeatable (${perRuleset(optionNames)})`).argParser(each),
  json: () => new Option('--json', 'machine-readable output: one JSON object'),
  plain: () => new Option('--plain', 'a plain transcript instead of the screen (always, without a terminal)'),
};

/** How many entries of each list `history` shows unless told (a tournament alone can record thousands). */
export const HISTORY_LIMIT = 20;

/** `--limit N` (N ≥ 1) or `--limit all`. */
export function limitFlag(value: string): number | 'all' {
  if (value.trim().toLowerCase() === 'all') return 'all';
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1) throw new UsageError(`--limit takes a whole number from 1, or all (got "${value}")`);
  return Number(value);
}

/** The model's flags, one help group; --on-ai-error only where nobody is at a terminal to ask. */
export function aiFlags<A extends unknown[], O extends OptionValues, G extends OptionValues>(cmd: Command<A, O, G>) {
  return cmd
    .addOption(new Option('--ai <MODE>', 'claude: every AI seat; mixed: every other one (or: nightfall config set ai claude)').choices(AI_MODES).helpGroup(AI_GROUP))
    .addOption(new Option('--model <M>', 'the model (default claude-sonnet-5-5, or NIGHTFALL_MODEL)').helpGroup(AI_GROUP))
    .addOption(new Option('--base-url <URL>', 'any Anthropic-compatible server (or ANTHROPIC_BASE_URL)').helpGroup(AI_GROUP))
    .addOption(new Option('--api-key <KEY>', 'the API key (or ANTHROPIC_API_KEY, or nightfall config set apiKey)').helpGroup(AI_GROUP))
    .addOption(new Option('--on-ai-error <WHAT>', 'without a terminal to ask: bots or stop, if the model cannot be reached (default bots)').choices(['bots', 'stop'] as const).helpGroup(AI_GROUP));
}

/** The AI flags as a command hands them on. */
export interface AiFlags {
  ai?: AiMode;
  model?: string;
  baseUrl?: string;
  apiKey?: string;
  onAiError?: 'bots' | 'stop';
}

/** A flag that this mode of a command cannot use is refused, never silently dropped. */
export function refuse(given: unknown, flagName: string, why: string): void {
  if (given !== undefined) throw new UsageError(`--${flagName} ${why}`);
}
