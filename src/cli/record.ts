// Finished games into the database as their game_over line is written, and, when history, stats or
// resume start, any finished log in the games folder that a process ended too early to record.
// A database that cannot be used is one warning; the games and their logs stand.
import { dbError, dbPath, type Db } from '../storage/db.js';
import { createRecorder, sweepUnrecorded, type Recorder } from '../storage/recorder.js';
import { warn } from './output.js';
import type { DbUse } from './with-db.js';
import { dirname } from 'node:path';

export type { Recorder } from '../storage/recorder.js';

/** What a command hands its game logs: each finished game recorded once its log says so. */
export const recorder = (): Recorder => createRecorder(warn);

/**
 * Records the finished-but-unrecorded logs of the games folder; says how many, when any. In a copy of a
 * read-only database (`readOnly`) they are shown, and the message says they could not be kept.
 */
export async function sweep(db: Db, { readOnly }: DbUse = { readOnly: false }): Promise<void> {
  try {
    const found = await sweepUnrecorded(db);
    const games = `${found.length} finished game${found.length === 1 ? '' : 's'}`;
    if (found.length && readOnly) warn(`${games} read from ${found.length === 1 ? 'its log' : 'their logs'} could not be recorded: ${dirname(dbPath())} is read-only`);
    else if (found.length) warn(`recorded ${games} whose result had not been saved`);
  } catch (err) {
    throw dbError(err, dbPath());
  }
}
