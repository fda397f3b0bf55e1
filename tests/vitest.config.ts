// `npm test`: every test file under tests/, the environment they run in set here rather than on the
// command line (so the same command runs on Windows), and each file in a temporary folder of its own.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // The screens' interactive paths (CI is set on CI machines), and every event checked against its schema as it is made.
    env: { CI: 'false', NIGHTFALL_CHECK_EVENTS: '1' },
    globalSetup: ['tests/helpers/temp-root.ts'],
    setupFiles: ['tests/helpers/temp-folder.ts'],
    // Every core (vitest 4.1 ran one file at a time here without it): the run is mostly bots playing, CPU-bound.
    maxWorkers: '100%',
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
