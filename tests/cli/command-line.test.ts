// The command line as data (issue 12, item 9): help generated from the declared commands and the
// rulesets, README in step with it, --version, one-line errors with a suggestion, typed flags, and
// flags a mode cannot use refused, while watch's screen uses --bots and --option.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.js';
import { program } from '../../src/cli/program.js';
import { commandList, EXAMPLES } from '../../src/cli/help.js';
import { RULESETS, roleNames } from '../../src/rules/index.js';
import { watchCommand } from '../../src/cli/commands.js';
import { fakeTerminal } from '../tui/fake-terminal.js';
import { KEY, waitFor } from '../tui/helpers.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const tmp = () => mkdtempSync(join(tmpdir(), 'nightfall-cmd-'));

async function run(args: string[], home = tmp()): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((stdout += String(s)), true));
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((s) => ((stderr += String(s)), true));
  vi.stubEnv('NIGHTFALL_HOME', home);
  try {
    return { code: await main(args), stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

afterEach(() => vi.unstubAllEnvs());

const declared = program('0.0.0', () => {});
const commands = declared.commands.filter((c) => c.name() !== 'help');

describe('help, generated', () => {
  it('nightfall help: every command, every flag, and each preset with its seats and roles from the rulesets, within 80 columns', async () => {
    const home = tmp();
    const { code, stdout } = await run(['help'], home);
    expect(code).toBe(0);
    expect((await run(['--help'], home)).stdout).toBe(stdout);
    expect(stdout.replace(/\s+/g, ' ')).toContain(`settings and the API key in ${join(home, 'config')}`);
    for (const c of commands) expect(stdout).toContain(`nightfall ${c.name()}`);
    for (const c of commands) for (const o of c.options) expect(stdout, o.long).toContain(o.long!);
    for (const ruleset of RULESETS) {
      for (const preset of ruleset.presets) {
        const line = stdout.split('\n').find((l) => l.trimStart().startsWith(preset.id + ' '));
        expect(line, preset.id).toBeDefined();
        expect(line).toContain(`${preset.seats} seats`);
        for (const role of roleNames({ ruleset, preset })) expect(line).toContain(role);
      }
    }
    expect(stdout).toContain('sheriff'); // mafia-classic's name for its investigator, not a hand list's
    // Where the rules are: the ? page in a game, and the rulebook shipped beside the game.
    expect(stdout.replace(/\s+/g, ' ')).toContain('in a game, ? shows the keys and then the rules page of your table');
    expect(stdout).toContain('docs/RULES.md');
    expect(stdout.split('\n').filter((l) => l.length > 80)).toEqual([]);
  });

  it('nightfall help COMMAND is the command\'s own page, the same as COMMAND --help, listing its flags', async () => {
    for (const c of commands) {
      const a = await run(['help', c.name()]);
      const b = await run([c.name(), '--help']);
      expect(a.code).toBe(0);
      expect(b.stdout).toBe(a.stdout);
      expect(a.stdout).toMatch(new RegExp(`^Usage: nightfall ${c.name()}`));
      for (const o of c.options) expect(a.stdout, `${c.name()} ${o.long}`).toContain(o.long!);
    }
  });

  it('README lists the same commands as nightfall help, and names every flag', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const block = /## Commands\n\n```\n([\s\S]*?)\n```/.exec(readme)?.[1];
    expect(block).toBe(commandList(declared).join('\n'));
    // Named in the command list (`[--seed S]`) or in the text (`--ai`); docs/COMMANDS.md says what each does.
    const flags = new Set(commands.flatMap((c) => c.options.map((o) => o.long!)));
    expect([...flags].filter((f) => !new RegExp(`(?<![\\w-])${f}(?![\\w-])`).test(readme))).toEqual([]);
  });

  it('nightfall help opens with five examples, each shown in the README; the flags\' descriptions are on each command\'s page', async () => {
    const { stdout } = await run(['help']);
    const lines = stdout.split('\n');
    const at = lines.indexOf('Examples:');
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(4);
    expect(EXAMPLES).toHaveLength(5);
    EXAMPLES.forEach(([command, what], i) => expect(lines[at + 1 + i]!.replace(/\s+/g, ' ').trim()).toBe(`${command} ${what}`));
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    for (const [command] of EXAMPLES) expect(readme, command).toMatch(new RegExp(`^${command.replace(/[-.]/g, '\\$&')}( |$)`, 'm'));
    expect(lines.length).toBeLessThanOrEqual(100);
    // A flag's own help line (its description) is on its command's page only.
    for (const c of commands) {
      const page = (await run(['help', c.name()])).stdout;
      for (const o of c.options.filter((o) => o.long !== '--help')) {
        const first = o.description.split(' ').slice(0, 6).join(' ');
        expect(page.replace(/\s+/g, ' '), `${c.name()} ${o.long}`).toContain(first);
        expect(stdout.replace(/\s+/g, ' '), `${o.long} described in the top page`).not.toContain(first);
      }
    }
  });

  it('--version prints the version of package.json', async () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    for (const flag of ['--version', '-V']) {
      const r = await run([flag]);
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(`${version}\n`);
    }
  });
});

describe('bad input: one line, exit code 2', () => {
  it.each([
    [['watch', '--sed', '3'], "nightfall: unknown option '--sed'; did you mean --seed?; see: nightfall help watch"],
    [['sim', '--json', '--bost', 'werewolves=random'], "nightfall: unknown option '--bost'; did you mean --bots?; see: nightfall help sim"],
    [['histroy'], "nightfall: unknown command 'histroy'; did you mean history?; see: nightfall help"],
    [['help', 'dance'], "nightfall: unknown command 'dance'; see: nightfall help"],
    [['replay'], "nightfall: missing required argument 'ID|FILE'; see: nightfall help replay"],
    [['replay', 'a', 'b'], "nightfall: too many arguments for 'replay'. Expected 1 argument but got 2; see: nightfall help replay"],
    [['config', 'frob'], "nightfall: command-argument value 'frob' is invalid for argument 'ACTION'. Allowed choices are set, get, unset, list; see: nightfall help config"],
    [['sim', '--games', '0'], 'nightfall: --games must be between 1 and 10000000 (got 0)'],
    [['tournament', '--games', '100001'], 'nightfall: --games must be between 1 and 100000 (got 100001)'],
    [['play', '--preset', 'werewolf-6', '--seat', '7'], 'nightfall: --seat must be between 1 and 6 on werewolf-6 (got 7)'],
    [['sim', '--on-ai-error', 'stop'], "nightfall: --on-ai-error is for the model's seats; add --ai claude or --ai mixed (or: nightfall config set ai claude)"],
    [['watch', '--plain', '--model', 'claude-x'], "nightfall: --model is for the model's seats; add --ai claude or --ai mixed (or: nightfall config set ai claude)"],
    [['play', '--on-ai-error', 'stop'], 'nightfall: --on-ai-error is for games without a terminal to ask (watch --plain, sim, tournament); on the screen you are asked'],
  ])('%j', async (args, message) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(message + '\n');
    expect(r.stdout).toBe('');
  });

  it('flags are typed once parsed: numbers are numbers, repeated flags are lists', () => {
    const sim = declared.commands.find((c) => c.name() === 'sim')!;
    sim.parseOptions(['--games', '7', '--seed', '42', '--bots', 'werewolves=random', '--bots', 'village=random']);
    expect(sim.opts()).toMatchObject({ games: 7, seed: 42, concurrency: 1, bots: ['werewolves=random', 'village=random'] });
  });
});

describe('watch on a terminal', () => {
  it('uses --bots and --option: the screen plays the very game watch --plain plays with them', async () => {
    const flags = { preset: 'werewolf-6', seed: 5, bots: ['werewolves=random'], option: ['witchSelfSave=always'] };
    const [screenDir, plainDir, plainNoBots] = [tmp(), tmp(), tmp()];
    vi.stubEnv('NIGHTFALL_HOME', tmp());
    const t = fakeTerminal();
    let ended = false;
    const done = watchCommand({ ...flags, pace: 0, logDir: screenDir }, t.io).then(() => (ended = true));
    const logOf = (dir: string) => readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'))[0] ?? '';
    await waitFor(null, () => logOf(screenDir).includes('"type":"game_over"'), 'the watched game to end', 60_000);
    t.stdin.type(KEY.ctrlC);
    await waitFor(null, () => ended || /Quit|Leave Nightfall\?/.test(t.stdout.screen().slice(-2000)), 'Ctrl-C to be read', 10_000);
    if (!ended) t.stdin.type('y');
    await done;
    const args = ['watch', '--plain', '--preset', flags.preset, '--seed', String(flags.seed), '--option', flags.option[0]!];
    expect((await run([...args, '--bots', flags.bots[0]!, '--log-dir', plainDir])).code).toBe(0);
    expect((await run([...args, '--log-dir', plainNoBots])).code).toBe(0);
    const screenLog = logOf(screenDir);
    expect(screenLog).toBe(logOf(plainDir));
    expect(screenLog).not.toBe(logOf(plainNoBots)); // random werewolves play another game than the scripted ones
    expect(screenLog).toContain('"witchSelfSave":"always"');
  }, 300_000);
});

const hasScript = spawnSync('script', ['--version']).status === 0;

describe.skipIf(!hasScript)('colours', () => {
  // A real terminal (script(1) gives the process a pty): dim THINK and bold phases, unless NO_COLOR.
  const watchOnPty = (env: Record<string, string>) => {
    const cmd = `node --import tsx tests/helpers/cli-entry.ts watch --plain --preset werewolf-6 --seed 3 --pace 0`;
    return spawnSync('script', ['-qec', cmd, '/dev/null'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, TERM: 'xterm-256color', NIGHTFALL_HOME: tmp(), ...env }, timeout: 240_000 });
  };
  it('a terminal gets colours through styleText; NO_COLOR turns them off', () => {
    const coloured = watchOnPty({});
    expect(coloured.status, coloured.stderr).toBe(0);
    expect(coloured.stdout).toContain('\x1b[2m');
    expect(coloured.stdout).toContain('\x1b[1m');
    const plain = watchOnPty({ NO_COLOR: '1' });
    expect(plain.status).toBe(0);
    expect(plain.stdout).toContain('thinks:');
    expect(plain.stdout).not.toMatch(/\x1b\[[0-9;]*m/);
  }, 300_000);
});
