// One set of seeded bot games per preset, shared by every test file of a run: the tests that read what the
// bots say and do over many games read the same games (game i of a preset is dealt with gameSeed(CORPUS_SEED, i))
// rather than each playing its own. The games are played once a run, in chunks, by whichever test process needs a
// chunk first (a lock folder says who), and kept as JSON in the run's temporary folder (temp-root.ts); a process
// that finds a chunk being played by another plays the next free one meanwhile, so two processes share the work.
// Without the run's folder (a file run by hand outside the config), a process plays what it needs itself.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameEvent } from '../../src/engine/events.js';
import { runGame } from '../../src/engine/game.js';
import { gameSeed } from '../../src/sim/run.js';
import { createTable } from '../../src/table/setup.js';
import { CORPUS_DIR, TEST_ROOT } from './temp-root.js';

export const CORPUS_SEED = 20261205;
/** Games per chunk: a chunk is played by one process. */
const CHUNK = 20;
/** A lock older than this with no chunk beside it was left by a process that died: the chunk is played again. */
const STALE_MS = 10 * 60_000;

export type Game = readonly GameEvent[];

const held = new Map<string, Game[]>();

/** Games 0 to n−1 of the corpus of `preset`, in order. */
export async function corpusGames(preset: string, n: number): Promise<Game[]> {
  const chunks = Math.ceil(n / CHUNK);
  const dir = folder();
  // First every chunk nobody has taken is played here; then the chunks another process took are waited for.
  for (let c = 0; c < chunks; c++) if (!held.has(key(preset, c))) await playIfFree(dir, preset, c);
  const out: Game[] = [];
  for (let c = 0; c < chunks; c++) out.push(...(await waitFor(dir, preset, c)));
  return out.slice(0, n);
}

/** Game i of the corpus of `preset`. */
export async function corpusGame(preset: string, i: number): Promise<Game> {
  return (await corpusGames(preset, i + 1))[i]!;
}

const key = (preset: string, c: number) => `${preset}-${c}`;

function folder(): string | undefined {
  const root = process.env[TEST_ROOT];
  if (!root) return undefined;
  const dir = join(root, CORPUS_DIR);
  mkdirSync(dir, { recursive: true });
  return dir;
}

async function play(preset: string, c: number): Promise<Game[]> {
  const games: Game[] = [];
  for (let i = c * CHUNK; i < (c + 1) * CHUNK; i++) games.push((await runGame(createTable({ preset, seed: gameSeed(CORPUS_SEED, i) }))).events);
  return games;
}

async function playIfFree(dir: string | undefined, preset: string, c: number): Promise<void> {
  const k = key(preset, c);
  if (!dir) {
    held.set(k, await play(preset, c));
    return;
  }
  const file = join(dir, `${k}.json`);
  if (existsSync(file)) return;
  try {
    mkdirSync(`${file}.lock`);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return; // another process is playing it
    throw e;
  }
  const games = await play(preset, c);
  held.set(k, games);
  writeFileSync(`${file}.${process.pid}`, JSON.stringify(games));
  renameSync(`${file}.${process.pid}`, file);
}

async function waitFor(dir: string | undefined, preset: string, c: number): Promise<Game[]> {
  const k = key(preset, c);
  let games = held.get(k);
  if (games) return games;
  const file = join(dir!, `${k}.json`);
  while (!existsSync(file)) {
    if (Date.now() - statSync(`${file}.lock`).mtimeMs > STALE_MS) {
      games = await play(preset, c);
      held.set(k, games);
      return games;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  games = JSON.parse(readFileSync(file, 'utf8')) as Game[];
  held.set(k, games);
  return games;
}
