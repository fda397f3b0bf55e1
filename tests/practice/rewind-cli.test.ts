// nightfall rewind without a terminal: the list of your decisions, a line played from answers on stdin
// as your seat's transcript, the new game recorded as a branch in history, and bad input named.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';
import { playedGame, type Played } from './played.js';

describe('nightfall rewind (plain)', () => {
  const home = mkdtempSync(join(tmpdir(), 'nightfall-rewind-home-'));
  const env = { NIGHTFALL_HOME: home };
  let parent: Played;
  beforeAll(async () => {
    parent = await playedGame('werewolf-6', 5, 2, 'seer', [], join(home, 'games'));
  });

  it('lists your decisions, then plays one again from stdin and records the branch', async () => {
    const list = await cli(['rewind', 'werewolf-6-5', '--json'], env);
    expect(list.code).toBe(0);
    const decisions = JSON.parse(list.stdout) as { decision: number; kind: string }[];
    const vote = decisions.find((d) => d.kind === 'vote')!;
    expect(vote).toBeDefined();
    const run = await cli(['rewind', 'werewolf-6-5', '--decision', String(vote.decision)], env, 'abstain\n');
    expect(run.stderr).toMatch(/new line: .*werewolf-6-5-b\d+\.jsonl \(branch of werewolf-6-5 at decision \d+\)/);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/\? .*\n {2}options: .*\n> abstain\n/);
    expect(run.stdout).toContain('(no more answers: the strongest bot plays your seat from here)');
    const history = await cli(['history', '--json'], env);
    const rows = JSON.parse(history.stdout) as { id: string; branch: { parent: string; decision: number } | null }[];
    expect(rows.find((r) => r.id.startsWith('werewolf-6-5-b'))?.branch).toEqual({ parent: 'werewolf-6-5', decision: vote.decision });
    expect((await cli(['history'], env)).stdout).toMatch(/↳ branch of werewolf-6-5 at decision \d+/);
  }, 300_000);

  it('names a decision out of range and a game without a person', async () => {
    const bad = await cli(['rewind', 'werewolf-6-5', '--decision', '999'], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--decision must be between 1 and \d+ for werewolf-6-5 \(got 999\)/);
    const dir = mkdtempSync(join(tmpdir(), 'nightfall-rewind-bots-'));
    await cli(['watch', '--plain', '--preset', 'werewolf-6', '--seed', '3', '--log-dir', dir], env);
    const bots = await cli(['rewind', join(dir, 'werewolf-6-3.jsonl'), '--decision', '1'], env);
    expect(bots.code).toBe(2);
    expect(bots.stderr).toContain('nobody played a seat in this game');
  }, 300_000);
});
