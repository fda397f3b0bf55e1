// Folders Nightfall writes into: created owner-only (0700), and Nightfall's own folders narrowed to
// 0700 when an older version left them wider. A folder that cannot be created is reported with the
// real reason: a read-only parent says so, not "ENOENT".
import { accessSync, chmodSync, constants, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileError, FileError } from './file-errors.js';

export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;

/** Narrows a file or folder of ours to `mode` when group or others could read it. */
export function keepPrivate(path: string, mode: number): void {
  try {
    const st = statSync(path);
    const mine = typeof process.getuid !== 'function' || st.uid === process.getuid();
    if (mine && (st.mode & 0o077) !== 0) chmodSync(path, mode);
  } catch {
    // Missing or not ours to change: the caller's own open reports what matters.
  }
}

/** Creates `dir` (and its missing parents) 0700; `ours` also narrows an existing Nightfall folder. */
export function ensureFolder(dir: string, ours = false): void {
  try {
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  } catch (err) {
    throw whyNoFolder(dir, err);
  }
  if (!statSync(dir).isDirectory()) throw new FileError(`cannot use ${dir}: it is a file, not a folder; choose another folder`);
  if (ours) keepPrivate(dir, PRIVATE_DIR);
}

function whyNoFolder(dir: string, err: unknown): FileError {
  let parent = dir;
  for (;;) {
    const up = dirname(parent);
    if (up === parent) break;
    parent = up;
    let st;
    try {
      st = statSync(parent);
    } catch {
      continue;
    }
    if (!st.isDirectory()) return new FileError(`cannot create ${dir}: ${parent} is a file, not a folder; choose another folder`);
    try {
      accessSync(parent, constants.W_OK);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code ?? '';
      return new FileError(`cannot create ${dir}: ${parent} is read-only (${code}); choose a writable folder (NIGHTFALL_HOME, --log-dir) or fix its permissions`);
    }
    break;
  }
  return fileError(err, 'create', dir);
}
