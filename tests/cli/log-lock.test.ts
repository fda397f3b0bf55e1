// One writer per game log: resuming a game that is still being played is refused with a message
// naming the game and the process, and the running game's log stays its own (the same as a game no
// one disturbed).
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runGame } from '../../src/engine/game.js';
import { createTable } from '../../src/table/setup.js';
import { cli, startCli } from '../helpers/cli.js';

describe('a game log has one writer', () => {
  it('resume of a running game is refused; the running game ends with an undisturbed log', async () => {
    const home = mkdtempSync(join(tmpdir(), 'nightfall-lock-'));
    const dir = join(home, 'logs');
    const path = join(dir, 'werewolf-6-7.jsonl');
    const child = startCli(['watch', '--plain', '--preset', 'werewolf-6', '--seed', '7', '--pace', '40', '--log-dir', dir], { NIGHTFALL_HOME: home }, { stdio: 'ignore' });
    const done = new Promise<number | null>((resolve) => child.on('exit', resolve));
    for (let i = 0; !(existsSync(path) && readFileSync(path, 'utf8').split('\n').length > 20); i++) {
      if (i > 3000) throw new Error('the game did not start');
      await new Promise((r) => setTimeout(r, 5));
    }
    const second = await cli(['resume', path, '--plain'], { NIGHTFALL_HOME: home });
    expect(second.code).toBe(2);
    expect(second.stderr).toMatch(new RegExp(`^nightfall: the game werewolf-6-7 is in use by another Nightfall \\(process ${child.pid} since [\\d-]+ [\\d:]+\\); wait for it to finish, or if no Nightfall is running, delete ${path}\\.lock\\n$`));
    expect(await done).toBe(0);
    const { events } = await runGame(createTable({ preset: 'werewolf-6', seed: 7 }));
    expect(readFileSync(path, 'utf8')).toBe(events.map((e) => JSON.stringify(e) + '\n').join(''));
    expect(existsSync(`${path}.lock`)).toBe(false);
  }, 300_000);
});
