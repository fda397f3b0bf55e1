// The API key lives apart from the other settings, in a file only its owner can read.
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const CREDENTIALS_FILE = 'credentials.json';

export class SettingsError extends Error {
  override readonly name = 'SettingsError';
}

export const credentialsPath = (dir: string) => join(dir, CREDENTIALS_FILE);

export function readApiKey(dir: string): string | undefined {
  const path = credentialsPath(dir);
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new SettingsError(`cannot read ${path}: ${(err as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new SettingsError(`${path} is not valid JSON; fix it or run \`nightfall config set apiKey <key>\` again`);
  }
  const key = (parsed as { apiKey?: unknown } | null)?.apiKey;
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || key === '') throw new SettingsError(`${path}: "apiKey" must be a non-empty string`);
  return key;
}

export function writeApiKey(dir: string, apiKey: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // mode applies only to a folder it creates: one made earlier (by conf, 0755) is narrowed too.
  chmodSync(dir, 0o700);
  const path = credentialsPath(dir);
  const temp = `${path}.${process.pid}.tmp`;
  // mode applies only when the file is created; chmod makes it hold for a file that already existed too.
  writeFileSync(temp, `${JSON.stringify({ apiKey }, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temp, 0o600);
  renameSync(temp, path);
  chmodSync(path, 0o600);
}

export function deleteApiKey(dir: string): void {
  rmSync(credentialsPath(dir), { force: true });
}

/** Enough to recognise a key, never enough to use it: "sk-…abcd", or "(set)" for a short one. */
export function maskKey(apiKey: string): string {
  return apiKey.length >= 12 ? `${apiKey.slice(0, 3)}…${apiKey.slice(-4)}` : '(set)';
}

/** Credentials inside a URL (https://user:secret@host) replaced by ***, wherever one appears in a text. */
export function redactUrlCredentials(text: string): string {
  return text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^\s/?#]*@/gi, '$1***@');
}
