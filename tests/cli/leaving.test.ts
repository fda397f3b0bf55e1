// Leaving and coming back (issue 12, item 8): quitting a game says how to continue it, and history
// lists the unfinished games, marked resumable (or why not: being played, a damaged log).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.js';
import { playCommand } from '../../src/cli/screen.js';
import { acquireLock } from '../../src/storage/lock.js';
import { gamesDir } from '../../src/storage/paths.js';
import { fakeTerminal } from '../tui/fake-terminal.js';
import { KEY, waitFor } from '../tui/helpers.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'nightfall-leave-'));

async function capture<T>(fn: () => Promise<T>): Promise<{ value: T; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((stdout += String(s)), true));
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((s) => ((stderr += String(s)), true));
  try {
    return { value: await fn(), stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

afterEach(() => vi.unstubAllEnvs());

describe('leaving a game and coming back', () => {
  it('the quit message says how to resume; history lists the game as resumable, or as being played while it is', async () => {
    vi.stubEnv('NIGHTFALL_HOME', tmp());
    const t = fakeTerminal();
    let boxed = '';
    const quit = await capture(async () => {
      const played = playCommand({ preset: 'werewolf-6', seed: 3, pace: 0, role: 'seer' }, t.io);
      await waitFor(null, () => /NIGHTFALL Werewolf/.test(t.stdout.screen()), 'the game on the screen', 20_000);
      t.stdin.type(KEY.ctrlC);
      await waitFor(null, () => /Quit the game\?/.test(t.stdout.screen().slice(-3000)), 'the quit question', 10_000);
      // The quit box says how to come back before you leave.
      boxed = (await waitFor(null, () => /Continue it later with: nightfall resume (\S+)/.exec(t.stdout.screen().slice(-3000)), 'the resume hint in the quit box', 10_000))[1]!;
      t.stdin.type('y');
      return played;
    });
    expect(quit.value).toBe(0);
    const id = /Continue it with: nightfall resume (\S+)\n/.exec(quit.stdout)?.[1];
    expect(id, quit.stdout).toMatch(/seed3$/);
    expect(boxed).toBe(id);
    const log = join(gamesDir(), `${id}.jsonl`);
    expect(quit.stdout).toContain(`Game saved: ${log}\n`);

    const listed = await capture(() => main(['history']));
    expect(listed.value).toBe(0);
    expect(listed.stdout).toMatch(/^Unfinished \(continue one with: nightfall resume ID\):\n/);
    // The entry fits 80 columns: what does not fit on its first line goes on an indented second one.
    expect(listed.stdout).toMatch(new RegExp(`^  \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d  ${id}  werewolf-6  day \\d+\\n {6}you: seat \\d, the seer  resumable$`, 'm'));

    const json = await capture(() => main(['history', '--json']));
    const rows = JSON.parse(json.stdout) as { id: string; finished: boolean; resumable: boolean; you: { role: string } | null }[];
    expect(rows.find((r) => r.id === id)).toMatchObject({ finished: false, resumable: true, you: { role: 'seer' } });

    // Another Nightfall playing it: listed, but not resumable now.
    const lock = acquireLock(log, 'the game');
    try {
      const busy = await capture(() => main(['history']));
      expect(busy.stdout).toContain(`${id}  werewolf-6`);
      expect(busy.stdout.replace(/\s+/g, ' ')).toContain(`not now: being played right now (process ${process.pid})`);
      expect(busy.stdout).not.toMatch(/ resumable$/m);
    } finally {
      lock.release();
    }
  }, 300_000);

  it('a damaged log in the games folder is listed as one that cannot be resumed, with the reason', async () => {
    vi.stubEnv('NIGHTFALL_HOME', tmp());
    mkdirSync(gamesDir(), { recursive: true });
    writeFileSync(join(gamesDir(), 'broken.jsonl'), '{"not":"a game"}\n');
    const listed = await capture(() => main(['history']));
    expect(listed.value).toBe(0);
    expect(listed.stdout).toMatch(/^  \S+ \S+  broken(\n {6}|  )cannot be resumed: /m);
    expect(listed.stdout.replace(/\n {6}/g, ' ')).toMatch(/cannot be resumed: .*broken\.jsonl/);
  });
});
