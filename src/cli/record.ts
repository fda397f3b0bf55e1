// Finished games into the database as their game_over line is written, and, when history, stats or
// resume start, any finished log in the games folder that a process ended too early to record.
// A database that cannot be used is one warning; the games and their logs stand.
import { dbError, dbPath, type Db } from '../storage/db.js';
import { createRecorder, sweepUnrecorded, type Recorder } from '../storage/recorder.js';
import { warn } from './output.js';

export type { Recorder } from '../storage/recorder.js';

/** What a command hands its game logs: each finished game recorded once its log says so. */
export const recorder = (): Recorder => createRecorder(warn);

/** Records the finished-but-unrecorded logs of the games folder; says how many, when any. */
export async function sweep(db: Db): Promise<void> {
  try {
    const found = await sweepUnrecorded(db);
    if (found.length) warn(`recorded ${found.length} finished game${found.length === 1 ? '' : 's'} whose result had not been saved`);
  } catch (err) {
    throw dbError(err, dbPath());
  }
}
