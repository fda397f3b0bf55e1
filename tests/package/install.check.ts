// The package as the registry would hand it out (issue 12, item 10): `npm pack` of the built project,
// installed into an empty folder, runs `npx nightfall --version`, a bot game and history (the one
// native dependency, better-sqlite3, compiled by the install). Slow (the compile takes a minute or
// more), so it is not part of `npm test`: `npm run test:package`, a step of its own in .ci/run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string; dependencies: Record<string, string>; devDependencies: Record<string, string> };
const work = mkdtempSync(join(tmpdir(), 'nightfall-pack-'));
const app = join(work, 'app');
const home = join(work, 'home');
let tarball = '';
let files: string[] = [];

// Generous: on a loaded two-core machine the install (a C++ compile) has taken over ten minutes.
// The installed program runs as a user runs it: not under the test runner (VITEST would keep its continuations off worker threads).
const { VITEST: _vitest, VITEST_MODE: _mode, VITEST_POOL_ID: _pool, VITEST_WORKER_ID: _worker, ...userEnv } = process.env;
const run = (cmd: string, args: string[], timeoutMs = 300_000) => spawnSync(cmd, args, { cwd: app, encoding: 'utf8', env: { ...userEnv, NIGHTFALL_HOME: home }, timeout: timeoutMs });

beforeAll(() => {
  // The bundle is what ships: `npm install` / `npm ci` builds it (prepare); packing here does not rebuild.
  expect(existsSync(join(ROOT, 'dist/bundle/main.mjs')), 'dist/bundle is missing: run npm run build first').toBe(true);
  const packed = execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: ROOT, encoding: 'utf8' });
  const [info] = JSON.parse(packed) as { filename: string; files: { path: string }[] }[];
  tarball = join(work, info!.filename);
  files = info!.files.map((f) => f.path);
  execFileSync('mkdir', ['-p', app]);
  // npm 11 asks a project to allow a dependency's install script: the empty project allows better-sqlite3's.
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'empty', private: true, allowScripts: { 'better-sqlite3': true } }));
  const started = performance.now();
  const install = run('npm', ['install', '--no-audit', '--no-fund', tarball], 1_800_000);
  process.stderr.write(`package test: npm install of the tarball took ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  expect(install.status, install.stderr).toBe(0);
}, 1_800_000);

describe('the packed project, installed into an empty folder', () => {
  it('ships the bundle, the personas, the rulebook and the entry point only', () => {
    const outside = files.filter((f) => !/^(bin\/nightfall\.js|dist\/bundle\/.+\.mjs|personas\/[a-z]+\.json|docs\/RULES\.md|package\.json|README\.md|LICENSE)$/.test(f));
    expect(outside).toEqual([]);
    expect(files).toContain('dist/bundle/main.mjs');
    expect(files).toContain('docs/RULES.md');
    expect(files.filter((f) => f.startsWith('personas/')).length).toBeGreaterThan(10);
  });

  it('fetches only what runs: better-sqlite3 (and its install helpers), none of the bundled libraries', () => {
    expect(Object.keys(pkg.dependencies)).toEqual(['better-sqlite3']);
    const installed = readdirSync(join(app, 'node_modules')).flatMap((d) => (d.startsWith('@') ? readdirSync(join(app, 'node_modules', d)).map((s) => `${d}/${s}`) : [d]));
    for (const bundled of Object.keys(pkg.devDependencies)) expect(installed, bundled).not.toContain(bundled);
    expect(installed).toContain('better-sqlite3');
  });

  it('npx nightfall --version', () => {
    const r = run('npx', ['nightfall', '--version']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe(`${pkg.version}\n`);
  }, 300_000);

  it('plays the continuations of a drill on worker threads from the bundle', () => {
    const answers = join(work, 'answers.txt');
    writeFileSync(answers, 'pass\n');
    const r = run('npx', ['nightfall', 'drill', '--role', 'witch', '--preset', 'werewolf-6', '--seed', '1', '--json', '--answers', answers], 900_000);
    expect(r.status, r.stderr).toBe(0);
    const drill = JSON.parse(r.stdout) as { continuationThreads: number; outcome: { continuations: number; yours: number } };
    expect(drill.continuationThreads).toBeGreaterThan(0);
    expect(drill.outcome.continuations).toBe(20);
  }, 900_000);

  it('plays a bot game and records it in the database (the native module works)', () => {
    const logs = join(work, 'logs');
    const game = run('npx', ['nightfall', 'watch', '--plain', '--preset', 'werewolf-6', '--seed', '3', '--log-dir', logs]);
    expect(game.status, game.stderr).toBe(0);
    expect(game.stdout).toMatch(/^=== Night 1 ===$/m);
    expect(game.stdout.trimEnd().split('\n').at(-1)).toMatch(/^The (village|werewolves) wins?: /);
    const history = run('npx', ['nightfall', 'history']);
    expect(history.status, history.stderr).toBe(0);
    expect(history.stdout).toMatch(/werewolf-6-3  werewolf-6  .* won after \d+ days?/);
  }, 600_000);
});
