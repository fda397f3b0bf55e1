// A finished game with a person's seat, played without a terminal: the seat answers from the given
// lines, then the strongest bot plays it on. Its log is written as a screen game's would be.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runGame } from '../../src/engine/game.js';
import { adviser } from '../../src/practice/advice.js';
import { lineSeat } from '../../src/practice/plain-seat.js';
import { GameLog } from '../../src/storage/game-log.js';
import { createTable } from '../../src/table/setup.js';

export interface Played {
  path: string;
  dir: string;
  seat: number;
  winner: string;
}

export async function playedGame(preset: string, seed: number, seat: number, role: string, answers: string[] = [], dir = mkdtempSync(join(tmpdir(), 'nightfall-practice-'))): Promise<Played> {
  const persona = createTable({ preset, seed }).personasBySeat.get(seat);
  const person = lineSeat(answers, () => {}, adviser(seed, persona));
  const log = GameLog.create(dir, `${preset}-${seed}`, { ifTaken: 'next-name' });
  const setup = createTable({ preset, seed, human: { seat, participant: person, role }, onEvent: (e) => log.write(e) });
  try {
    const { state } = await runGame(setup);
    return { path: log.path, dir, seat, winner: state.core.winner! };
  } finally {
    log.close();
  }
}
