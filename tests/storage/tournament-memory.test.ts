// Persona memories reach the model: in a tournament with LLM seats, the second game's system
// prompts carry each persona's notes on the opponents it met in the first.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { memorySection, remembering } from '../../src/cli/tournament-memory.js';
import type { Participant } from '../../src/engine/participant.js';
import { cli } from '../helpers/cli.js';
import { fakeServer } from '../ai/support.js';
import type { FakeAnthropic } from '../../src/fake-anthropic/server.js';

describe('persona memories', () => {
  it('are appended to the system prompt of an AI seat, and nothing is added without notes', async () => {
    const seen: string[] = [];
    const inner: Participant = { kind: 'ai', readsPrompts: true, decide: async (system) => (seen.push(system), 'ok') };
    const notes = [{ name: 'Oskar', memory: 'Game 1: Oskar was a werewolf (against me), won and survived.', gamesTogether: 1 }];
    const p = remembering(inner, notes);
    expect(p.readsPrompts).toBe(true);
    await p.decide('RULES', 'Q', {} as never);
    expect(seen[0]).toBe('RULES\n' + memorySection(notes));
    expect(seen[0]).toContain('- Oskar (1 game together): Game 1: Oskar was a werewolf');
    expect(remembering(inner, [])).toBe(inner);
  });

  let server: FakeAnthropic | undefined;
  afterAll(() => server?.close());

  it('reach the model in the next game of the tournament', async () => {
    server = await fakeServer();
    const home = mkdtempSync(join(tmpdir(), 'nightfall-tmem-'));
    const roster = 'mira,oskar,vera,ada,bruno,elsie';
    const r = await cli(
      ['tournament', '--preset', 'werewolf-6', '--games', '2', '--roster', roster, '--ai', 'claude', '--base-url', server.url, '--api-key', 'test-key', '--json'],
      { NIGHTFALL_HOME: home },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).standings).toHaveLength(6);
    const systems = server.requests.map((q) => JSON.stringify((q.body as { system?: unknown } | undefined)?.system ?? ''));
    const first = systems.findIndex((s) => s.includes('What you remember of the others'));
    expect(first).toBeGreaterThan(0);
    expect(systems.slice(0, first).every((s) => !s.includes('What you remember'))).toBe(true);
    expect(systems[first]).toMatch(/games? together\): Game 1: /);
  }, 300_000);
});
