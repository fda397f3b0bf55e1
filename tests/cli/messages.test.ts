// Errors that name the file and say what to do: a full database, a settings file that is not JSON
// (which must not stop an offline game), and a broken persona file (not an "unexpected error").
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runGame } from '../../src/engine/game.js';
import { openDb } from '../../src/storage/db.js';
import { createRecorder } from '../../src/storage/recorder.js';
import { createTable } from '../../src/table/setup.js';

const personas = vi.hoisted(() => ({ broken: false }));
vi.mock('../../src/personas/load.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/personas/load.js')>();
  return {
    ...real,
    loadPersonasCached: () => {
      if (personas.broken) throw new real.PersonaError('personas/mira.json: field "voice.tone": Invalid input');
      return real.loadPersonasCached();
    },
  };
});

const { main } = await import('../../src/cli/main.js');
const { defaultPersonasDir } = await import('../../src/personas/load.js');

const tmp = () => mkdtempSync(join(tmpdir(), 'nightfall-msg-'));

async function run(args: string[]): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((s) => ((stderr += String(s)), true));
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    return { code: await main(args), stderr };
  } finally {
    err.mockRestore();
    out.mockRestore();
  }
}

afterEach(() => {
  personas.broken = false;
  vi.unstubAllEnvs();
});

describe('messages that name the file and say what to do', () => {
  it('a full database: the file, the reason in words, what to do, and where the log is', async () => {
    const path = join(tmp(), 'nightfall.db');
    openDb(path).close();
    const warnings: string[] = [];
    // A database that may not grow beyond its size behaves as on a full disk once its pages fill up.
    const recorder = createRecorder((m) => warnings.push(m), path, (p) => {
      const db = openDb(p);
      db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true }) as number}`);
      return db;
    });
    const { events } = await runGame(createTable({ preset: 'werewolf-6', seed: 3 }));
    for (let i = 0; i < 300; i++) recorder.record({ path: `/logs/g${i}.jsonl`, events });
    recorder.close();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(new RegExp(`^games are not recorded: cannot write ${path}: the disk is full \\(database or disk is full\\); free some space\\. Their logs are kept \\(/logs/g\\d+\\.jsonl\\)$`));
  });

  it('a settings file that is not JSON is named, and an offline game still plays', async () => {
    const home = tmp();
    mkdirSync(join(home, 'config'));
    writeFileSync(join(home, 'config', 'config.json'), '{"ai": "claude",');
    vi.stubEnv('NIGHTFALL_HOME', home);
    const watch = await run(['watch', '--plain', '--preset', 'werewolf-6', '--seed', '3']);
    expect(watch.code).toBe(0);
    expect(watch.stderr).toMatch(new RegExp(`^nightfall: ${join(home, 'config', 'config.json')} is not valid JSON \\(.+\\); fix it or delete it \\(the defaults are used without it\\); playing with the offline bots\\n$`));
    const list = await run(['config', 'list']);
    expect(list.code).toBe(2);
    expect(list.stderr).toContain(`${join(home, 'config', 'config.json')} is not valid JSON`);
  });

  it('a broken persona file is bad input (exit 2) named with its folder, not an unexpected error', async () => {
    vi.stubEnv('NIGHTFALL_HOME', tmp());
    personas.broken = true;
    const r = await run(['tournament', '--games', '1']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`nightfall: personas/mira.json: field "voice.tone": Invalid input; fix or remove that file in ${defaultPersonasDir()}\n`);
  });
});
