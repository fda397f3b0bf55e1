// The command line as data: each command with its flags, positionals and help, declared once on
// commander. A command's code is imported only when it runs (the first frame of `play` waits for
// nothing else). To add a command: declare it below, export its flags' type, register it in program().
import { Argument, Command, Help, Option } from '@commander-js/extra-typings';
import { aiFlags, flag, int, limitFlag, HISTORY_LIMIT } from './flags.js';
import { topHelp } from './help.js';
import { PRESET_IDS } from '../rules/index.js';
import { print } from './output.js';
import { DEFAULT_FAULTS, FAULT_NAMES, type FaultKind } from '../fake-anthropic/faults.js';
import { UsageError } from './args.js';

type Flags<C extends (p: Command) => { opts(): unknown }> = ReturnType<ReturnType<C>['opts']>;

const play = (p: Command) =>
  aiFlags(
    p
      .command('play')
      .summary('straight into a game in seat N, practising role R')
      .description('Straight into a game: your seat, the role to practise, the AI lines paced. The game log is written as you play and kept if you quit; resume it with nightfall resume.')
      .addOption(flag.preset())
      .addOption(flag.seat())
      .addOption(flag.role())
      .addOption(flag.seed())
      .addOption(flag.name())
      .addOption(flag.pace('400'))
      .addOption(flag.level())
      .addOption(flag.logDir()),
  );
export type PlayFlags = Flags<typeof play>;

const watch = (p: Command) =>
  aiFlags(
    p
      .command('watch')
      .summary('spectate: all seats AI, roles and THINK shown; --plain: a transcript for pipes')
      .description('Spectate a game: every seat AI, every role and THINK shown. On a terminal a screen (space pauses, n steps, + and - change the speed); with --plain, or without a terminal, a transcript ending with the winner.')
      .addOption(flag.preset())
      .addOption(flag.seed())
      .addOption(flag.plain())
      .addOption(flag.pace('400 on the screen, 0 in a transcript'))
      .addOption(flag.bots())
      .addOption(flag.level())
      .addOption(flag.option())
      .addOption(flag.logDir()),
  );
export type WatchFlags = Flags<typeof watch>;

const sim = (p: Command) =>
  aiFlags(
    p
      .command('sim')
      .summary('N bot games: wins per side, mean days, survival per role, games/s')
      .description('Play N seeded games with no one watching and sum them up: wins per side, mean days, survival per role, games per second. --json prints one object with preset, games, seed, wins, winRate, meanDays, survival, gamesPerSecond (and usage with --ai).')
      .addOption(flag.preset())
      .addOption(flag.games(100))
      .addOption(flag.seed())
      .addOption(flag.json())
      .addOption(flag.logDir())
      .addOption(flag.concurrency())
      .addOption(flag.bots())
      .addOption(flag.level())
      .addOption(flag.option()),
  );
export type SimFlags = Flags<typeof sim>;

const resume = (p: Command) =>
  aiFlags(
    p
      .command('resume')
      .summary('continue an unfinished game from its log (default: the newest one)')
      .description('Continue an unfinished game from its log. Without an ID: the newest game not finished and not being played. A game still being played elsewhere is refused; nightfall history lists the resumable games.')
      .addArgument(new Argument('[ID|FILE]', 'a game id (as history lists it) or a log file'))
      .addOption(flag.plain())
      .addOption(flag.pace('400 on the screen, 0 in a transcript')),
  );
export type ResumeFlags = Flags<typeof resume>;

const rewind = (p: Command) =>
  p
    .command('rewind')
    .summary('play one of your decisions again: the table as it was, the bots play on')
    .description(
      'Play one of your decisions again: the table rebuilt from the log as it was, you answer differently, the bots play on; a new log (ID-bK) that history shows as a branch. On the screen the review\'s Your decisions page does the same: choose a decision with ↑ ↓, then r or Enter. Without --decision: your decisions, numbered, each with what the strongest offline bot would do from your view then and the facts that decide it, and, where you differ (for a speech: what it claims and whom it accuses, and the other of claiming your role or keeping it hidden), each line played on over 20 continuations with a verdict: ✓ right, ✗ wrong, ≈ a tie within the noise (McNemar\'s exact test, 5%), ○ moot with why (--json for a list). Without a terminal (or --plain, --answers): answers one a line from FILE or stdin, your seat\'s transcript out; when they run out the strongest bot plays your seat on.',
    )
    .addArgument(new Argument('<ID|FILE>', 'a game id (as history lists it) or a log file'))
    .addOption(new Option('--decision <K>', 'the decision to play again, as the list numbers it').argParser(int('decision', 1, 10_000)))
    .addOption(new Option('--answers <FILE|->', 'your answers, one a line, from FILE or stdin (-)'))
    .addOption(flag.plain())
    .addOption(flag.json())
    .addOption(flag.pace('400'));
export type RewindFlags = Flags<typeof rewind>;

const drill = (p: Command) =>
  p
    .command('drill')
    .summary('a position that matters for a role, cut from a seeded bot game; then the bot\'s play and both outcomes')
    .description(
      'A position that matters for a role, cut from a seeded bot game where the answer changes how games end (the seer facing a counter-claim, the witch with both potions when the sheriff or a claimed role is attacked, the guard on night 3…): a recap of what your seat knows, then your decisions until that day or night ends; then what the position held that a strong player would use, what the strongest offline bot in your seat would have done and why, and how both lines end over 20 continuations each (the rest of the game, each against the other seats drawn anew: their seed, persona and level; the same draw for both lines), with a verdict (a difference within the noise is a tie). On the screen the recap is a page of its own with the seed (Enter plays) and the drill ends on a summary page (q leaves). A seed that does not reach the position, or reaches it where both best answers end alike, gives way to the next. The drill\'s log is kept apart from your games; stats keeps the results per role and history lists the drills. Without a terminal (or --plain, --answers, --json): answers one a line from FILE or stdin; when they run out the strongest bot answers.',
    )
    .addOption(new Option('--role <R>', 'the role to drill, by id or by the table\'s name for it (default: drawn from the seed)'))
    .addOption(new Option('--preset <P>', `the board (default: the first that has the role: ${PRESET_IDS().join(', ')})`))
    .addOption(flag.seed())
    .addOption(new Option('--answers <FILE|->', 'your answers, one a line, from FILE or stdin (-)'))
    .addOption(flag.plain())
    .addOption(flag.json())
    .addOption(flag.pace('400'));
export type DrillFlags = Flags<typeof drill>;

const replay = (p: Command) =>
  p
    .command('replay')
    .summary('a recorded game again, on the screen or as a transcript')
    .description('A recorded game again: a screen to step through it, or its transcript with --plain. The log is checked as for resume first (a forged or foreign log is refused); a regular file up to 64 MB.')
    .addArgument(new Argument('<ID|FILE>', 'a game id (as history lists it) or a log file'))
    .addOption(flag.plain());
export type ReplayFlags = Flags<typeof replay>;

const listing = (name: 'history' | 'stats', summary: string) => (p: Command) => p.command(name).summary(summary).description(summary).addOption(flag.json());
const history = (p: Command) =>
  listing('history', 'the recorded games, newest first, and the unfinished ones you can resume')(p).addOption(
    new Option('--limit <N>', `the newest N of each list (unfinished, finished, drills); all: every one (default ${HISTORY_LIMIT}; with --json: all)`).argParser(limitFlag),
  );
const stats = listing('stats', 'wins per side; your record by role; each persona\'s record');
export type ListingFlags = Flags<typeof stats>;
export type HistoryFlags = Flags<typeof history>;

const tournament = (p: Command) =>
  aiFlags(
    p
      .command('tournament')
      .summary('personas play N games, seats and roles rotating; standings with Elo')
      .description('Personas play N games, seats and roles rotating; standings with Elo. Rerun the same command (or --id) to resume it; one run of a tournament at a time.')
      .addOption(new Option('--roster <A,B,…>', 'the personas who play (default: all)'))
      .addOption(flag.games(10, 100_000))
      .addOption(flag.preset())
      .addOption(flag.seed())
      .addOption(new Option('--id <ID>', 'the tournament\'s name (default PRESET-seedS)'))
      .addOption(flag.level())
      .addOption(flag.json()),
  );
export type TournamentFlags = Flags<typeof tournament>;

const KEYS = 'ai (bots|claude|mixed), model, baseUrl, apiKey (kept owner-only, never printed), level (easy|normal|hard: how well the offline bots play)';
type Run = (code: Promise<number> | number) => Promise<void>;
const config = (p: Command, run: Run) => {
  const c = p
    .command('config')
    .summary(`saved settings: ${KEYS}`)
    .description(`Saved settings: ${KEYS}. Without an action: list.`)
    .addArgument(new Argument('[ACTION]', 'set, get, unset or list').choices(['set', 'get', 'unset', 'list'] as const));
  const code = () => import('./config.js');
  c.command('set')
    .description('save a setting; without VALUE, apiKey is read from standard input (not shown on a terminal), so the key stays out of the shell history')
    .argument('<KEY>')
    .argument('[VALUE]')
    .action(async (key, value) => run((await code()).configSet(key, value)));
  c.command('get').description('a saved setting (the key masked)').argument('<KEY>').action(async (key) => run((await code()).configGet(key)));
  c.command('unset').description('forget a setting').argument('<KEY>').action(async (key) => run((await code()).configUnset(key)));
  c.command('list').description('every setting').action(async () => run((await code()).configList()));
  return c.action(async () => run((await code()).configList()));
};

const fakeServer = (p: Command) =>
  p
    .command('fake-server')
    .summary('a local stand-in for the Anthropic API, to try --ai claude with no key or network')
    .description(
      'A local stand-in for the Anthropic API: every call answered with valid JSON, streamed. Try --ai claude with no key or network. --rate streams at a model\'s speed, --realistic answers at a model\'s lengths, --think pings before the first word, --faults breaks that share of answers (by default 529, 500, an error mid-stream, a dropped connection; --fault-kinds picks), --refuse-format answers structured output with a 400.',
    )
    .addOption(new Option('--port <N>', 'the port (0: any free one)').argParser(int('port', 0, 65535)).default(0))
    .addOption(new Option('--delay <MS>', 'wait before each answer').argParser(int('delay', 0, 60_000)).default(30))
    .addOption(new Option('--chunk <CHARS>', 'characters per streamed chunk').argParser(int('chunk', 1, 1_000_000)).default(12))
    .addOption(new Option('--rate <TOK/S>', 'stream at N tokens a second, like a model (0: chunks at once)').argParser(int('rate', 0, 100_000)).default(0))
    .addOption(new Option('--first-token <MS>', 'with --rate: wait before the first token').argParser(int('first-token', 0, 60_000)).default(0))
    .addOption(new Option('--realistic', 'answers at a real model\'s lengths'))
    .addOption(new Option('--think <MS>', 'before each answer\'s first word, that long of pings (a model slow to start)').argParser(int('think', 0, 600_000)).default(0))
    .addOption(new Option('--faults <PCT>', 'break that share of answers: 529, 500, an error mid-stream, a dropped connection').argParser(int('faults', 0, 100)).default(0))
    .addOption(new Option('--fault-kinds <LIST>', `the faults --faults draws from, comma-separated: ${FAULT_NAMES.join(', ')}`).argParser(faultKinds).default([...DEFAULT_FAULTS], DEFAULT_FAULTS.join(',')))
    .addOption(new Option('--fault-seed <N>', 'the seed that picks the broken answers').argParser(int('fault-seed', 0, 2 ** 31 - 1)).default(1))
    .addOption(new Option('--refuse-format', 'answer a request that asks for structured output with a 400 that does not say why (a server without it)'));
export type FakeServerFlags = Flags<typeof fakeServer>;

/** `--fault-kinds silent,reset` → the fault names, each one known. */
function faultKinds(value: string): FaultKind[] {
  const kinds = value.split(',').map((k) => k.trim());
  const unknown = kinds.find((k) => !(FAULT_NAMES as readonly string[]).includes(k));
  if (unknown !== undefined || !kinds.length) throw new UsageError(`--fault-kinds: unknown fault "${unknown ?? ''}"; faults: ${FAULT_NAMES.join(', ')}`);
  return kinds as FaultKind[];
}

/**
 * The whole command line. `done` receives each command's exit code. Errors are thrown, never printed
 * or exited on by commander: main() says them in one line.
 */
export function program(version: string, done: (code: number) => void): Command {
  const p = new Command('nightfall')
    .description('Werewolf and Mafia in the terminal: one person at the table, AI players in every other seat.')
    .version(version, '-V, --version', 'the version')
    .helpOption('-h, --help', 'this text')
    .helpCommand(false)
    .exitOverride()
    .showSuggestionAfterError(true)
    .configureOutput({ writeOut: print, writeErr: print, outputError: () => {} })
    .configureHelp({ formatHelp: (cmd, helper) => (cmd.parent ? defaultHelp(cmd, helper) : topHelp(cmd, helper)) });
  const run: Run = (code) => Promise.resolve(code).then(done);
  play(p).action(async (o) => run((await import('./screen.js')).playCommand(o)));
  watch(p).action(async (o) => run((await import('./commands.js')).watchCommand(o)));
  sim(p).action(async (o) => run((await import('./commands.js')).simCommand(o)));
  resume(p).action(async (id, o) => run((await import('./resume.js')).resumeCommand(id, o)));
  rewind(p).action(async (id, o) => run((await import('./rewind.js')).rewindCommand(id, o)));
  drill(p).action(async (o) => run((await import('./drill.js')).drillCommand(o)));
  replay(p).action(async (id, o) => run((await import('./replay.js')).replayCommand(id, o)));
  history(p).action(async (o) => run((await import('./history.js')).historyCommand(o)));
  stats(p).action(async (o) => run((await import('./stats.js')).statsCommand(o)));
  tournament(p).action(async (o) => run((await import('./tournament.js')).tournamentCommand(o)));
  config(p, run);
  fakeServer(p).action(async (o) => run((await import('./fake-server.js')).fakeServerCommand(o)));
  p.command('help')
    .description('this text, or one command\'s flags')
    .argument('[COMMAND]')
    .action((name) => {
      const command = name === undefined ? p : p.commands.find((c) => c.name() === name);
      if (!command) p.error(`unknown command '${name}'`, { code: 'commander.unknownCommand' });
      else command.outputHelp();
      return run(0);
    });
  return p;
}

const defaultHelp = (cmd: Parameters<typeof topHelp>[0], helper: Help): string => Help.prototype.formatHelp.call(helper, cmd, helper);
