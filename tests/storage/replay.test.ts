// Replay: a finished game's log folds to the game's own final state, and prints the transcript
// the spectator saw.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fold, runGame } from '../../src/engine/game.js';
import { createTable, boardFor } from '../../src/table/setup.js';
import { readLog } from '../../src/storage/read-log.js';
import { cli } from '../helpers/cli.js';

describe('replay', () => {
  it.each([
    ['werewolf-9', 12],
    ['werewolf', 4],
    ['mafia', 9],
  ])('%s seed %i: the log folds to the final state of the game', async (preset, seed) => {
    const dir = mkdtempSync(join(tmpdir(), 'nightfall-replay-'));
    const lines: string[] = [];
    const setup = createTable({ preset, seed, onEvent: (e) => lines.push(JSON.stringify(e)) });
    const { state, events } = await runGame(setup);
    const path = join(dir, 'game.jsonl');
    writeFileSync(path, lines.map((l) => l + '\n').join(''));
    const read = readLog(path);
    expect(read.torn).toBeNull();
    expect(read.events).toHaveLength(events.length);
    const replayed = fold(boardFor(preset).ruleset, read.events);
    expect(JSON.parse(JSON.stringify(replayed))).toEqual(JSON.parse(JSON.stringify(state)));
    expect(replayed.core.winner).toBe(state.core.winner);
  });

  it('replay --plain prints the transcript that watch --plain printed', async () => {
    const home = mkdtempSync(join(tmpdir(), 'nightfall-replay-'));
    const dir = join(home, 'games');
    const w = await cli(['watch', '--plain', '--preset', 'werewolf-9', '--seed', '31', '--log-dir', dir], { NIGHTFALL_HOME: home });
    expect(w.code).toBe(0);
    const r = await cli(['replay', 'werewolf-9-31', '--plain'], { NIGHTFALL_HOME: home });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(w.stdout);
    expect(r.stderr).toBe('');
    const byPath = await cli(['replay', join(dir, 'werewolf-9-31.jsonl')], { NIGHTFALL_HOME: home });
    expect(byPath.stdout).toBe(w.stdout);
    expect(readFileSync(join(dir, 'werewolf-9-31.jsonl'), 'utf8').split('\n').length).toBeGreaterThan(50);
    const missing = await cli(['replay', 'nope'], { NIGHTFALL_HOME: home });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/no game "nope" in/);
  }, 300_000);
});
