// The README is a player's guide (issue 25, item 11): at most 16 kB, the two commands shown, every
// link resolving, and every command of its code blocks run as it documents them — each block in a
// NIGHTFALL_HOME of its own, with no network (the model's seats answered by the fake server), the
// screen commands in a real terminal (tmux, 80×24) and left with Ctrl-C as the README says.
import { execFileSync, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../src/cli/help.js';
import { RULESETS } from '../../src/rules/index.js';
import { cli, startCli } from '../helpers/cli.js';
import { patience } from '../helpers/patience.js';
import { playedGame } from '../practice/played.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const entry = fileURLToPath(new URL('../helpers/cli-entry.ts', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'nightfall-readme-'));
const hasTmux = spawnSync('tmux', ['-V']).status === 0;
const SOCKET = `nightfall-readme-${process.pid}`;

afterAll(() => {
  if (hasTmux) spawnSync('tmux', ['-L', SOCKET, 'kill-server']);
  rmSync(work, { recursive: true, force: true });
});

/** One line of a ```sh block: its words without the comment, the variables set before it, whether it ends with `&`. */
interface Line {
  text: string;
  env: Record<string, string>;
  words: string[];
  background: boolean;
}

function shBlocks(text: string): Line[][] {
  return [...text.matchAll(/```sh\n([\s\S]*?)\n```/g)].map((m) =>
    m[1]!
      .split('\n')
      .map((raw) => raw.replace(/\s+#\s.*$/, '').trim())
      .filter(Boolean)
      .map((text) => {
        const background = text.endsWith(' &');
        const words = text.replace(/ &$/, '').split(/\s+/);
        const env: Record<string, string> = {};
        if (words[0] === 'export') words.shift();
        while (words.length && /^[A-Z_]+=/.test(words[0]!)) {
          const [k, ...v] = words.shift()!.split('=');
          env[k!] = v.join('=');
        }
        return { text, env, words, background };
      }),
  );
}

const blocks = shBlocks(readme);
const commands = blocks.flat().filter((l) => l.words[0] === 'nightfall');

/** The commands that open a screen, as the README has them: run in a terminal, not a pipe. */
const onScreen = (args: string[]) => args.length === 0 || args[0] === 'play' || args[0] === 'resume' || (args[0] === 'watch' && !args.includes('--plain'));

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** `nightfall fake-server …` started as the README starts it, once it says where it listens. */
async function serve(args: string[], env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = startCli(args, env);
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /fake Anthropic server on (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.on('close', (code) => reject(new Error(`fake-server ended (${code}) before it listened: ${out}`)));
  });
  return { child, url };
}

let session = 0;
const tmux = (...args: string[]) => execFileSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });

async function waitPane(name: string, check: (pane: string) => boolean, what: string): Promise<string> {
  const start = Date.now();
  for (;;) {
    const pane = tmux('capture-pane', '-p', '-S', '-200', '-t', name);
    if (check(pane)) return pane;
    if (Date.now() - start > patience()) throw new Error(`tmux: timed out waiting for ${what}\n${pane}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A screen command at 80×24: its first screen, then Ctrl-C (and `y` where it asks) as the README says. */
async function runOnScreen(args: string[], env: Record<string, string>): Promise<{ code: number; pane: string }> {
  const name = `readme${session++}`;
  const vars = Object.entries({ CI: '0', ...env }).flatMap(([k, v]) => ['-e', `${k}=${v}`]);
  tmux('new-session', '-d', '-s', name, '-x', '80', '-y', '24', '-c', ROOT, ...vars, `node --import tsx ${entry} ${args.join(' ')}; echo "[exited $?]"; sleep 600`);
  await waitPane(name, (p) => /Ctrl-C quit/.test(p), `the screen of nightfall ${args.join(' ')}`);
  // The screen reads Ctrl-C as a key once it has the terminal in raw mode (no signals): wait for that.
  const tty = tmux('display', '-p', '-t', name, '#{pane_tty}').trim();
  await waitPane(name, () => /(^|\s)-isig\b/.test(execFileSync('stty', ['-F', tty, '-a'], { encoding: 'utf8' })), 'the terminal in raw mode');
  tmux('send-keys', '-t', name, 'C-c');
  const asked = await waitPane(name, (p) => /Quit the game\?|Leave Nightfall\?|\[exited \d+\]/.test(p), 'Ctrl-C to be read');
  if (!/\[exited \d+\]/.test(asked)) tmux('send-keys', '-t', name, 'y');
  const pane = await waitPane(name, (p) => /\[exited \d+\]/.test(p), 'the program to end');
  tmux('kill-session', '-t', name);
  return { code: Number(/\[exited (\d+)\]/.exec(pane)![1]), pane };
}

/** A finished game with a person's seat (what `ID` stands for), and an unfinished copy of it for `resume`. */
async function gamesIn(home: string): Promise<string> {
  const games = join(home, 'games');
  const played = await playedGame('werewolf-6', 5, 2, 'seer', [], games);
  const lines = readFileSync(played.path, 'utf8').split('\n');
  writeFileSync(join(games, 'unfinished.jsonl'), lines.slice(0, Math.floor(lines.length / 2)).join('\n') + '\n');
  return basename(played.path, '.jsonl');
}

describe('the README, a player\'s guide', () => {
  it('is at most 16 kB', () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(16_000);
  });

  it('shows the two commands: npm install && npm start, and npm test; CI runs the second on a clean clone, npm start the first screen', () => {
    const npm = blocks.flat().filter((l) => l.words[0] === 'npm').map((l) => l.text);
    expect(npm).toEqual(['npm install && npm start', 'npm test']);
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe('node bin/nightfall.js'); // the bare `nightfall` below, run on a screen
    expect(readFileSync(join(ROOT, '.ci/run'), 'utf8')).toMatch(/^npm test$/m);
    // Every other line of a block is a nightfall command (or sets a variable for the next ones).
    expect(blocks.flat().filter((l) => !['npm', 'nightfall'].includes(l.words[0]!) && l.words.length)).toEqual([]);
  });

  it('links only to files that exist', () => {
    const links = [...readme.matchAll(/\]\(([^)#]+)\)/g)].map((m) => m[1]!).filter((l) => !/^https?:/.test(l));
    expect(links.length).toBeGreaterThan(5);
    for (const l of links) expect(existsSync(join(ROOT, l)), l).toBe(true);
    // The docs link back to each other the same way.
    for (const doc of links.filter((l) => l.startsWith('docs/'))) {
      const text = readFileSync(join(ROOT, doc), 'utf8');
      for (const m of text.matchAll(/\]\(([^)#]+)\)/g)) if (!/^https?:/.test(m[1]!)) expect(existsSync(join(ROOT, dirname(doc), m[1]!)), `${doc} → ${m[1]}`).toBe(true);
    }
  });

  it('shows every example nightfall help opens with, as a command of its own', () => {
    const shown = new Set([...commands.map((l) => l.words.join(' ')), ...readme.split('\n')]);
    for (const [command] of EXAMPLES) expect(shown.has(command), command).toBe(true);
  });

  it('names every table option, detectiveTitle included, where it describes --option (docs/COMMANDS.md)', () => {
    const doc = readFileSync(join(ROOT, 'docs/COMMANDS.md'), 'utf8');
    const option = doc.slice(doc.indexOf('**`--option K=V`**'));
    for (const r of RULESETS) for (const p of r.presets) for (const key of Object.keys(p.options)) expect(option, key).toMatch(new RegExp(`\`${key}=`));
  });

  it('tells how to type nightfall in the project folder, and that works: npx nightfall', () => {
    expect(readme).toContain('npx nightfall');
    expect(existsSync(join(ROOT, 'dist/bundle/main.mjs')), 'dist/bundle is missing: run npm run build').toBe(true);
    const r = spawnSync('npx', ['--offline', 'nightfall', '--version'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NIGHTFALL_HOME: join(work, 'npx') } });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  }, 120_000);
});

describe('every command in the README\'s code blocks runs as documented', () => {
  it.each(blocks.map((b, i) => [i + 1, b.map((l) => l.text).join(' ; '), b] as const).filter(([, , b]) => b.some((l) => l.words[0] === 'nightfall')))(
    'block %i: %s',
    async (_, __, lines) => {
      const home = mkdtempSync(join(work, 'home-'));
      const env: Record<string, string> = { NIGHTFALL_HOME: home };
      const texts = lines.map((l) => l.text).join('\n');
      // A model with no network: the block's own fake server where it starts one, else one of the test's.
      const port = /--port (\d+)/.exec(texts)?.[1];
      const fresh = port ? String(await freePort()) : '';
      const servers: ChildProcess[] = [];
      if (/--ai (claude|mixed)/.test(texts) && !port) {
        const s = await serve(['fake-server', '--port', '0'], env);
        servers.push(s.child);
        env.ANTHROPIC_BASE_URL = s.url;
      }
      const id = /\bID\b/.test(texts) || /nightfall resume/.test(texts) ? await gamesIn(home) : '';
      try {
        for (const line of lines) {
          Object.assign(env, Object.fromEntries(Object.entries(line.env).map(([k, v]) => [k, port ? v.replace(port, fresh) : v])));
          if (line.words[0] !== 'nightfall') continue;
          const args = line.words.slice(1).map((w) => (w === 'ID' ? id : w === 'K' ? '1' : port && w === port ? fresh : w));
          if (line.background) {
            servers.push((await serve(args, env)).child);
            continue;
          }
          if (onScreen(args)) {
            if (!hasTmux) continue; // CI installs tmux (.ci/run); without it the screen commands are not run here
            const r = await runOnScreen(args, env);
            expect(r.code, `${line.text}\n${r.pane}`).toBe(0);
            if (args[0] === 'play' || args[0] === 'resume') expect(r.pane, line.text).toMatch(/Continue it with: nightfall resume \S+/);
            continue;
          }
          // `config set apiKey` with no value asks for the key on standard input, as the README says: it is given there.
          const asks = args[0] === 'config' && args[1] === 'set' && args.length === 3;
          const r = await cli(args, env, asks ? 'sk-ant-readme-test-key-1234\n' : undefined);
          expect(r.code, `${line.text}\n${r.stderr}`).toBe(0);
          expect(r.stdout.length, line.text).toBeGreaterThan(0);
        }
      } finally {
        for (const s of servers) s.kill();
      }
    },
    900_000,
  );
});
