// A file that cannot be read or written is reported with its path, what went wrong in words (not an
// errno code), and what to do about it.
export class FileError extends Error {
  override readonly name: string = 'FileError';
}

/** A log this run would write is already there (an earlier run's): refused, never replaced. */
export class LogExists extends FileError {
  override readonly name = 'LogExists';
  constructor(path: string) {
    super(`${path} already exists (a log of an earlier run); choose another --log-dir or move the old logs away`);
  }
}

const WORDS: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOENT: 'it does not exist',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'it is a folder, not a file',
  EEXIST: 'it already exists',
  EMFILE: 'too many files are open',
};

/** Why a file operation failed, in words: "the disk is full (ENOSPC)". */
export function errnoWords(err: unknown): string {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  const words = code ? WORDS[code] : undefined;
  if (words) return `${words} (${code})`;
  return err instanceof Error ? err.message : String(err);
}

const ADVICE: Record<string, string> = {
  ENOSPC: 'free some space',
  EDQUOT: 'free some space',
  EROFS: 'choose a writable folder (NIGHTFALL_HOME, --log-dir)',
  EACCES: 'fix its permissions or choose another folder (NIGHTFALL_HOME, --log-dir)',
  EPERM: 'fix its permissions or choose another folder (NIGHTFALL_HOME, --log-dir)',
};

/** "cannot write /x/y.jsonl: the disk is full (ENOSPC); free some space, then …". */
export function fileError(err: unknown, doing: string, path: string, then?: string): FileError {
  const code = (err as NodeJS.ErrnoException | undefined)?.code ?? '';
  const advice = [ADVICE[code], then].filter(Boolean).join(', then ');
  return new FileError(`cannot ${doing} ${path}: ${errnoWords(err)}${advice ? `; ${advice}` : ''}`);
}
