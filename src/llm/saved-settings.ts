// The saved settings for AI players as a game reads them (no conf: a plain JSON read), overridden by
// env and flags; the key itself sits in credentials.json. Saving them is settings.ts, through conf.
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmdirSync, unlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { errnoWords } from '../storage/file-errors.js';
import { keepPrivateFolder, refuseKernelFolder } from '../storage/folders.js';
import { legacySettingsDir, settingsDir } from '../storage/paths.js';
import { readApiKey, SettingsError } from './credentials.js';

export const SETTING_KEYS = ['ai', 'model', 'baseUrl', 'apiKey', 'level'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export const AI_MODES = ['bots', 'claude', 'mixed'] as const;
export type AiMode = (typeof AI_MODES)[number];

export const DEFAULT_MODEL = 'claude-sonnet-5-5';

/** How well the offline bots play (`nightfall config set level hard`). */
export const BOT_LEVELS = ['easy', 'normal', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export type Env = Record<string, string | undefined>;
type Source = 'flag' | 'env' | 'saved' | 'default';

export interface StoredSettings {
  ai?: string;
  model?: string;
  baseUrl?: string;
  level?: string;
}

export interface LlmSettings {
  model: string;
  baseUrl?: string;
  apiKey?: string;
  /** Where each value came from, so the CLI can say "using the key from ANTHROPIC_API_KEY". */
  source: { model: Source; baseUrl?: Source; apiKey?: Source };
}

export interface LlmFlags {
  model?: string;
  baseUrl?: string;
  apiKey?: string;
}

const SETTINGS_FILES = ['config.json', 'credentials.json'];

/**
 * The settings folder, with the settings of an earlier version (kept in conf's "nightfall-nodejs")
 * moved into it the first time; where they cannot be moved, they are read where they are.
 */
export function settingsFolder(env: Env): string {
  const now = settingsDir(env);
  refuseKernelFolder(now);
  const old = legacySettingsDir(env);
  const held = (dir: string) => SETTINGS_FILES.filter((f) => existsSync(join(dir, f)));
  if (!old || old === now || held(old).length === 0 || held(now).length > 0) return now;
  try {
    mkdirSync(now, { recursive: true, mode: 0o700 });
    for (const f of held(old)) moveFile(join(old, f), join(now, f));
  } catch {
    return held(now).length > 0 ? now : old;
  }
  try {
    rmdirSync(old);
  } catch {
    // Something else is in it: left as it is.
  }
  return now;
}

function moveFile(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    copyFileSync(from, to);
    unlinkSync(from);
  }
}

/** What is wrong with the settings, naming the file or folder and what to do. */
export function settingsProblem(err: unknown, file: () => string): string {
  if (err instanceof SyntaxError) {
    let path = 'the settings file';
    try {
      path = file();
    } catch {
      // Its folder cannot be read either: the name stays general.
    }
    return `${path} is not valid JSON (${err.message}); fix it or delete it (the defaults are used without it)`;
  }
  const where = (err as NodeJS.ErrnoException).path;
  if (where) return `cannot use the settings folder ${where}: ${errnoWords(err)}; set NIGHTFALL_HOME to a writable folder or fix its permissions`;
  return `cannot read the settings file: ${(err as Error).message}`;
}

/** A clean value or a one-line reason; the reason never repeats an API key. */
export function validate(key: SettingKey, raw: string, from: string): string {
  const value = raw.trim();
  switch (key) {
    case 'ai':
      if (!(AI_MODES as readonly string[]).includes(value)) {
        throw new SettingsError(`invalid ai "${raw}"${from}; expected one of: ${AI_MODES.join(', ')}`);
      }
      return value;
    case 'model':
      if (!/^[A-Za-z0-9][\w.:@/-]{0,199}$/.test(value)) {
        throw new SettingsError(`invalid model "${raw}"${from}; expected a model id such as ${DEFAULT_MODEL}`);
      }
      return value;
    case 'baseUrl': {
      let url: URL | undefined;
      try {
        url = new URL(value);
      } catch {
        url = undefined;
      }
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
        throw new SettingsError(`invalid baseUrl "${raw}"${from}; expected an http:// or https:// URL`);
      }
      return value.replace(/\/+$/, '');
    }
    case 'level':
      if (!(BOT_LEVELS as readonly string[]).includes(value)) {
        throw new SettingsError(`invalid level "${raw}"${from}; expected one of: ${BOT_LEVELS.join(', ')}`);
      }
      return value;
    case 'apiKey':
      if (!/^[\x21-\x7e]+$/.test(value)) {
        throw new SettingsError(`invalid apiKey${from}; expected one word of printable characters (the key is not shown)`);
      }
      return value;
  }
}

/** The saved settings file, read as JSON (conf writes it; reading needs none of conf, off the path to a game's first frame). */
export function readStore(env: Env): { path: string; data: Record<string, unknown> } {
  // NIGHTFALL_HOME keeps tests (and portable installs) away from the real user config directory.
  const path = join(settingsFolder(env), SETTINGS_FILES[0]!);
  let data: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    // Settings are one object of names and values; an array or a number is refused, never rewritten.
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new SettingsError(`${path} holds ${JSON.stringify(parsed).slice(0, 40)}, not the settings object ({"ai": …}); fix it or delete it (the defaults are used without it)`);
    }
    data = { ...(parsed as Record<string, unknown>) };
  } catch (err) {
    if (err instanceof SettingsError) throw err;
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw new SettingsError(settingsProblem(err, () => path));
    // As conf does on a first read: the folder made, the file left for the first setting saved.
    try {
      mkdirSync(dirname(path), { recursive: true });
    } catch (mkdirErr) {
      throw new SettingsError(settingsProblem(mkdirErr, () => path));
    }
    data = {};
  }
  // The folder holds the API key: owner-only, even when it and its files were created wider.
  keepPrivateFolder(dirname(path));
  return { path, data };
}

export function readSaved(env: Env): StoredSettings & { apiKey?: string } {
  const { path, data } = readStore(env);
  const saved: StoredSettings & { apiKey?: string } = {};
  for (const key of ['ai', 'model', 'baseUrl', 'level'] as const) {
    const value: unknown = data[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') throw new SettingsError(`${path}: "${key}" must be a string`);
    saved[key] = validate(key, value, ` in ${path}`);
  }
  const apiKey = readApiKey(dirname(path));
  if (apiKey !== undefined) saved.apiKey = apiKey;
  return saved;
}

/** Flags, then environment (ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL, NIGHTFALL_MODEL), then saved settings. */
export function resolveLlmSettings(flags: LlmFlags, env: Env = process.env): LlmSettings {
  let saved: ReturnType<typeof readSaved> | undefined;
  const fromSaved = () => (saved ??= readSaved(env));
  const pick = (key: 'model' | 'baseUrl' | 'apiKey', flag: string, envName: string) => {
    const flagValue = flags[key];
    if (flagValue?.trim()) return { value: validate(key, flagValue, ` (from ${flag})`), source: 'flag' as const };
    const envValue = env[envName];
    if (envValue?.trim()) return { value: validate(key, envValue, ` (from ${envName})`), source: 'env' as const };
    const savedValue = fromSaved()[key];
    return savedValue === undefined ? undefined : { value: savedValue, source: 'saved' as const };
  };
  const model = pick('model', '--model', 'NIGHTFALL_MODEL');
  const baseUrl = pick('baseUrl', '--base-url', 'ANTHROPIC_BASE_URL');
  const apiKey = pick('apiKey', '--api-key', 'ANTHROPIC_API_KEY');
  return {
    model: model?.value ?? DEFAULT_MODEL,
    ...(baseUrl ? { baseUrl: baseUrl.value } : {}),
    ...(apiKey ? { apiKey: apiKey.value } : {}),
    source: {
      model: model?.source ?? 'default',
      ...(baseUrl ? { baseUrl: baseUrl.source } : {}),
      ...(apiKey ? { apiKey: apiKey.source } : {}),
    },
  };
}

/** The saved bot level; normal unless the user chose otherwise. */
export function savedLevel(env: Env = process.env): BotLevel {
  return (readSaved(env).level as BotLevel | undefined) ?? 'normal';
}

/** The saved `ai` mode; bots (offline) unless the user chose otherwise. */
export function savedAiMode(env: Env = process.env): AiMode {
  return (readSaved(env).ai as AiMode | undefined) ?? 'bots';
}

