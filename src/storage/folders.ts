// Folders Nightfall writes into: created owner-only (0700), and Nightfall's own folders narrowed to
// 0700 when an older version left them wider. A folder that cannot be created is reported with the
// real reason: a read-only parent says so, not "ENOENT".
import { accessSync, chmodSync, constants, lstatSync, mkdirSync, readdirSync, statfsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileError, FileError } from './file-errors.js';

export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;

/**
 * Narrows a file or folder of ours to `mode` when group or others could read it: their bits go, the
 * owner's stay as they were (a folder its owner made read-only stays read-only).
 */
export function keepPrivate(path: string, mode: number): void {
  try {
    const st = statSync(path);
    const mine = typeof process.getuid !== 'function' || st.uid === process.getuid();
    if (mine && (st.mode & 0o077) !== 0) chmodSync(path, st.mode & mode & 0o777);
  } catch {
    // Missing or not ours to change: the caller's own open reports what matters.
  }
}

/** The kernel's own file systems (statfs f_type): no folder of ours can be made there, and Node's recursive mkdir spins forever under /proc. */
const KERNEL_FS: Record<number, string> = { 0x9fa0: 'proc', 0x62656572: 'sysfs', 0x64626720: 'debugfs', 0x74726163: 'tracefs', 0x27e0eb: 'cgroup', 0x63677270: 'cgroup2', 0x73636673: 'securityfs' };

/** Refuses a folder on one of the kernel's own file systems (/proc, /sys), naming it, before anything tries to create it. */
export function refuseKernelFolder(dir: string): void {
  for (let at = resolve(dir); ; at = dirname(at)) {
    let type: number;
    try {
      type = Number(statfsSync(at).type);
    } catch {
      // Not there yet: its nearest existing parent decides; anything else is for the folder's own creation to report.
      if (dirname(at) === at) return;
      continue;
    }
    const fs = KERNEL_FS[type];
    if (fs) throw new FileError(`cannot use ${dir}: ${at} belongs to the kernel's ${fs} file system, which holds no folders of ours; choose another folder (NIGHTFALL_HOME, --log-dir)`);
    return;
  }
}

/** Narrows a folder of ours to 0700 and each file in it to 0600 (an older version left them 0755 and 0644). */
export function keepPrivateFolder(dir: string): void {
  keepPrivate(dir, PRIVATE_DIR);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const path = join(dir, name);
    try {
      if (lstatSync(path).isFile()) keepPrivate(path, PRIVATE_FILE);
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
}

/** Creates `dir` (and its missing parents) 0700; `ours` also narrows an existing Nightfall folder and its files. */
export function ensureFolder(dir: string, ours = false): void {
  refuseKernelFolder(dir);
  try {
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  } catch (err) {
    throw whyNoFolder(dir, err);
  }
  if (!statSync(dir).isDirectory()) throw new FileError(`cannot use ${dir}: it is a file, not a folder; choose another folder`);
  if (ours) keepPrivateFolder(dir);
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
