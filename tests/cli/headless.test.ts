// The headless commands as a user runs them: sim, watch --plain, bad flags, logs, config.
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'nightfall-cli-'));

describe('nightfall sim', () => {
  it('--json prints one object with the documented fields; the same seed gives the same results and logs', async () => {
    const [a, b] = [tmp(), tmp()];
    const r1 = await cli(['sim', '--preset', 'werewolf-9', '--games', '12', '--seed', '5', '--json', '--log-dir', a]);
    const r2 = await cli(['sim', '--preset', 'werewolf-9', '--games', '12', '--seed', '5', '--json', '--log-dir', b, '--concurrency', '4']);
    expect(r1.code).toBe(0);
    const j1 = JSON.parse(r1.stdout);
    const j2 = JSON.parse(r2.stdout);
    for (const k of ['preset', 'games', 'seed', 'wins', 'meanDays', 'gamesPerSecond', 'survival']) expect(j1).toHaveProperty(k);
    expect(j1.preset).toBe('werewolf-9');
    expect(Object.values(j1.wins as Record<string, number>).reduce((x, y) => x + y, 0)).toBe(12);
    expect({ ...j1, gamesPerSecond: 0, seconds: 0 }).toEqual({ ...j2, gamesPerSecond: 0, seconds: 0 });
    const files = readdirSync(a).sort();
    expect(files).toHaveLength(12);
    expect(readdirSync(b).sort()).toEqual(files);
    for (const f of files) expect(readFileSync(join(a, f), 'utf8')).toBe(readFileSync(join(b, f), 'utf8'));
    const lines = readFileSync(join(a, files[0]!), 'utf8').trim().split('\n');
    expect(JSON.parse(lines[0]!).type).toBe('game_created');
    expect(JSON.parse(lines.at(-1)!).type).toBe('game_over');
    expect(lines.every((l, i) => JSON.parse(l).n === i)).toBe(true);
  }, 300_000);

  it('prints a readable summary; --bots werewolves=random seats random wolves', async () => {
    const r = await cli(['sim', '--preset', 'werewolf-6', '--games', '30', '--seed', '1', '--bots', 'werewolves=random']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/30 games of werewolf-6 \(seed 1\)/);
    expect(r.stdout).toMatch(/games\/s/);
    expect(r.stdout).toMatch(/mean days/);
    expect(r.stdout).toMatch(/survival per role/);
  }, 300_000);

  it.each([
    [['sim', '--preset', 'nope'], /unknown preset "nope"/],
    [['sim', '--games', 'ten'], /--games must be a whole number/],
    [['sim', '--frobnicate'], /^nightfall: unknown option '--frobnicate'; see: nightfall help sim\n$/],
    [['sim', '--gmaes', '3'], /^nightfall: unknown option '--gmaes'; did you mean --games\?; see: nightfall help sim\n$/],
    [['sim', '--bots', 'wolves=random'], /unknown side "wolves"/],
    [['watch', '--plain', '--seed=-4'], /--seed must be between/],
    [['sim', '--option', 'witchSelfSave=sometimes'], /--option witchSelfSave/],
    [['dance'], /unknown command 'dance'; see: nightfall help$/m],
    [['sim', '--ai', 'gpt'], /argument 'gpt' is invalid\. Allowed choices are bots, claude, mixed; see: nightfall help sim/],
  ])('%j: one line, exit code 2, no stack trace', async (args, message) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  }, 300_000);
});

describe('nightfall watch --plain', () => {
  it('prints the roles, private actions marked, THINK, and the winner at the end', async () => {
    const dir = tmp();
    const r = await cli(['watch', '--preset', 'werewolf', '--seed', '3', '--plain', '--log-dir', dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Seat 1 \(\w+\) is (a|the) \w+/);
    expect(r.stdout).toMatch(/\(werewolves only\) \[wolf chat\]/);
    expect(r.stdout).toMatch(/thinks:/);
    expect(r.stdout).toMatch(/=== Day 1 ===/);
    expect(r.stdout.trim().split('\n').at(-1)).toMatch(/^The (village wins|werewolves win): /);
    expect(statSync(join(dir, 'werewolf-3.jsonl')).size).toBeGreaterThan(1000);
  }, 300_000);

  it('plays Mafia too, naming the roles and the nominations', async () => {
    const r = await cli(['watch', '--preset', 'mafia-classic', '--seed', '2', '--plain']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/is the sheriff/);
    expect(r.stdout.trim().split('\n').at(-1)).toMatch(/^The (town|mafia) wins?: /);
    const m = await cli(['watch', '--preset', 'mafia', '--seed', '2', '--plain']);
    expect(m.stdout).toMatch(/nominat/i);
  }, 300_000);
});

describe('nightfall config', () => {
  it('saves settings; the key is kept owner-only and never printed', async () => {
    const home = tmp();
    expect((await cli(['config', 'set', 'apiKey', 'sk-ant-very-secret-9876'], { NIGHTFALL_HOME: home })).code).toBe(0);
    const list = await cli(['config', 'list'], { NIGHTFALL_HOME: home });
    expect(list.stdout).not.toContain('very-secret');
    expect(list.stdout).toMatch(/apiKey\s+sk-…9876/);
    const mode = statSync(join(home, 'config', 'credentials.json')).mode & 0o777;
    expect(mode).toBe(0o600);
    const bad = await cli(['config', 'set', 'colour', 'blue'], { NIGHTFALL_HOME: home });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/unknown setting "colour"/);
  }, 300_000);
});
