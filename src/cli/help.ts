// `nightfall help`: one page generated from the declared commands and flags and from the rulesets
// (presets, their seats and roles); `nightfall help COMMAND` is commander's page for that command.
import type { CommandUnknownOpts, Help, Option } from '@commander-js/extra-typings';
import { RULESETS, roleNames } from '../rules/index.js';
import { dataDir, settingsDir } from '../storage/paths.js';
import { AI_GROUP } from './flags.js';

/** The first lines of `nightfall help`: what a new player types first (the README shows each of them too; a test holds them there). */
export const EXAMPLES: readonly (readonly [command: string, what: string])[] = [
  ['nightfall', 'choose a game, a role and opponents; then play'],
  ['nightfall play --role seer', 'a 12-seat Werewolf game as the seer'],
  ['nightfall drill --role witch', 'a moment that matters for the witch'],
  ['nightfall watch --preset mafia', 'watch the bots play Mafia, every role shown'],
  ['nightfall history', 'your games; then: nightfall rewind ID'],
];

const footer = () => `Every command's flags, with their defaults: nightfall help COMMAND (or nightfall COMMAND --help).

Rules: in a game, ? shows the keys and then the rules page of your table: how each side wins, the roles dealt, the night and the day in order, the options in force. The whole rulebook of every preset and option is docs/RULES.md (in the repository and in the installed package).

Files: game logs and nightfall.db (games, players, tournaments) in ${dataDir()}; settings and the API key in ${settingsDir()} (NIGHTFALL_HOME puts them all in one folder). Everything is owner-only (folders 0700, files 0600).

Colours only on a terminal, on the game screens and in transcripts alike; NO_COLOR (or FORCE_COLOR=0) turns them off, FORCE_COLOR=1 forces them.

Exit codes: 0 done; 2 a bad flag, preset or input file (log, settings, persona); 1 stopped, a model asked for that never answered (sim), a file or database that cannot be used (the message names it), or an unexpected error; 130 (143) sim or tournament stopped by Ctrl-C (a kill) between two games, saying how many it played.`;

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
  const exampleWidth = Math.max(...EXAMPLES.map(([c]) => c.length)) + 2;
  const examples = EXAMPLES.flatMap(([command, what]) => {
    const [first, ...rest] = helper.boxWrap(what, width - 2 - exampleWidth).split('\n');
    return [`  ${command.padEnd(exampleWidth)}${first}`, ...rest.map((l) => ' '.repeat(2 + exampleWidth) + l)];
  });
  const usage = [
    '  nightfall',
    ...wrap('the setup screen (game, role to practise, opponents), then the game; without a terminal: a paced spectator transcript', 6),
    ...visible(program).flatMap((c) => [...synopsis(c, width - 2).map((l) => '  ' + l), ...wrap(c.summary(), 6)]),
    '  nightfall help [COMMAND]',
    ...wrap('this text, or one command\'s flags (also: nightfall COMMAND --help)', 6),
  ];
  const aiFlags = allFlags(program).filter((o) => o.helpGroupHeading === AI_GROUP).map((o) => o.flags.replace(/<([^>]+)>/, '$1'));
  return [
    ...wrap(`nightfall — ${program.description()}`, 0),
    '',
    'Examples:',
    ...examples,
    ...wrap('From a clone of the repository, type npx nightfall (or npm start --) where this page says nightfall.', 2),
    '',
    'Commands:',
    ...usage,
    '',
    'Presets (seats, roles to practise; the first is the default):',
    ...presetLines(),
    '',
    ...wrap(`${AI_GROUP.replace(/:$/, '')}: ${aiFlags.join(', ')}.`, 0),
    '',
    ...footer().split('\n').flatMap((l) => (l ? wrap(l, 0) : [''])),
    '',
  ].join('\n');
}
