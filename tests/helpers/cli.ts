import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('./cli-entry.ts', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));
/** A data directory of the test run's own, so no test writes into the real one. */
const defaultHome = mkdtempSync(join(tmpdir(), 'nightfall-cli-home-'));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  /** Run as an unprivileged user when the tests run as root, so file permissions hold as for a person. */
  asPerson?: boolean;
  stdio?: StdioOptions;
}

/** Every folder from `dir` up is open to other users (so an unprivileged user can reach the sources). */
function reachableByOthers(dir: string): boolean {
  for (let d = dir; ; d = dirname(d)) {
    if ((statSync(d).mode & 0o001) === 0) return false;
    if (dirname(d) === d) return true;
  }
}

/**
 * How root runs the CLI as a person: as the unprivileged user nobody when the clone is reachable by others;
 * in a clone under a folder only root may enter (a `mktemp -d`), as root without the capabilities that let
 * root ignore file permissions (setpriv, util-linux), so a read-only folder refuses it as it refuses a person.
 */
function personCommand(argv: string[]): { command: string; argv: string[]; ids: { uid?: number; gid?: number } } {
  if (process.getuid?.() !== 0) return { command: process.execPath, argv, ids: {} };
  if (reachableByOthers(root)) return { command: process.execPath, argv, ids: { uid: 65534, gid: 65534 } };
  return { command: 'setpriv', argv: ['--bounding-set', '-dac_override,-dac_read_search,-fowner', '--', process.execPath, ...argv], ids: {} };
}

/** Starts `nightfall ARGS` from source in a child process, and returns it while it runs. */
export function startCli(args: string[], env: Record<string, string> = {}, options: CliOptions = {}): ChildProcess {
  const argv = ['--import', 'tsx', entry, ...args];
  const run = options.asPerson ? personCommand(argv) : { command: process.execPath, argv, ids: {} };
  return spawn(run.command, run.argv, {
    cwd: root,
    env: { ...process.env, NIGHTFALL_HOME: env.NIGHTFALL_HOME ?? defaultHome, ...env },
    stdio: options.stdio ?? ['pipe', 'pipe', 'pipe'],
    ...run.ids,
  });
}

/** Runs `nightfall ARGS` from source in a child process. */
export function cli(args: string[], env: Record<string, string> = {}, input?: string, options: CliOptions = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = startCli(args, env, options);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d) => (stdout += d));
    child.stderr!.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin!.end(input ?? '');
  });
}
