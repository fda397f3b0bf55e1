import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  configDir,
  configGet,
  configList,
  configSet,
  configUnset,
  DEFAULT_MODEL,
  resolveLlmSettings,
  savedAiMode,
  savedLevel,
  SettingsError,
} from '../../src/llm/settings.js';

const KEY = 'sk-ant-test-SECRET-0123456789-abcd';

let home: string;
let env: Record<string, string | undefined>;

beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'nightfall-settings-'));
  env = { NIGHTFALL_HOME: home };
});
afterEach(() => {
  rmSync(home, { recursive: true, force: true });
});

describe('settings storage', () => {
  it('lives under NIGHTFALL_HOME/config, never in the real home', () => {
    configSet('model', 'claude-opus-5-5', env);
    expect(configDir(env)).toBe(join(home, 'config'));
    expect(JSON.parse(readFileSync(join(home, 'config', 'config.json'), 'utf8'))).toEqual({ model: 'claude-opus-5-5' });
  });

  it('writes the API key to credentials.json with mode 0600, apart from config.json', () => {
    configSet('model', 'claude-opus-5-5', env);
    configSet('apiKey', KEY, env);
    const file = join(home, 'config', 'credentials.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ apiKey: KEY });
    expect(readFileSync(join(home, 'config', 'config.json'), 'utf8')).not.toContain(KEY);
  });

  it('tightens a credentials file that was readable by others when the key is set again', () => {
    configSet('apiKey', KEY, env);
    const file = join(home, 'config', 'credentials.json');
    chmodSync(file, 0o644);
    configSet('apiKey', `${KEY}-2`, env);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('never shows the key in full: configGet and configList mask it', () => {
    configSet('apiKey', KEY, env);
    configSet('ai', 'claude', env);
    expect(configGet('apiKey', env)).toBe('sk-…abcd');
    const listed = configList(env);
    expect(listed).toEqual([
      { key: 'ai', value: 'claude' },
      { key: 'model', value: undefined },
      { key: 'baseUrl', value: undefined },
      { key: 'apiKey', value: 'sk-…abcd' },
      { key: 'level', value: undefined },
    ]);
    expect(JSON.stringify(listed)).not.toContain(KEY.slice(3, -4));
  });

  it('shows a short key only as "(set)"', () => {
    configSet('apiKey', 'abc123', env);
    expect(configGet('apiKey', env)).toBe('(set)');
  });

  it('unsets values, the key included', () => {
    configSet('apiKey', KEY, env);
    configSet('baseUrl', 'http://localhost:8080/', env);
    expect(configGet('baseUrl', env)).toBe('http://localhost:8080');
    configUnset('apiKey', env);
    configUnset('baseUrl', env);
    expect(configGet('apiKey', env)).toBeUndefined();
    expect(configGet('baseUrl', env)).toBeUndefined();
  });

  it('reads the ai mode, bots by default', () => {
    expect(savedAiMode(env)).toBe('bots');
    configSet('ai', 'mixed', env);
    expect(savedAiMode(env)).toBe('mixed');
  });

  it('reads the bot level, normal by default', () => {
    expect(savedLevel(env)).toBe('normal');
    configSet('level', 'hard', env);
    expect(savedLevel(env)).toBe('hard');
    expect(configGet('level', env)).toBe('hard');
  });
});

describe('settings validation', () => {
  it.each([
    [() => configSet('foo', 'x', env), 'unknown setting "foo"; known: ai, model, baseUrl, apiKey, level'],
    [() => configGet('colour', env), 'unknown setting "colour"; known: ai, model, baseUrl, apiKey, level'],
    [() => configSet('ai', 'robots', env), 'invalid ai "robots"; expected one of: bots, claude, mixed'],
    [() => configSet('baseUrl', 'localhost:8080', env), 'invalid baseUrl "localhost:8080"; expected an http:// or https:// URL'],
    [() => configSet('model', 'claude sonnet', env), 'invalid model "claude sonnet"; expected a model id such as claude-sonnet-5-5'],
    [() => configSet('level', 'expert', env), 'invalid level "expert"; expected one of: easy, normal, hard'],
  ])('refuses with one clear line (%#)', (action, message) => {
    expect(action).toThrow(SettingsError);
    expect(action).toThrow(message);
  });

  it('refuses a bad key without repeating it', () => {
    const attempt = () => configSet('apiKey', 'sk-has a space-SECRET', env);
    expect(attempt).toThrow(SettingsError);
    try {
      attempt();
    } catch (err) {
      expect((err as Error).message).not.toContain('SECRET');
      expect((err as Error).message.split('\n')).toHaveLength(1);
    }
  });

  it('accepts key names in any case', () => {
    configSet('BASEURL', 'https://proxy.example/v1', env);
    expect(configGet('baseUrl', env)).toBe('https://proxy.example/v1');
  });

  it('names the file when a saved value is broken', () => {
    mkdirSync(join(home, 'config'), { recursive: true });
    writeFileSync(join(home, 'config', 'credentials.json'), '{oops');
    expect(() => configGet('apiKey', env)).toThrow(/credentials\.json is not valid JSON/);
  });
});

describe('resolveLlmSettings', () => {
  beforeEach(() => {
    configSet('model', 'saved-model', env);
    configSet('baseUrl', 'http://saved.example', env);
    configSet('apiKey', 'sk-saved-key-000000000', env);
  });

  it('falls back to saved settings', () => {
    expect(resolveLlmSettings({}, env)).toEqual({
      model: 'saved-model',
      baseUrl: 'http://saved.example',
      apiKey: 'sk-saved-key-000000000',
      source: { model: 'saved', baseUrl: 'saved', apiKey: 'saved' },
    });
  });

  it('lets the environment override saved settings', () => {
    const withEnv = {
      ...env,
      NIGHTFALL_MODEL: 'env-model',
      ANTHROPIC_BASE_URL: 'http://env.example',
      ANTHROPIC_API_KEY: 'sk-env-key-0000000000',
    };
    expect(resolveLlmSettings({}, withEnv)).toMatchObject({
      model: 'env-model',
      baseUrl: 'http://env.example',
      apiKey: 'sk-env-key-0000000000',
      source: { model: 'env', baseUrl: 'env', apiKey: 'env' },
    });
  });

  it('lets flags override both', () => {
    const withEnv = { ...env, NIGHTFALL_MODEL: 'env-model', ANTHROPIC_API_KEY: 'sk-env-key-0000000000' };
    const flags = { model: 'flag-model', baseUrl: 'http://flag.example', apiKey: 'sk-flag-key-000000000' };
    expect(resolveLlmSettings(flags, withEnv)).toMatchObject({
      model: 'flag-model',
      baseUrl: 'http://flag.example',
      apiKey: 'sk-flag-key-000000000',
      source: { model: 'flag', baseUrl: 'flag', apiKey: 'flag' },
    });
  });

  it('treats an empty environment variable as unset', () => {
    expect(resolveLlmSettings({}, { ...env, ANTHROPIC_API_KEY: '' }).apiKey).toBe('sk-saved-key-000000000');
  });

  it('defaults the model and leaves the rest unset when nothing is saved', () => {
    const empty = { NIGHTFALL_HOME: join(home, 'elsewhere') };
    expect(resolveLlmSettings({}, empty)).toEqual({ model: DEFAULT_MODEL, source: { model: 'default' } });
  });

  it('says where a bad value came from', () => {
    expect(() => resolveLlmSettings({}, { ...env, ANTHROPIC_BASE_URL: 'nope' })).toThrow('invalid baseUrl "nope" (from ANTHROPIC_BASE_URL)');
  });
});
