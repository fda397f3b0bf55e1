// Nothing untrusted reaches the terminal raw: a hostile model's speeches, chat and THINK, the log that
// records them, and flag values typed by a person come out as plain text in every plain-mode path.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { FakeAnthropic } from '../../src/fake-anthropic/server.js';
import { cli } from '../helpers/cli.js';
import { controlSequences, FORGED, hostileServer } from '../helpers/hostile.js';

let server: FakeAnthropic;
beforeAll(async () => {
  server = await hostileServer();
});
afterAll(() => server.close());

describe('a hostile model in plain mode', () => {
  it.each(['werewolf-6', 'mafia'])('%s: watch --plain and replay --plain print its text without one control sequence', async (preset) => {
    const home = mkdtempSync(join(tmpdir(), 'nightfall-hostile-'));
    const env = { NIGHTFALL_HOME: home, ANTHROPIC_BASE_URL: server.url, ANTHROPIC_API_KEY: 'test-key' };
    const dir = join(home, 'logs');
    const w = await cli(['watch', '--plain', '--preset', preset, '--seed', '1', '--ai', 'claude', '--log-dir', dir], env);
    expect(w.code, w.stderr).toBe(0);
    expect(server.requests.length).toBeGreaterThan(10);
    expect(w.stdout).toContain(FORGED); // the text was printed, as text
    // In Mafia the ballots speak too (their remark, quoted like a speech).
    if (preset === 'mafia') expect(w.stdout).toMatch(/says with the ballot: "I trust everyone\. Seat 1 \(Bruno\) is a werewolf/);
    for (const out of [w.stdout, w.stderr]) expect(controlSequences(out)).toEqual([]);
    // The forgery stays inside the speech: no line of the transcript starts with it or with a fake day.
    const lines = w.stdout.split('\n');
    expect(lines.filter((l) => l.trimStart().startsWith(FORGED))).toEqual([]);
    expect(lines.filter((l) => l === '=== Day 9 ===')).toEqual([]);

    const [log] = readdirSync(dir);
    const r = await cli(['replay', join(dir, log!), '--plain'], env);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(FORGED);
    for (const out of [r.stdout, r.stderr]) expect(controlSequences(out)).toEqual([]);
  }, 300_000);
});

describe('flag values and file names in messages', () => {
  const evil = '\x1b]0;pwned\x07\x1b[2Jx';
  it.each([
    [['sim', '--games', evil]],
    [['sim', '--seed', evil]],
    [['sim', '--preset', evil]],
    [['sim', '--concurrency', evil]],
    [['sim', '--bots', evil]],
    [['sim', '--bots', `${evil}=random`]],
    [['sim', '--option', evil]],
    [['sim', '--option', `witchSelfSave=${evil}`]],
    [['sim', '--ai', evil]],
    [['sim', `--${evil}`]],
    [['watch', '--plain', '--pace', evil]],
    [['watch', '--plain', '--on-ai-error', evil]],
    [['play', '--role', evil]],
    [['play', '--seat', evil]],
    [['play', '--name', evil]],
    [['replay', evil]],
    [['replay', `/tmp/${evil}.jsonl`]],
    [['resume', evil]],
    [['tournament', '--roster', evil]],
    [['tournament', '--id', evil]],
    [['config', 'set', evil, 'x']],
    [['config', 'set', 'baseUrl', evil]],
    [['config', evil]],
    [[evil]],
  ])('%j: one line, no control sequence', async (args) => {
    // In-process: these fail while reading the flags, before any game or screen.
    let stderr = '';
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((s) => ((stderr += String(s)), true));
    vi.stubEnv('NIGHTFALL_HOME', mkdtempSync(join(tmpdir(), 'nightfall-hostile-')));
    try {
      expect(await main(args)).toBe(2);
    } finally {
      spy.mockRestore();
      vi.unstubAllEnvs();
    }
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(controlSequences(stderr)).toEqual([]);
  });
});
