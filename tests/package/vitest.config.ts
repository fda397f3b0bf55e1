// The package test alone (npm run test:package): too slow for npm test, a step of its own in .ci/run.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { root: fileURLToPath(new URL('../../', import.meta.url)), include: ['tests/package/*.check.ts'], testTimeout: 600_000, hookTimeout: 1_800_000 },
});
