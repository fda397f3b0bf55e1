// `nightfall help`: one page generated from the declared commands and flags and from the rulesets
// (presets, their seats and roles); `nightfall help COMMAND` is commander's page for that command.
import type { CommandUnknownOpts, Help, Option } from '@commander-js/extra-typings';
import { RULESETS, roleNames } from '../rules/index.js';
import { dataDir, settingsDir } from '../storage/paths.js';
import { AI_GROUP } from './flags.js';

const footer = () => `Rules: in a game, ? shows the keys and then the rules page of your table: how each side wins, the roles dealt, the night and the day in order, the options in force. The whole rulebook of every preset and option is docs/RULES.md (in the repository and in the installed package).

Tracing: set OTEL_EXPORTER_OTLP_ENDPOINT (or LANGFUSE_PUBLIC_KEY and LANGFUSE_SECRET_KEY) to send each decision as a span.

Files: game logs and nightfall.db (games, players, tournaments) in ${dataDir()}; settings and the API key in ${settingsDir()} (NIGHTFALL_HOME puts them all in one folder). Everything is owner-only (folders 0700, files 0600). A finished game is recorded as it ends; history, stats and resume record any finished log whose result was not saved. A damaged database is named and left untouched.

Colours only on a terminal; NO_COLOR turns them off.

Exit codes: 0 done; 2 a bad flag, preset or input file (log, settings, persona); 1 stopped, a model asked for that never answered (sim), a file or database that cannot be used (the message names it), or an unexpected error.`;

/** One item of a synopsis: `[--preset P]`, `[--json]`, `ID|FILE`. */
const optionItem = (o: Option): string => `[${o.long ?? o.flags}${o.required || o.optional ? ' ' + o.flags.replace(/^.*?[<[]/, '').replace(/[>\]]$/, '') : ''}]`;

function synopsisItems(cmd: CommandUnknownOpts): string[] {
  if (cmd.commands.length) return [cmd.commands.map((sub) => [sub.name(), ...synopsisItems(sub)].join(' ')).join(' | ')];
  const args = cmd.registeredArguments.map((a) => (a.required ? a.name() : `[${a.name()}]`));
  const own = cmd.options.filter((o) => o.helpGroupHeading !== AI_GROUP).map(optionItem);
  const ai = cmd.options.some((o) => o.helpGroupHeading === AI_GROUP) ? ['[AI flags]'] : [];
  return [...args, ...own, ...ai];
}

/** `nightfall NAME ITEMS…`, broken between items to fit `width`, continued under the first item. */
function synopsis(cmd: CommandUnknownOpts, width: number): string[] {
  const head = `nightfall ${cmd.name()}`;
  const lines = [head];
  for (const item of synopsisItems(cmd)) {
    const last = lines.length - 1;
    if (lines[last]!.length + 1 + item.length > width && lines[last]!.trim() !== head) lines.push(' '.repeat(head.length) + ' ' + item);
    else lines[last] += ' ' + item;
  }
  return lines;
}

const visible = (program: CommandUnknownOpts): CommandUnknownOpts[] => program.commands.filter((c) => c.name() !== 'help');

/** Every command's synopsis: the list README's Commands section shows (a test holds them equal). */
export function commandList(program: CommandUnknownOpts, width = 80): string[] {
  return ['nightfall', ...visible(program).flatMap((c) => synopsis(c, width)), 'nightfall help [COMMAND]'];
}

/** The flags of every command, each once, in the order first declared; the model's flags apart. */
function allFlags(program: CommandUnknownOpts): Option[] {
  const seen = new Map<string, Option>();
  for (const c of visible(program)) for (const o of [...c.options, ...c.commands.flatMap((s) => s.options)]) if (!seen.has(o.flags)) seen.set(o.flags, o);
  return [...seen.values()];
}

function presetLines(): string[] {
  const rows = RULESETS.flatMap((ruleset) => ruleset.presets.map((preset) => ({ preset, roles: roleNames({ ruleset, preset }) })));
  const width = Math.max(...rows.map((r) => r.preset.id.length));
  return rows.map(({ preset, roles }) => `  ${preset.id.padEnd(width)}  ${String(preset.seats).padStart(2)} seats  ${roles.join(', ')}`);
}

export function topHelp(program: CommandUnknownOpts, helper: Help): string {
  const width = helper.helpWidth ?? 80;
  const wrap = (text: string, indent: number) => helper.boxWrap(text, width - indent).split('\n').map((l) => ' '.repeat(indent) + l);
  const usage = [
    '  nightfall',
    ...wrap('the setup screen (game, role to practise, opponents), then the game; without a terminal: a paced spectator transcript', 6),
    ...visible(program).flatMap((c) => [...synopsis(c, width - 2).map((l) => '  ' + l), ...wrap(c.summary(), 6)]),
    '  nightfall help [COMMAND]',
    ...wrap('this text, or one command\'s flags (also: nightfall COMMAND --help)', 6),
  ];
  const flags = allFlags(program);
  const item = (o: Option) => o.flags.replace(/<([^>]+)>/, '$1');
  const termWidth = Math.max(...flags.map((o) => item(o).length));
  // Defaults differ between commands (sim plays 100 games, tournament 10): each command's page says its own.
  const describe = (o: Option) => o.description + (o.argChoices ? ` (${o.argChoices.join('|')})` : '');
  const list = (os: Option[]) => os.map((o) => helper.formatItem(item(o), termWidth, describe(o), helper));
  return [
    ...wrap(`nightfall — ${program.description()}`, 0),
    '',
    'Usage:',
    ...usage,
    '',
    'Presets (seats, roles to practise; the first is the default):',
    ...presetLines(),
    '',
    'Flags:',
    ...list(flags.filter((o) => o.helpGroupHeading !== AI_GROUP)),
    '',
    AI_GROUP,
    ...list(flags.filter((o) => o.helpGroupHeading === AI_GROUP)),
    '',
    ...footer().split('\n').flatMap((l) => (l ? wrap(l, 0) : [''])),
    '',
  ].join('\n');
}
