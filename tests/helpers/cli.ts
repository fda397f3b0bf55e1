import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** Starts `nightfall ARGS` from source in a child process, and returns it while it runs. */
export function startCli(args: string[], env: Record<string, string> = {}, options: CliOptions = {}): ChildProcess {
  const person = options.asPerson && process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  return spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: root,
    env: { ...process.env, NIGHTFALL_HOME: env.NIGHTFALL_HOME ?? defaultHome, ...env },
    stdio: options.stdio ?? ['pipe', 'pipe', 'pipe'],
    ...person,
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
