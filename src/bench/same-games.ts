// Same seed, same game: a digest of every bot game of a fixed set (every preset at two seeds, random
// sides, the other levels, table options), both as logged (the log's bytes: THINK and words included)
// and unwatched (every event as the bench's games make them, which leave the text out). A change meant
// only to make the bots faster must leave every digest as it was: run this before and after and compare.
//
//   node dist/bench/same-games.js --out before.json [--games 300]
//   node dist/bench/same-games.js --out after.json --against before.json
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Level } from '../players/scripted/belief/params.js';
import { simulate, type SimOptions } from '../sim/run.js';
import type { BotKind } from '../table/setup.js';

export interface Case {
  preset: string;
  seed: number;
  /** Fraction of the run's game count this case plays (the variants need fewer). */
  share: number;
  bots?: Record<string, BotKind>;
  levels?: Record<string, Level>;
  options?: Record<string, unknown>;
}

const BOARDS = ['werewolf', 'werewolf-9', 'werewolf-6', 'mafia', 'mafia-classic'];

export const CASES: Case[] = [
  ...BOARDS.flatMap((preset) => [1, 77].map((seed) => ({ preset, seed, share: 1 }))),
  { preset: 'werewolf', seed: 5, share: 0.1, bots: { village: 'random' } },
  { preset: 'werewolf-9', seed: 5, share: 0.1, bots: { werewolves: 'random' } },
  { preset: 'mafia', seed: 5, share: 0.1, bots: { town: 'random' } },
  { preset: 'mafia-classic', seed: 5, share: 0.1, bots: { mafia: 'random' } },
  { preset: 'werewolf', seed: 9, share: 0.2, levels: { village: 'easy', werewolves: 'hard' } },
  { preset: 'mafia', seed: 9, share: 0.2, levels: { town: 'hard', mafia: 'easy' } },
  { preset: 'werewolf-9', seed: 9, share: 0.1, options: { witchSelfSave: 'always', guardAndAntidoteKill: true } },
  { preset: 'mafia', seed: 13, share: 0.1, options: { nominations: false, revealOnDeath: false } },
];

const caseName = (c: Case): string =>
  [c.preset, c.seed, c.bots && JSON.stringify(c.bots), c.levels && JSON.stringify(c.levels), c.options && JSON.stringify(c.options)].filter(Boolean).join(' ');

const sha = (s: string | Buffer): string => createHash('sha256').update(s).digest('hex').slice(0, 16);

/** Digest of each game, logged: the bytes of each log file. */
async function logged(o: SimOptions): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'same-games-'));
  try {
    await simulate({ ...o, logDir: dir });
    return readdirSync(dir).sort().map((f) => sha(readFileSync(join(dir, f))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Digest of each game, unwatched (the bench's path): every event as JSON, in order. */
async function unwatched(o: SimOptions): Promise<string[]> {
  const out: string[] = [];
  let h = createHash('sha256');
  await simulate({
    ...o,
    onEvent: (e) => {
      h.update(JSON.stringify(e));
      h.update('\n');
      if (e.type === 'game_over') {
        out.push(h.digest('hex').slice(0, 16));
        h = createHash('sha256');
      }
    },
  });
  return out;
}

export async function digests(games: number, onCase?: (name: string) => void, cases: readonly Case[] = CASES): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const c of cases) {
    const name = caseName(c);
    onCase?.(name);
    const o: SimOptions = { preset: c.preset, seed: c.seed, games: Math.max(2, Math.round(games * c.share)) };
    if (c.bots) o.bots = c.bots;
    if (c.levels) o.levels = c.levels;
    if (c.options) o.options = c.options;
    out[`logged ${name}`] = await logged(o);
    out[`unwatched ${name}`] = await unwatched(o);
  }
  return out;
}

/** The games whose digests differ (or are missing on one side), by case and index. */
export function differences(a: Record<string, string[]>, b: Record<string, string[]>): string[] {
  const out: string[] = [];
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const x = a[key] ?? [];
    const y = b[key] ?? [];
    for (let i = 0; i < Math.max(x.length, y.length); i++) if (x[i] !== y[i]) out.push(`${key} game ${i}`);
  }
  return out;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, against: { type: 'string' }, games: { type: 'string' } } });
  const games = Number(values.games ?? 300);
  const started = performance.now();
  const mine = await digests(games, (name) => process.stderr.write(`  ${name}\n`));
  if (values.out) writeFileSync(values.out, JSON.stringify(mine, null, 1));
  const total = Object.values(mine).reduce((n, x) => n + x.length, 0);
  console.log(`${total} games in ${((performance.now() - started) / 1000).toFixed(0)} s, digest ${sha(JSON.stringify(mine))}`);
  if (values.against) {
    const diff = differences(JSON.parse(readFileSync(values.against, 'utf8')), mine);
    console.log(diff.length ? `${diff.length} games differ, first: ${diff.slice(0, 5).join('; ')}` : `every game the same as ${values.against}`);
    if (diff.length) process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
