// npm's scripts run under cmd.exe on Windows too: no POSIX `NAME=value command` prefix (the test
// environment is set in tests/vitest.config.ts instead), and npm test runs that config.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const scripts = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('package.json scripts', () => {
  it.each(Object.entries(scripts))('%s sets no variable the POSIX way', (_name, command) => {
    // Each command of the script (split on && || ; |): none starts with NAME=value.
    for (const part of command.split(/&&|\|\||;|\|/)) expect(part.trim()).not.toMatch(/^[A-Za-z_][A-Za-z0-9_]*=/);
  });

  it('npm test runs the tests with their config (environment, timeouts, a temporary folder per file)', () => {
    expect(scripts.test).toContain('vitest run --config tests/vitest.config.ts');
  });
});
