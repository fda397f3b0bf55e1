// Files only their owner can read: the key's folder 0700, settings, the database and game logs 0600
// in 0700 folders; a base URL's password is never shown, in `config` or in an error.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';

const mode = (path: string) => statSync(path).mode & 0o777;

describe('files and folders are owner-only', () => {
  it('the settings folder (it holds the key) is 0700, the settings and the key 0600', async () => {
    const home = join(mkdtempSync(join(tmpdir(), 'nightfall-files-')), 'home');
    expect((await cli(['config', 'set', 'model', 'claude-haiku-4-5'], { NIGHTFALL_HOME: home })).code).toBe(0);
    expect((await cli(['config', 'set', 'apiKey', 'sk-ant-secret-key-1234'], { NIGHTFALL_HOME: home })).code).toBe(0);
    expect(mode(join(home, 'config'))).toBe(0o700);
    expect(mode(join(home, 'config', 'config.json'))).toBe(0o600);
    expect(mode(join(home, 'config', 'credentials.json'))).toBe(0o600);
  }, 300_000);

  it('the database, its folder and the game logs: 0600 files in 0700 folders', async () => {
    const home = join(mkdtempSync(join(tmpdir(), 'nightfall-files-')), 'home');
    const logs = join(home, 'logs');
    const r = await cli(['sim', '--preset', 'werewolf-6', '--games', '3', '--seed', '1', '--log-dir', logs], { NIGHTFALL_HOME: home });
    expect(r.code, r.stderr).toBe(0);
    expect(mode(home)).toBe(0o700);
    expect(mode(logs)).toBe(0o700);
    for (const f of readdirSync(logs)) expect([f, mode(join(logs, f))]).toEqual([f, 0o600]);
    for (const f of ['nightfall.db', 'nightfall.db-wal', 'nightfall.db-shm']) {
      if (existsSync(join(home, f))) expect([f, mode(join(home, f))]).toEqual([f, 0o600]);
    }
  }, 300_000);
});

describe('files an older version left wider are narrowed, as their folders are', () => {
  it('settings, the key, the database and the games folder\'s logs at 0644 in 0755 folders become 0600 in 0700', async () => {
    const home = join(mkdtempSync(join(tmpdir(), 'nightfall-files-')), 'home');
    expect((await cli(['config', 'set', 'apiKey', 'sk-ant-secret-key-1234'], { NIGHTFALL_HOME: home })).code).toBe(0);
    expect((await cli(['config', 'set', 'model', 'claude-haiku-4-5'], { NIGHTFALL_HOME: home })).code).toBe(0);
    expect((await cli(['history'], { NIGHTFALL_HOME: home })).code).toBe(0);
    const games = join(home, 'games');
    mkdirSync(games, { recursive: true });
    writeFileSync(join(games, 'old-game.jsonl'), '');
    const files = [join(home, 'config', 'config.json'), join(home, 'config', 'credentials.json'), join(home, 'nightfall.db'), join(games, 'old-game.jsonl')];
    for (const f of files) chmodSync(f, 0o644);
    for (const d of [home, join(home, 'config'), games]) chmodSync(d, 0o755);
    // What an older version's user runs next: a setting read, the history, a game played into the games folder.
    expect((await cli(['config', 'list'], { NIGHTFALL_HOME: home })).code).toBe(0);
    expect((await cli(['history'], { NIGHTFALL_HOME: home })).code).toBe(0);
    const played = await cli(['tournament', '--preset', 'werewolf-6', '--games', '1', '--json'], { NIGHTFALL_HOME: home });
    expect(played.code, played.stderr).toBe(0);
    for (const f of files) expect([f, mode(f)]).toEqual([f, 0o600]);
    for (const d of [home, join(home, 'config'), games]) expect([d, mode(d)]).toEqual([d, 0o700]);
  }, 300_000);
});

describe('a settings file that is not a settings object', () => {
  it.each(['[1,2]', '42', '"claude"', 'null'])('config set refuses a config.json holding %s, naming it, and leaves it as it is', async (held) => {
    const home = mkdtempSync(join(tmpdir(), 'nightfall-files-'));
    const file = join(home, 'config', 'config.json');
    mkdirSync(join(home, 'config'), { recursive: true });
    writeFileSync(file, held);
    const r = await cli(['config', 'set', 'level', 'hard'], { NIGHTFALL_HOME: home });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`nightfall: ${file} holds ${held}, not the settings object ({"ai": …}); fix it or delete it (the defaults are used without it)\n`);
    expect(readFileSync(file, 'utf8')).toBe(held);
  }, 300_000);
});

describe('a password in the base URL', () => {
  const url = 'https://alice:hunter2-secret@proxy.example/v1';

  it('is hidden by config list and config get', async () => {
    const home = mkdtempSync(join(tmpdir(), 'nightfall-files-'));
    expect((await cli(['config', 'set', 'baseUrl', url], { NIGHTFALL_HOME: home })).code).toBe(0);
    const list = await cli(['config', 'list'], { NIGHTFALL_HOME: home });
    expect(list.stdout).toMatch(/baseUrl +https:\/\/\*\*\*@proxy\.example\/v1/);
    const get = await cli(['config', 'get', 'baseUrl'], { NIGHTFALL_HOME: home });
    expect(get.stdout).toBe('https://***@proxy.example/v1\n');
    expect(list.stdout + get.stdout).not.toContain('hunter2');
  }, 300_000);

  it('is hidden in an error that repeats the URL', async () => {
    const bad = await cli(['config', 'set', 'baseUrl', 'ftp://alice:hunter2-secret@proxy.example/v1']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('invalid baseUrl "ftp://***@proxy.example/v1"');
    // fetch cannot send a URL with a password: the game says so at once (not after a minute of asking again), naming the server.
    const flag = await cli(['sim', '--games', '1', '--ai', 'claude', '--api-key', 'x', '--base-url', 'http://alice:hunter2-secret@127.0.0.1:9', '--on-ai-error', 'stop']);
    expect(flag.stderr).toContain('127.0.0.1:9');
    expect(flag.stderr).toContain('holds a user name or password');
    expect(flag.stderr).not.toContain('asking again');
    for (const out of [bad.stderr, flag.stderr, flag.stdout]) expect(out).not.toContain('hunter2');
  }, 300_000);
});
