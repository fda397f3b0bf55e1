// Lies that hold together (issue 9): over seeded games, every seat that reports checks, true or fake,
// gives one seat per night, one night and one result per seat, in every speech of the game.
import { describe, expect, it } from 'vitest';
import { runGame } from '../../src/engine/game.js';
import { checkStories } from '../../src/bench/talk-stories.js';
import { talkGame, type TalkGame } from '../../src/bench/talk-games.js';
import { gameSeed } from '../../src/sim/run.js';
import { createTable } from '../../src/table/setup.js';

const investigator = (ruleset: string) => (ruleset === 'mafia' ? 'detective' : 'seer');

const everyTeam = (level: 'normal' | 'hard') => ({ werewolves: level, village: level, mafia: level, town: level });

async function games(preset: string, n: number, level: 'normal' | 'hard'): Promise<TalkGame[]> {
  const out: TalkGame[] = [];
  for (let i = 0; i < n; i++) out.push(talkGame((await runGame(createTable({ preset, seed: gameSeed(20261124, i), levels: everyTeam(level) }))).events));
  return out;
}

describe.each([
  ['werewolf', 60],
  // 80: a Mafia pack no longer plans a first fake claim the morning's shown role would catch (policy/story.ts), so fewer
  // stories are told; at 60 games the hard table dated 10 checks, on the line.
  ['mafia', 80],
  ['mafia-classic', 60],
] as const)('%s: check histories over %i seeded games', (preset, n) => {
  it.each(['normal', 'hard'] as const)('hold together at level %s', async (level) => {
    const stories = checkStories(await games(preset, n, level), investigator);
    expect(stories.liars).toBeGreaterThan(0);
    expect(stories.dated).toBeGreaterThan(n / 6);
    expect(stories.problems.map((p) => `${p.problem} (seat ${p.seat}, ${p.role}, day ${p.day}): ${p.text}`)).toEqual([]);
  }, 300_000);
});
