// An error that reached the top of a command, as one line and an exit code: bad input (a persona file,
// settings, a log, a game in use) is 2, a file or database that cannot be used is 1, anything else is "unexpected" and 1.
// Errors are told apart by name, so this file loads none of the modules that throw them.
import { errnoWords } from '../storage/file-errors.js';

export async function describeFailure(err: unknown): Promise<{ message: string; code: number }> {
  const name = err instanceof Error ? err.name : '';
  const message = err instanceof Error ? err.message : String(err);
  if (name === 'PersonaError') {
    const { defaultPersonasDir } = await import('../personas/load.js');
    return { message: `${message}; fix or remove that file in ${defaultPersonasDir()}`, code: 2 };
  }
  // Bad input: settings, a log that is not this game's or not a log, a game or tournament in use.
  if (['SettingsError', 'LogError', 'LogNotFound', 'LogExists', 'ResumeError', 'LockedError', 'TournamentMismatch'].includes(name)) return { message, code: 2 };
  if (name === 'FileError' || name === 'DbError') return { message, code: 1 };
  const path = (err as NodeJS.ErrnoException | undefined)?.path;
  if (path) return { message: `cannot use ${path}: ${errnoWords(err)}`, code: 1 };
  return { message: `unexpected error: ${message}`, code: 1 };
}
