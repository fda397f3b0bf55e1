// nightfall config set|get|list|unset: saved settings (ai, model, baseUrl, apiKey, level). The key is stored
// in a file only its owner can read, and is never printed: get and list show it masked.
import { configDir, configGet, configList, configSet, configUnset, SettingsError } from '../llm/settings.js';
import { UsageError } from './args.js';
import { print } from './output.js';
import { sanitizeLine } from '../terminal/sanitize.js';

export function configCommand(argv: string[]): number {
  const [verb, key, ...rest] = argv;
  try {
    switch (verb) {
      case 'set':
        if (!key || rest.length !== 1) throw new UsageError('usage: nightfall config set KEY VALUE (keys: ai, model, baseUrl, apiKey, level)');
        configSet(key, rest[0]!);
        print(`${sanitizeLine(`${key} saved in ${configDir()}`)}\n`);
        return 0;
      case 'get':
        if (!key) throw new UsageError('usage: nightfall config get KEY');
        print(`${sanitizeLine(configGet(key) ?? '(not set)')}\n`);
        return 0;
      case 'unset':
        if (!key) throw new UsageError('usage: nightfall config unset KEY');
        configUnset(key);
        return 0;
      case 'list':
      case undefined:
        for (const { key: k, value } of configList()) print(`${k.padEnd(8)} ${sanitizeLine(value ?? '(not set)')}\n`);
        return 0;
      default:
        throw new UsageError(`unknown config action "${verb}"; use set, get, unset or list`);
    }
  } catch (err) {
    if (err instanceof SettingsError) throw new UsageError(err.message);
    throw err;
  }
}
