// The platform's folders through env-paths (issue 12, item 10): data and settings apart, without the
// "-nodejs" suffix conf used to add; settings of an earlier version moved over on first use.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configGet, configSet, resolveLlmSettings } from '../../src/llm/settings.js';
import { dataDir, gamesDir, settingsDir } from '../../src/storage/paths.js';
import { dbPath } from '../../src/storage/db.js';

afterEach(() => vi.unstubAllEnvs());

/** A Linux user whose XDG folders are fresh temporary ones, and no NIGHTFALL_HOME. */
function xdgUser() {
  const root = mkdtempSync(join(tmpdir(), 'nightfall-xdg-'));
  const data = join(root, 'share');
  const config = join(root, 'config');
  vi.stubEnv('NIGHTFALL_HOME', '');
  vi.stubEnv('XDG_DATA_HOME', data);
  vi.stubEnv('XDG_CONFIG_HOME', config);
  for (const name of ['ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', 'NIGHTFALL_MODEL']) vi.stubEnv(name, '');
  return { data, config };
}

describe.runIf(process.platform === 'linux')('folders', () => {
  it('data in XDG_DATA_HOME/nightfall, settings in XDG_CONFIG_HOME/nightfall; NIGHTFALL_HOME holds both', () => {
    const { data, config } = xdgUser();
    expect(dataDir()).toBe(join(data, 'nightfall'));
    expect(gamesDir()).toBe(join(data, 'nightfall', 'games'));
    expect(dbPath()).toBe(join(data, 'nightfall', 'nightfall.db'));
    expect(settingsDir()).toBe(join(config, 'nightfall'));
    configSet('model', 'claude-test-1');
    expect(JSON.parse(readFileSync(join(config, 'nightfall', 'config.json'), 'utf8'))).toEqual({ model: 'claude-test-1' });
    expect(existsSync(join(config, 'nightfall-nodejs'))).toBe(false);
    vi.stubEnv('NIGHTFALL_HOME', '/somewhere/else');
    expect(dataDir()).toBe('/somewhere/else');
    expect(settingsDir()).toBe(join('/somewhere/else', 'config'));
  });

  it('the settings and key of an earlier version (conf\'s nightfall-nodejs) are moved over, owner-only, and read', () => {
    const { config } = xdgUser();
    const old = join(config, 'nightfall-nodejs');
    mkdirSync(old, { recursive: true, mode: 0o700 });
    writeFileSync(join(old, 'config.json'), JSON.stringify({ ai: 'claude', model: 'claude-old-1' }), { mode: 0o600 });
    writeFileSync(join(old, 'credentials.json'), JSON.stringify({ apiKey: 'sk-ant-old-key-123456' }), { mode: 0o600 });
    const s = resolveLlmSettings({});
    expect(s.model).toBe('claude-old-1');
    expect(s.apiKey).toBe('sk-ant-old-key-123456');
    expect(configGet('ai')).toBe('claude');
    const now = join(config, 'nightfall');
    for (const f of ['config.json', 'credentials.json']) {
      expect(existsSync(join(now, f)), f).toBe(true);
      expect(statSync(join(now, f)).mode & 0o777, f).toBe(0o600);
    }
    expect(statSync(now).mode & 0o777).toBe(0o700);
    expect(existsSync(old)).toBe(false);
  });

  it('settings already in the new folder win: the old folder is left alone', () => {
    const { config } = xdgUser();
    const old = join(config, 'nightfall-nodejs');
    mkdirSync(old, { recursive: true });
    writeFileSync(join(old, 'config.json'), JSON.stringify({ model: 'claude-old-1' }));
    mkdirSync(join(config, 'nightfall'), { recursive: true });
    writeFileSync(join(config, 'nightfall', 'config.json'), JSON.stringify({ model: 'claude-new-1' }));
    expect(configGet('model')).toBe('claude-new-1');
    expect(readFileSync(join(old, 'config.json'), 'utf8')).toContain('claude-old-1');
  });
});
