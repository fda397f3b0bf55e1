// Saving the settings for AI players, with conf; reading them is saved-settings.ts (no conf on the way to a game).
import Conf from 'conf';
import { dirname } from 'node:path';
import { keepPrivateFolder } from '../storage/folders.js';
import { deleteApiKey, maskKey, redactUrlCredentials, SettingsError, writeApiKey } from './credentials.js';
import { readSaved, readStore, SETTING_KEYS, settingsFolder, settingsProblem, validate, type Env, type SettingKey, type StoredSettings } from './saved-settings.js';

export { SettingsError, maskKey } from './credentials.js';
export * from './saved-settings.js';

function openStore(env: Env): Conf<StoredSettings> {
  // conf would take a file holding `[1,2]` as {"0":1,"1":2} and write it back: the file is checked first.
  readStore(env);
  // NIGHTFALL_HOME keeps tests (and portable installs) away from the real user config directory.
  const options = { projectName: 'nightfall', configFileMode: 0o600, cwd: settingsFolder(env) };
  let store: Conf<StoredSettings>;
  try {
    store = new Conf<StoredSettings>(options);
  } catch (err) {
    throw new SettingsError(settingsProblem(err, () => new Conf<StoredSettings>({ ...options, deserialize: () => ({}) }).path));
  }
  // The folder holds the API key: owner-only, even when conf created it (or its files) wider.
  keepPrivateFolder(dirname(store.path));
  return store;
}

/** The directory holding config.json and credentials.json. */
export function configDir(env: Env = process.env): string {
  return dirname(openStore(env).path);
}

function parseKey(key: string): SettingKey {
  const known = SETTING_KEYS.find((k) => k.toLowerCase() === key.trim().toLowerCase());
  if (!known) throw new SettingsError(`unknown setting "${key}"; known: ${SETTING_KEYS.join(', ')}`);
  return known;
}

export function configSet(key: string, value: string, env: Env = process.env): void {
  const name = parseKey(key);
  const clean = validate(name, value, '');
  const store = openStore(env);
  if (name === 'apiKey') writeApiKey(dirname(store.path), clean);
  else store.set(name, clean);
}

export function configUnset(key: string, env: Env = process.env): void {
  const name = parseKey(key);
  const store = openStore(env);
  if (name === 'apiKey') deleteApiKey(dirname(store.path));
  else store.delete(name);
}

/** A saved value as it may be shown: the API key masked, a password in the base URL hidden. */
const shown = (key: SettingKey, value: string): string => (key === 'apiKey' ? maskKey(value) : key === 'baseUrl' ? redactUrlCredentials(value) : value);

/** The saved value as it may be shown, undefined when not set. */
export function configGet(key: string, env: Env = process.env): string | undefined {
  const name = parseKey(key);
  const value = readSaved(env)[name];
  return value === undefined ? undefined : shown(name, value);
}

export function configList(env: Env = process.env): Array<{ key: SettingKey; value: string | undefined }> {
  const saved = readSaved(env);
  return SETTING_KEYS.map((key) => {
    const value = saved[key];
    return { key, value: value === undefined ? undefined : shown(key, value) };
  });
}
