// history and stats fit 80 columns (issue 12, items 1–2): measured in columns (string-width, as a
// terminal draws), with a CJK and an emoji name at the table, finished games and an unfinished one.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import stringWidth from 'string-width';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.js';
import { runGame } from '../../src/engine/game.js';
import { gameLogName, gamesDir } from '../../src/storage/paths.js';
import { createTable } from '../../src/table/setup.js';
import { FnPlayer } from '../helpers/players.js';
import type { DecisionRequest } from '../../src/engine/participant.js';

const CJK = '李小龙王大明';
const EMOJI = '🐺🌙Mira';

async function capture(fn: () => Promise<number>): Promise<string> {
  let out = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((out += String(s)), true));
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    expect(await fn()).toBe(0);
  } finally {
    spy.mockRestore();
    err.mockRestore();
  }
  return out;
}

/** A person who speaks, claims and votes, so stats has claims and votes to list. */
function person(req: DecisionRequest): string {
  if (req.answer.shape === 'speech') return JSON.stringify({ speech: 'I am the seer. Seat 2 is a werewolf, I checked them.' });
  if (req.answer.shape === 'team_chat') return JSON.stringify({ message: 'ok', target: req.options[0]!.value });
  return req.options.at(-1)!.value;
}

const over80 = (text: string) => text.split('\n').filter((l) => stringWidth(l) > 80);

afterEach(() => vi.unstubAllEnvs());

describe('history and stats at 80 columns', () => {
  it('every line fits, with CJK and emoji names, long ids and an unfinished game; the names are shown', async () => {
    vi.stubEnv('NIGHTFALL_HOME', mkdtempSync(join(tmpdir(), 'nightfall-width-')));
    mkdirSync(gamesDir(), { recursive: true });
    const tables = [
      { preset: 'werewolf-9', seed: 11, seat: 2, name: CJK },
      { preset: 'mafia-classic', seed: 12, seat: 3, name: EMOJI },
      { preset: 'werewolf-6', seed: 13, seat: 1, name: CJK },
    ];
    for (const [i, t] of tables.entries()) {
      const { events } = await runGame(createTable({ preset: t.preset, seed: t.seed, human: { seat: t.seat, name: t.name, participant: new FnPlayer(person, 'human') } }));
      // The last game is left unfinished: its log stops after the first day's speeches.
      const kept = i === tables.length - 1 ? events.slice(0, events.findIndex((e) => e.type === 'vote')) : events;
      const file = join(gamesDir(), `${gameLogName(t.seed, new Date(Date.UTC(2025, 0, 1 + i)))}.jsonl`);
      writeFileSync(file, kept.map((e) => JSON.stringify(e) + '\n').join(''));
    }

    const history = await capture(() => main(['history']));
    expect(over80(history), history).toEqual([]);
    expect(history).toMatch(/^Unfinished \(continue one with: nightfall resume ID\):\n {2}\S/);
    expect(history).toContain(`you: ${CJK} (seat 1)`);
    expect(history).toContain(`you: ${EMOJI} (seat 3)`);
    expect(history).toContain(`you: ${CJK} (seat 2)`);
    // The unfinished game's entry says it can be resumed, on a continuation line if it must.
    const unfinished = history.split('\n\nFinished:')[0]!;
    expect(unfinished).toMatch(/resumable$/m);
    expect(unfinished.split('\n').length).toBeGreaterThan(2);

    const stats = await capture(() => main(['stats']));
    expect(over80(stats), stats).toEqual([]);
    expect(stats).toMatch(/^ {2}\S+: \d+ games?, \d+ won/m);
    expect(stats).toMatch(/^ {4}day \d+ \(/m);
  }, 300_000);
});
