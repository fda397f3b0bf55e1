// nightfall config set|get|list|unset: saved settings (ai, model, baseUrl, apiKey). The key is stored
// in a file only its owner can read, and is never printed: get and list show it masked.
import * as settings from '../llm/settings.js';
import { UsageError } from './args.js';
import { print } from './output.js';
import { sanitizeLine } from '../terminal/sanitize.js';
import { readSecret } from './read-secret.js';

/** A settings problem (an unknown key, a bad value, a file that is not JSON) is bad input: exit code 2. */
function asUsage<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof settings.SettingsError) throw new UsageError(err.message);
    throw err;
  }
}

export async function configSet(key: string, value: string | undefined): Promise<number> {
  if (value === undefined) {
    // The key from standard input keeps it out of the shell's history; other settings are not secret.
    if (key.trim().toLowerCase() !== 'apikey') throw new UsageError(`config set ${key} needs a VALUE (only apiKey is read from standard input)`);
    value = await readSecret('API key (not shown; Enter to save): ');
    if (!value.trim()) throw new UsageError('nothing saved: no API key on standard input');
  }
  asUsage(() => settings.configSet(key, value));
  print(`${sanitizeLine(`${key} saved in ${settings.configDir()}`)}\n`);
  return 0;
}

export function configGet(key: string): number {
  print(`${sanitizeLine(asUsage(() => settings.configGet(key)) ?? '(not set)')}\n`);
  return 0;
}

export function configUnset(key: string): number {
  asUsage(() => settings.configUnset(key));
  return 0;
}

export function configList(): number {
  for (const { key, value } of asUsage(() => settings.configList())) print(`${key.padEnd(8)} ${sanitizeLine(value ?? '(not set)')}\n`);
  return 0;
}
